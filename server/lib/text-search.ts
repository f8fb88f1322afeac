/** A list's search box: a case-insensitive "contains" over one or more columns, with the user's % and _ taken literally. */
import { ilike, or, type Column, type SQL } from 'drizzle-orm';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function containsText(search: string, columns: readonly [Column, ...Column[]]): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const matches = columns.map((column) => ilike(column, pattern));
  return matches.length === 1 ? matches[0]! : or(...matches)!;
}
