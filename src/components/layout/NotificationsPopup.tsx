/** The notifications panel the bell opens: inbox, general and archived tabs, a search box and mark all as read. */
import { useState } from 'react';
import { CheckCheck, Search } from 'lucide-react';
import { toast } from '@/stores/toast';
import { SAMPLE_NOTIFICATIONS, type NotificationTab } from './sample-content';
import { NOTIFICATIONS_TEXT, SHELL_TEXT } from './shell-text';

interface Props {
  /** The bell's id base: the panel is `${baseId}-popup`. */
  baseId: string;
  /** Notifications marked as read; the bell keeps them, for its badge. */
  readIds: number[];
  inboxUnread: number;
  onAllRead: () => void;
}

export default function NotificationsPopup({ baseId, readIds, inboxUnread, onAllRead }: Props) {
  const [tab, setTab] = useState<NotificationTab>('inbox');
  const [query, setQuery] = useState('');

  const needle = query.trim().toLowerCase();
  const shown = SAMPLE_NOTIFICATIONS.filter(
    (item) => item.tab === tab && (!needle || `${item.title} ${item.detail}`.toLowerCase().includes(needle)),
  );

  const markAllRead = () => {
    onAllRead();
    toast({
      severity: 'success',
      summary: NOTIFICATIONS_TEXT.markedSummary,
      detail: NOTIFICATIONS_TEXT.markedDetail,
      life: 3000,
    });
  };

  return (
    <div
      id={`${baseId}-popup`}
      role="dialog"
      aria-label={SHELL_TEXT.notifications}
      className="dropdown-content shell-popover mt-2 w-[min(24rem,calc(100vw-1.5rem))] border border-[var(--surface-border)] bg-base-100 p-4 shadow-xl"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{SHELL_TEXT.notifications}</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={markAllRead}>
          <CheckCheck aria-hidden="true" className="size-4" />
          {NOTIFICATIONS_TEXT.markAllRead}
        </button>
      </div>
      <div role="tablist" className="tabs-border tabs" aria-label={SHELL_TEXT.notifications}>
        {NOTIFICATIONS_TEXT.tabs.map(({ key, label: tabLabel }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${baseId}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${baseId}-panel`}
            className={`tab gap-1 ${tab === key ? 'tab-active' : ''}`}
            onClick={() => setTab(key)}
          >
            {tabLabel}
            {key === 'inbox' && inboxUnread > 0 && <span className="badge badge-sm badge-primary">{inboxUnread}</span>}
          </button>
        ))}
      </div>
      <label className="input my-3 w-full input-sm">
        <Search aria-hidden="true" className="size-4 opacity-70" />
        <input
          type="search"
          className="grow"
          placeholder={NOTIFICATIONS_TEXT.searchPlaceholder}
          aria-label={NOTIFICATIONS_TEXT.searchLabel}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      <ul
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="flex max-h-72 flex-col gap-1 overflow-y-auto"
      >
        {shown.length === 0 && <li className="py-4 text-center text-sm">{NOTIFICATIONS_TEXT.empty}</li>}
        {shown.map((item) => {
          const isUnread = item.unread && !readIds.includes(item.id);
          return (
            <li key={item.id} className={`rounded-box p-2 ${isUnread ? 'bg-[var(--primary-soft)]' : ''}`}>
              <p className="flex items-center gap-2 text-sm font-medium">
                {isUnread && (
                  <>
                    <span aria-hidden="true" className="status status-primary" />
                    <span className="sr-only">{NOTIFICATIONS_TEXT.unread}</span>
                  </>
                )}
                {item.title}
              </p>
              <p className="text-sm">{item.detail}</p>
              <p className="text-xs opacity-80">{item.time}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
