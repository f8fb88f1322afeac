/** SQL for registration requests and their documents. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { entities, registrationDocuments, registrationRequests } from '../../db/schema/index.ts';

export type NewRegistrationRequest = typeof registrationRequests.$inferInsert;
export type NewRegistrationDocument = Omit<typeof registrationDocuments.$inferInsert, 'requestId'>;

export async function insertRegistrationRequest(db: Executor, values: NewRegistrationRequest): Promise<number> {
  const [row] = await db.insert(registrationRequests).values(values).returning({ id: registrationRequests.id });
  if (!row) throw new Error('registration request insert returned nothing');
  return row.id;
}

export async function insertRegistrationDocuments(
  db: Executor,
  requestId: number,
  documents: readonly NewRegistrationDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  await db.insert(registrationDocuments).values(documents.map((document) => ({ ...document, requestId })));
}

export async function entityExistsWithRegistrationNumber(
  db: Executor,
  kind: 'bank' | 'investor',
  registrationNumber: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.kind, kind), sql`lower(${entities.registrationNumber}) = lower(${registrationNumber})`))
    .limit(1);
  return rows.length > 0;
}
