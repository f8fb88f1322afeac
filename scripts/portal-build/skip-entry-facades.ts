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
import { HASHED_ASSETS_PATH as ASSETS } from '../../src/domain/portal-files.ts';
import { chunksOf, rewritePages } from './built-portal.ts';
import {
  attributeEdit,
  attributeOf,
  elementEdit,
  elementsOf,
  parsePage,
  withEdits,
  type HtmlEdit,
  type HtmlElement,
} from './html.ts';

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
 * it is larger, or needs its own URL (`import.meta`) or loads code later (`import()`), or holds
 * text that would end or change the <script> element around it (`</script`, `<!--`).
 */
export function inlinableScript(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed.length >= MAX_INLINED_SCRIPT || /\bimport\s*\(|\bimport\.meta\b|<\/script|<!--/i.test(trimmed))
    return null;
  return trimmed.replace(
    /(\bfrom\s*|\bimport\s*)(["'])\.\/([\w.~-]+\.js)\2/g,
    (_all, keyword: string, quote: string, file: string) => `${keyword}${quote}${ASSETS}${file}${quote}`,
  );
}

/** An island pointed past its facade: its component URL and export named anew; no edit when its component file is not a facade. */
function islandEdits(island: HtmlElement, codeOf: (url: string) => string | undefined): HtmlEdit[] {
  const url = attributeOf(island, 'component-url');
  const exported = attributeOf(island, 'component-export');
  const code = url?.startsWith(ASSETS) ? codeOf(url) : undefined;
  const reexport = code === undefined ? null : reexportOf(code);
  const binding = exported && reexport?.bindings.get(exported);
  if (!reexport || !binding) return [];
  const edits = [
    attributeEdit(island, 'component-url', reexport.target),
    attributeEdit(island, 'component-export', binding),
  ];
  return edits.every((edit) => edit !== null) ? edits : [];
}

/** A `<script type="module" src="…"></script>` whose module is small enough, written into the page instead. */
function facadeScriptEdit(script: HtmlElement, codeOf: (url: string) => string | undefined): HtmlEdit | null {
  const src = attributeOf(script, 'src');
  const onlyTypeAndSrc = script.attrs.length === 2 && attributeOf(script, 'type') === 'module';
  if (!src || !onlyTypeAndSrc || script.childNodes.length > 0 || !src.startsWith(ASSETS)) return null;
  const code = codeOf(src);
  const inline = code === undefined ? null : inlinableScript(code);
  return inline === null ? null : elementEdit(script, `<script type="module">${inline}</script>`);
}

/** The page with its islands pointed past their facades and its facade scripts written in. */
export function withoutEntryFacades(html: string, codeOf: (url: string) => string | undefined): string {
  const edits: (HtmlEdit | null)[] = [];
  for (const element of elementsOf(parsePage(html))) {
    if (element.tagName === 'astro-island') edits.push(...islandEdits(element, codeOf));
    else if (element.tagName === 'script') edits.push(facadeScriptEdit(element, codeOf));
  }
  return withEdits(html, edits);
}

/** Rewrites every page of the built portal; returns how many pages changed. */
export async function skipEntryFacades(root: string): Promise<number> {
  const chunks = await chunksOf(root);
  return rewritePages(root, (html) => withoutEntryFacades(html, (url) => chunks.get(url)));
}
