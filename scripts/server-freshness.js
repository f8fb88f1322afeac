/**
 * Whether build/server/ can be run: it exists and is newer than every source file bundled into it
 * (listed by the build in build/server/inputs.json). Plain JavaScript: it runs before any loader.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

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
  const changed = inputs.find((input) => (modified(join(root, input)) ?? Infinity) > built);
  if (changed) return `The server build is older than its sources (${changed} changed): run \`npm run build\` again.`;
  return null;
}
