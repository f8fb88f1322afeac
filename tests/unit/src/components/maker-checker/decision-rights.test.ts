import { describe, expect, it } from 'vitest';
import {
  decisionNote,
  decisionRights,
  fromAcceptance,
  fromBatchAction,
  fromResource,
  type DecidableAction,
} from '@/components/maker-checker/decision-rights';

const MAKER = 11;
const CHECKER = 22;
const waiting: DecidableAction = { id: 5, status: 'pending', makerId: MAKER };
const NOTES = { makerNote: 'You made it: another checker decides.', onlookerNote: 'A manager decides this.' };

describe('who may decide a pending action', () => {
  it('lets a checker who did not make it approve and reject, but not cancel', () => {
    expect(decisionRights(waiting, { userId: CHECKER, checker: true }, { cancellable: true })).toEqual({
      own: false,
      stale: false,
      approve: true,
      reject: true,
      cancel: false,
    });
  });

  it('keeps the maker from deciding their own action even with the checker’s role (four eyes)', () => {
    expect(decisionRights(waiting, { userId: MAKER, checker: true })).toEqual({
      own: true,
      stale: false,
      approve: false,
      reject: false,
      cancel: false,
    });
  });

  it('lets the maker cancel only where the screen offers it', () => {
    expect(decisionRights(waiting, { userId: MAKER, checker: false }, { cancellable: true }).cancel).toBe(true);
    expect(decisionRights(waiting, { userId: MAKER, checker: false }, { cancellable: false }).cancel).toBe(false);
  });

  it('follows the API’s own word when it says the viewer may not decide', () => {
    expect(decisionRights(waiting, { userId: CHECKER, checker: true }, { mayDecide: false })).toMatchObject({
      approve: false,
      reject: false,
    });
  });

  it('offers a stale action, made on an older version of its record, for rejecting only', () => {
    expect(decisionRights(waiting, { userId: CHECKER, checker: true }, { stale: true })).toMatchObject({
      stale: true,
      approve: false,
      reject: true,
    });
    const stale = { ...NOTES, staleNote: 'The record changed: reject it.' };
    const rights = decisionRights(waiting, { userId: CHECKER, checker: true }, { stale: true });
    expect(decisionNote(waiting, rights, stale)).toBe(stale.staleNote);
  });

  it('offers nothing on an action already decided', () => {
    for (const status of ['approved', 'rejected', 'cancelled'] as const) {
      expect(decisionRights({ ...waiting, status }, { userId: CHECKER, checker: true })).toMatchObject({
        approve: false,
        reject: false,
      });
      expect(
        decisionRights({ ...waiting, status }, { userId: MAKER, checker: true }, { cancellable: true }).cancel,
      ).toBe(false);
    }
  });

  it('treats a viewer not yet known (before sign-in is read) as nobody’s maker', () => {
    expect(decisionRights({ ...waiting, makerId: null }, { userId: null, checker: true })).toMatchObject({
      own: false,
      approve: true,
    });
  });
});

describe('the note for a viewer who may not decide', () => {
  const note = (action: DecidableAction, userId: number, checker: boolean) =>
    decisionNote(action, decisionRights(action, { userId, checker }), NOTES);

  it('tells the maker why they do not decide, anyone else who does, and the checker nothing', () => {
    expect(note(waiting, MAKER, true)).toBe(NOTES.makerNote);
    expect(note(waiting, CHECKER, false)).toBe(NOTES.onlookerNote);
    expect(note(waiting, CHECKER, true)).toBeNull();
  });

  it('says nothing once the action is decided, or when the screen has no such note', () => {
    expect(note({ ...waiting, status: 'approved' }, MAKER, true)).toBeNull();
    expect(decisionNote(waiting, decisionRights(waiting, { userId: MAKER, checker: true }), {})).toBeNull();
  });
});

describe('the three shapes the answers carry a pending action in', () => {
  it('reads the resource, a batch’s action and a proposal’s acceptance alike', () => {
    expect(fromResource({ id: 5, status: 'pending', maker: { id: MAKER } })).toEqual(waiting);
    expect(fromResource({ id: 5, status: 'pending', maker: null })).toEqual({ ...waiting, makerId: null });
    expect(fromBatchAction({ id: 5, status: 'pending', maker_id: MAKER })).toEqual(waiting);
    expect(fromAcceptance({ pending_action_id: 5, maker: { id: MAKER } })).toEqual(waiting);
  });
});
