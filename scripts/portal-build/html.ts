/**
 * A built page as the HTML steps read it: parsed by parse5 as a browser parses it, each node with
 * its place in the source, and edits spliced into the source text at those places, so every byte
 * the steps do not change (the inline scripts and styles the CSP hashes) stays as it was.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type HtmlElement = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Replaces the source from `start` up to `end` with `text`. */
export interface HtmlEdit {
  start: number;
  end: number;
  text: string;
}

export const parsePage = (html: string) => parse(html, { sourceCodeLocationInfo: true });

const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is HtmlElement => 'tagName' in node;

/** Every element of a page or fragment in document order, those inside <template> included. */
export function* elementsOf(node: ParentNode): Generator<HtmlElement> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsOf(child);
    if ('content' in child) yield* elementsOf(child.content as ParentNode);
  }
}

export const attributeOf = (element: HtmlElement, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/** An element's text as the browser reads it: for <script> and <style>, the code it runs or applies. */
export const textOf = (element: HtmlElement): string =>
  element.childNodes.map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : '')).join('');

/** The edit that writes an attribute anew in place of the element's own; null when the element has none in its source. */
export function attributeEdit(element: HtmlElement, name: string, value: string): HtmlEdit | null {
  const place = element.sourceCodeLocation?.attrs?.[name];
  if (!place) return null;
  return {
    start: place.startOffset,
    end: place.endOffset,
    text: `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
  };
}

/** The edit that writes `text` in place of the whole element; null when the parser made the element up. */
export function elementEdit(element: HtmlElement, text: string): HtmlEdit | null {
  const place = element.sourceCodeLocation;
  return place ? { start: place.startOffset, end: place.endOffset, text } : null;
}

/** The page's source with the edits made; edits may not overlap. */
export function withEdits(html: string, edits: readonly (HtmlEdit | null)[]): string {
  const ordered = edits.filter((edit): edit is HtmlEdit => edit !== null).sort((a, b) => b.start - a.start);
  return ordered.reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), html);
}
