/** The organisation's people with their roles in it; an inactive role or account says so in words. */
import { formatTimestamp } from '@/components/data/RevisionHistory';
import type { EntityDetail } from './entities-api';
import { ENTITY_TEXT as TEXT, ROLE_LABELS } from './entity-text';

export function EntityPeople({ people }: { people: EntityDetail['users'] }) {
  return (
    <section aria-labelledby="entity-people-heading">
      <h2 id="entity-people-heading" className="mb-2 text-lg font-semibold">
        {TEXT.people}
      </h2>
      {people.length === 0 ? (
        <p className="text-sm opacity-80">{TEXT.noPeople}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-[var(--surface-border)] rounded-box border border-[var(--surface-border)]">
          {people.map((person) => (
            <li key={person.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
              <span className="flex flex-col">
                <span className="font-medium">
                  {person.name}
                  {!person.is_active && <span className="ms-2 badge badge-ghost badge-sm">{TEXT.inactive}</span>}
                </span>
                <span className="text-sm break-all opacity-80">{person.email}</span>
              </span>
              <span className="flex flex-wrap items-center gap-1">
                {person.roles.map((role) => (
                  <span
                    key={role.name}
                    className={`badge badge-sm ${role.is_active ? 'badge-outline' : 'badge-ghost line-through'}`}
                  >
                    {ROLE_LABELS[role.name] ?? role.name}
                    {!role.is_active && <span className="sr-only"> ({TEXT.inactive})</span>}
                  </span>
                ))}
              </span>
              <span className="w-full text-xs opacity-70">
                {TEXT.lastLogin}: {person.last_login_at ? formatTimestamp(person.last_login_at) : TEXT.never}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
