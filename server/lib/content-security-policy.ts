/** The portal's Content-Security-Policy: inline scripts of the built HTML allowed by hash, nothing else inline. */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

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

/** Every header the portal's pages carry, for the server and for the CDN and nginx files written at build time. */
export function portalSecurityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
