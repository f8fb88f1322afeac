/**
 * What the built pages bring that their Content-Security-Policy must allow: the hashes of their
 * inline scripts and styles, over the text the browser hashes, whether any element carries a style
 * attribute, and the API origin BaseLayout names. Used by the build, the server and the tests.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { InlineSources } from '../../src/domain/security-headers.ts';
import { pageFilesOf } from './built-portal.ts';
import { attributeOf, elementsOf, parsePage, textOf } from './html.ts';

const sha256 = (content: string) => createHash('sha256').update(content, 'utf8').digest('base64');
const hashOf = (content: string) => `'sha256-${sha256(content)}'`;

/** The origin of an API URL, or null when it is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The inline sources of the given pages: every inline `<script>` and `<style>` hashed, and the root element's `data-api-origin`. */
export function inlineSourcesOf(pages: Iterable<string>): InlineSources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  let hasStyleAttributes = false;
  let apiOrigin: string | null = null;
  for (const html of pages) {
    for (const element of elementsOf(parsePage(html))) {
      const named = element.tagName === 'html' ? attributeOf(element, 'data-api-origin') : undefined;
      if (named) apiOrigin ??= originOf(named);
      const text = element.tagName === 'script' || element.tagName === 'style' ? textOf(element) : '';
      if (element.tagName === 'script' && attributeOf(element, 'src') === undefined && text) scripts.add(hashOf(text));
      if (element.tagName === 'style' && text) styles.add(hashOf(text));
      if (attributeOf(element, 'style') !== undefined) hasStyleAttributes = true;
    }
  }
  return { scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort(), hasStyleAttributes, apiOrigin };
}

export async function collectInlineSources(root: string): Promise<InlineSources> {
  const pages = await Promise.all((await pageFilesOf(root)).map((file) => readFile(file, 'utf8')));
  return inlineSourcesOf(pages);
}
