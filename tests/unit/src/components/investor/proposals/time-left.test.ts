import { describe, expect, it } from 'vitest';
import { formatTimestamp, timeLeft } from '@/components/investor/proposals/time-left';

const NOW = new Date('2026-03-02T10:00:00Z');

describe('the time left to accept finally', () => {
  it('counts days and hours while more than a day is left', () => {
    expect(timeLeft('2026-03-04T14:30:00Z', NOW)).toBe('2 days 4 hours left');
    expect(timeLeft('2026-03-03T10:00:00Z', NOW)).toBe('1 day left');
  });

  it('counts hours and minutes on the last day, and never shows zero minutes', () => {
    expect(timeLeft('2026-03-02T11:05:00Z', NOW)).toBe('1 hour 5 minutes left');
    expect(timeLeft('2026-03-02T10:00:20Z', NOW)).toBe('1 minute left');
  });

  it('says when the deadline has passed', () => {
    expect(timeLeft('2026-03-02T09:59:59Z', NOW)).toBe('The deadline has passed.');
  });
});

describe('a timestamp as shown', () => {
  it('is the UTC day and minute', () => {
    expect(formatTimestamp('2026-03-02T14:05:31.123Z')).toBe('2026-03-02 14:05 UTC');
    expect(formatTimestamp(null)).toBe('—');
  });
});
