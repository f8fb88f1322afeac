/** GET /dashboard as the main dashboard calls it. */
import { api } from '@/lib/api/client';
import { apiData, type ApiResult } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

export type MyDashboardData =
  paths['/api/v1/dashboard']['get']['responses'][200]['content']['application/json']['data'];
export type AttentionItem = MyDashboardData['attention'][number];
export type OwnRegistration = NonNullable<MyDashboardData['next_steps']>['registration_requests'][number];

export const getMyDashboard = (): Promise<ApiResult<MyDashboardData>> => apiData(() => api.GET('/api/v1/dashboard'));
