/** The build points islands past their entry facades and writes facade scripts into the page: a request fewer each. */
import { describe, expect, it } from 'vitest';
import {
  inlinableScript,
  reexportOf,
  withoutEntryFacades,
} from '../../../../scripts/portal-build/skip-entry-facades.ts';
import { entriesOf } from '../../../../scripts/portal-build/add-module-preloads.ts';

const CHUNKS: Record<string, string> = {
  '/_astro/ShellChrome.a.js': 'export{r as default}from"./shell.b.js";\n',
  '/_astro/List.c.js': 'export{n as ListStatus,t as default}from"./List.d.js";',
  '/_astro/Dashboard.e.js':
    'import{t as e}from"./react.f.js";function Dashboard(){return e()}export{Dashboard as default};',
  '/_astro/Base.g.js': 'import{R as e}from"./core.h.js";e();',
  '/_astro/Lazy.i.js': 'const e=()=>import("./panel.j.js");e();',
  '/_astro/Meta.k.js': 'import"./core.h.js";console.log(import.meta.url);',
};
const codeOf = (url: string) => CHUNKS[url];

const island = (url: string, exported = 'default') =>
  `<astro-island uid="u" component-url="${url}" component-export="${exported}" renderer-url="/_astro/client.z.js" ssr client="paint"></astro-island>`;

describe('entry facades', () => {
  it('read what a facade re-exports and from which chunk', () => {
    expect(reexportOf(CHUNKS['/_astro/ShellChrome.a.js']!)).toEqual({
      target: '/_astro/shell.b.js',
      bindings: new Map([['default', 'r']]),
    });
    expect(reexportOf(CHUNKS['/_astro/List.c.js']!)?.bindings).toEqual(
      new Map([
        ['ListStatus', 'n'],
        ['default', 't'],
      ]),
    );
  });

  it('are not seen in a module with code of its own', () => {
    expect(reexportOf(CHUNKS['/_astro/Dashboard.e.js']!)).toBeNull();
    expect(reexportOf('export{a as default}from"https://cdn.example/x.js";')).toBeNull();
  });

  it('point an island at the chunk and binding its facade re-exports', () => {
    expect(withoutEntryFacades(island('/_astro/ShellChrome.a.js'), codeOf)).toBe(island('/_astro/shell.b.js', 'r'));
    expect(withoutEntryFacades(island('/_astro/List.c.js', 'ListStatus'), codeOf)).toBe(
      island('/_astro/List.d.js', 'n'),
    );
  });

  it('leave an island whose component file has code, or names an export the facade does not have', () => {
    expect(withoutEntryFacades(island('/_astro/Dashboard.e.js'), codeOf)).toBe(island('/_astro/Dashboard.e.js'));
    expect(withoutEntryFacades(island('/_astro/ShellChrome.a.js', 'Other'), codeOf)).toBe(
      island('/_astro/ShellChrome.a.js', 'Other'),
    );
    expect(withoutEntryFacades(island('/_astro/Missing.q.js'), codeOf)).toBe(island('/_astro/Missing.q.js'));
  });

  it('write a small module script into the page with its imports made absolute', () => {
    const page = '<body><p>x</p><script type="module" src="/_astro/Base.g.js"></script></body>';
    expect(withoutEntryFacades(page, codeOf)).toBe(
      '<body><p>x</p><script type="module">import{R as e}from"/_astro/core.h.js";e();</script></body>',
    );
  });

  it('keep as files the scripts that load code later, need their own URL, are not small, or hold text that would change the <script> element around them', () => {
    expect(inlinableScript(CHUNKS['/_astro/Lazy.i.js']!)).toBeNull();
    expect(inlinableScript(CHUNKS['/_astro/Meta.k.js']!)).toBeNull();
    expect(inlinableScript(`import"./core.h.js";${'x();'.repeat(200)}`)).toBeNull();
    expect(inlinableScript('import"./a.js";document.write("</script>")')).toBeNull();
    expect(inlinableScript('import"./a.js";document.write("<!--<script>")')).toBeNull();
  });

  it('leave the preloads to follow what an inline module script imports', () => {
    const page = withoutEntryFacades(
      `${island('/_astro/ShellChrome.a.js')}<script type="module" src="/_astro/Base.g.js"></script>`,
      codeOf,
    );
    expect(entriesOf(page)).toEqual(['/_astro/core.h.js', '/_astro/shell.b.js', '/_astro/client.z.js']);
  });
});
