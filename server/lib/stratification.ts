/**
 * The stratification of a set of loans, as a batch review and a pool page show it. Amounts of two
 * currencies are never added, nor weighted together: the principal and its weighted averages are per
 * currency, the distributions per key and currency; the one-figure totals are given only when the set
 * holds a single currency. Computed in SQL (numeric, never floats).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import type { batchRows, loans } from '../db/schema/index.ts';

/** Either table holding the loan template's columns: a batch's staged rows or the loans themselves. */
type LoanColumnsTable = typeof batchRows | typeof loans;

interface DistributionRow {
  key: string;
  currency: string;
  count: number;
  current_principal: string;
}

export interface CurrencyStratum {
  key: string;
  count: number;
  total_current_principal: string;
  weighted_average_rate_pct: string | null;
  weighted_average_ltv_pct: string | null;
}

export interface Stratification {
  count: number;
  total_current_principal: string | null;
  weighted_average_rate_pct: string | null;
  weighted_average_ltv_pct: string | null;
  by_currency: CurrencyStratum[];
  by_region: DistributionRow[];
  by_property_type: DistributionRow[];
}

/** Count, principal and principal-weighted rate and LTV per currency, and the distributions, of `table`'s rows matching `where`. */
export async function stratify(db: Executor, table: LoanColumnsTable, where: SQL): Promise<Stratification> {
  const principal = table.currentPrincipal;
  const byCurrency: CurrencyStratum[] = await db
    .select({
      key: sql<string>`${table.currency}`,
      count: sql<number>`count(*)::int`,
      total_current_principal: sql<string>`round(coalesce(sum(${principal}), 0), 2)::text`,
      weighted_average_rate_pct: sql<
        string | null
      >`round(sum(${principal} * ${table.interestRatePct}) / nullif(sum(${principal}), 0), 4)::text`,
      weighted_average_ltv_pct: sql<
        string | null
      >`round(sum(${principal} * ${table.currentLtvPct}) / nullif(sum(${principal}), 0), 4)::text`,
    })
    .from(table)
    .where(where)
    .groupBy(table.currency)
    .orderBy(sql`sum(${principal}) desc`, table.currency);
  const distribution = async (field: 'region' | 'propertyType'): Promise<DistributionRow[]> => {
    const key = sql<string>`${table[field]}::text`;
    return db
      .select({
        key,
        currency: sql<string>`${table.currency}`,
        count: sql<number>`count(*)::int`,
        current_principal: sql<string>`round(sum(${principal}), 2)::text`,
      })
      .from(table)
      .where(where)
      .groupBy(key, table.currency)
      .orderBy(table.currency, sql`sum(${principal}) desc`, key);
  };
  const single = byCurrency.length === 1 ? byCurrency[0]! : null;
  return {
    count: byCurrency.reduce((sum, stratum) => sum + stratum.count, 0),
    total_current_principal: byCurrency.length === 0 ? '0.00' : (single?.total_current_principal ?? null),
    weighted_average_rate_pct: single?.weighted_average_rate_pct ?? null,
    weighted_average_ltv_pct: single?.weighted_average_ltv_pct ?? null,
    by_currency: byCurrency,
    by_region: await distribution('region'),
    by_property_type: await distribution('propertyType'),
  };
}

const DistributionSchema = z.array(
  z.object({ key: z.string(), currency: z.string(), count: z.number().int(), current_principal: z.string() }),
);

/** A set may hold loans of several currencies: their amounts are given per currency, never added together. */
export const StratificationSchema = z.object({
  count: z.number().int(),
  total_current_principal: z.string().nullable().describe('Null when the set holds more than one currency'),
  weighted_average_rate_pct: z.string().nullable(),
  weighted_average_ltv_pct: z.string().nullable(),
  by_currency: z.array(
    z.object({
      key: z.string().describe('ISO 4217 currency code'),
      count: z.number().int(),
      total_current_principal: z.string(),
      weighted_average_rate_pct: z.string().nullable(),
      weighted_average_ltv_pct: z.string().nullable(),
    }),
  ),
  by_region: DistributionSchema.describe('Per region and currency'),
  by_property_type: DistributionSchema.describe('Per property type and currency'),
});
