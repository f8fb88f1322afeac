/** One HTTP request from a chosen local address, its body streamed when it is a form with files, and the answer read whole. */
import { request, type IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';

export interface HttpAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  rawPayload: Buffer;
  setCookies: { name: string; value: string }[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  json(): any;
}

interface Outgoing {
  method: string;
  headers: Record<string, string>;
  localAddress: string;
  body: unknown;
}

/** A FormData through the platform's own multipart encoder; an object as JSON; text and bytes as they are. */
function encodeBody(body: unknown): { stream?: Readable; bytes?: string | Buffer; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) {
    const encoded = new Request('http://localhost/', { method: 'POST', body });
    return {
      stream: Readable.fromWeb(encoded.body! as import('node:stream/web').ReadableStream),
      contentType: encoded.headers.get('content-type')!,
    };
  }
  if (typeof body === 'string' || Buffer.isBuffer(body)) return { bytes: body };
  return { bytes: JSON.stringify(body), contentType: 'application/json' };
}

function cookiesOf(headers: IncomingHttpHeaders): { name: string; value: string }[] {
  return (headers['set-cookie'] ?? []).flatMap((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return at > 0 ? [{ name: pair.slice(0, at), value: pair.slice(at + 1) }] : [];
  });
}

export function httpExchange(url: URL, outgoing: Outgoing): Promise<HttpAnswer> {
  const { stream, bytes, contentType } = encodeBody(outgoing.body);
  const headers = { ...(contentType ? { 'content-type': contentType } : {}), ...outgoing.headers };
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: outgoing.method, headers, localAddress: outgoing.localAddress }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        const body = rawPayload.toString('utf8');
        resolve({
          statusCode: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body,
          rawPayload,
          setCookies: cookiesOf(incoming.headers),
          json: () => JSON.parse(body),
        });
      });
    });
    sent.on('error', reject);
    if (stream) stream.on('error', reject).pipe(sent);
    else sent.end(bytes);
  });
}
