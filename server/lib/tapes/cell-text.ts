/** A spreadsheet cell's value in the template's text form: dates YYYY-MM-DD, numbers as plain decimals. */

/** Up to 15 significant digits, as a spreadsheet shows them, never in exponent form. */
export function plainDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  if (!/e/i.test(text)) return text;
  // 1e21 and above, or below 1e-6: write the digits out.
  const [mantissa = '0', exponentText = '0'] = text.toLowerCase().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  let out;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${out}` : out;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Spreadsheet dates carry no zone: ExcelJS reads them as UTC midnight. */
export function isoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

type RichText = { richText: { text: string }[] };

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return plainDecimal(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray((value as RichText).richText))
      return (value as RichText).richText.map((part) => part.text).join('');
    if ('result' in value) return cellText((value as { result: unknown }).result);
    if ('text' in value) return cellText((value as { text: unknown }).text);
    if ('error' in value) return String((value as { error: unknown }).error);
    if ('formula' in value || 'sharedFormula' in value) return '';
  }
  return String(value);
}
