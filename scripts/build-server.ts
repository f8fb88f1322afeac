/**
 * Compiles the server to plain JavaScript in build/server/ (never dist/, which is served publicly):
 * the API then starts with `node`, no TypeScript loader. The packages stay in node_modules; a
 * module the server loads only when needed (the demo data, the workbook reader) becomes a chunk
 * of its own, parsed only if it is loaded. build/server/inputs.json lists the sources bundled,
 * so a start can tell a build older than its sources (scripts/server-freshness.js).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Two levels below the root, like server/lib/: PROJECT_ROOT (server/lib/project-root.ts) resolves from both. */
export const SERVER_BUILD_DIR = join(ROOT, 'build', 'server');
export const SERVER_ENTRIES = { main: './server/main.ts', migrate: './server/migrate.ts' };

/**
 * Packages compiled into the bundle rather than loaded from node_modules. drizzle-orm is hundreds
 * of small modules under one large exports map, which Node resolves module by module: loaded from
 * node_modules it alone took longer than a bare Fastify server's whole start. It is plain
 * JavaScript that reads no files of its own, so it bundles as it is.
 */
const BUNDLED_PACKAGES = ['drizzle-orm', 'zod', 'fastify-type-provider-zod'];

/** Every other package stays in node_modules (its files, native parts and data load as installed). */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (BUNDLED_PACKAGES.some((name) => path === name || path.startsWith(`${name}/`))) return undefined;
      return { path, external: true };
    });
  },
};

/** `outDir` (tests build their own) must also sit two levels below the root, as build/server does. */
export async function buildServer(outDir = SERVER_BUILD_DIR): Promise<string[]> {
  if (relative(ROOT, outDir).split(sep).length !== 2)
    throw new Error(`${outDir}: the server build must sit two levels below ${ROOT}`);
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    splitting: true,
    // Chunks beside the entries, not in a subfolder: every file stays two levels below the root.
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node22',
    plugins: [packagesExternal],
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).sort();
  writeFileSync(join(outDir, 'inputs.json'), `${JSON.stringify(inputs, null, 1)}\n`);
  return inputs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const inputs = await buildServer();
  process.stdout.write(
    `Server compiled to build/server/ from ${inputs.length} files in ${Math.round(performance.now() - started)} ms.\n`,
  );
}
