/** The time left until bids close, ticking each second; the deadline it counts to is re-read by the screen. */
import { useEffect, useState } from 'react';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { BID_TEXT as T } from './bid-text';

const pad = (value: number) => String(value).padStart(2, '0');

export function timeLeft(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

export function BidCountdown({ deadline, onClosed }: { deadline: string; onClosed: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const end = new Date(deadline).getTime();
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = end - now;
  useEffect(() => {
    if (left <= 0) onClosed();
  }, [left <= 0]);
  return (
    <div className="stat px-0" data-testid="bid-countdown">
      <div className="stat-title">{T.closesIn}</div>
      {/* The figure changes every second: announced only when read, not on every tick. */}
      <div className="stat-value font-mono text-2xl tabular-nums" aria-live="off">
        {timeLeft(left)}
      </div>
      <div className="stat-desc">
        {T.deadline}: <time dateTime={deadline}>{formatTimestamp(deadline)}</time>
      </div>
    </div>
  );
}
