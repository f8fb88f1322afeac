/** Reads the built portal's HTML and hashes its inline scripts and styles: used by the build, the server and the tests. */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inlineSourcesOf, type InlineSources } from '../src/domain/security-headers.ts';

export async function collectInlineSources(root: string): Promise<InlineSources> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const pages = await Promise.all(
    entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  );
  return inlineSourcesOf(pages, (content) => createHash('sha256').update(content, 'utf8').digest('base64'));
}
