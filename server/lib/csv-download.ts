/**
 * A streamed CSV answer whose first page is read before the answer starts: a query that fails on
 * what the request asked for is still a JSON error, never a 200 cut off after its first bytes.
 */
import { Readable } from 'node:stream';

/** `header` then the text of each page; resolves once the first page is in hand. */
export async function csvDownload(header: string, pages: AsyncIterable<string>): Promise<Readable> {
  const reader = pages[Symbol.asyncIterator]();
  const first = await reader.next();
  async function* text() {
    try {
      // The byte-order mark makes spreadsheets open the file as UTF-8.
      yield '\uFEFF' + header;
      if (first.done) return;
      yield first.value;
      for (let next = await reader.next(); !next.done; next = await reader.next()) yield next.value;
    } finally {
      // A client gone stops the stream here: the pages' source is closed too (a cursor, a connection).
      await reader.return?.();
    }
  }
  // One page waits beside the socket at most: memory stays flat whatever the size of the file.
  return Readable.from(text(), { highWaterMark: 1 });
}
