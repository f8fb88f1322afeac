/**
 * A distribution (by region or property type) as its chart and table show it: each key's words,
 * its loans, its principal and its share of the whole, computed on minor units in BigInt so the
 * shares are exact to the tenth of a percent. Principal of different currencies is never added:
 * a set of more than one currency is measured in loans.
 */
import { loanEnumLabel } from '@/domain/loans/enum-options';
import { REGIONS } from '@/domain/loans/vocabulary';
import type { Distribution } from '../api/market-types';

export type DistributionKind = 'region' | 'property_type';
/** What the bars and the shares measure. */
export type DistributionMeasure = 'principal' | 'loans';

/** Principal when the set is in one currency (or none); the count of loans when it mixes currencies. */
export const measureOf = (byCurrency: readonly unknown[]): DistributionMeasure =>
  byCurrency.length > 1 ? 'loans' : 'principal';

export interface DistributionRow {
  key: string;
  /** Short, for the chart's axis: the region code or the property type's words. */
  short: string;
  label: string;
  count: number;
  /** Null for a set of several currencies, whose principal is never summed. */
  principal: string | null;
  /** "42.5%": the share of the measure (principal or loans), rounded half up to a tenth. */
  share: string;
}

function minorUnits(decimal: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?/.exec(decimal.trim());
  if (!match) return 0n;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

function shareOf(part: bigint, total: bigint): string {
  if (total === 0n) return '0.0%';
  const tenths = (part * 2000n + total) / (2n * total);
  return `${tenths / 10n}.${tenths % 10n}%`;
}

/** Axis labels stay short: a planned unit development is a PUD there. */
const SHORT_TYPES: Readonly<Record<string, string>> = { pud: 'PUD' };

export function labelOf(kind: DistributionKind, key: string): string {
  if (kind === 'region') return key in REGIONS ? `${REGIONS[key as keyof typeof REGIONS]} (${key})` : key;
  return loanEnumLabel('property_type', key);
}

export function distributionRows(
  kind: DistributionKind,
  entries: readonly Distribution[],
  measure: DistributionMeasure = 'principal',
): DistributionRow[] {
  const amountOf = (entry: Distribution) =>
    measure === 'loans' ? BigInt(entry.count) : minorUnits(entry.total_current_principal ?? '0');
  const total = entries.reduce((sum, entry) => sum + amountOf(entry), 0n);
  const ordered = measure === 'loans' ? [...entries].sort((a, b) => b.count - a.count) : entries;
  return ordered.map((entry) => ({
    key: entry.key,
    short: kind === 'region' ? entry.key : (SHORT_TYPES[entry.key] ?? labelOf(kind, entry.key)),
    label: labelOf(kind, entry.key),
    count: entry.count,
    principal: entry.total_current_principal,
    share: shareOf(amountOf(entry), total),
  }));
}
