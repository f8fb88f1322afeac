/**
 * Two pages, served on loopback beside the portal, that Lighthouse audits in the same run and holds to
 * no budget. Lighthouse's simulated throttling scales what the unthrottled load cost this machine:
 * - `/`, an empty page (a heading and a paragraph, no stylesheet, no script): the best any page can
 *   score here in that run;
 * - `/login-without-scripts`, the portal's sign-in page as the portal serves it, its stylesheet
 *   included, with every script taken out: what the machine costs a real page of the portal's
 *   document and stylesheet before any of its JavaScript runs.
 * A page that loses the points the second one loses is showing the machine, not its own code.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const EMPTY_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="A page with nothing on it but this text.">
    <link rel="icon" href="data:,">
    <title>Reference</title>
  </head>
  <body>
    <main>
      <h1>Reference</h1>
      <p>A page with nothing on it but this text, audited beside the portal's pages in the same run.</p>
    </main>
  </body>
</html>
`;

/** The portal page whose scripts are taken out for the second reference. */
const SCRIPTLESS_SOURCE = '/auth/login';
export const SCRIPTLESS_PATH = '/login-without-scripts';

/** The page without its scripts and the module preloads that only serve them. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link rel="modulepreload"[^>]*>/gi, '');
}

/** Passes a request for one of the portal's assets on, bytes and encoding unchanged, so the stylesheet arrives as the portal sends it. */
function relay(portal: URL, incoming: IncomingMessage, response: ServerResponse): void {
  const upstream = httpRequest(
    {
      host: portal.hostname,
      port: portal.port,
      path: incoming.url,
      headers: { 'accept-encoding': incoming.headers['accept-encoding'] ?? 'identity' },
    },
    (answer) => {
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'etag']) {
        const value = answer.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () =>
    response.writeHead(502, { 'content-type': 'text/plain' }).end('The portal did not answer'),
  );
  upstream.end();
}

export interface ReferencePages {
  url: string;
  stop(): Promise<void>;
}

export async function serveReferencePages(portalBaseUrl: string): Promise<ReferencePages> {
  const portal = new URL(portalBaseUrl);
  const signIn = await fetch(new URL(SCRIPTLESS_SOURCE, portal));
  if (!signIn.ok) throw new Error(`The portal answered ${signIn.status} for ${SCRIPTLESS_SOURCE}.`);
  const scriptless = withoutScripts(await signIn.text());
  const server = createServer((incoming, response) => {
    const page = incoming.url === '/' ? EMPTY_PAGE : incoming.url === SCRIPTLESS_PATH ? scriptless : null;
    if (page !== null) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
      return;
    }
    if (incoming.url?.startsWith('/_astro/')) return relay(portal, incoming, response);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
