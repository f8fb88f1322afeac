/**
 * The mortgage list's status tabs. Each is a link to the list's own address with that status, so
 * it works before hydration and can be opened in a new tab; once hydrated it changes the view in place.
 */
import type { MouseEvent } from 'react';
import { LOAN_STATUSES, type LoanStatus } from '@/domain/loans/vocabulary';
import { LOAN_STATUS_LABELS } from '@/domain/loans/status';
import { LIST_TEXT } from './mortgage-text';

/** The spec's tab order: the loan's life from draft to sale, then the side exits. */
const TAB_ORDER: LoanStatus[] = [
  'draft',
  'pending_approval',
  'approved',
  'listed',
  'under_offer',
  'sold',
  'rejected',
  'withdrawn',
];
if (TAB_ORDER.length !== LOAN_STATUSES.length) throw new Error('Every loan status needs a tab.');

export type TabValue = { kind: 'all' } | { kind: 'status'; status: LoanStatus } | { kind: 'awaiting' };

interface Props {
  current: TabValue;
  showAwaiting: boolean;
  hrefFor: (tab: TabValue) => string;
  onSelect: (tab: TabValue) => void;
}

const same = (a: TabValue, b: TabValue) =>
  a.kind === b.kind && (a.kind !== 'status' || (b.kind === 'status' && a.status === b.status));

export function StatusTabs({ current, showAwaiting, hrefFor, onSelect }: Props) {
  const tabs: { tab: TabValue; label: string }[] = [
    { tab: { kind: 'all' }, label: LIST_TEXT.all },
    ...TAB_ORDER.map((status) => ({ tab: { kind: 'status', status } as TabValue, label: LOAN_STATUS_LABELS[status] })),
    ...(showAwaiting ? [{ tab: { kind: 'awaiting' } as TabValue, label: LIST_TEXT.awaitingMe }] : []),
  ];
  const click = (tab: TabValue) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(tab);
  };
  return (
    <nav aria-label={LIST_TEXT.statusTabs} className="mb-4 overflow-x-auto">
      <div className="tabs-border tabs flex-nowrap whitespace-nowrap">
        {tabs.map(({ tab, label }) => {
          const active = same(tab, current);
          return (
            <a
              key={label}
              className={`tab ${active ? 'tab-active' : ''}`}
              href={hrefFor(tab)}
              aria-current={active ? 'page' : undefined}
              onClick={click(tab)}
            >
              {label}
            </a>
          );
        })}
      </div>
    </nav>
  );
}
