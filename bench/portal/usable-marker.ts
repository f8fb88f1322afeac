/**
 * Runs in the page before any of its scripts: records, in the page's own clock
 * (window.__benchUsableAt, ms since the navigation started), when it became
 * usable. Usable = the guard has lifted (<html> has no data-guard), <main> is
 * shown, and every island the visitor can see has hydrated (Astro removes an
 * island's `ssr` attribute once it has hydrated); an island hydrated only when
 * scrolled into view counts once it is in view.
 * Plain source text: tsx would wrap a compiled function in helpers the page lacks.
 */
export const USABLE_MARKER_SCRIPT = `(() => {
  const inView = (el) => {
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width + box.height > 0;
  };
  const pendingIsland = () =>
    [...document.querySelectorAll('astro-island[ssr]')].some((el) => el.getAttribute('client') !== 'visible' || inView(el));
  const check = () => {
    if (window.__benchUsableAt !== undefined) return;
    const root = document.documentElement;
    const main = document.querySelector('main');
    if (!root || !main || document.readyState === 'loading') return;
    if (root.hasAttribute('data-guard') || getComputedStyle(main).visibility === 'hidden') return;
    if (pendingIsland()) return;
    window.__benchUsableAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['ssr', 'data-guard', 'class', 'style'] });
  document.addEventListener('DOMContentLoaded', check);
})();`;
