/**
 * The module preloads the build adds to each page: what the page needs before its islands hydrate
 * (its module scripts' and the islands' renderer's modules) in the head, and for each island hydrated
 * after the paint, the modules its hydration asks for then; never what waits for more.
 */
import { describe, expect, it } from 'vitest';
import {
  entriesOf,
  staticImportsOf,
  withModulePreloads,
} from '../../../../scripts/portal-build/add-module-preloads.ts';

const PAGE = [
  '<html><head><title>t</title></head><body>',
  '<astro-island component-url="/_astro/Topbar.a.js" renderer-url="/_astro/client.b.js" client="paint"></astro-island>',
  '<astro-island component-url="/_astro/List.j.js" renderer-url="/_astro/client.b.js" client="paint"></astro-island>',
  '<astro-island component-url="/_astro/Panels.c.js" renderer-url="/_astro/client.b.js" client="idle"></astro-island>',
  '<script type="module" src="/_astro/Base.d.js"></script>',
  '</body></html>',
].join('');

const CHUNKS: Record<string, string> = {
  '/_astro/Topbar.a.js': 'export{a as default}from"./shell.e.js";',
  '/_astro/List.j.js': 'import{s}from"./shell.e.js";import{k}from"./kit.k.js";import{c}from"./core.g.js";',
  '/_astro/client.b.js': 'export{c as default}from"./react.f.js";',
  '/_astro/Base.d.js': 'import"./core.g.js";',
  '/_astro/shell.e.js': 'import{x}from"./core.g.js";import{y}from"./react.f.js";const p=()=>import("./Settings.h.js");',
  '/_astro/react.f.js': 'import{r}from"./runtime.i.js";',
  '/_astro/kit.k.js': 'import{r}from"./runtime.i.js";import{y}from"./react.f.js";',
};
const importsOf = (url: string) => staticImportsOf(CHUNKS[url] ?? '');
const SIZES: Record<string, number> = {
  '/_astro/react.f.js': 220_000,
  '/_astro/shell.e.js': 25_000,
  '/_astro/runtime.i.js': 460,
};
const sizeOf = (url: string) => SIZES[url] ?? (CHUNKS[url] ?? '').length;

const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map((match) => match[1]);
const afterPaintIn = (html: string) => [...html.matchAll(/ after-paint="([^"]*)"/g)].map((match) => match[1]);

describe('module preloads', () => {
  it('start from the module scripts and the islands hydrated after the paint', () => {
    expect(entriesOf(PAGE)).toEqual([
      '/_astro/Base.d.js',
      '/_astro/Topbar.a.js',
      '/_astro/client.b.js',
      '/_astro/List.j.js',
      '/_astro/client.b.js',
    ]);
  });

  it('follow static imports but not dynamic ones', () => {
    expect(staticImportsOf(CHUNKS['/_astro/shell.e.js']!)).toEqual(['/_astro/core.g.js', '/_astro/react.f.js']);
  });

  it("are, in the head, the module scripts' modules first, then the renderer's smallest first, once each", () => {
    const html = withModulePreloads(PAGE, importsOf, sizeOf);
    expect(preloadsIn(html)).toEqual([
      '/_astro/Base.d.js',
      '/_astro/core.g.js',
      '/_astro/client.b.js',
      '/_astro/runtime.i.js',
      '/_astro/react.f.js',
    ]);
    expect(html).toContain('<link rel="modulepreload" href="/_astro/react.f.js" fetchpriority="low"></head>');
  });

  it("list each island's own modules on it by file name, each on the first island that needs it, not its component", () => {
    const html = withModulePreloads(PAGE, importsOf, sizeOf);
    expect(afterPaintIn(html)).toEqual(['shell.e', 'kit.k']);
    expect(html).toContain('client="paint" after-paint="shell.e"');
    expect(html).toContain(
      '<astro-island component-url="/_astro/Panels.c.js" renderer-url="/_astro/client.b.js" client="idle">',
    );
  });

  it('write no list on an island whose modules are all asked for already', () => {
    const page = PAGE.replace('component-url="/_astro/List.j.js"', 'component-url="/_astro/Topbar.a.js"');
    expect(afterPaintIn(withModulePreloads(page, importsOf, sizeOf))).toEqual(['shell.e']);
  });

  it('leave a page without modules as it is', () => {
    const html = '<html><head></head><body><p>static</p></body></html>';
    expect(withModulePreloads(html, importsOf, sizeOf)).toBe(html);
  });
});
