/**
 * A pool's sale as an investor takes part in it (DOMAIN.md, "Portfolio sales", phase 1): the pools
 * open to its organisation, a pool's page, the NDA click-through and the anonymised tape. What it
 * reads of bids is its own organisation's, never another's.
 */
import { createHash } from 'node:crypto';
import type { Database, Executor } from '../../db/client.ts';
import { poolParticipants, loans } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { conflict, forbidden } from '../../lib/http-errors.ts';
import { stratify } from '../../lib/stratification.ts';
import { assertOpenTo, biddingInvestor } from './investor-access.ts';
import {
  ownIndicativeBids,
  participantsOf,
  poolsOpenTo,
  userNameAndEmail,
  type IndicativeBidRow,
} from './bidding-queries.ts';
import { findParticipant, type ParticipantRow } from './participants.ts';
import { PHASE1_MESSAGES } from './phase1-messages.ts';
import { entityNames, findPool, inPool, lockPool, poolTotals, type PoolRow } from './queries.ts';
import { anonymisedTape } from './tape-export.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Phase 1 takes NDAs and bids until its deadline; `now` is read once per step. */
export const phase1Open = (pool: PoolRow, now = new Date()) =>
  pool.status === 'phase_1' && pool.phase1Deadline !== null && now < pool.phase1Deadline;

export function toNda(row: ParticipantRow | null | undefined) {
  if (!row) return null;
  return {
    accepted_at: row.ndaAcceptedAt.toISOString(),
    accepted_by_name: row.ndaAcceptedByName,
    accepted_by_email: row.ndaAcceptedByEmail,
    nda_text_sha256: row.ndaTextSha256,
  };
}

export function toOwnBid(row: IndicativeBidRow | null | undefined) {
  if (!row) return null;
  return {
    price_pct: row.pricePct,
    note: row.note,
    placed_at: row.placedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

function summaryOf(
  pool: PoolRow,
  names: ReadonlyMap<number, string>,
  totals: { count: number; principal: string } | undefined,
  participant: ParticipantRow | null | undefined,
  bid: IndicativeBidRow | null | undefined,
) {
  return {
    id: pool.id,
    name: pool.name,
    bank: { id: pool.bankId, name: names.get(pool.bankId) ?? '' },
    currency: pool.currency,
    status: pool.status,
    loan_count: totals?.count ?? 0,
    total_current_principal: totals?.principal ?? '0.00',
    phase_1_deadline: iso(pool.phase1Deadline),
    phase_2_deadline: iso(pool.phase2Deadline),
    nda: toNda(participant),
    shortlist: participant?.shortlist ?? null,
    my_indicative_bid: toOwnBid(bid),
  };
}

export async function listOpenPools(db: Database, actor: Actor) {
  const investorId = biddingInvestor(actor);
  const rows = await poolsOpenTo(db, investorId);
  const ids = rows.map((row) => row.id);
  const [totals, names, participants, bids] = await Promise.all([
    poolTotals(db, ids),
    entityNames(
      db,
      rows.map((row) => row.bankId),
    ),
    participantsOf(db, investorId, ids),
    ownIndicativeBids(db, investorId, ids),
  ]);
  const participantOf = new Map(participants.map((row) => [row.poolId, row]));
  const bidOf = new Map(bids.map((row) => [row.poolId, row]));
  return rows.map((row) => summaryOf(row, names, totals.get(row.id), participantOf.get(row.id), bidOf.get(row.id)));
}

async function openPool(db: Executor, actor: Actor, id: number) {
  const investorId = biddingInvestor(actor);
  return { investorId, pool: assertOpenTo(await findPool(db, id), investorId) };
}

export async function investorPool(db: Database, actor: Actor, id: number) {
  const { investorId, pool } = await openPool(db, actor, id);
  const [totals, names, participant, bids] = await Promise.all([
    poolTotals(db, [pool.id]),
    entityNames(db, [pool.bankId]),
    findParticipant(db, pool.id, investorId),
    ownIndicativeBids(db, investorId, [pool.id]),
  ]);
  const open = phase1Open(pool);
  return {
    ...summaryOf(pool, names, totals.get(pool.id), participant, bids[0]),
    description: pool.description,
    cut_off_date: pool.cutOffDate,
    nda_text: pool.ndaText ?? '',
    // The stratification is the data room's first level: it opens with the NDA.
    stratification: participant ? await stratify(db, loans, inPool(pool.id)) : null,
    can: {
      accept_nda: open && !participant,
      download_tape: participant !== null,
      bid: open && participant !== null,
    },
  };
}

/**
 * Records the NDA's acceptance for the organisation: who (name and e-mail as they are now), when, from
 * which address, and the SHA-256 of the very text accepted. A second acceptance keeps the first record.
 */
export async function acceptNda(db: Database, actor: Actor, id: number, fromAddress: string) {
  const { investorId } = await openPool(db, actor, id);
  const person = await userNameAndEmail(db, actor.userId);
  if (!person) throw forbidden();
  await db.transaction(async (tx) => {
    const pool = assertOpenTo(await lockPool(tx, id), investorId);
    if (await findParticipant(tx, pool.id, investorId)) return;
    if (!phase1Open(pool))
      throw conflict(pool.status === 'phase_1' ? PHASE1_MESSAGES.phase1Closed : PHASE1_MESSAGES.notInPhase1);
    await tx
      .insert(poolParticipants)
      .values({
        poolId: pool.id,
        investorId,
        ndaAcceptedById: actor.userId,
        ndaAcceptedByName: person.name,
        ndaAcceptedByEmail: person.email,
        ndaAcceptedFromAddress: fromAddress,
        ndaTextSha256: sha256(pool.ndaText ?? ''),
      })
      .onConflictDoNothing();
  });
  return investorPool(db, actor, id);
}

/** The anonymised tape's rows, for an organisation that accepted the NDA. */
export async function tapeFor(db: Database, actor: Actor, id: number) {
  const { investorId, pool } = await openPool(db, actor, id);
  if (!(await findParticipant(db, pool.id, investorId))) throw forbidden(PHASE1_MESSAGES.ndaFirst);
  return { pool, rows: await anonymisedTape(db, pool.id) };
}
