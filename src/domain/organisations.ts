/**
 * Kinds of organisation and types of investor: one list each, read by the portal forms,
 * the API's rules and the database enums (server/db/schema/organisations.ts).
 */

/** In the order of the database enum `entity_kind`. */
export const ENTITY_KINDS = ['bank', 'investor', 'dladminprofile'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** The kinds an organisation may apply for; the platform operator is not one of them. */
export const ENTITY_TYPES = ['bank', 'investor'] as const satisfies readonly EntityKind[];

/** In the order of the database enum `investor_type`. */
export const INVESTOR_TYPES = ['bank', 'fund', 'insurer', 'pension_fund', 'asset_manager', 'other'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  bank: 'Bank',
  fund: 'Fund',
  insurer: 'Insurer',
  pension_fund: 'Pension fund',
  asset_manager: 'Asset manager',
  other: 'Other',
};

export function isInvestorType(value: unknown): value is InvestorType {
  return (INVESTOR_TYPES as readonly unknown[]).includes(value);
}
