import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decide, reloads } from '@/components/maker-checker/decide';
import type { DecisionWords } from '@/components/maker-checker/decision-words';
import type { ApiResult } from '@/lib/api/api-result';
import { $confirmRequest, acceptConfirm, rejectConfirm } from '@/stores/confirm';
import { $toasts } from '@/stores/toast';

const WORDS: DecisionWords = {
  approve: { label: 'Approve', confirm: { message: 'Approve it?' }, done: 'Approved.' },
  reject: {
    label: 'Reject',
    confirm: { message: 'Reject it?', danger: true },
    done: 'Rejected.',
    prompt: { title: 'Reject', label: 'Reason', required: 'Give a reason.', submit: 'Reject', close: 'Close' },
  },
  cancel: { label: 'Cancel action', confirm: { message: 'Cancel it?' }, done: 'Cancelled.' },
  failed: 'That did not work.',
};

let stop: (() => void) | null = null;
function answerConfirms(accept: boolean): string[] {
  const asked: string[] = [];
  stop = $confirmRequest.listen((request) => {
    if (!request) return;
    asked.push(request.message);
    if (accept) acceptConfirm(request.id);
    else rejectConfirm(request.id);
  });
  return asked;
}

type Sent = ApiResult<never>;
const answering = (result: Sent | { ok: true; status: number; data: unknown }) => vi.fn(async () => result as Sent);
const refused = (status: number, message: string | null, fieldErrors: Record<string, string[]> = {}): Sent => ({
  ok: false,
  status,
  message,
  fieldErrors,
});
const summaries = () => $toasts.get().map((toast) => toast.summary);

describe('deciding a pending action', () => {
  beforeEach(() => $toasts.set([]));
  afterEach(() => stop?.());

  it('asks with the verdict’s own words, sends the verdict and reason, and reloads once decided', async () => {
    const asked = answerConfirms(true);
    const send = answering({ ok: true, status: 200, data: {} });
    const outcome = await decide(5, 'reject', WORDS, 'Valuation too old.', send);
    expect(asked).toEqual(['Reject it?']);
    expect(send).toHaveBeenCalledWith(5, 'reject', 'Valuation too old.');
    expect(outcome).toEqual({ kind: 'decided' });
    expect(reloads(outcome)).toBe(true);
    expect(summaries()).toEqual(['Rejected.']);
  });

  it('sends nothing when the confirmation is declined', async () => {
    answerConfirms(false);
    const send = answering({ ok: true, status: 200, data: {} });
    const outcome = await decide(5, 'approve', WORDS, '', send);
    expect(outcome).toEqual({ kind: 'declined' });
    expect(reloads(outcome)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('does not cancel on a screen that offers no cancel', async () => {
    const asked = answerConfirms(true);
    const send = answering({ ok: true, status: 200, data: {} });
    const withoutCancel: DecisionWords = { ...WORDS, cancel: undefined };
    expect(await decide(5, 'cancel', withoutCancel, '', send)).toEqual({ kind: 'declined' });
    expect(asked).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a 409 as the error toast and reloads, since someone else decided it meanwhile', async () => {
    answerConfirms(true);
    const outcome = await decide(5, 'approve', WORDS, '', answering(refused(409, 'This action is no longer pending.')));
    expect(outcome).toEqual({ kind: 'overtaken' });
    expect(reloads(outcome)).toBe(true);
    expect(summaries()).toEqual(['This action is no longer pending.']);
  });

  it('hands a 422 on the reason back to the reason dialog without a toast', async () => {
    answerConfirms(true);
    const outcome = await decide(
      5,
      'reject',
      WORDS,
      'x',
      answering(refused(422, 'Validation failed', { reason: ['The reason contains forbidden characters.'] })),
    );
    expect(outcome).toEqual({ kind: 'reason', message: 'The reason contains forbidden characters.' });
    expect(reloads(outcome)).toBe(false);
    expect(summaries()).toEqual([]);
  });

  it('shows a 403 as the error toast and leaves the screen as it is', async () => {
    answerConfirms(true);
    const outcome = await decide(5, 'approve', WORDS, '', answering(refused(403, 'You made this change.')));
    expect(outcome).toEqual({ kind: 'refused' });
    expect(reloads(outcome)).toBe(false);
    expect(summaries()).toEqual(['You made this change.']);
  });
});
