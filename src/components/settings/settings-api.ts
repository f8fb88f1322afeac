/** GET and PATCH /notification-settings as the settings page calls them. */
import { api } from '@/lib/api/client';
import { apiData, type ApiResult } from '@/lib/api/api-result';
import type { paths } from '@/lib/api/schema';

export type NotificationSettings =
  paths['/api/v1/notification-settings']['get']['responses'][200]['content']['application/json']['data'];
export type NotificationSetting = NotificationSettings['kinds'][number];

export const getNotificationSettings = (): Promise<ApiResult<NotificationSettings>> =>
  apiData(() => api.GET('/api/v1/notification-settings'));

export const saveNotificationSettings = (
  settings: { kind: NotificationSetting['kind']; email: boolean }[],
): Promise<ApiResult<NotificationSettings>> =>
  apiData(() => api.PATCH('/api/v1/notification-settings', { body: { settings } }));
