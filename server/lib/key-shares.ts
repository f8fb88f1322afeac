/**
 * Count and principal per key (a region, a property type) of a set of loans. A principal summed over
 * two currencies means nothing: for a set of several currencies each key gives its count alone, and
 * the keys come most loans first.
 */
export interface KeyShareRow {
  key: string;
  count: number;
  totalCurrentPrincipal: string;
}

export interface KeyShare {
  key: string;
  count: number;
  total_current_principal: string | null;
}

export function keyShares(rows: readonly KeyShareRow[], oneCurrency: boolean): KeyShare[] {
  if (oneCurrency)
    return rows.map((row) => ({ key: row.key, count: row.count, total_current_principal: row.totalCurrentPrincipal }));
  return rows
    .map((row) => ({ key: row.key, count: row.count, total_current_principal: null }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}
