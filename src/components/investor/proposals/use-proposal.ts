/** One proposal with its history, read from the page's address, reloaded after every action on it. */
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { dataOf } from '@/lib/api/api-result';
import { getProposal } from './proposals-api';
import { PROPOSALS_PATH } from './proposal-text';

const loadProposal = (id: number) => dataOf(getProposal(id));

export function useProposal() {
  return useRecord(loadProposal, useRecordIdFromPath(`${PROPOSALS_PATH}/`));
}
