/**
 * The four-eyes rules of the maker/checker engine, on a real database with the demo
 * people, through an action type that renames an organisation (in a registry of its own).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadActor, type Actor } from '../../../server/lib/access/actor.ts';
import {
  approveAction,
  cancelAction,
  createActionTypes,
  proposeAction,
  rejectAction,
  MAKER_CHECKER_MESSAGES,
} from '../../../server/lib/maker-checker/index.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { entities, pendingActions, revisions, users } from '../../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { DEMO } from '../../support/demo-people.ts';

const RENAME = 'test.rename-entity';

const actionTypes = createActionTypes();
actionTypes.register({
  type: RENAME,
  targetType: 'entity',
  scope: 'bank',
  async lockTarget(tx, targetId) {
    const [row] = await tx
      .select({ version: entities.version, id: entities.id })
      .from(entities)
      .where(eq(entities.id, targetId))
      .for('update');
    return row ? { version: row.version, scopeEntityId: row.id } : null;
  },
  async apply({ tx }, action) {
    const [before] = await tx.select({ name: entities.name }).from(entities).where(eq(entities.id, action.targetId));
    const name = String(action.payload['name']);
    const [after] = await tx
      .update(entities)
      .set({ name, version: sql`${entities.version} + 1` })
      .where(eq(entities.id, action.targetId))
      .returning({ name: entities.name, version: entities.version });
    return { version: after!.version, before: { name: before!.name }, after: { name: after!.name } };
  },
});

let t: TestApp;
let northwindId: number;
const actors: Record<string, Actor> = {};

async function actorFor(email: string): Promise<Actor> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return loadActor(t.db, user!.id);
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

const northwindName = async () =>
  (await t.db.select({ name: entities.name }).from(entities).where(eq(entities.id, northwindId)))[0]!.name;

beforeAll(async () => {
  t = await createTestApp();
  const [bank] = await t.db.select({ id: entities.id }).from(entities).where(eq(entities.name, 'Northwind Bank'));
  northwindId = bank!.id;
  for (const email of [
    DEMO.northwindOfficer.email,
    DEMO.northwindManager.email,
    DEMO.harborManager.email,
    DEMO.superAdmin.email,
    DEMO.summitAnalyst.email,
  ]) {
    actors[email] = await actorFor(email);
  }
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(pendingActions).where(eq(pendingActions.actionType, RENAME));
  await t.db.update(entities).set({ status: 'active' }).where(eq(entities.id, northwindId));
});

const officer = () => actors[DEMO.northwindOfficer.email]!;
const manager = () => actors[DEMO.northwindManager.email]!;
const propose = (actor: Actor, name = 'Northwind Bank plc') =>
  proposeAction(t.db, actionTypes, actor, { type: RENAME, targetId: northwindId, payload: { name } });

describe('making an action', () => {
  it('records a pending action at the target version and changes nothing yet', async () => {
    const before = await northwindName();
    const action = await propose(officer());
    expect(action).toMatchObject({
      status: 'pending',
      scope: 'bank',
      scopeEntityId: northwindId,
      targetType: 'entity',
    });
    expect(await northwindName()).toBe(before);
  });

  it('allows one pending action per target and type', async () => {
    await propose(officer());
    await expect(propose(manager())).rejects.toMatchObject({
      statusCode: 409,
      message: MAKER_CHECKER_MESSAGES.alreadyPending,
    });
  });

  it('refuses a maker without a maker role there: another bank sees nothing, an investor neither', async () => {
    expect(await statusOf(propose(actors[DEMO.harborManager.email]!))).toBe(404);
    expect(await statusOf(propose(actors[DEMO.summitAnalyst.email]!))).toBe(404);
  });

  it('refuses a platform admin, who sees bank records read-only', async () => {
    expect(await statusOf(propose(actors[DEMO.superAdmin.email]!))).toBe(403);
  });

  it('refuses the people of a suspended organisation', async () => {
    await t.db.update(entities).set({ status: 'suspended' }).where(eq(entities.id, northwindId));
    expect(await statusOf(propose(await actorFor(DEMO.northwindOfficer.email)))).toBe(403);
  });
});

describe('checking an action', () => {
  it('applies the change on approval by a manager who is not the maker, with its revision', async () => {
    const action = await propose(officer(), 'Northwind Bank (approved)');
    const approved = await approveAction(t.db, actionTypes, manager(), action.id);
    expect(approved).toMatchObject({ status: 'approved', checkerId: manager().userId });
    expect(await northwindName()).toBe('Northwind Bank (approved)');
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.pendingActionId, action.id)));
    expect(revision).toMatchObject({
      targetType: 'entity',
      targetId: northwindId,
      actorId: officer().userId,
      approverId: manager().userId,
    });
    expect(revision!.after).toEqual({ name: 'Northwind Bank (approved)' });
  });

  it('never lets the maker check their own action', async () => {
    const action = await propose(manager());
    await expect(approveAction(t.db, actionTypes, manager(), action.id)).rejects.toMatchObject({
      statusCode: 403,
      message: MAKER_CHECKER_MESSAGES.ownAction,
    });
    await expect(rejectAction(t.db, actionTypes, manager(), action.id, 'no')).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('does not let an officer approve', async () => {
    const action = await propose(manager());
    expect(await statusOf(approveAction(t.db, actionTypes, officer(), action.id))).toBe(403);
  });

  it('hides the action from another bank', async () => {
    const action = await propose(officer());
    expect(await statusOf(approveAction(t.db, actionTypes, actors[DEMO.harborManager.email]!, action.id))).toBe(404);
  });

  it('refuses a stale approval with 409 and leaves the action pending', async () => {
    const before = await northwindName();
    const action = await propose(officer(), 'Stale name');
    await t.db
      .update(entities)
      .set({ version: sql`${entities.version} + 1` })
      .where(eq(entities.id, northwindId));
    await expect(approveAction(t.db, actionTypes, manager(), action.id)).rejects.toMatchObject({
      statusCode: 409,
      message: MAKER_CHECKER_MESSAGES.stale,
    });
    expect(await northwindName()).toBe(before);
    const [row] = await t.db.select().from(pendingActions).where(eq(pendingActions.id, action.id));
    expect(row!.status).toBe('pending');
  });

  it('needs a reason to reject, and a rejection changes nothing', async () => {
    const before = await northwindName();
    const action = await propose(officer(), 'Rejected name');
    await expect(rejectAction(t.db, actionTypes, manager(), action.id, '   ')).rejects.toMatchObject({
      statusCode: 422,
    });
    const rejected = await rejectAction(t.db, actionTypes, manager(), action.id, 'Not the legal name');
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Not the legal name', checkerId: manager().userId });
    expect(await northwindName()).toBe(before);
    expect(await t.db.select().from(revisions).where(eq(revisions.pendingActionId, action.id))).toEqual([]);
    expect(await statusOf(approveAction(t.db, actionTypes, manager(), action.id))).toBe(409);
  });

  it('lets only the maker cancel', async () => {
    const action = await propose(officer());
    expect(await statusOf(cancelAction(t.db, actionTypes, manager(), action.id))).toBe(403);
    expect(await cancelAction(t.db, actionTypes, officer(), action.id)).toMatchObject({ status: 'cancelled' });
  });

  it('applies once when two approvals race', async () => {
    const versionBefore = (
      await t.db.select({ version: entities.version }).from(entities).where(eq(entities.id, northwindId))
    )[0]!.version;
    const action = await propose(officer(), 'Raced name');
    const results = await Promise.allSettled([
      approveAction(t.db, actionTypes, manager(), action.id),
      approveAction(t.db, actionTypes, manager(), action.id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((result) => result.status === 'rejected');
    expect((failure as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    const [entity] = await t.db
      .select({ version: entities.version })
      .from(entities)
      .where(eq(entities.id, northwindId));
    expect(entity!.version).toBe(versionBefore + 1);
    expect(await t.db.select().from(revisions).where(eq(revisions.pendingActionId, action.id))).toHaveLength(1);
  });
});
