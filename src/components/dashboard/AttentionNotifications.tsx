/**
 * The user's unread notifications in "Needs your attention", newest first: each names what
 * happened and links to its record; "Mark read" takes one off the list, "Mark all read" all of them.
 */
import { useState } from 'react';
import { toast } from '@/stores/toast';
import { formatTimestamp } from '@/components/data/format-timestamp';
import type { MyDashboardData } from './my-dashboard-api';
import { MY_DASHBOARD_TEXT as TEXT } from './my-dashboard-text';
import { markAllNotificationsRead, markNotificationRead } from './notifications-api';

type Notifications = MyDashboardData['notifications'];

export function AttentionNotifications({ initial, ready }: { initial: Notifications; ready: boolean }) {
  const [shown, setShown] = useState(initial);
  const [busy, setBusy] = useState(false);

  if (shown.items.length === 0) return null;

  const markOne = async (id: number) => {
    setBusy(true);
    const result = await markNotificationRead(id);
    setBusy(false);
    if (!result.ok) return toast({ severity: 'error', summary: result.message ?? TEXT.markFailed });
    setShown((now) => ({ unread: Math.max(0, now.unread - 1), items: now.items.filter((item) => item.id !== id) }));
  };

  const markAll = async () => {
    setBusy(true);
    const result = await markAllNotificationsRead();
    setBusy(false);
    if (!result.ok) return toast({ severity: 'error', summary: result.message ?? TEXT.markFailed });
    setShown({ unread: 0, items: [] });
    toast({ severity: 'success', summary: TEXT.allMarked });
  };

  return (
    <div className="flex flex-col gap-2" data-notifications={shown.unread}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="notifications-title" className="font-semibold">
          {TEXT.notifications(shown.unread)}
        </h3>
        <button type="button" className="btn btn-ghost btn-sm" disabled={!ready || busy} onClick={() => void markAll()}>
          {TEXT.markAllRead}
        </button>
      </div>
      <ul
        aria-labelledby="notifications-title"
        className="flex flex-col divide-y divide-[var(--surface-border)] rounded-box border border-[var(--surface-border)] bg-base-100"
      >
        {shown.items.map((item) => (
          <li
            key={item.id}
            data-notification={item.kind}
            className="flex flex-wrap items-start justify-between gap-2 px-4 py-3"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <a className="link font-medium link-hover" href={item.href}>
                {item.title}
              </a>
              {item.lines[0] && <p className="text-sm break-words">{item.lines[0]}</p>}
              <p className="text-xs opacity-75">
                <time dateTime={item.created_at}>{formatTimestamp(item.created_at)}</time>
              </p>
            </div>
            <button
              type="button"
              className="btn btn-outline btn-xs"
              disabled={!ready || busy}
              aria-label={TEXT.markReadNamed(item.title)}
              onClick={() => void markOne(item.id)}
            >
              {TEXT.markRead}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
