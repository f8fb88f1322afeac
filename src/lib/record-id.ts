/** The record id in a dynamic route's address (`/app/bank/mortgages/42/listed` -> 42); null when there is none. */
export function recordIdFromPath(pathname: string, prefix: string): number | null {
  if (!pathname.startsWith(prefix)) return null;
  const segment = pathname.slice(prefix.length).split('/')[0] ?? '';
  if (!/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 ? id : null;
}
