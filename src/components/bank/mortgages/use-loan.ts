/** The loan the page's address names, its history and its four-eyes decisions, loaded together and reloaded after every action on it. */
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import type { ApiResult } from '@/lib/api/api-result';
import { getDecisionTrail } from '@/components/maker-checker/decision-trail-api';
import type { PendingActionResource } from '@/components/maker-checker/pending-decision-api';
import { getLoan, getLoanRevisions } from '../api/loans-api';
import type { LoanDetail, Revision } from '../api/loan-types';
import { MORTGAGE_PATH } from './mortgage-text';

export interface LoanRecord {
  loan: LoanDetail;
  revisions: Revision[];
  /** Every four-eyes change on the loan, newest first; null when it could not be read. */
  decisions: PendingActionResource[] | null;
}

/** The history is shown empty when it cannot be read; the loan itself decides the outcome. */
async function loanWithRevisions(id: number): Promise<ApiResult<LoanRecord>> {
  const [loan, revisions, decisions] = await Promise.all([
    getLoan(id),
    getLoanRevisions(id),
    getDecisionTrail('loan', id),
  ]);
  if (!loan.ok) return loan;
  return {
    ...loan,
    data: {
      loan: loan.data.data,
      revisions: revisions.ok ? revisions.data.data : [],
      decisions: decisions.ok ? decisions.data : null,
    },
  };
}

export function useLoan() {
  return useRecord(loanWithRevisions, useRecordIdFromPath(`${MORTGAGE_PATH}/`));
}
