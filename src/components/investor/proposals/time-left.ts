/** Timestamps and the time left before a deadline, as people read them (UTC, so every reader sees the same). */
import { TIME_LEFT_TEXT } from './proposal-text';

/** "2026-03-02T14:05:00Z" -> "2026-03-02 14:05 UTC". */
export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;
}

/** "1 day 4 hours left", "35 minutes left", or that the deadline has passed. */
export function timeLeft(deadline: string, now: Date = new Date()): string {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (Number.isNaN(ms)) return '—';
  if (ms <= 0) return TIME_LEFT_TEXT.passed;
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts =
    days > 0
      ? [unit(days, 'day'), hours > 0 && unit(hours, 'hour')]
      : hours > 0
        ? [unit(hours, 'hour'), mins > 0 && unit(mins, 'minute')]
        : [unit(Math.max(mins, 1), 'minute')];
  return TIME_LEFT_TEXT.left(parts.filter(Boolean).join(' '));
}
