/** The built portal as the build's steps read it: its pages, and its script chunks by URL path. */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HASHED_ASSETS_PATH } from '../../src/domain/portal-files.ts';

/** The files of every page, anywhere under `root`; none when there is no build. */
export async function pageFilesOf(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The code of every script chunk (`/_astro/x.js`), by URL path. */
export async function chunksOf(root: string): Promise<Map<string, string>> {
  const names = await readdir(join(root, HASHED_ASSETS_PATH)).catch(() => [] as string[]);
  const scripts = names.filter((name) => name.endsWith('.js'));
  const code = await Promise.all(scripts.map((name) => readFile(join(root, HASHED_ASSETS_PATH, name), 'utf8')));
  return new Map(scripts.map((name, index) => [`${HASHED_ASSETS_PATH}${name}`, code[index]!]));
}

/** Rewrites every page with `rewrite`; returns how many pages changed. */
export async function rewritePages(root: string, rewrite: (html: string) => string): Promise<number> {
  let changed = 0;
  for (const file of await pageFilesOf(root)) {
    const html = await readFile(file, 'utf8');
    const rewritten = rewrite(html);
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    changed += 1;
  }
  return changed;
}
