/**
 * False on the server and in the first client render, true once the island has mounted.
 * Controls rendered before then are disabled (visibly inert, out of the tab order), so a
 * click can never land on markup whose handler is not attached yet; the island root
 * carries `data-hydrated` once it is ready, for tests and measurements to wait on.
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The marker attribute for an island root: present only once hydrated. */
export const hydratedMarker = (hydrated: boolean) => ({ 'data-hydrated': hydrated ? 'true' : undefined });
