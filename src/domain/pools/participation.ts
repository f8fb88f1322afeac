/**
 * How far an investor has come in a pool's sale, which decides what of the data room it reaches
 * (DOMAIN.md, "Portfolio sales"): nothing before accepting the NDA, level 1 after it, level 2 once
 * shortlisted for the binding phase.
 */
export const SHORTLIST_DECISIONS = ['pending', 'shortlisted', 'not_shortlisted'] as const;
export type ShortlistDecision = (typeof SHORTLIST_DECISIONS)[number];

export const ROOM_LEVELS = [1, 2] as const;
export type RoomLevel = (typeof ROOM_LEVELS)[number];

/** The highest data-room level an investor reaches: 0 (none) without an accepted NDA. */
export function roomLevelOf(participant: { shortlist: ShortlistDecision } | null | undefined): 0 | RoomLevel {
  if (!participant) return 0;
  return participant.shortlist === 'shortlisted' ? 2 : 1;
}
