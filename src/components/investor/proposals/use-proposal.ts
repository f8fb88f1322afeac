/** One proposal with its history, read from the page's address, reloaded after every action on it. */
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { getProposal } from './proposals-api';
import { PROPOSALS_PATH } from './proposal-text';

export function useProposal() {
  return useRecord(getProposal, useRecordIdFromPath(`${PROPOSALS_PATH}/`));
}
