/** How long an action has waited, in words: hours under a day, then days. */
export function waited(createdAt: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 3_600_000));
  if (hours < 1) return 'Under an hour';
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}
