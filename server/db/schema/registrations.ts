/** Registration requests made at /onboard and their supporting documents. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { entities, entityKind, investorType } from './organisations.ts';
import { users } from './users.ts';

export const registrationStatus = pgEnum('registration_status', ['pending', 'approved', 'rejected']);

export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entityKind: entityKind().notNull(),
    name: text().notNull(),
    legalName: text().notNull(),
    registrationNumber: text().notNull(),
    country: text().notNull(),
    address: text().notNull(),
    contactEmail: text().notNull(),
    phone: text().notNull(),
    website: text().notNull().default(''),
    bankingLicenceNumber: text(),
    bic: text(),
    investorType: investorType(),
    contactPersonName: text().notNull(),
    contactPersonEmail: text().notNull(),
    contactPersonPhone: text().notNull(),
    status: registrationStatus().notNull().default('pending'),
    rejectionReason: text(),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    entityId: integer().references(() => entities.id, { onDelete: 'set null' }),
    ipAddress: text(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Only one open request per registration number, enforced even under concurrent submissions.
    uniqueIndex('registration_requests_open_number_key')
      .on(sql`lower(${table.registrationNumber})`)
      .where(sql`${table.status} = 'pending'`),
    index('registration_requests_status_idx').on(table.status, table.createdAt),
  ],
);

export const registrationDocuments = pgTable(
  'registration_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => registrationRequests.id, { onDelete: 'cascade' }),
    originalName: text().notNull(),
    /** Generated file name under the storage directory; never derived from user input. */
    storedName: text().notNull().unique(),
    /** Detected from the content, not taken from the upload's declared type. */
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('registration_documents_request_idx').on(table.requestId)],
);
