/**
 * Phase 2's soft close (DOMAIN.md, "Portfolio sales"): a binding bid placed when the deadline is at most
 * EXTENSION_WINDOW_MINUTES away moves it EXTENSION_STEP_MINUTES later, never past the listed deadline plus
 * EXTENSION_CAP_MINUTES, so a last-second bid always leaves the others time to answer, and the sale still ends.
 */
import { EXTENSION_CAP_MINUTES, EXTENSION_STEP_MINUTES, EXTENSION_WINDOW_MINUTES } from './award.ts';

const MINUTE = 60_000;

/** The deadline after a bid placed at `now`; the same deadline when the bid is not a late one. */
export function deadlineAfterBid(now: Date, current: Date, listed: Date): Date {
  if (now.getTime() >= current.getTime()) return current;
  if (current.getTime() - now.getTime() > EXTENSION_WINDOW_MINUTES * MINUTE) return current;
  const cap = listed.getTime() + EXTENSION_CAP_MINUTES * MINUTE;
  const moved = Math.min(current.getTime() + EXTENSION_STEP_MINUTES * MINUTE, cap);
  return moved > current.getTime() ? new Date(moved) : current;
}
