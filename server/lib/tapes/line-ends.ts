/**
 * Turns every line end of a CSV text outside quoted values into LF, a chunk at a time: CRLF
 * (Windows), LF (Unix) and CR (old Mac) may be mixed in one file, as when rows are appended to
 * the template in another editor, and a CSV parser guesses only one. Line breaks inside a quoted
 * value are the value's and stay as they are.
 */
const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** Whether a text has an odd number of double quotes: reading it flips being inside a quoted value. */
function flipsQuoting(text: string): boolean {
  let odd = false;
  for (let at = text.indexOf('"'); at >= 0; at = text.indexOf('"', at + 1)) odd = !odd;
  return odd;
}

/** Feed it the text in order; it returns each chunk with its line ends as LF. */
export function createLineEndNormaliser(): (chunk: string) => string {
  let quoted = false;
  /** The previous chunk ended on a CR outside quotes, already written as LF: a LF starting this one is its pair. */
  let afterCr = false;
  return (chunk) => {
    if (chunk.length === 0) return chunk;
    let from = 0;
    if (afterCr) {
      afterCr = false;
      if (chunk.charCodeAt(0) === LF) from = 1;
    }
    if (!chunk.includes('\r')) {
      if (flipsQuoting(chunk)) quoted = !quoted;
      return from === 0 ? chunk : chunk.slice(from);
    }
    let out = '';
    for (let index = from; index < chunk.length; index++) {
      const code = chunk.charCodeAt(index);
      if (code === QUOTE) quoted = !quoted;
      else if (code === CR && !quoted) {
        out += chunk.slice(from, index) + '\n';
        if (index + 1 === chunk.length) afterCr = true;
        else if (chunk.charCodeAt(index + 1) === LF) index += 1;
        from = index + 1;
      }
    }
    return out + chunk.slice(from);
  };
}
