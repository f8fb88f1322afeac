/**
 * One record for a detail page, loaded once its id is known and again on `reload`. Every detail
 * page treats an unknown record alike: an address naming no id, a 404 and a 403 (a record of
 * another organisation is not there for this viewer) read as missing; any other failure keeps the
 * server's message for a retry.
 */
import { useEffect, useState } from 'react';
import type { ApiResult } from '@/lib/api/api-result';
import { recordIdFromPath } from '@/lib/record-id';
import { recordState, type RecordState } from './record-state';
import { useApiData } from './use-api-data';

export type { RecordState };

/**
 * The id the page's address names, as `read` finds it in the path: undefined until the address
 * has been read (the server renders no address), null when it names none. Read once, at hydration.
 */
export function useAddressId(read: (pathname: string) => number | null): number | null | undefined {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(read(window.location.pathname)), []);
  return id;
}

/** The id the page's address names after `prefix`. */
export function useRecordIdFromPath(prefix: string): number | null | undefined {
  return useAddressId((pathname) => recordIdFromPath(pathname, prefix));
}

export function useRecord<T>(load: (id: number) => Promise<ApiResult<T>>, id: number | null | undefined) {
  const data = useApiData(typeof id === 'number' ? String(id) : null, () => load(id as number), { fresh: true });
  return { state: recordState(id, data), reload: data.retry, replace: data.replace };
}
