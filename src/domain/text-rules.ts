/**
 * Rules every accepted string follows, on the portal and the server alike: no
 * control characters (a NUL cannot even be stored, CR and LF would split a mail
 * header) and no bidirectional overrides (they make a name read differently
 * from what it is). Multi-line fields may hold line breaks and tabs.
 */

const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
const LINE_BREAKS_AND_TAB = '\\u0009\\u000a\\u000d';
const BIDI_OVERRIDES = '\\u202a-\\u202e\\u2066-\\u2069';

const SINGLE_LINE_FORBIDDEN = new RegExp(`[${CONTROL}${BIDI_OVERRIDES}]`, 'u');
const MULTI_LINE_FORBIDDEN = new RegExp(`(?![${LINE_BREAKS_AND_TAB}])[${CONTROL}${BIDI_OVERRIDES}]`, 'u');

export type TextKind = 'single-line' | 'multi-line';

/** Whether the value holds a character no field accepts. */
export function hasForbiddenCharacters(value: string, kind: TextKind = 'single-line'): boolean {
  return (kind === 'multi-line' ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/** A person's name: at most this long, and never a web or e-mail address. */
export const PERSON_NAME_MAX = 100;
const ADDRESS_LIKE = /:\/\/|www\.|@|[<>]|\b[a-z0-9-]+\.(?:com|net|org|io|ru|cn|info|biz|xyz|top|click|link|co)\b/i;

export function looksLikeAddress(value: string): boolean {
  return ADDRESS_LIKE.test(value);
}

const attributeOf = (field: string) => field.replace(/_/g, ' ');

export const TEXT_MESSAGES = {
  forbiddenCharacters: (field: string) =>
    `The ${attributeOf(field)} field must not contain control or text-direction characters.`,
  addressInName: (field: string) => `The ${attributeOf(field)} field must be a name, not a web or e-mail address.`,
} as const;
