import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS, INVESTOR_TYPES, isInvestorType } from '@/domain/organisations';
import { ENTITY_TYPES as RULES_ENTITY_TYPES, INVESTOR_TYPES as RULES_INVESTOR_TYPES } from '@/domain/auth-rules';
import { entityKind, investorType } from '../../../../server/db/schema/organisations.ts';

const MIGRATIONS = 'server/db/migrations';
const migrationsSql = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(`${MIGRATIONS}/${name}`, 'utf8'))
  .join('\n');

/** The values a database enum has after every migration: created once, then only added to. */
function migratedEnum(name: string): string[] {
  const created = new RegExp(`CREATE TYPE "public"\\."${name}" AS ENUM\\(([^)]*)\\)`).exec(migrationsSql)?.[1] ?? '';
  const added = [...migrationsSql.matchAll(new RegExp(`ALTER TYPE "public"\\."${name}" ADD VALUE '([^']+)'`, 'g'))].map(
    (m) => m[1]!,
  );
  return [...created.split(',').map((value) => value.trim().replace(/^'|'$/g, '')), ...added].filter(Boolean);
}

describe('organisation kinds and investor types have one owner', () => {
  it('the database schema and the auth rules use the domain lists themselves', () => {
    expect(entityKind.enumValues).toEqual(ENTITY_KINDS);
    expect(investorType.enumValues).toEqual(INVESTOR_TYPES);
    expect(RULES_INVESTOR_TYPES).toBe(INVESTOR_TYPES);
    expect(RULES_ENTITY_TYPES.every((type) => (ENTITY_KINDS as readonly string[]).includes(type))).toBe(true);
  });

  it('the migrations give the database exactly the domain values (a new value needs a migration)', () => {
    expect(migratedEnum('entity_kind').sort()).toEqual([...ENTITY_KINDS].sort());
    expect(migratedEnum('investor_type').sort()).toEqual([...INVESTOR_TYPES].sort());
  });

  it('recognises an investor type', () => {
    expect(isInvestorType('pension_fund')).toBe(true);
    expect(isInvestorType('hedge')).toBe(false);
    expect(isInvestorType(undefined)).toBe(false);
  });
});
