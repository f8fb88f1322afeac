/**
 * Security headers on every answer. The CSP allows the portal's inline scripts by
 * hash (read from the built HTML at start-up) rather than with 'unsafe-inline'.
 */
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PREFIX } from './openapi.ts';

export interface InlineSources {
  scriptHashes: string[];
  styleHashes: string[];
  /** Inline style attributes cannot be allowed by hash alone. */
  hasStyleAttributes: boolean;
}

const hashOf = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** Hashes of every inline `<script>` and `<style>` in the built portal. */
export async function collectInlineSources(root: string): Promise<InlineSources> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  let hasStyleAttributes = false;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (!/\bsrc\s*=/.test(match[1] ?? '') && match[2]) scripts.add(hashOf(match[2]));
    }
    for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) if (match[1]) styles.add(hashOf(match[1]));
    if (/<[a-z][^>]*\sstyle\s*=/i.test(html)) hasStyleAttributes = true;
  }
  return { scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort(), hasStyleAttributes };
}

export function contentSecurityPolicy(inline: InlineSources): string {
  // A hash in style-src would switch 'unsafe-inline' off, so it is one or the other.
  const style = inline.hasStyleAttributes ? ["'unsafe-inline'"] : inline.styleHashes;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scriptHashes].join(' '),
    ["style-src 'self'", ...style].join(' '),
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

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
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('content-security-policy', request.url.startsWith(`${API_PREFIX}/docs`) ? DOCS_POLICY : policy);
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
  },
  { name: 'security-headers' },
);
