/** Each bench account's session, signed in through the API once, when a page first needs it. */
import { signedInState, type StorageState } from './measure.ts';
import type { BenchAccountName } from './pages.ts';

export type SessionOf = (account: BenchAccountName) => Promise<StorageState>;

export function sessions(baseUrl: string): SessionOf {
  const signedIn = new Map<BenchAccountName, Promise<StorageState>>();
  return (account) => {
    let state = signedIn.get(account);
    if (!state) {
      state = signedInState(baseUrl, account);
      signedIn.set(account, state);
    }
    return state;
  };
}
