/**
 * The `client:paint` directive every island of the portal hydrates with: once the whole document has
 * been parsed and its content is on screen, rather than as soon as the parser meets the island
 * (`client:load`). The island's own modules are requested then, all at once, from the list the build
 * writes in its `after-paint` attribute (scripts/portal-build/add-module-preloads.ts), so none waits for
 * another to name it; the guard's modules and React's runtime are preloaded from the head. On a slow
 * line those keep the line busy until the island's modules arrive, so the page is usable no later; on a
 * fast one the first paint no longer waits behind them. A page opened in a hidden tab hydrates when shown.
 */
import type { ClientDirective } from 'astro';
import { HASHED_ASSETS_PATH } from '@/domain/portal-files';

/** How long an island waits for the content to be shown before it hydrates anyway. */
const PAINT_WAIT_MS = 1000;

/**
 * Resolves once the document is parsed and content has been shown: the browser reports the first
 * contentful paint when its frame reached the screen, which can be frames after it was drawn.
 */
const contentShown = () =>
  new Promise<void>((resolve) => {
    const afterParse = () => {
      new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length) resolve();
      }).observe({ type: 'paint', buffered: true });
      setTimeout(resolve, PAINT_WAIT_MS);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterParse, { once: true });
    else afterParse();
  });

let shown: Promise<void> | undefined;

const hydrateAfterPaint: ClientDirective = async (load, _options, island) => {
  await (shown ??= contentShown());
  // The build lists each module by its file name without ".js", and writes no list rather than an empty one.
  for (const name of island.getAttribute('after-paint')?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `${HASHED_ASSETS_PATH}${name}.js`;
    document.head.append(link);
  }
  await (
    await load()
  )();
};

export default hydrateAfterPaint;
