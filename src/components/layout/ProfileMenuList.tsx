/** The profile menu's list, downloaded the first time the menu is opened. */
import { useStore } from '@nanostores/react';
import { Calendar, Inbox, LogOut, Settings, User } from 'lucide-react';
import { $user } from '@/stores/auth';
import { PROFILE_TEXT } from './shell-text';

const ICONS = { Profile: User, Settings, Calendar, Inbox } as const;

export type ProfileItem = (typeof PROFILE_TEXT.items)[number];

interface Props {
  id: string;
  onChoose: (item: ProfileItem) => void;
  onLogout: () => void;
}

export default function ProfileMenuList({ id, onChoose, onLogout }: Props) {
  const user = useStore($user);
  return (
    <ul
      id={id}
      className="dropdown-content shell-popover menu mt-2 w-60 border border-[var(--surface-border)] bg-base-100 p-2 shadow-xl"
    >
      {user && (
        <li className="menu-title normal-case">
          <span className="block text-base-content">{user.name}</span>
          <span className="block text-xs font-normal text-base-content">{user.email}</span>
        </li>
      )}
      {PROFILE_TEXT.items.map((item) => {
        const Icon = ICONS[item];
        return (
          <li key={item}>
            <button type="button" onClick={() => onChoose(item)}>
              <Icon aria-hidden="true" className="size-4" />
              {item}
            </button>
          </li>
        );
      })}
      <li>
        <button type="button" onClick={onLogout}>
          <LogOut aria-hidden="true" className="size-4" />
          {PROFILE_TEXT.logOut}
        </button>
      </li>
    </ul>
  );
}
