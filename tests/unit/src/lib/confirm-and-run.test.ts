import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@/lib/api/api-result';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { $confirmRequest, acceptConfirm, rejectConfirm } from '@/stores/confirm';
import { $toasts } from '@/stores/toast';

const WORDS = { done: 'Done.', failed: 'That did not work.' };
const CONFIRM = { header: 'Approve', message: 'Approve this?', acceptLabel: 'Approve' };

let stopAnswering: (() => void) | null = null;
/** Answers every confirmation the way a user would click, and records what was asked. */
function answerConfirms(accept: boolean): string[] {
  const asked: string[] = [];
  stopAnswering = $confirmRequest.listen((request) => {
    if (!request) return;
    asked.push(request.message);
    if (accept) acceptConfirm(request.id);
    else rejectConfirm(request.id);
  });
  return asked;
}

const refused = (
  status: number,
  message: string | null,
  fieldErrors: Record<string, string[]> = {},
): ApiResult<never> => ({ ok: false, status, message, fieldErrors });
const toasts = () => $toasts.get().map(({ severity, summary }) => ({ severity, summary }));

describe('confirm and run: one rule for every confirmed action', () => {
  beforeEach(() => $toasts.set([]));
  afterEach(() => stopAnswering?.());

  it('sends nothing and answers null when the confirmation is declined', async () => {
    answerConfirms(false);
    const send = vi.fn(async (): Promise<ApiResult<number>> => ({ ok: true, status: 200, data: 1 }));
    expect(await confirmAndRun(CONFIRM, send, WORDS)).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('asks first, then sends, then says it is done', async () => {
    const asked = answerConfirms(true);
    const result = await confirmAndRun(CONFIRM, async () => ({ ok: true, status: 200, data: 7 }), WORDS);
    expect(asked).toEqual(['Approve this?']);
    expect(result).toEqual({ ok: true, status: 200, data: 7 });
    expect(toasts()).toEqual([{ severity: 'success', summary: 'Done.' }]);
  });

  it('leaves a 422 that names a field the screen shows to that field', async () => {
    answerConfirms(true);
    const result = await confirmAndRun(
      CONFIRM,
      async () => refused(422, 'Validation failed', { reason: ['Give a reason.'] }),
      WORDS,
      ['reason'],
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { reason: ['Give a reason.'] } });
    expect(toasts()).toEqual([]);
  });

  it('toasts a 422 about nothing the screen shows, with the server’s message', async () => {
    answerConfirms(true);
    await confirmAndRun(
      CONFIRM,
      async () => refused(422, 'The listing has expired.', { status: ['Not listed.'] }),
      WORDS,
      ['reason'],
    );
    expect(toasts()).toEqual([{ severity: 'error', summary: 'The listing has expired.' }]);
  });

  it('toasts a 409 and a 403 with the server’s message even where the screen has fields', async () => {
    answerConfirms(true);
    await confirmAndRun(CONFIRM, async () => refused(409, 'Someone decided it first.'), WORDS, ['reason']);
    await confirmAndRun(CONFIRM, async () => refused(403, 'You made this change.'), WORDS, ['reason']);
    expect(toasts()).toEqual([
      { severity: 'error', summary: 'Someone decided it first.' },
      { severity: 'error', summary: 'You made this change.' },
    ]);
  });

  it('falls back to the screen’s words when the server says nothing (a lost connection)', async () => {
    answerConfirms(true);
    await confirmAndRun(CONFIRM, async () => refused(0, null), WORDS);
    expect(toasts()).toEqual([{ severity: 'error', summary: 'That did not work.' }]);
  });
});
