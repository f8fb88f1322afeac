/** Request and answer schemas of the organisation routes (platform admins). */
import { z } from 'zod';
import { pageQueryFields, searchQueryField } from '../../lib/list-query-schemas.ts';
import { PageMetaSchema } from '../../lib/response-schemas.ts';
import { ENTITY_KINDS, INVESTOR_TYPES } from '../../../src/domain/organisations.ts';
import { PendingActionSchema } from '../../lib/pending-action-resource.ts';
import { RevisionSchema } from '../../lib/revision-resource.ts';

export const ENTITY_STATUSES = ['active', 'suspended'] as const;

export const EntityListQuerySchema = z
  .object({
    kind: z.enum(ENTITY_KINDS).optional(),
    status: z.enum(ENTITY_STATUSES).optional(),
    search: searchQueryField('name, legal name, registration number or contact e-mail'),
    ...pageQueryFields(),
  })
  .strict();
export type EntityListQuery = z.infer<typeof EntityListQuerySchema>;

export const EntitySummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ENTITY_KINDS),
  name: z.string(),
  legal_name: z.string(),
  registration_number: z.string(),
  country: z.string(),
  status: z.enum(ENTITY_STATUSES),
  version: z.number().int(),
  user_count: z.number().int().describe('People with an active role in it'),
  loan_count: z.number().int().describe('Loans of a bank; 0 for other kinds'),
  change_pending: z.boolean().describe('A change to it waits for a checker'),
});

const RoleOfPersonSchema = z.object({ name: z.string().meta({ example: 'bank_manager' }), is_active: z.boolean() });
export const EntityPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  last_login_at: z.string().nullable(),
  roles: z.array(RoleOfPersonSchema),
});

export const EntityDetailSchema = EntitySummarySchema.extend({
  address: z.string(),
  contact_email: z.string(),
  phone: z.string(),
  website: z.string(),
  banking_licence_number: z.string().nullable(),
  bic: z.string().nullable(),
  investor_type: z.enum(INVESTOR_TYPES).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  users: z.array(EntityPersonSchema),
  pending_actions: z.array(PendingActionSchema).describe('Changes to it waiting for a checker'),
  activity: z.object({
    revisions: z.array(RevisionSchema).describe('Its latest revisions, newest first'),
    actions: z.array(PendingActionSchema).describe('The latest actions on it, decided or not, newest first'),
  }),
  can: z.object({
    edit: z.boolean().describe('May propose an edit (a platform maker, while no edit is pending)'),
    suspend: z.boolean().describe('May propose suspending it'),
    reactivate: z.boolean().describe('May propose reactivating it'),
    check: z
      .boolean()
      .describe('May approve or reject a pending change to it (a platform checker who did not make it)'),
  }),
});

export const EntityListSchema = z.object({
  data: z.array(EntitySummarySchema),
  meta: PageMetaSchema,
});
export const EntityOneSchema = z.object({ data: EntityDetailSchema });
export const EntityProposalAnswerSchema = z.object({ pending_action: PendingActionSchema });
