/** The time left to a deadline, ticking each second while the page is open; "closed" once it has passed. */
import { useEffect, useState } from 'react';

export function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days > 0) return `${days} d ${hours} h ${minutes} min`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min ${rest.toString().padStart(2, '0')} s`;
}

export function Countdown({
  deadline,
  open,
  closed,
}: {
  deadline: string;
  open: (left: string) => string;
  closed: string;
}) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  const passed = now >= end;
  useEffect(() => {
    if (passed) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end, passed]);
  // Not a live region: one ticking every second would drown the page for a screen reader.
  return (
    <span className="font-medium tabular-nums" data-countdown={passed ? 'closed' : 'open'}>
      {passed ? closed : open(timeLeft(end - now))}
    </span>
  );
}
