/** The organisation in the address (/app/admin/entities/{type}/{id}[/edit]); the pages are one static shell for every id. */
export function entityFromPath(pathname: string): { kind: string; id: number } | null {
  const match = /^\/app\/admin\/entities\/([a-z]{1,32})\/(\d{1,9})(?:\/edit)?\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[2]);
  return id >= 1 ? { kind: match[1]!, id } : null;
}

/** The organisation's id alone, as a detail page's record id. */
export const entityIdFromPath = (pathname: string) => entityFromPath(pathname)?.id ?? null;
