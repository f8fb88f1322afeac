/**
 * settings: the profile menu's Settings. A switch per notification kind says whether it is
 * e-mailed as well as shown on the main dashboard; saved together, with a confirmation.
 */
import { useEffect, useId, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { useApiData } from '@/components/data/use-api-data';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { toast } from '@/stores/toast';
import { getNotificationSettings, saveNotificationSettings, type NotificationSetting } from './settings-api';
import { SETTINGS_TEXT as TEXT } from './settings-text';

export default function NotificationSettingsForm() {
  const ready = useHydrated();
  const answer = useApiData('notification-settings', getNotificationSettings);
  const [kinds, setKinds] = useState<NotificationSetting[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (answer.value) setKinds(answer.value.kinds);
  }, [answer.value]);

  const switchKind = (kind: string, email: boolean) => {
    setSaved(false);
    setKinds((now) => now?.map((entry) => (entry.kind === kind ? { ...entry, email } : entry)) ?? now);
  };

  const save = async () => {
    if (!kinds) return;
    setSaving(true);
    setSaved(false);
    const result = await saveNotificationSettings(kinds.map(({ kind, email }) => ({ kind, email })));
    setSaving(false);
    if (!result.ok) return toast({ severity: 'error', summary: result.message ?? TEXT.saveFailed });
    setKinds(result.data.kinds);
    // Said once, beside the button that saved: the form's own status line.
    setSaved(true);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="card border border-[var(--surface-border)] bg-base-100"
      data-settings-state={answer.phase}
      {...hydratedMarker(ready)}
    >
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {TEXT.notificationsTitle}
          </h2>
          <p className="text-sm">{TEXT.notificationsIntro}</p>
        </div>
        {/* Until the switches are drawn: the answer is copied into them a render later, and a frame with neither
            would let the page shrink under the reader. */}
        {kinds === null && answer.phase !== 'failed' && <LoadingState />}
        {answer.phase === 'failed' && (
          <ErrorState message={answer.error || null} onRetry={answer.retry} ready={ready} />
        )}
        {kinds && (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <ul className="flex flex-col divide-y divide-[var(--surface-border)]">
              {kinds.map((entry) => (
                <li key={entry.kind} className="py-3">
                  <label className="flex cursor-pointer items-start justify-between gap-4">
                    <span className="flex min-w-0 flex-col gap-1">
                      <span className="font-medium">{entry.label}</span>
                      <span className="text-sm opacity-80" id={`${titleId}-${entry.kind}`}>
                        {entry.description}
                      </span>
                    </span>
                    <span className="flex shrink-0 items-center gap-2">
                      <span aria-hidden="true" className="w-7 text-sm">
                        {entry.email ? TEXT.on : TEXT.off}
                      </span>
                      <input
                        type="checkbox"
                        role="switch"
                        className="toggle toggle-primary"
                        aria-label={TEXT.emailSwitch(entry.label)}
                        aria-describedby={`${titleId}-${entry.kind}`}
                        checked={entry.email}
                        disabled={!ready || saving}
                        onChange={(event) => switchKind(entry.kind, event.target.checked)}
                      />
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="btn btn-primary" disabled={!ready || saving}>
                {saving ? TEXT.saving : TEXT.save}
              </button>
              <p role="status" className="text-sm font-medium">
                {saved ? TEXT.saved : ''}
              </p>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
