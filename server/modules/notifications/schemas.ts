/** The notification settings (an e-mail switch per kind) and the read marks, as the API speaks them. */
import { z } from 'zod';
import { NOTIFICATION_KIND_CODES } from '../../../src/domain/notifications.ts';

export const NO_SUCH_KIND = 'There is no such kind of notification.';

export const NotificationSettingSchema = z.object({
  kind: z.enum(NOTIFICATION_KIND_CODES),
  label: z.string(),
  description: z.string(),
  email: z.boolean().describe('Whether this kind is mailed as well as shown on the main dashboard'),
});

export const NotificationSettingsAnswerSchema = z.object({
  data: z.object({ kinds: z.array(NotificationSettingSchema) }),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsAnswerSchema>['data'];

export const NotificationSettingsBodySchema = z
  .object({
    settings: z
      .array(
        z
          .object({
            kind: z.enum(NOTIFICATION_KIND_CODES, { error: NO_SUCH_KIND }),
            email: z.boolean({ error: 'Say true or false.' }),
          })
          .strict(),
      )
      .min(1, 'Say which kinds to switch.')
      .max(NOTIFICATION_KIND_CODES.length * 2),
  })
  .strict();
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBodySchema>;

export const NotificationReadAnswerSchema = z.object({
  data: z.object({ id: z.number().int(), read_at: z.string() }),
});

export const NotificationsReadAllAnswerSchema = z.object({
  data: z.object({ marked: z.number().int().describe('How many unread notifications were marked read') }),
});
