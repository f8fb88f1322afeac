/**
 * Downloads a CSV the API streams, counting its lines as they arrive, and hands the browser the
 * file once it is whole: the screen can show how far the export has come and stop it midway.
 */

export interface CsvFile {
  blob: Blob;
  fileName: string;
}

/** How far a download has come: the data lines read so far (the header not counted), and bytes. */
export interface CsvProgress {
  rows: number;
  bytes: number;
}

const NEWLINE = 10;

function linesIn(chunk: Uint8Array): number {
  let lines = 0;
  for (let i = chunk.indexOf(NEWLINE); i !== -1; i = chunk.indexOf(NEWLINE, i + 1)) lines += 1;
  return lines;
}

function fileNameOf(response: Response, fallback: string): string {
  const found = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return found?.[1] ?? fallback;
}

/** The API's message for a refused export, or null when the answer carries none. */
async function refusalOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

export class CsvRefused extends Error {}

/** Rejects with an AbortError when `signal` aborts, with CsvRefused when the API says no. */
export async function fetchCsv(
  url: string,
  signal: AbortSignal,
  onProgress: (progress: CsvProgress) => void,
  fallbackName: string,
): Promise<CsvFile> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'text/csv' }, signal });
  if (!response.ok || !response.body) throw new CsvRefused((await refusalOf(response)) ?? `HTTP ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  const progress: CsvProgress = { rows: -1, bytes: 0 };
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    progress.rows += linesIn(read.value);
    progress.bytes += read.value.byteLength;
    onProgress({ rows: Math.max(0, progress.rows), bytes: progress.bytes });
  }
  return {
    blob: new Blob(chunks as BlobPart[], { type: 'text/csv' }),
    fileName: fileNameOf(response, fallbackName),
  };
}

/** Gives the browser a file to save, as a link with `download` would. */
export function saveFile({ blob, fileName }: CsvFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file from the address after the click returns: it is freed a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
