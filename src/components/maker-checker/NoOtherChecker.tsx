/**
 * Said where a change waits that nobody can decide: four eyes keep its maker from deciding it and the
 * organisation has no other checker. A super_admin gets the way to add one; anyone else, who can.
 */
import { pathFor } from '@/domain/routes';
import { NO_CHECKER_TEXT } from './decision-trail-text';

interface Props {
  /** The checker's role in words, e.g. "bank manager". */
  checkerRole: string;
  organisation: string;
  /** The viewer may create users (super_admin). */
  mayAddPeople: boolean;
  /** The viewer made the change and may take it back. */
  ownChange: boolean;
}

export function NoOtherChecker({ checkerRole, organisation, mayAddPeople, ownChange }: Props) {
  return (
    <div
      role="status"
      className="alert alert-vertical items-start border border-warning bg-base-100 text-sm sm:alert-horizontal"
      data-testid="no-other-checker"
    >
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{NO_CHECKER_TEXT.nobody(checkerRole, organisation)}</p>
        <p>
          {mayAddPeople
            ? NO_CHECKER_TEXT.superAdminHelp(checkerRole)
            : NO_CHECKER_TEXT.whoHelps(checkerRole, organisation)}
          {ownChange && ` ${NO_CHECKER_TEXT.orCancel}`}
        </p>
        {mayAddPeople && (
          <a className="link link-primary" href={pathFor('admin.users.create')}>
            {NO_CHECKER_TEXT.addChecker(checkerRole)}
          </a>
        )}
      </div>
    </div>
  );
}
