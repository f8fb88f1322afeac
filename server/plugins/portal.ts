/**
 * Serves the built static portal: files as they are (precompressed where the build
 * wrote .br/.gz), dynamic routes through their shell page, anything else the
 * not-found page with 404 (under /app, the one that keeps the signed-in shell). The same rules are written to dist/_redirects for a CDN.
 */
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { readdir } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { HASHED_ASSETS_PATH, cacheControlFor, isHashedAssetUrl, isHostingFile } from '../../src/domain/portal-files.ts';
import { matchRoute, notFoundPathFor, shellPathOf } from '../../src/domain/routes.ts';
import { API_PREFIX } from '../lib/api-paths.ts';

async function listFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => `/${relative(root, `${entry.parentPath}${sep}${entry.name}`).split(sep).join('/')}`),
  );
}

/** The file that answers a URL path, and with which status. */
export function resolvePortalPath(files: ReadonlySet<string>, pathname: string): { file: string; status: 200 | 404 } {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isHostingFile(path)) return { file: '/404.html', status: 404 };
  if (files.has(path)) return { file: path, status: 200 };
  const index = path === '/' ? '/index.html' : `${path}/index.html`;
  if (files.has(index)) return { file: index, status: 200 };
  const match = matchRoute(path);
  if (match) {
    const shell = `${shellPathOf(match.route)}/index.html`;
    if (files.has(shell)) return { file: shell, status: 200 };
  }
  const notFound = notFoundPathFor(path);
  const notFoundFile = notFound === '/404' ? '/404.html' : `${notFound}/index.html`;
  return { file: files.has(notFoundFile) ? notFoundFile : '/404.html', status: 404 };
}

/**
 * Hashed files never change under their name and are cached for a year, so nothing
 * revalidates them: their answer leaves out the validators and the range header, which
 * every one of a page's requests would otherwise carry over a slow line.
 */
const IMMUTABLE_FILE = { etag: false, lastModified: false, acceptRanges: false } as const;

/**
 * The portal's scripts are modules, which a browser always reads as UTF-8: they go as JavaScript's
 * standard type (RFC 9239) without a charset, 22 bytes fewer than `application/javascript; charset=utf-8`
 * on each of a page's script requests.
 */
const SCRIPT_TYPE = 'text/javascript';

export default fp<{ root: string }>(
  async (app, { root }) => {
    const files = await listFiles(root);
    await app.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
    });

    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode === 200 && isHashedAssetUrl(request.url) && request.url.endsWith('.js'))
        reply.header('content-type', SCRIPT_TYPE);
    });

    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) => {
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(request.url, 'http://portal').pathname);
        } catch {
          pathname = '/404.html';
        }
        // An API path no GET route takes: 404, or 405 when the path exists under another method.
        if (pathname.startsWith(`${API_PREFIX}/`) || pathname === API_PREFIX) return reply.callNotFound();
        const { file, status } = resolvePortalPath(files, pathname);
        reply.code(status).header('cache-control', cacheControlFor(file));
        return file.startsWith(HASHED_ASSETS_PATH)
          ? reply.sendFile(file.slice(1), IMMUTABLE_FILE)
          : reply.sendFile(file.slice(1));
      },
    });
  },
  { name: 'portal' },
);
