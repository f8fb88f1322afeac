/** Organisations (entities): banks, investors and the platform operator. */
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENTITY_KINDS, INVESTOR_TYPES } from '../../../src/domain/organisations.ts';

export const entityKind = pgEnum('entity_kind', ENTITY_KINDS);
export const entityStatus = pgEnum('entity_status', ['active', 'suspended']);
export const investorType = pgEnum('investor_type', INVESTOR_TYPES);

export const entities = pgTable(
  'entities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: entityKind().notNull(),
    name: text().notNull(),
    legalName: text().notNull(),
    registrationNumber: text().notNull(),
    country: text().notNull(),
    address: text().notNull().default(''),
    contactEmail: text().notNull(),
    phone: text().notNull().default(''),
    website: text().notNull().default(''),
    status: entityStatus().notNull().default('active'),
    bankingLicenceNumber: text(),
    bic: text(),
    investorType: investorType(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('entities_kind_registration_number_key').on(table.kind, sql`lower(${table.registrationNumber})`),
    index('entities_kind_idx').on(table.kind),
  ],
);
