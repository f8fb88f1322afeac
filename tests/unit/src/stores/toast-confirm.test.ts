import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, removeToast, startLifeTimer, toast } from '@/stores/toast';
import {
  $confirmRequest,
  acceptConfirm,
  closeConfirm,
  rejectConfirm,
  requestConfirm,
  requestForGroup,
} from '@/stores/confirm';

describe('toasts (spec sections 3, 4 and 9)', () => {
  beforeEach(() => {
    $toasts.set([]);
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('defaults the severity to info', () => {
    toast({ summary: 'Saved' });
    expect($toasts.get()[0]).toMatchObject({ severity: 'info', summary: 'Saved' });
  });

  it('keeps the given severity and removes a toast by id', () => {
    const id = toast({ severity: 'error', summary: 'Failed' });
    expect($toasts.get()[0]?.severity).toBe('error');
    removeToast(id);
    expect($toasts.get()).toEqual([]);
  });

  it('expires after its life', () => {
    const expired = vi.fn();
    startLifeTimer(3000, expired);
    vi.advanceTimersByTime(2999);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledOnce();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const expired = vi.fn();
    const timer = startLifeTimer(3000, expired);
    vi.advanceTimersByTime(1000);
    timer.pause();
    vi.advanceTimersByTime(10_000);
    expect(expired).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(1999);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledOnce();
  });
});

describe('confirmation requests (spec section 4)', () => {
  it('reaches only the dialog of its group', () => {
    void requestConfirm({ message: 'Delete?', group: 'table' });
    expect(requestForGroup($confirmRequest.get(), 'table')?.message).toBe('Delete?');
    expect(requestForGroup($confirmRequest.get(), 'global')).toBeNull();
    closeConfirm($confirmRequest.get()!.id);
  });

  it('goes to the global dialog when no group is given', () => {
    void requestConfirm({ message: 'Log out?' });
    expect(requestForGroup($confirmRequest.get(), 'global')?.message).toBe('Log out?');
    closeConfirm($confirmRequest.get()!.id);
  });

  it('hides and calls accept on accept', async () => {
    const accept = vi.fn();
    const answer = requestConfirm({ message: 'Go?', accept });
    acceptConfirm($confirmRequest.get()!.id);
    expect(await answer).toBe(true);
    expect(accept).toHaveBeenCalledOnce();
    expect($confirmRequest.get()).toBeNull();
  });

  it('hides and calls reject on reject', async () => {
    const reject = vi.fn();
    const answer = requestConfirm({ message: 'Go?', reject });
    rejectConfirm($confirmRequest.get()!.id);
    expect(await answer).toBe(false);
    expect(reject).toHaveBeenCalledOnce();
    expect($confirmRequest.get()).toBeNull();
  });

  it('hides without accepting on dismissal', async () => {
    const accept = vi.fn();
    const onHide = vi.fn();
    const answer = requestConfirm({ message: 'Go?', accept, onHide });
    closeConfirm($confirmRequest.get()!.id);
    expect(await answer).toBe(false);
    expect(accept).not.toHaveBeenCalled();
    expect(onHide).toHaveBeenCalledOnce();
  });
});
