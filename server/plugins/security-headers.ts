/**
 * Security headers. Pages and API answers carry the document headers: a CSP that allows
 * the portal's inline scripts by hash (read from the built HTML at start-up), frame and
 * referrer rules, HSTS when the portal's URL is https. API answers in JSON are data no page renders, so their CSP
 * allows nothing at all, in a few bytes rather than the pages' policy on each of a page's API requests. Static files
 * carry only nosniff besides their type and cache header. The API docs page has its own CSP.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_POLICY,
  ASSET_HEADERS,
  DOCS_POLICY,
  HSTS,
  NO_INLINE_SOURCES,
  contentSecurityPolicy,
  documentSecurityHeaders,
} from '../../src/domain/security-headers.ts';
import { collectInlineSources } from '../../scripts/portal-build/inline-sources.ts';
import { API_PREFIX, DOCS_PREFIX } from '../lib/api-paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the headers of the answer on a reply that skipped the usual hooks (framework errors). */
    applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void;
  }
}

const pathOf = (url: string) => url.split('?', 1)[0] ?? '/';
const isApi = (path: string) =>
  path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith('/sanctum/');

export default fp<{ portalDir: string | null; hsts: boolean }>(
  async (app, { portalDir, hsts }) => {
    const policy = contentSecurityPolicy(portalDir ? await collectInlineSources(portalDir) : NO_INLINE_SOURCES);
    // A data-room document viewed in the browser is rendered there (a PDF viewer, an image): it keeps a page's rules.
    const documentPolicy = contentSecurityPolicy(NO_INLINE_SOURCES);

    function apply(request: FastifyRequest, reply: FastifyReply): void {
      const path = pathOf(request.url);
      const type = String(reply.getHeader('content-type') ?? '');
      const asset = !isApi(path) && type !== '' && !type.startsWith('text/html');
      if (asset) {
        reply.headers(ASSET_HEADERS);
        return;
      }
      const servedDocument = type !== '' && !type.startsWith('application/json');
      const pagePolicy = !isApi(path) ? policy : servedDocument ? documentPolicy : API_POLICY;
      const headers = documentSecurityHeaders(path.startsWith(DOCS_PREFIX) ? DOCS_POLICY : pagePolicy, path);
      reply.headers(headers);
      if (hsts) reply.header('strict-transport-security', HSTS);
    }

    app.decorate('applySecurityHeaders', apply);
    app.addHook('onSend', async (request, reply) => apply(request, reply));
  },
  { name: 'security-headers' },
);
