/** The pool page's words for the shared four-eyes decision on its listing. */
import { decisionWordsFrom, type DecisionWords } from '@/components/maker-checker/decision-words';
import { ACTION_QUESTIONS, actionTypeLabel } from '@/domain/action-words';
import { POOL_PAGE_TEXT as T } from './pool-text';

export const poolDecisionWords = (type: string, poolName: string, manager: boolean): DecisionWords =>
  decisionWordsFrom(
    T,
    { approve: ACTION_QUESTIONS.approve(type, poolName), reject: ACTION_QUESTIONS.reject(type, poolName) },
    {
      ...(manager ? { makerNote: T.ownAction } : {}),
      onlookerNote: `${actionTypeLabel(type)}: ${T.pendingTitle.toLowerCase()}.`,
    },
  );
