/** Every four-eyes change ever proposed on one record, in any status, newest first: the record's decision trail. */
import { api } from '@/lib/api/client';
import { apiResult, dataOf, type ApiResult } from '@/lib/api/api-result';
import type { PendingActionResource } from './pending-decision-api';

/** A record gathers a handful of changes; the largest page holds far more than any record has. */
const TRAIL_PAGE = 100;

export const getDecisionTrail = (targetType: string, targetId: number): Promise<ApiResult<PendingActionResource[]>> =>
  dataOf(
    apiResult(() =>
      api.GET('/api/v1/pending-actions', {
        params: { query: { target_type: targetType, target_id: targetId, per_page: TRAIL_PAGE, page: 1 } },
      }),
    ),
  );
