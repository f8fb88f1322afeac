/**
 * A record's decision trail, read again whenever `stateKey` changes: the screen passes what changes
 * when a decision is taken (its version, its waiting actions), so the trail follows every decision.
 */
import { useApiData } from '@/components/data/use-api-data';
import { getDecisionTrail } from './decision-trail-api';

export function useDecisionTrail(targetType: string, targetId: number | null, stateKey: string) {
  const answer = useApiData(targetId === null ? null : `${targetType}:${targetId}:${stateKey}`, () =>
    getDecisionTrail(targetType, targetId as number),
  );
  return { actions: answer.value, failed: answer.phase === 'failed' };
}
