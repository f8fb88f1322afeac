/**
 * The proposal list's status tabs. Each is a link to the list's own address with that status, so
 * it works before hydration and can be opened in a new tab; once hydrated it changes the view in place.
 */
import type { MouseEvent } from 'react';
import { STATUS_TABS } from './proposal-list-query';
import { LIST_TEXT } from './proposal-text';

interface Props {
  current: string | undefined;
  hrefFor: (status: string | undefined) => string;
  onSelect: (status: string | undefined) => void;
}

export function ProposalStatusTabs({ current, hrefFor, onSelect }: Props) {
  const click = (status: string | undefined) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(status);
  };
  return (
    <nav aria-label={LIST_TEXT.statusTabs} className="mb-4 overflow-x-auto">
      <div className="tabs-border tabs flex-nowrap whitespace-nowrap">
        {STATUS_TABS.map(({ status, label }) => {
          const active = status === current;
          return (
            <a
              key={label}
              className={`tab ${active ? 'tab-active' : ''}`}
              href={hrefFor(status)}
              aria-current={active ? 'page' : undefined}
              onClick={click(status)}
            >
              {label}
            </a>
          );
        })}
      </div>
    </nav>
  );
}
