import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '@/stores/toast';
import { showCarriedToast, toastOnNextPage } from '@/stores/toast-carry';

/** A stand-in for the tab's sessionStorage, which outlives a navigation. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('a toast carried to the next page', () => {
  let storage: ReturnType<typeof tabStorage>;
  beforeEach(() => {
    $toasts.set([]);
    storage = tabStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is shown by the next page, once', () => {
    toastOnNextPage({
      severity: 'success',
      summary: 'User created',
      detail: 'A set-password e-mail was sent to a@b.test.',
      life: 8000,
    });
    expect($toasts.get()).toEqual([]);
    showCarriedToast();
    expect($toasts.get()).toMatchObject([
      {
        severity: 'success',
        summary: 'User created',
        detail: 'A set-password e-mail was sent to a@b.test.',
        life: 8000,
      },
    ]);
    showCarriedToast();
    expect($toasts.get()).toHaveLength(1);
    expect(storage.items.size).toBe(0);
  });

  it('shows nothing when none was left, drops a damaged entry and shows an unknown severity as info', () => {
    showCarriedToast();
    expect($toasts.get()).toEqual([]);
    storage.setItem('dealledger.toast.next-page', '{not json');
    showCarriedToast();
    expect($toasts.get()).toEqual([]);
    storage.setItem('dealledger.toast.next-page', JSON.stringify({ severity: 'shout', summary: 'Hi' }));
    showCarriedToast();
    expect($toasts.get()).toMatchObject([{ severity: 'info', summary: 'Hi' }]);
  });

  it('is lost quietly when the storage refuses it', () => {
    vi.stubGlobal('sessionStorage', {
      setItem: () => {
        throw new Error('quota');
      },
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => toastOnNextPage({ summary: 'x' })).not.toThrow();
    expect(() => showCarriedToast()).not.toThrow();
    expect($toasts.get()).toEqual([]);
  });
});
