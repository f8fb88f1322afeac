/**
 * Adds <link rel="modulepreload"> to each built page for the script modules it needs before its
 * islands hydrate: its module scripts (the guard) and the islands' renderer (React's runtime), with
 * every module those import statically. Without them the browser discovers the shared chunks only
 * once an entry has arrived: on a slow line, one more round trip before the page is usable.
 *
 * The islands hydrate once the page has painted (client:paint, src/boot/hydrate-after-paint.ts), and
 * their own modules (the component, the screen's kits, the shell) are asked for then, all at once,
 * from the list each island carries in its `after-paint` attribute. The first paint then shares the
 * line with the stylesheet and React's runtime alone; on a slow line the runtime keeps the line busy
 * until the islands' modules, asked for after the paint, are on their way, so the page is usable no
 * later. Lighthouse's simulated largest paint waits for every request that ended before the paint it
 * observed: without the islands' modules, the batch list's went from 2.0 s to 1.6 s (bench:portal).
 * Islands hydrated on other terms (client:idle, client:visible) and dynamic imports are left to load
 * when they are needed.
 *
 * The preloads ask for low priority: the stylesheet, which the first paint waits for, is then
 * not sharing a slow line with the scripts (first paint about 0.2 s sooner on Slow 3G), and
 * Lighthouse no longer counts the scripts as blocking the first paint. Their order is the order they
 * take the line in (over HTTP/1.1 a browser opens six connections and shares the bandwidth among what
 * is in flight): first what the module scripts need (the guard, which decides whether the page
 * shows), then the renderer's smallest first, so React's runtime starts when the stylesheet is mostly through.
 */
import { HASHED_ASSETS_PATH as ASSETS } from '../../src/domain/portal-files.ts';
import { chunksOf, rewritePages } from './built-portal.ts';
import { attributeEdit, attributeOf, elementsOf, parsePage, textOf, withEdits, type HtmlElement } from './html.ts';
import { PAINT_DIRECTIVE } from './paint-directive.ts';

/**
 * The attribute of an island listing the modules its hydration asks for after the first paint, by their
 * file names under the hashed assets' folder without ".js". Each module is listed once per page, on the first island
 * that needs it: the islands all hydrate after the same paint.
 */
export const AFTER_PAINT_ATTRIBUTE = 'after-paint';

const isAsset = (url: string | undefined): url is string => url !== undefined && url.startsWith(ASSETS);

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
  return entries.filter(isAsset);
}

/** The islands hydrated once the page has painted. */
const paintIslandsIn = (elements: readonly HtmlElement[]) =>
  elements.filter(
    (element) => element.tagName === 'astro-island' && attributeOf(element, 'client') === PAINT_DIRECTIVE,
  );

/** An island's component and renderer modules, as URL paths. */
const islandEntriesOf = (island: HtmlElement) =>
  [attributeOf(island, 'component-url'), attributeOf(island, 'renderer-url')].filter(isAsset);

/** The modules a page starts as soon as it loads, as URL paths: its module scripts' first, then its islands'. */
export function entriesOf(html: string): string[] {
  const elements = [...elementsOf(parsePage(html))];
  return [...scriptEntriesIn(elements), ...paintIslandsIn(elements).flatMap(islandEntriesOf)];
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

/** The page with its module preloads at the end of its head and each island's list of what it asks for after the paint. */
export function withModulePreloads(
  html: string,
  importsOf: (url: string) => readonly string[],
  sizeOf: (url: string) => number,
): string {
  const elements = [...elementsOf(parsePage(html))];
  const headEnd = elements.find((element) => element.tagName === 'head')?.sourceCodeLocation?.endTag;
  const islands = paintIslandsIn(elements);
  const scripts = preloadsOf(scriptEntriesIn(elements), importsOf);
  const renderers = [...new Set(islands.map((island) => attributeOf(island, 'renderer-url')).filter(isAsset))];
  const renderer = preloadsOf(renderers, importsOf).filter((url) => !scripts.includes(url));
  const early = [...scripts, ...renderer.sort((a, b) => sizeOf(a) - sizeOf(b))];
  if (!headEnd || (early.length === 0 && islands.length === 0)) return html;
  const listed = new Set(early);
  const islandEdits = islands.map((island) => {
    const later = preloadsOf(islandEntriesOf(island), importsOf).filter((url) => !listed.has(url));
    later.forEach((url) => listed.add(url));
    // The hydration asks for the component itself as it asks for these.
    const names = later
      .filter((url) => url !== attributeOf(island, 'component-url'))
      .map((url) => url.slice(ASSETS.length).replace(/\.js$/, ''))
      .join(' ');
    const client = names && attributeEdit(island, 'client', PAINT_DIRECTIVE);
    return client ? { ...client, text: `${client.text} ${AFTER_PAINT_ATTRIBUTE}="${names}"` } : null;
  });
  const links = early.map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`).join('');
  const headEdit = { start: headEnd.startOffset, end: headEnd.startOffset, text: links };
  return withEdits(html, [headEdit, ...islandEdits]);
}

/** Rewrites every page of the built portal; returns how many pages changed. */
export async function addModulePreloads(root: string): Promise<number> {
  const chunks = await chunksOf(root);
  const imports = new Map([...chunks].map(([url, code]) => [url, staticImportsOf(code)]));
  const importsOf = (url: string) => imports.get(url) ?? [];
  const sizeOf = (url: string) => chunks.get(url)?.length ?? 0;
  return rewritePages(root, (html) => withModulePreloads(html, importsOf, sizeOf));
}
