import { describe, expect, it } from 'vitest';
import { withoutScripts } from '../../../../bench/portal/reference-page.ts';

const PAGE = `<!doctype html><html lang="en"><head>
<link rel="stylesheet" href="/_astro/PublicLayout.css">
<link rel="modulepreload" href="/_astro/core.js" fetchpriority="low">
<script>(function () { window.early = fetch('/api/v1/user'); })();</script>
<SCRIPT type="module" src="/_astro/LoginForm.js"></SCRIPT>
</head><body><main><h1>Sign in</h1></main>
<script type="module">
import '/_astro/guard.js';
</script>
</body></html>`;

describe('withoutScripts', () => {
  it('takes out every script, inline or module, and the module preloads that only serve them', () => {
    const page = withoutScripts(PAGE);
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('fetch(');
  });

  it('keeps the document and its stylesheet as the portal serves them', () => {
    const page = withoutScripts(PAGE);
    expect(page).toContain('<link rel="stylesheet" href="/_astro/PublicLayout.css">');
    expect(page).toContain('<main><h1>Sign in</h1></main>');
  });
});
