/** A streamed CSV reads its first page before it answers: a failing query is an error to answer, not a file cut short. */
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvDownload } from '../../../../server/lib/csv-download.ts';

describe('csvDownload', () => {
  it('fails before the first byte when the first page cannot be read', async () => {
    let streamed = false;
    async function* pages(): AsyncGenerator<string> {
      streamed = true;
      throw new Error('the query failed');
    }
    await expect(csvDownload('a,b\r\n', pages())).rejects.toThrow('the query failed');
    expect(streamed).toBe(true);
  });

  it('writes the byte-order mark, the header and every page in order', async () => {
    async function* pages() {
      yield '1,2\r\n';
      yield '3,4\r\n';
    }
    expect(await text(await csvDownload('a,b\r\n', pages()))).toBe('\uFEFFa,b\r\n1,2\r\n3,4\r\n');
    expect(await text(await csvDownload('a,b\r\n', (async function* () {})()))).toBe('\uFEFFa,b\r\n');
  });

  it('closes the pages’ source when the stream is destroyed midway, as a client gone does', async () => {
    let closed = false;
    async function* pages() {
      try {
        for (let n = 1; ; n += 1) yield `${n}\r\n`;
      } finally {
        closed = true;
      }
    }
    const stream = await csvDownload('n\r\n', pages());
    for await (const chunk of stream) if (chunk === '2\r\n') break;
    expect(closed).toBe(true);
  });
});
