/**
 * The pool's four-eyes action (DOMAIN.md, "Portfolio sales"): listing a draft pool with its sale's
 * process, which a manager of the bank other than the maker approves; approval opens phase 1 and tells
 * the investors the pool is open to. The settings were checked when
 * the action was made; approval checks again that the first deadline is still ahead.
 */
import { POOL_STATUS_LABELS } from '../../../src/domain/pools/status.ts';
import type { PoolListingSettings } from '../../../src/domain/pools/listing-settings.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type {
  ActionContext,
  ActionDescription,
  ActionTypes,
  FieldChange,
  PendingActionRow,
} from '../../lib/maker-checker/index.ts';
import { POOL_MESSAGES } from './messages.ts';
import { notifyPhase1Opened } from './phase1-notifications.ts';
import { entityNames, findPoolsByIds, lockPool, poolTotals, updatePool, type PoolRow } from './queries.ts';
import { snapshotOf } from './record.ts';

export const POOL_LIST_ACTION = 'pool.list';

const settingsOf = (action: { payload: unknown }) => (action.payload ?? {}) as unknown as PoolListingSettings;

async function lockTarget(tx: Transaction, targetId: number) {
  const row = await lockPool(tx, targetId);
  return row ? { version: row.version, scopeEntityId: row.bankId } : null;
}

async function onPropose({ tx }: ActionContext, targetId: number) {
  const row = await lockPool(tx, targetId);
  if (!row) throw notFound();
  if (row.status !== 'draft') throw conflict(POOL_MESSAGES.notListable(POOL_STATUS_LABELS[row.status].toLowerCase()));
}

async function apply({ tx }: ActionContext, action: PendingActionRow) {
  const row = await lockPool(tx, action.targetId);
  if (!row) throw conflict('The pool no longer exists.');
  if (row.status !== 'draft') throw conflict(POOL_MESSAGES.notListable(POOL_STATUS_LABELS[row.status].toLowerCase()));
  const settings = settingsOf(action);
  if (new Date(settings.phase_1_deadline).getTime() <= Date.now()) throw conflict(POOL_MESSAGES.deadlinePassed);
  const updated = await updatePool(tx, row.id, {
    status: 'phase_1',
    accessMode: settings.access_mode,
    invitedInvestorIds: settings.invited_investor_ids,
    phase1Deadline: new Date(settings.phase_1_deadline),
    phase2Deadline: new Date(settings.phase_2_deadline),
    phase2DeadlineListed: new Date(settings.phase_2_deadline),
    exclusionLimit: settings.exclusion_limit,
    ndaText: settings.nda_text,
    listedAt: new Date(),
  });
  const totals = (await poolTotals(tx, [row.id])).get(row.id);
  await notifyPhase1Opened(tx, updated);
  return { version: updated.version, before: snapshotOf(row, totals), after: snapshotOf(updated, totals) };
}

export function registerPoolActionTypes(actionTypes: ActionTypes): void {
  actionTypes.register({ type: POOL_LIST_ACTION, targetType: 'pool', scope: 'bank', lockTarget, onPropose, apply });
  actionTypes.registerDescriber('pool', describePoolActions);
}

function describe(action: PendingActionRow, pool: PoolRow | undefined, names: ReadonlyMap<number, string>) {
  if (!pool) return { label: null, diff: [] };
  if (action.actionType !== POOL_LIST_ACTION) return { label: pool.name, diff: [] };
  const settings = settingsOf(action);
  const invited = (settings.invited_investor_ids ?? []).map((id) => names.get(id) ?? `#${id}`).join(', ');
  const diff: FieldChange[] = [
    { field: 'status', before: pool.status, after: 'phase_1' },
    { field: 'access_mode', before: null, after: settings.access_mode === 'open' ? 'Every investor' : 'By invitation' },
    ...(invited ? [{ field: 'invited_investors', before: null, after: invited }] : []),
    { field: 'phase_1_deadline', before: null, after: settings.phase_1_deadline },
    { field: 'phase_2_deadline', before: null, after: settings.phase_2_deadline },
    { field: 'exclusion_limit', before: null, after: settings.exclusion_limit },
    { field: 'nda_text', before: null, after: settings.nda_text },
  ];
  return { label: pool.name, diff };
}

async function describePoolActions(
  db: Executor,
  actions: readonly PendingActionRow[],
): Promise<Map<number, ActionDescription>> {
  const poolsById = new Map(
    (
      await findPoolsByIds(
        db,
        actions.map((action) => action.targetId),
      )
    ).map((row) => [row.id, row]),
  );
  const names = await entityNames(
    db,
    actions.flatMap((action) => settingsOf(action).invited_investor_ids ?? []),
  );
  return new Map(actions.map((action) => [action.id, describe(action, poolsById.get(action.targetId), names)]));
}
