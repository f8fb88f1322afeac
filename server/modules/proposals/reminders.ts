/**
 * The reminder of a final acceptance due within a day, written by the expiry pass (expiry.ts) under
 * its lock: each accepted proposal whose deadline is less than a day away, once per acceptance (the
 * notification's once-key holds the deadline), so later passes and other processes add nothing.
 */
import { and, asc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { loans, notifications, proposals } from '../../db/schema/index.ts';
import { notifyFinalAcceptanceDue } from './notifications.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many proposals per pass; the next pass takes the rest. */
const BATCH = 500;

/** Returns how many notifications it wrote. */
export async function remindFinalAcceptances(tx: Transaction, now: Date): Promise<number> {
  const due = await tx
    .select({ proposal: proposals, loan: loans })
    .from(proposals)
    .innerJoin(loans, eq(loans.id, proposals.loanId))
    .where(
      and(
        eq(proposals.status, 'accepted'),
        gt(proposals.finalAcceptanceDeadline, now),
        lte(proposals.finalAcceptanceDeadline, new Date(now.getTime() + DAY_MS)),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              and(
                eq(notifications.kind, 'final_acceptance_due'),
                eq(notifications.subjectType, 'proposal'),
                eq(notifications.subjectId, proposals.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(proposals.id))
    .limit(BATCH);
  let written = 0;
  for (const { proposal, loan } of due) written += (await notifyFinalAcceptanceDue(tx, proposal, loan)).length;
  return written;
}
