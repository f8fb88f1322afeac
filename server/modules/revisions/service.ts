/**
 * Reading the revision log. A revision belongs to its record's organisation: a bank user reads
 * the revisions of their bank's loans and batches; platform admins read every revision.
 */
import { eq } from 'drizzle-orm';
import type { Actor } from '../../lib/access/actor.ts';
import { assertCanReadBank, readableBanks } from '../../lib/bank-scope.ts';
import type { Database, Executor } from '../../db/client.ts';
import { batches, loans } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { listRevisionsOf, toRevisionResources, type RevisionResource } from '../../lib/revision-resource.ts';
import { findRevision, neighbourIds } from './queries.ts';

const notFound = () => new HttpError(404, 'Not found.');

/** The bank that owns a record, for the record types a bank's people may read. */
const OWNING_BANK: Record<string, (db: Executor, id: number) => Promise<number | null>> = {
  loan: async (db, id) =>
    (await db.select({ bankId: loans.bankId }).from(loans).where(eq(loans.id, id)))[0]?.bankId ?? null,
  batch: async (db, id) =>
    (await db.select({ bankId: batches.bankId }).from(batches).where(eq(batches.id, id)))[0]?.bankId ?? null,
};

async function assertCanReadRecord(db: Executor, actor: Actor, targetType: string, targetId: number): Promise<void> {
  if (readableBanks(actor) === null) return;
  const owner = OWNING_BANK[targetType];
  const bankId = owner ? await owner(db, targetId) : null;
  if (bankId === null) throw notFound();
  assertCanReadBank(actor, bankId);
}

export async function getRevision(db: Database, actor: Actor, id: number) {
  readableBanks(actor);
  const row = await findRevision(db, id);
  if (!row) throw notFound();
  await assertCanReadRecord(db, actor, row.targetType, row.targetId);
  const [resource] = await toRevisionResources(db, [row]);
  const { previousId, nextId } = await neighbourIds(db, row);
  return { data: resource!, previous_id: previousId, next_id: nextId };
}

export async function recordHistory(
  db: Database,
  actor: Actor,
  targetType: string,
  targetId: number,
): Promise<RevisionResource[]> {
  readableBanks(actor);
  await assertCanReadRecord(db, actor, targetType, targetId);
  return toRevisionResources(db, await listRevisionsOf(db, targetType, targetId));
}
