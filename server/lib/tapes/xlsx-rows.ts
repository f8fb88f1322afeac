/**
 * The rows of the first worksheet of an XLSX tape, streamed with ExcelJS's WorkbookReader
 * (the archive is read entry by entry; shared strings are kept, rows are not), after the
 * zip-bomb guard. Cells come out in the template's text forms.
 */
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { cellText } from './cell-text.ts';
import type { TapeLimits } from './limits.ts';
import { TAPE_MESSAGES } from './messages.ts';
import type { RawRow, ReadProgress } from './raw-row.ts';
import { TapeRefusal } from './refusal.ts';
import { guardZip } from './zip-guard.ts';

function byteCounting(maxBytes: number, progress: ReadProgress): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      progress.bytesRead = bytes;
      if (bytes > maxBytes) return callback(new TapeRefusal(TAPE_MESSAGES.tooLarge(maxBytes)));
      callback(null, chunk);
    },
  });
}

export async function* xlsxRows(
  path: string,
  limits: TapeLimits,
  progress: ReadProgress = { bytesRead: 0 },
): AsyncGenerator<RawRow> {
  await guardZip(path, limits);
  // Loaded on the first XLSX tape: a server that only ever reads CSV never holds ExcelJS (some 30 MB).
  const { default: ExcelJS } = await import('exceljs');
  const source = createReadStream(path, { highWaterMark: 256 * 1024 });
  const counted = byteCounting(limits.maxBytes, progress);
  let failure: Error | null = null;
  const remember = (error: Error) => {
    failure ??= error;
  };
  source.on('error', remember);
  counted.on('error', remember);
  source.pipe(counted);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(counted, {
    sharedStrings: 'cache',
    styles: 'cache', // number formats tell dates from numbers
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sawSheet = false;
  try {
    for await (const worksheet of reader) {
      sawSheet = true;
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells: string[] = [];
        for (let index = 0; index < values.length; index++) cells.push(cellText(values[index]));
        yield { rowNumber: row.number, cells };
      }
      break; // the first sheet only
    }
  } catch (error) {
    throw failure ?? (error instanceof TapeRefusal ? error : new TapeRefusal(TAPE_MESSAGES.notXlsx));
  } finally {
    source.destroy();
    counted.destroy();
  }
  if (failure) throw failure;
  if (!sawSheet) throw new TapeRefusal(TAPE_MESSAGES.noSheet);
}
