/** Marking the user's notifications read, as the main dashboard does it. */
import { api } from '@/lib/api/client';
import { apiData, type ApiResult } from '@/lib/api/api-result';

export const markNotificationRead = (id: number): Promise<ApiResult<{ id: number; read_at: string }>> =>
  apiData(() => api.POST('/api/v1/notifications/{id}/read', { params: { path: { id } } }));

export const markAllNotificationsRead = (): Promise<ApiResult<{ marked: number }>> =>
  apiData(() => api.POST('/api/v1/notifications/read-all'));
