/** Whether a portal build (dist/ unless told) must be redone: missing, or older than anything the portal is built from. */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'scripts/portal-build'];

async function newestModification(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => stat(join(entry.parentPath, entry.name)).then((s) => s.mtimeMs)),
  );
  return Math.max(info.mtimeMs, ...times);
}

export async function portalIsStale(root = ROOT, outDir = 'dist'): Promise<boolean> {
  const built = await stat(join(root, outDir, 'index.html')).catch(() => null);
  if (!built) return true;
  const newest = Math.max(...(await Promise.all(SOURCES.map((source) => newestModification(join(root, source))))));
  return newest > built.mtimeMs;
}
