/** The bodies every module answers with: a message, or an error with its field messages. */
import { z } from 'zod';

export const MessageSchema = z.object({ message: z.string() });

/** `{message}`, or Laravel's `{message, errors}` for 422 and the login throttle. */
export const ErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** A person or an organisation named in an answer. */
export const PartyRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The `meta` of every paged list. */
export const PageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_is_estimate: z
    .boolean()
    .optional()
    .describe(
      'True when total is the planner’s estimate of a large filtered set (shown as “about”), not an exact count',
    ),
});
