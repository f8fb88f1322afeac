/**
 * A loan that goes back on the market (its deal cancelled, or its bank acceptance lapsed)
 * keeps its bid deadline only while the deadline is still ahead: a passed deadline would
 * leave it listed with no valid-until date any proposal could give.
 */
export function bidDeadlineWhenRelisted(bidDeadline: string | null, today: string): string | null {
  return bidDeadline !== null && bidDeadline < today ? null : bidDeadline;
}
