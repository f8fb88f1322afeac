/** The loan the page's address names and its history, loaded together and reloaded after every action on it. */
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import type { ApiResult } from '@/lib/api/api-result';
import { getLoan, getLoanRevisions } from '../api/loans-api';
import type { LoanDetail, Revision } from '../api/loan-types';
import { MORTGAGE_PATH } from './mortgage-text';

/** The history is shown empty when it cannot be read; the loan itself decides the outcome. */
async function loanWithRevisions(id: number): Promise<ApiResult<{ loan: LoanDetail; revisions: Revision[] }>> {
  const [loan, revisions] = await Promise.all([getLoan(id), getLoanRevisions(id)]);
  if (!loan.ok) return loan;
  return { ...loan, data: { loan: loan.data.data, revisions: revisions.ok ? revisions.data.data : [] } };
}

export function useLoan() {
  return useRecord(loanWithRevisions, useRecordIdFromPath(`${MORTGAGE_PATH}/`));
}
