/**
 * Text no database column can hold: NUL (PostgreSQL text and jsonb refuse it) and UTF-16
 * surrogates without their pair (they have no UTF-8 form; jsonb refuses their escapes).
 * Requests are searched for them before anything reads their values.
 */

/** A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

export const UNSTORABLE_TEXT_MESSAGE = 'The :attribute field contains characters that are not allowed.';

type PathKey = string | number;
/** A place in the value, linked to its parent so that deep nesting costs no copying of paths. */
interface Place {
  value: unknown;
  parent: Place | null;
  key: PathKey | null;
}

function pathOf(place: Place): PathKey[] {
  const path: PathKey[] = [];
  for (let at: Place | null = place; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where `value` (parsed JSON, a query string or form fields) holds such text: the path of each
 * string, or of the object whose field name holds it. Walked without recursion, so the deepest
 * nesting a body can carry cannot overflow the stack; the first few places are enough to answer.
 */
export function unstorableTextPaths(value: unknown, limit = 20): PathKey[][] {
  const found: PathKey[][] = [];
  const pending: Place[] = [{ value, parent: null, key: null }];
  while (pending.length > 0 && found.length < limit) {
    const place = pending.pop()!;
    const current = place.value;
    if (typeof current === 'string') {
      if (hasUnstorableText(current)) found.push(pathOf(place));
    } else if (Array.isArray(current)) {
      current.forEach((item: unknown, index) => pending.push({ value: item, parent: place, key: index }));
    } else if (current !== null && typeof current === 'object') {
      let badKey = false;
      for (const [key, item] of Object.entries(current)) {
        if (hasUnstorableText(key)) badKey = true;
        else pending.push({ value: item, parent: place, key });
      }
      if (badKey) found.push(pathOf(place));
    }
  }
  return found;
}
