/**
 * Skips the build's entry facades. The bundler gives every entry a file of its own; when the
 * entry's code went to a shared chunk, that file is a facade of a few dozen bytes:
 * - an island's component file that only re-exports a binding of a shared chunk
 *   (`export{r as default}from"./shell.js";`): the island is pointed at that chunk and
 *   binding instead (Astro's `component-url` and `component-export`);
 * - a page's module script that only imports from chunks and calls what it imported
 *   (`import{R as e}from"./core.js";e();`): it is written into the page.
 * Each is a request fewer on every page that has one. On a slow line a request costs a round
 * trip and its headers, and over HTTP/1.1 a connection's turn: on the bank dashboard two
 * facades queued ahead of React made Lighthouse's simulated LCP about 150 ms later.
 * The renderer's facade stays: Astro imports a renderer's `default` and has no attribute to
 * name another binding.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const ASSETS = '/_astro/';
/** Larger than any facade; a script this size or more has code of its own and stays a file. */
const MAX_INLINED_SCRIPT = 512;

export interface Reexport {
  /** The chunk the facade re-exports from, as a URL path. */
  target: string;
  /** Exported name → the chunk's binding. */
  bindings: Map<string, string>;
}

/** What a facade that is one `export{…}from"./chunk.js"` statement re-exports; null for any other module. */
export function reexportOf(code: string): Reexport | null {
  const match = /^export\s*\{([^}]*)\}\s*from\s*["']\.\/([\w.~-]+\.js)["'];?$/.exec(code.trim());
  if (!match) return null;
  const bindings = new Map<string, string>();
  for (const part of match[1]!.split(',')) {
    const names = /^\s*([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(part);
    if (!names) return null;
    bindings.set(names[2] ?? names[1]!, names[1]!);
  }
  return { target: `${ASSETS}${match[2]}`, bindings };
}

/**
 * A module script small enough to live in the page, with its imports made absolute; null when
 * it is larger, or needs its own URL (`import.meta`) or loads code later (`import()`).
 */
export function inlinableScript(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed.length >= MAX_INLINED_SCRIPT || /\bimport\s*\(|\bimport\.meta\b|<\/script/i.test(trimmed)) return null;
  return trimmed.replace(/(\bfrom\s*|\bimport\s*)(["'])\.\/([\w.~-]+\.js)\2/g, (_all, keyword: string, quote: string, file: string) => `${keyword}${quote}${ASSETS}${file}${quote}`);
}

/** The page with its islands pointed past their facades and its facade scripts written in. */
export function withoutEntryFacades(html: string, codeOf: (url: string) => string | undefined): string {
  const islandsSkipped = html.replace(/<astro-island\b[^>]*>/g, (tag) => {
    const url = /\scomponent-url="([^"]+)"/.exec(tag)?.[1];
    const exported = /\scomponent-export="([\w$]+)"/.exec(tag)?.[1];
    const code = url?.startsWith(ASSETS) ? codeOf(url) : undefined;
    const reexport = code === undefined ? null : reexportOf(code);
    const binding = exported && reexport?.bindings.get(exported);
    if (!reexport || !binding) return tag;
    return tag.replace(` component-url="${url}"`, ` component-url="${reexport.target}"`).replace(` component-export="${exported}"`, ` component-export="${binding}"`);
  });
  return islandsSkipped.replace(/<script type="module" src="([^"]+)"><\/script>/g, (tag, url: string) => {
    const code = url.startsWith(ASSETS) ? codeOf(url) : undefined;
    const inline = code === undefined ? null : inlinableScript(code);
    return inline === null ? tag : `<script type="module">${inline}</script>`;
  });
}

/** Rewrites every page of the built portal; returns how many pages changed. */
export async function skipEntryFacades(root: string): Promise<number> {
  const code = new Map<string, string>();
  const assets = await readdir(join(root, ASSETS)).catch(() => [] as string[]);
  await Promise.all(
    assets.filter((name) => name.endsWith('.js')).map(async (name) => code.set(`${ASSETS}${name}`, await readFile(join(root, ASSETS, name), 'utf8'))),
  );
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  let changed = 0;
  for (const entry of entries.filter((candidate) => candidate.isFile() && candidate.name.endsWith('.html'))) {
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const rewritten = withoutEntryFacades(html, (url) => code.get(url));
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    changed += 1;
  }
  return changed;
}
