/** The loan as an investor sees it, read from the page's address; reloaded after a proposal changes its counts. */
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { dataOf } from '@/lib/api/api-result';
import { getMarketLoan } from './market-loan-api';

export const INVESTOR_LOAN_PATH = '/app/investor/mortgages';

const loadLoan = (id: number) => dataOf(getMarketLoan(id));

export function useMarketLoan() {
  return useRecord(loadLoan, useRecordIdFromPath(`${INVESTOR_LOAN_PATH}/`));
}
