/** The main dashboard's answer: the user's organisations and roles, what needs their attention, and next steps for a user with no role. */
import { z } from 'zod';
import { ENTITY_KINDS } from '../../../src/domain/organisations.ts';
import { ROLES } from '../../../src/domain/roles.ts';

export const ATTENTION_KINDS = [
  'bank_approvals',
  'platform_approvals',
  'own_pending_actions',
  'registrations_to_decide',
  'proposals_to_answer',
  'proposals_awaiting_final_acceptance',
  'deals_to_settle',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

const OrganisationRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});

export const AttentionItemSchema = z.object({
  kind: z
    .enum(ATTENTION_KINDS)
    .describe(
      'What waits: changes to check at a bank or on the platform, the user’s own changes waiting for a checker, registration requests to decide, proposals a bank has to answer, bank acceptances an investor has to finally accept, and deals waiting for the investor’s funds or the bank’s settlement',
    ),
  count: z.number().int().min(1),
  organisation: OrganisationRefSchema.nullable().describe('The organisation the item belongs to, where it is one'),
  href: z.string().describe('The portal page where the user deals with it'),
});
export type AttentionItem = z.infer<typeof AttentionItemSchema>;

export const AttentionNotificationsSchema = z
  .object({
    unread: z.number().int().describe('How many of the user’s notifications are unread in all'),
    items: z.array(
      z.object({
        id: z.number().int(),
        kind: z.string().describe('One of the notification kinds of GET /notification-settings'),
        subject: z.object({ type: z.string(), id: z.number().int() }).describe('The record it is about'),
        title: z.string(),
        lines: z.array(z.string()),
        href: z.string().describe('The portal page of the record'),
        created_at: z.string(),
      }),
    ),
  })
  .describe('The user’s unread notifications, newest first, at most 20');
export type AttentionNotifications = z.infer<typeof AttentionNotificationsSchema>;

export const OwnRegistrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  entity_type: z.enum(ENTITY_KINDS),
  status: z.enum(['pending', 'approved', 'rejected']),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const MyDashboardSchema = z.object({
  data: z.object({
    organisations: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        kind: z.enum(ENTITY_KINDS),
        active: z.boolean(),
        roles: z.array(z.enum(ROLES)),
        href: z.string().describe('The organisation’s dashboard'),
      }),
    ),
    attention: z.array(AttentionItemSchema),
    notifications: AttentionNotificationsSchema,
    next_steps: z
      .object({
        registration_requests: z
          .array(OwnRegistrationSchema)
          .describe('Requests made with the user’s e-mail as the contact person, newest first'),
      })
      .nullable()
      .describe('Only for a user with no role'),
  }),
});
export type MyDashboard = z.infer<typeof MyDashboardSchema>['data'];
