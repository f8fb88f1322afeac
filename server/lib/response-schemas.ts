/** The bodies every module answers with: a message, or an error with its field messages. */
import { z } from 'zod';

export const MessageSchema = z.object({ message: z.string() });

/** `{message}`, or Laravel's `{message, errors}` for 422 and the login throttle. */
export const ErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
