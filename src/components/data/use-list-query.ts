/**
 * A list island's view, read from and written to the page's address. The first render uses the
 * defaults (the server knows no query), the URL is read once mounted; every change is a new
 * history entry, so Back returns to the previous view.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  defaultListQuery,
  parseListQuery,
  serialiseListQuery,
  type ListQuery,
  type ListQuerySpec,
} from '@/lib/list-query';

export function useListQuery<F extends string>(spec: ListQuerySpec<F>) {
  const [query, setQuery] = useState<ListQuery<F>>(() => defaultListQuery(spec));
  const [fromUrl, setFromUrl] = useState(false);

  useEffect(() => {
    const read = () => {
      setQuery(parseListQuery(window.location.search, spec));
      setFromUrl(true);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [spec]);

  const change = useCallback(
    (next: ListQuery<F>) => {
      const search = serialiseListQuery(next, spec);
      if (search !== window.location.search) window.history.pushState(null, '', `${window.location.pathname}${search}`);
      setQuery(next);
    },
    [spec],
  );

  // Relative ("?page=2"), so the server's and the browser's first render write the same link.
  const hrefFor = useCallback((next: ListQuery<F>) => serialiseListQuery(next, spec) || '?', [spec]);

  /** `fromUrl` is false until the address has been read: no request should go out before. */
  return { query, change, hrefFor, fromUrl };
}
