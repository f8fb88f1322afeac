/** The module preloads the build adds to each page: what the page starts at load and what that imports, never what waits. */
import { describe, expect, it } from 'vitest';
import {
  entriesOf,
  staticImportsOf,
  withModulePreloads,
} from '../../../../scripts/portal-build/add-module-preloads.ts';

const PAGE = [
  '<html><head><title>t</title></head><body>',
  '<astro-island component-url="/_astro/Topbar.a.js" renderer-url="/_astro/client.b.js" client="load"></astro-island>',
  '<astro-island component-url="/_astro/Panels.c.js" renderer-url="/_astro/client.b.js" client="idle"></astro-island>',
  '<script type="module" src="/_astro/Base.d.js"></script>',
  '</body></html>',
].join('');

const CHUNKS: Record<string, string> = {
  '/_astro/Topbar.a.js': 'export{a as default}from"./shell.e.js";',
  '/_astro/client.b.js': 'export{c as default}from"./react.f.js";',
  '/_astro/Base.d.js': 'import"./core.g.js";',
  '/_astro/shell.e.js': 'import{x}from"./core.g.js";import{y}from"./react.f.js";const p=()=>import("./Settings.h.js");',
  '/_astro/react.f.js': 'import{r}from"./runtime.i.js";',
};
const importsOf = (url: string) => staticImportsOf(CHUNKS[url] ?? '');
const SIZES: Record<string, number> = {
  '/_astro/react.f.js': 220_000,
  '/_astro/shell.e.js': 25_000,
  '/_astro/runtime.i.js': 460,
};
const sizeOf = (url: string) => SIZES[url] ?? (CHUNKS[url] ?? '').length;

describe('module preloads', () => {
  it('start from the module scripts and the islands hydrated at load', () => {
    expect(entriesOf(PAGE)).toEqual(['/_astro/Base.d.js', '/_astro/Topbar.a.js', '/_astro/client.b.js']);
  });

  it('follow static imports but not dynamic ones', () => {
    expect(staticImportsOf(CHUNKS['/_astro/shell.e.js']!)).toEqual(['/_astro/core.g.js', '/_astro/react.f.js']);
  });

  it("are written once each at the end of the head: the module scripts' first, then the islands' smallest first", () => {
    const html = withModulePreloads(PAGE, importsOf, sizeOf);
    const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map(
      (match) => match[1],
    );
    expect(links).toEqual([
      '/_astro/Base.d.js',
      '/_astro/core.g.js',
      '/_astro/Topbar.a.js',
      '/_astro/client.b.js',
      '/_astro/runtime.i.js',
      '/_astro/shell.e.js',
      '/_astro/react.f.js',
    ]);
    expect(html).toContain('<link rel="modulepreload" href="/_astro/react.f.js" fetchpriority="low"></head>');
  });

  it('leave a page without modules as it is', () => {
    const html = '<html><head></head><body><p>static</p></body></html>';
    expect(withModulePreloads(html, importsOf, sizeOf)).toBe(html);
  });
});
