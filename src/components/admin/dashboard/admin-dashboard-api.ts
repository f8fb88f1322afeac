/** GET /admin/dashboard as the admin dashboard calls it. */
import { api } from '@/lib/api/client';
import { apiData, type ApiResult } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

export type AdminDashboardData =
  paths['/api/v1/admin/dashboard']['get']['responses'][200]['content']['application/json']['data'];

export const getAdminDashboard = (): Promise<ApiResult<AdminDashboardData>> =>
  apiData(() => api.GET('/api/v1/admin/dashboard'));
