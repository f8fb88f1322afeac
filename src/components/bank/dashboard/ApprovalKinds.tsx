/**
 * "Approvals waiting": the bank's changes awaiting a manager, and for each kind of record (loans with
 * their listings, batches, proposal acceptances) how many wait and a link to them. A manager is led to
 * what awaits their own decision; an officer to everything waiting.
 */
import type { BankSummary } from '../api/loan-types';
import { DASHBOARD_TEXT as TEXT } from './dashboard-text';

type Kind = BankSummary['approvals_by_kind'][number]['kind'];

const LINKS: Record<Kind, { manager: string; others: string }> = {
  loan: { manager: '/app/bank/mortgages?awaiting_approval=true', others: '/app/bank/mortgages?pending_change=true' },
  batch: { manager: '/app/bank/batches?awaiting_approval=true', others: '/app/bank/batches?status=pending_approval' },
  proposal: {
    manager: '/app/bank/proposals?awaiting_acceptance=true',
    others: '/app/bank/proposals?awaiting_acceptance=true',
  },
};

const KINDS: readonly Kind[] = ['loan', 'batch', 'proposal'];

/** Drawn with the page, each count a placeholder until the figures arrive, so the tile does not grow then. */
export function ApprovalKinds({ summary, manager }: { summary: BankSummary | null; manager: boolean }) {
  return (
    <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label={TEXT.approvalsByKind}>
      {KINDS.map((kind) => {
        const row = summary?.approvals_by_kind.find((one) => one.kind === kind) ?? { kind, waiting: 0, awaiting_me: 0 };
        const count = summary ? (manager ? row.awaiting_me : row.waiting) : null;
        return (
          <li
            key={row.kind}
            className="flex flex-wrap items-baseline justify-between gap-x-2"
            data-approval-kind={row.kind}
          >
            <span>
              {TEXT.kindLabels[row.kind]}: <strong className="tabular-nums">{count ?? '…'}</strong>
            </span>
            {count !== null && count > 0 && (
              <a className="link link-primary" href={manager ? LINKS[row.kind].manager : LINKS[row.kind].others}>
                {manager ? TEXT.review : TEXT.see}
                <span className="sr-only"> {TEXT.kindLabels[row.kind].toLowerCase()}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
