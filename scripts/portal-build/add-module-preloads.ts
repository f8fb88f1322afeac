/**
 * Adds <link rel="modulepreload"> to each built page for every script module it starts
 * at load (its module scripts, its client:load islands and their renderer) and every
 * module those import statically. Without them the browser discovers the shared chunks
 * only once an entry has arrived: on a slow line, one more round trip before the page
 * is usable. Islands hydrated later (client:idle, client:visible) and dynamic imports are
 * left to load when they are needed.
 *
 * The preloads ask for low priority: the stylesheet, which the first paint waits for, is then
 * not sharing a slow line with a hundred kilobytes of scripts (first paint about 0.2 s sooner on
 * Slow 3G, usable as soon as before, since the scripts use the same line right after), and
 * Lighthouse no longer counts the scripts as blocking the first paint.
 *
 * Their order is the order they take the line in (over HTTP/1.1 a browser opens six connections
 * and shares the bandwidth among what is in flight): first what the page's module scripts need
 * (the guard, which decides whether the page shows), then the islands' chunks smallest first, so
 * React's runtime, by far the largest, starts when the stylesheet is mostly through. In dependency
 * order React shared the line with the stylesheet from the start, and the first paint came
 * about 0.2 s later on Slow 3G (bench:portal), with the page usable no sooner.
 */
import { HASHED_ASSETS_PATH as ASSETS } from '../../src/domain/portal-files.ts';
import { chunksOf, rewritePages } from './built-portal.ts';
import { attributeOf, elementsOf, parsePage, textOf, type HtmlElement } from './html.ts';

/** The modules a page's module scripts start at load (and those its inline module scripts import), as URL paths. */
function scriptEntriesIn(elements: readonly HtmlElement[]): string[] {
  const entries: string[] = [];
  for (const script of elements.filter(
    (element) => element.tagName === 'script' && attributeOf(element, 'type') === 'module',
  )) {
    const src = attributeOf(script, 'src');
    if (src) entries.push(src);
    else entries.push(...staticImportsOf(textOf(script)));
  }
  return entries.filter((url) => url.startsWith(ASSETS));
}

/** The component and renderer modules of the islands a page hydrates at load, as URL paths. */
function islandEntriesIn(elements: readonly HtmlElement[]): string[] {
  const islands = elements.filter(
    (element) => element.tagName === 'astro-island' && attributeOf(element, 'client') === 'load',
  );
  const urls = islands.flatMap((island) => [attributeOf(island, 'component-url'), attributeOf(island, 'renderer-url')]);
  return urls.filter((url): url is string => url !== undefined && url.startsWith(ASSETS));
}

/** The script modules a page starts at load, as URL paths: its module scripts' first, then its islands'. */
export function entriesOf(html: string): string[] {
  const elements = [...elementsOf(parsePage(html))];
  return [...scriptEntriesIn(elements), ...islandEntriesIn(elements)];
}

/** The chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`, or from "/_astro/x.js" in a page), as URL paths. */
export function staticImportsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](?:\.\/|\/_astro\/)([^"'/]+\.js)["']/g))
    found.add(`${ASSETS}${match[1]!}`);
  return [...found];
}

/** Every module the entries need before they run, entries first. */
export function preloadsOf(entries: readonly string[], importsOf: (url: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of importsOf(url)) visit(next);
  };
  entries.forEach(visit);
  return [...seen];
}

/** The modules to preload, in the order they should take the line: the module scripts' first, then the islands' smallest first. */
function preloadOrder(
  elements: readonly HtmlElement[],
  importsOf: (url: string) => readonly string[],
  sizeOf: (url: string) => number,
): string[] {
  const scripts = preloadsOf(scriptEntriesIn(elements), importsOf);
  const islands = preloadsOf(islandEntriesIn(elements), importsOf).filter((url) => !scripts.includes(url));
  return [...scripts, ...islands.sort((a, b) => sizeOf(a) - sizeOf(b))];
}

/** The page with its module preloads at the end of its head; unchanged when it starts no module or its head has no end tag. */
export function withModulePreloads(
  html: string,
  importsOf: (url: string) => readonly string[],
  sizeOf: (url: string) => number,
): string {
  const elements = [...elementsOf(parsePage(html))];
  const headEnd = elements.find((element) => element.tagName === 'head')?.sourceCodeLocation?.endTag;
  const urls = preloadOrder(elements, importsOf, sizeOf);
  if (urls.length === 0 || !headEnd) return html;
  const links = urls.map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`).join('');
  return html.slice(0, headEnd.startOffset) + links + html.slice(headEnd.startOffset);
}

/** Rewrites every page of the built portal; returns how many pages changed. */
export async function addModulePreloads(root: string): Promise<number> {
  const chunks = await chunksOf(root);
  const imports = new Map([...chunks].map(([url, code]) => [url, staticImportsOf(code)]));
  const importsOf = (url: string) => imports.get(url) ?? [];
  const sizeOf = (url: string) => chunks.get(url)?.length ?? 0;
  return rewritePages(root, (html) => withModulePreloads(html, importsOf, sizeOf));
}
