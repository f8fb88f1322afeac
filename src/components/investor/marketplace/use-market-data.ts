/**
 * The marketplace's data for the view in force: one page of loans and the summary of the whole
 * filtered set, requested together; the previous figures stay on screen while the next ones load.
 */
import { useEffect, useState } from 'react';
import type { ApiResult } from '@/lib/api/api-result';
import { getMarketBanks, getMarketLoans, getMarketSummary } from '../api/marketplace-api';
import type { MarketBank, MarketLoan, MarketSummary, PageMeta } from '../api/market-types';
import { loansParams, summaryParams, type MarketQuery } from './market-query';

export interface Remote<T> {
  value: T | null;
  loading: boolean;
  /** null when the last request succeeded; '' when it failed without a message. */
  error: string | null;
  /** The server refused the filters (422): asking again will not help, changing them will. */
  invalid: boolean;
  retry: () => void;
}

/** Asks again whenever `key` changes (and on retry); nothing goes out until `enabled`. */
function useRemote<T>(key: string, enabled: boolean, load: (key: string) => Promise<ApiResult<T>>): Remote<T> {
  const [state, setState] = useState<{ value: T | null; error: string | null; invalid: boolean }>({ value: null, error: null, invalid: false });
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    void load(key).then((answer) => {
      if (!current) return;
      setLoading(false);
      if (answer.ok) setState({ value: answer.data, error: null, invalid: false });
      else setState((previous) => ({ ...previous, error: answer.message ?? '', invalid: answer.status === 422 }));
    });
    return () => {
      current = false;
    };
    // `load` is a module-level function per caller: the key carries everything it depends on.
  }, [key, enabled, attempt]);

  return { ...state, loading, retry: () => setAttempt((n) => n + 1) };
}

const query = (key: string) => Object.fromEntries(new URLSearchParams(key));

const loadLoans = (key: string) => getMarketLoans(query(key));
const loadSummary = async (key: string): Promise<ApiResult<MarketSummary>> => {
  const answer = await getMarketSummary(query(key));
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
};
const loadBanks = async (): Promise<ApiResult<MarketBank[]>> => {
  const answer = await getMarketBanks();
  return answer.ok ? { ...answer, data: answer.data.data } : answer;
};

export function useMarketLoans(view: MarketQuery, enabled: boolean): Remote<{ data: MarketLoan[]; meta: PageMeta }> {
  return useRemote(new URLSearchParams(loansParams(view)).toString(), enabled, loadLoans);
}

export function useMarketSummary(view: MarketQuery, enabled: boolean): Remote<MarketSummary> {
  return useRemote(new URLSearchParams(summaryParams(view)).toString(), enabled, loadSummary);
}

export function useMarketBanks(enabled: boolean): Remote<MarketBank[]> {
  return useRemote('', enabled, loadBanks);
}
