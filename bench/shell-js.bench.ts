/**
 * JavaScript an app page loads for the shell: the islands of /app/dashboard and
 * everything they import, in brotli bytes as the server sends them. Byte counts
 * do not depend on the machine, so this is held to an absolute budget.
 */
import { readFileSync, statSync } from 'node:fs';

const PAGE = 'dist/app/dashboard/index.html';
/** Shell islands and their own chunks, without the React runtime every island shares. */
const BUDGET_WITHOUT_REACT = 35_000;

export function measureShellJs(): { total: number; withoutReact: number; files: number } {
  const html = readFileSync(PAGE, 'utf8');
  const islands = [...html.matchAll(/component-url="\/_astro\/([^"]+)"/g)].map((m) => m[1] as string);
  const renderers = [...html.matchAll(/renderer-url="\/_astro\/([^"]+)"/g)].map((m) => m[1] as string);
  const owner = new Map<string, 'react' | 'shell'>();
  const walk = (file: string, kind: 'react' | 'shell') => {
    if (owner.has(file)) return;
    owner.set(file, kind);
    const code = readFileSync(`dist/_astro/${file}`, 'utf8');
    for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) walk(match[1] as string, kind);
  };
  renderers.forEach((file) => walk(file, 'react'));
  islands.forEach((file) => walk(file, 'shell'));
  let total = 0;
  let withoutReact = 0;
  for (const [file, kind] of owner) {
    const size = statSync(`dist/_astro/${file}.br`).size;
    total += size;
    if (kind === 'shell') withoutReact += size;
  }
  return { total, withoutReact, files: owner.size };
}

export function benchShellJs(): boolean {
  const { total, withoutReact, files } = measureShellJs();
  const ok = withoutReact <= BUDGET_WITHOUT_REACT;
  console.log(
    `shell JS: ${withoutReact} B brotli without the React runtime (${total} B with it, ${files} files) ` +
      `budget <= ${BUDGET_WITHOUT_REACT} B ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
}
