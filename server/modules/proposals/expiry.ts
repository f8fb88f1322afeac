/**
 * Expiry, one pass: a bank acceptance not finally accepted by its deadline lapses (the proposal
 * expired, the loan listed again), and a submitted or countered offer lapses the day after its
 * valid_until (UTC). Several server processes may run it at once against one PostgreSQL: the
 * pass takes a transaction-scoped advisory lock and skips when another process holds it, and
 * each expiry is re-checked under the loan's and the proposal's row locks, so running it twice
 * changes nothing the second time.
 */
import { and, asc, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { proposals } from '../../db/schema/index.ts';
import { changeProposal } from './changes.ts';
import { closePendingAcceptance, lockLoan, lockProposal } from './queries.ts';
import { todayIso } from '../../../src/domain/loans/dates.ts';
import { relistIfUnderOffer } from './service.ts';
import { remindFinalAcceptances } from './reminders.ts';

/** The advisory lock key of the expiry pass: any fixed number no other lock of the product uses. */
const EXPIRY_LOCK_KEY = 7_140_001;
/** At most this many proposals per pass; the next pass takes the rest. */
const BATCH = 500;

export interface ExpiryOutcome {
  /** False when another process was running its pass. */
  ran: boolean;
  /** Accepted proposals whose final-acceptance deadline passed. */
  acceptancesLapsed: number;
  /** Submitted or countered proposals past their valid_until. */
  offersLapsed: number;
  /** Notifications written that a final acceptance is due within a day. */
  remindersWritten: number;
}

const acceptanceLapsed = (now: Date) =>
  and(sql`${proposals.status} = 'accepted'`, lte(proposals.finalAcceptanceDeadline, now));
const offerLapsed = (now: Date) =>
  and(inArray(proposals.status, ['submitted', 'countered']), lt(proposals.validUntil, todayIso(now)));

/** Expires one proposal if it still qualifies, under the loan's lock and then the proposal's. */
async function expireOne(
  tx: Transaction,
  candidate: { id: number; loanId: number },
  now: Date,
): Promise<'acceptance' | 'offer' | null> {
  const loan = await lockLoan(tx, candidate.loanId);
  const row = await lockProposal(tx, candidate.id);
  if (!loan || !row) return null;
  const acceptance =
    row.status === 'accepted' && row.finalAcceptanceDeadline !== null && row.finalAcceptanceDeadline <= now;
  const offer = (row.status === 'submitted' || row.status === 'countered') && row.validUntil < todayIso(now);
  if (!acceptance && !offer) return null;
  await closePendingAcceptance(tx, row.id);
  await changeProposal(tx, row, { status: 'expired' }, { kind: 'expired' }, { actorId: null });
  if (acceptance) await relistIfUnderOffer(tx, loan, row.id, null, todayIso(now));
  return acceptance ? 'acceptance' : 'offer';
}

export async function expireProposals(db: Database, now: Date = new Date()): Promise<ExpiryOutcome> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`)
      .then((result) => result.rows);
    if (!lock?.locked) return { ran: false, acceptancesLapsed: 0, offersLapsed: 0, remindersWritten: 0 };
    const candidates = await tx
      .select({ id: proposals.id, loanId: proposals.loanId })
      .from(proposals)
      .where(sql`(${acceptanceLapsed(now)}) or (${offerLapsed(now)})`)
      // Loans in id order, so two passes (or a pass and a final acceptance) never wait on each other in a circle.
      .orderBy(asc(proposals.loanId), asc(proposals.id))
      .limit(BATCH);
    const outcome: ExpiryOutcome = { ran: true, acceptancesLapsed: 0, offersLapsed: 0, remindersWritten: 0 };
    for (const candidate of candidates) {
      const expired = await expireOne(tx, candidate, now);
      if (expired === 'acceptance') outcome.acceptancesLapsed += 1;
      if (expired === 'offer') outcome.offersLapsed += 1;
    }
    outcome.remindersWritten = await remindFinalAcceptances(tx, now);
    return outcome;
  });
}
