/**
 * `npm run serve`, `serve:api` and `migrate`: runs a compiled entry of build/server/ with plain Node.
 * A missing or stale build stops the start with a message rather than being compiled here: a
 * production install may leave out the build tools, and several processes starting at once
 * would each rewrite build/ under the others.
 */
import { enableCompileCache } from 'node:module';
import { serverBuildProblem } from './server-freshness.js';

const [entry] = process.argv.splice(2, 1);
if (entry !== 'main' && entry !== 'migrate') {
  process.stderr.write('Usage: node scripts/run-built-server.js main|migrate [--api-only]\n');
  process.exit(2);
}
const problem = serverBuildProblem(entry);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
// Node keeps the compiled code of the server and its packages on disk (in the temp folder), so a
// restart skips compiling them again; where that folder is not writable, it simply compiles.
enableCompileCache?.();
await import(`../build/server/${entry}.js`);
