/** The readiness checks, in order: the process is not stopping, the database answers, no migration is pending. */
import type { Executor } from '../../db/client.ts';
import { pendingMigrations } from '../../db/migration-state.ts';

/** A database that has not answered by then counts as unreachable: probes have short timeouts of their own. */
const DATABASE_TIMEOUT_MS = 2000;

export interface Readiness {
  status: 'ready' | 'not-ready';
  checks: {
    process: 'ok' | 'shutting-down';
    database: 'ok' | 'unreachable' | 'not-checked';
    migrations: 'ok' | 'pending' | 'not-checked';
  };
  pending_migrations?: string[];
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function readiness(db: Executor, stopping: boolean): Promise<Readiness> {
  if (stopping)
    return {
      status: 'not-ready',
      checks: { process: 'shutting-down', database: 'not-checked', migrations: 'not-checked' },
    };
  let pending: string[];
  try {
    pending = await withinTimeout(pendingMigrations(db), DATABASE_TIMEOUT_MS);
  } catch {
    return { status: 'not-ready', checks: { process: 'ok', database: 'unreachable', migrations: 'not-checked' } };
  }
  if (pending.length > 0) {
    return {
      status: 'not-ready',
      checks: { process: 'ok', database: 'ok', migrations: 'pending' },
      pending_migrations: pending,
    };
  }
  return { status: 'ready', checks: { process: 'ok', database: 'ok', migrations: 'ok' } };
}
