/** An organisation's fields by their API names: the snapshot revisions record and the columns an edit writes. */
import type { EditableEntityField } from '../../../src/domain/entity-edit.ts';
import type { EntityChanges, EntityRow } from './queries.ts';

type Column = keyof EntityChanges;

export const COLUMN_OF: Record<EditableEntityField, Column> = {
  name: 'name',
  legal_name: 'legalName',
  registration_number: 'registrationNumber',
  country: 'country',
  address: 'address',
  contact_email: 'contactEmail',
  phone: 'phone',
  website: 'website',
  banking_licence_number: 'bankingLicenceNumber',
  bic: 'bic',
  investor_type: 'investorType',
};

export type EntitySnapshot = Record<EditableEntityField | 'kind' | 'status', string | null>;

/** What a revision of an organisation records: its kind (where it is shown), every editable field and the status. */
export function snapshotOf(row: EntityRow): EntitySnapshot {
  const snapshot = { kind: row.kind, status: row.status } as EntitySnapshot;
  for (const [field, column] of Object.entries(COLUMN_OF) as [EditableEntityField, Column][])
    snapshot[field] = (row[column] as string | null) ?? null;
  return snapshot;
}

/** API field values to the columns they are stored in. */
export function columnsOf(changes: Partial<Record<EditableEntityField, string | null>>): EntityChanges {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes) as [EditableEntityField, string | null][])
    columns[COLUMN_OF[field]] = value;
  return columns as EntityChanges;
}
