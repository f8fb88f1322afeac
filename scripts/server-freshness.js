/**
 * Whether build/server/ can be run: it exists and is newer than every source file of the project
 * bundled into it (listed by the build in build/server/inputs.json) and than package-lock.json.
 * The packages' own files are left out: a production install after the build (`npm ci
 * --omit=dev`) writes every one of them anew. The lock stands for the packages compiled in, whose
 * versions only a change of the lock can change. Plain JavaScript: it runs before any loader.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOCK_FILE = 'package-lock.json';

const modified = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
};

/** Null when the build is usable, else why it is not (a sentence for the person starting it). */
export function serverBuildProblem(entry, root = ROOT) {
  const bundle = join(root, 'build', 'server', `${entry}.js`);
  const inputsFile = join(root, 'build', 'server', 'inputs.json');
  const built = Math.min(modified(bundle) ?? 0, modified(inputsFile) ?? 0);
  if (!built) return 'The server is not built: run `npm run build` first.';
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  const own = inputs.filter((input) => !input.split('/').includes('node_modules'));
  const compared = modified(join(root, LOCK_FILE)) === null ? own : [...own, LOCK_FILE];
  const changed = compared.find((input) => (modified(join(root, input)) ?? Infinity) > built);
  if (changed) return `The server build is older than its sources (${changed} changed): run \`npm run build\` again.`;
  return null;
}
