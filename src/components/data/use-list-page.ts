/**
 * One page of a list for the request in force; the previous rows stay on screen while the next
 * page loads, and a failure keeps them with the error beside. `request` is the complete API query.
 */
import { useEffect, useState } from 'react';
import type { ApiResult } from '@/lib/api/api-result';

export interface ListPage<T> {
  rows: T[] | null;
  total: number;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

export function useListPage<T>(load: (request: Record<string, string>) => Promise<ApiResult<{ data: T[]; meta: { total: number } }>>, request: Record<string, string>, enabled: boolean): ListPage<T> {
  const [result, setResult] = useState<{ rows: T[] | null; total: number; error: string | null }>({ rows: null, total: 0, error: null });
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const key = new URLSearchParams(request).toString();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    void load(Object.fromEntries(new URLSearchParams(key))).then((answer) => {
      if (!current) return;
      setLoading(false);
      if (answer.ok) setResult({ rows: answer.data.data, total: answer.data.meta.total, error: null });
      else setResult((previous) => ({ ...previous, error: answer.message ?? '' }));
    });
    return () => {
      current = false;
    };
  }, [key, enabled, attempt, load]);

  return { ...result, loading, retry: () => setAttempt((n) => n + 1) };
}
