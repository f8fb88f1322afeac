/**
 * The profile menu of the top bar: Profile, Settings (the user's settings page), Calendar, Inbox and Log out (after a
 * confirmation). Its list is downloaded the first time the menu is opened. The avatar button is named
 * after the signed-in user (its initial alone says nothing to a screen reader); its title says what it opens.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user, logout } from '@/stores/auth';
import { requestConfirm } from '@/stores/confirm';
import { pathFor } from '@/domain/routes';
import { toast } from '@/stores/toast';
import { useDismiss } from '@/components/ui/use-dismiss';
import type { ProfileItem } from './ProfileMenuList';
import { PROFILE_TEXT, SHELL_TEXT } from './shell-text';
import { withAppStyles } from '@/components/ui/app-styles-on-demand';

const ProfileMenuList = lazy(() => withAppStyles(() => import('./ProfileMenuList')));

/** @param ready the top bar has hydrated; until then the button is inert. */
export default function ProfileMenu({ ready }: { ready: boolean }) {
  const user = useStore($user);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);

  const choose = (item: ProfileItem) => {
    setOpen(false);
    // The user's own settings (notification e-mails); the look of the portal stays with the top bar's settings button.
    if (item === 'Settings') window.location.assign(pathFor('settings'));
    else toast({ severity: 'info', summary: item, detail: PROFILE_TEXT.demoNote, life: 3000 });
  };

  const askLogout = () => {
    setOpen(false);
    // The item closes with its menu: the menu's button takes the focus, and gets it back when the question closes.
    button.current?.focus();
    void requestConfirm({
      header: PROFILE_TEXT.confirmHeader,
      message: PROFILE_TEXT.confirmMessage,
      acceptLabel: PROFILE_TEXT.confirmAccept,
      rejectLabel: PROFILE_TEXT.confirmReject,
      danger: true,
      // A failed sign-out leaves the session alive: stay here and say why (spec section 8).
      accept: () => void logout().then((result) => !result.ok && toast({ severity: 'error', summary: result.message })),
    });
  };

  const initial = (user?.name ?? '?').trim().charAt(0).toUpperCase() || '?';

  return (
    <div ref={root} className={`dropdown dropdown-end ${open ? 'dropdown-open' : 'dropdown-close'}`}>
      <button
        ref={button}
        type="button"
        className="btn btn-circle btn-ghost"
        aria-label={user?.name ?? SHELL_TEXT.profile}
        title={SHELL_TEXT.profile}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={!ready}
        onClick={() => {
          setOpened(true);
          setOpen(!open);
        }}
      >
        <span
          aria-hidden="true"
          className="grid size-9 place-items-center rounded-full bg-primary font-semibold text-primary-content"
        >
          {initial}
        </span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ProfileMenuList id={menuId} onChoose={choose} onLogout={askLogout} />
        </Suspense>
      )}
    </div>
  );
}
