/** Fixed-window rate limits counted in the database, so every API process shares the same counters. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { HttpError } from './http-errors.ts';

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowSeconds: number;
}

export interface Hit {
  count: number;
  /** Seconds until the window resets (at least 1). */
  retryAfter: number;
  exceeded: boolean;
}

type Row = { count: number; retry_after: number | string };

const toHit = (row: Row | undefined, limit: Limit): Hit => {
  const count = Number(row?.count ?? 0);
  const retryAfter = Math.max(1, Math.ceil(Number(row?.retry_after ?? limit.windowSeconds)));
  return { count, retryAfter, exceeded: count > limit.max };
};

/**
 * Counts one attempt and says whether it goes over the limit. One atomic upsert:
 * concurrent requests in several processes can never both see a free slot.
 */
export async function hitRateLimit(db: Executor, key: string, limit: Limit): Promise<Hit> {
  const result = await db.execute<Row>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, extract(epoch from (reset_at - now())) as retry_after`);
  return toHit(result.rows[0], limit);
}

/** Takes back one counted attempt (one that turned out to be legitimate); never below zero. */
export async function refundRateLimit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
}

/** Keeps the key's window open for at least `seconds` more: a lockout that outlasts the window. */
export async function extendRateLimit(db: Executor, key: string, seconds: number): Promise<number> {
  const result = await db.execute<{ retry_after: number | string }>(sql`
    update rate_limits set reset_at = greatest(reset_at, now() + make_interval(secs => ${seconds}))
    where key = ${key}
    returning extract(epoch from (reset_at - now())) as retry_after`);
  return Math.max(1, Math.ceil(Number(result.rows[0]?.retry_after ?? seconds)));
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Drops windows that have ended; cheap and safe to run from any process at any time. */
export async function pruneRateLimits(db: Executor): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at <= now()`);
}

/** A 429 with Retry-After and a `{message}` body. */
export function tooManyRequests(retryAfter: number, message = 'Too many requests. Please slow down.'): HttpError {
  return new HttpError(429, message, { 'retry-after': String(retryAfter) });
}

/** Counts one attempt against each limit and throws a 429 when any is used up. */
export async function enforceRateLimits(
  db: Executor,
  limits: readonly { key: string; limit: Limit }[],
  message?: string,
): Promise<void> {
  for (const { key, limit } of limits) {
    const hit = await hitRateLimit(db, key, limit);
    if (hit.exceeded) throw tooManyRequests(hit.retryAfter, message);
  }
}
