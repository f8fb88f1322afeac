/** The admin dashboard's answer: registrations waiting, pending actions by age, organisations, people, latest revisions. */
import { z } from 'zod';
import { AGE_BUCKETS } from '../../../src/domain/pending-action-age.ts';

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const AdminDashboardSchema = z.object({
  data: z.object({
    registrations: z.object({
      pending: z.number().int().describe('Registration requests not decided yet'),
      latest: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          entity_type: z.enum(['bank', 'investor', 'dladminprofile']),
          decision_pending: z.boolean().describe('A proposed decision waits for a checker'),
          created_at: z.string(),
          href: z.string(),
        }),
      ),
    }),
    pending_actions: z.object({
      total: z.number().int(),
      by_scope: z.object({
        bank: z.number().int(),
        platform: z.number().int(),
      }),
      by_age: z
        .array(
          z.object({
            bucket: z.enum(AGE_BUCKETS),
            count: z.number().int(),
            href: z.string(),
          }),
        )
        .describe('Pending actions by how long they have waited'),
    }),
    entities: z.array(
      z.object({
        kind: z.enum(['bank', 'investor', 'dladminprofile']),
        status: z.enum(['active', 'suspended']),
        count: z.number().int(),
      }),
    ),
    users: z.object({ active: z.number().int(), inactive: z.number().int() }),
    latest_revisions: z.array(
      z.object({
        id: z.number().int(),
        target_type: z.string(),
        target_id: z.number().int(),
        version: z.number().int(),
        actor: PersonSchema.nullable(),
        created_at: z.string(),
        href: z.string(),
      }),
    ),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>['data'];
