/**
 * The notifications bell of the top bar with its unread badge. The panel it opens (tabs,
 * search, mark all as read) is downloaded the first time it is opened.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { SAMPLE_NOTIFICATIONS, type NotificationTab } from './sample-content';
import { NOTIFICATIONS_TEXT, SHELL_TEXT } from './shell-text';
import { withAppStyles } from '@/components/ui/app-styles-on-demand';

const NotificationsPopup = lazy(() => withAppStyles(() => import('./NotificationsPopup')));

/** @param ready the top bar has hydrated; until then the bell is inert. */
export default function NotificationsPanel({ ready }: { ready: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [readIds, setReadIds] = useState<number[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  const baseId = useId();

  const unread = (tabKey: NotificationTab) =>
    SAMPLE_NOTIFICATIONS.filter((item) => item.tab === tabKey && item.unread && !readIds.includes(item.id)).length;
  const inboxUnread = unread('inbox');

  return (
    <div ref={root} className={`dropdown dropdown-end ${open ? 'dropdown-open' : 'dropdown-close'}`}>
      <button
        type="button"
        className="btn indicator btn-circle btn-ghost"
        title={SHELL_TEXT.notifications}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${baseId}-popup`}
        disabled={!ready}
        onClick={() => {
          setOpened(true);
          setOpen(!open);
        }}
      >
        <Bell aria-hidden="true" className="size-5" />
        <span className="sr-only">{SHELL_TEXT.notifications}</span>
        {inboxUnread > 0 && (
          <span className="indicator-item badge badge-xs badge-primary">
            {inboxUnread}
            <span className="sr-only"> {NOTIFICATIONS_TEXT.unread}</span>
          </span>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsPopup
            baseId={baseId}
            readIds={readIds}
            inboxUnread={inboxUnread}
            onAllRead={() => setReadIds(SAMPLE_NOTIFICATIONS.map((item) => item.id))}
          />
        </Suspense>
      )}
    </div>
  );
}
