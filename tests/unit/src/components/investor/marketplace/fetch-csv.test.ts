/** The export's download: lines counted as they arrive (the header left out), the file named as the API names it, a refusal's message kept. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CsvRefused,
  fetchCsv,
  type CsvProgress,
} from '../../../../../../src/components/investor/marketplace/fetch-csv.ts';

const encoder = new TextEncoder();

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchCsv', () => {
  it('counts the loans as the chunks arrive, a line split between chunks once, and names the file as the answer does', async () => {
    const parts = ['\uFEFFid,loan_ref\r\n1,A\r\n2,', 'B\r\n', '3,C\r\n'];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(streamOf(parts), {
            headers: { 'content-disposition': 'attachment; filename="marketplace-2026-11-26.csv"' },
          }),
      ),
    );
    const seen: CsvProgress[] = [];
    const file = await fetchCsv('/x.csv', new AbortController().signal, (progress) => seen.push(progress), 'm.csv');
    expect(seen.map((progress) => progress.rows)).toEqual([1, 2, 3]);
    expect(seen.at(-1)!.bytes).toBe(encoder.encode(parts.join('')).byteLength);
    expect(file.fileName).toBe('marketplace-2026-11-26.csv');
    // The bytes as sent, the byte-order mark included.
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(encoder.encode(parts.join('')));
  });

  it('keeps the API’s message when the export is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'A filter is not valid' }, { status: 422 })),
    );
    const refused = fetchCsv('/x.csv', new AbortController().signal, () => {}, 'm.csv');
    await expect(refused).rejects.toBeInstanceOf(CsvRefused);
    await expect(refused).rejects.toThrow('A filter is not valid');
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(encoder.encode('id\r\n1\r\n'));
            init.signal!.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
          },
        });
        return new Response(body);
      }),
    );
    const download = fetchCsv('/x.csv', controller.signal, () => controller.abort(), 'm.csv');
    await expect(download).rejects.toThrow('aborted');
  });
});
