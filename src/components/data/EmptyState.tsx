/** What a list shows when it has no rows: what that means and, where there is one, what to do next. */
import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';

export function EmptyState({ title, detail, children }: { title: string; detail?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-[var(--surface-border)] px-4 py-10 text-center">
      <Inbox aria-hidden="true" className="size-8 opacity-60" />
      <p className="font-semibold">{title}</p>
      {detail && <p className="max-w-prose text-sm opacity-80">{detail}</p>}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}

/** The words of a list that may be empty because of its filters or because nothing exists yet. */
export interface ListEmptyText {
  emptyTitle: string;
  emptyDetail: string;
  emptyFilteredTitle: string;
  emptyFilteredDetail: string;
}

export function ListEmptyState({
  filtered,
  text,
  children,
}: {
  filtered: boolean;
  text: ListEmptyText;
  children?: ReactNode;
}) {
  return (
    <EmptyState
      title={filtered ? text.emptyFilteredTitle : text.emptyTitle}
      detail={filtered ? text.emptyFilteredDetail : text.emptyDetail}
    >
      {children}
    </EmptyState>
  );
}
