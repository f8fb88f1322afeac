/**
 * Security headers on every answer. The CSP allows the portal's inline scripts by
 * hash (read from the built HTML at start-up) rather than with 'unsafe-inline'.
 */
import fp from 'fastify-plugin';
import { collectInlineSources, contentSecurityPolicy, portalSecurityHeaders } from '../lib/content-security-policy.ts';
import { API_PREFIX } from './openapi.ts';

/** The interactive API docs page ships inline scripts and styles of its own. */
const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export default fp<{ portalDir: string | null }>(
  async (app, { portalDir }) => {
    const policy = contentSecurityPolicy(
      portalDir ? await collectInlineSources(portalDir) : { scriptHashes: [], styleHashes: [], hasStyleAttributes: false },
    );
    const headers = portalSecurityHeaders(policy);
    const docsHeaders = portalSecurityHeaders(DOCS_POLICY);
    app.addHook('onSend', async (request, reply) => {
      reply.headers(request.url.startsWith(`${API_PREFIX}/docs`) ? docsHeaders : headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
  },
  { name: 'security-headers' },
);
