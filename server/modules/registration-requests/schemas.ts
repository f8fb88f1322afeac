/** Request and answer schemas of the registration-request routes (platform admins). */
import { z } from 'zod';
import { pageQueryFields, searchQueryField } from '../../lib/list-query-schemas.ts';
import { PageMetaSchema } from '../../lib/response-schemas.ts';
import { PendingActionSchema } from '../../lib/pending-action-resource.ts';
import { idFromText } from '../../lib/record-ids.ts';

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const RegistrationListQuerySchema = z
  .object({
    status: z.enum(REGISTRATION_STATUSES).optional(),
    type: z.enum(['bank', 'investor']).optional(),
    search: searchQueryField('name, legal name, registration number or contact e-mail'),
    ...pageQueryFields(),
  })
  .strict();
export type RegistrationListQuery = z.infer<typeof RegistrationListQuerySchema>;

export const RegistrationDocumentParams = z.object({ id: idFromText(), docId: idFromText() });
export const RejectRegistrationBodySchema = z
  .object({ reason: z.string().trim().min(1, 'Give a reason for rejecting this request.').max(1000) })
  .strict();

const PersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const RegistrationSummarySchema = z.object({
  id: z.number().int(),
  entity_type: z.enum(['bank', 'investor']),
  name: z.string(),
  legal_name: z.string(),
  registration_number: z.string(),
  country: z.string(),
  contact_person_name: z.string(),
  contact_person_email: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  decision_pending: z.boolean().describe('A decision on the request waits for a checker'),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const RegistrationDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string().describe('Where platform admins download it'),
});

export const RegistrationDetailSchema = RegistrationSummarySchema.extend({
  organisation: z.object({
    address: z.string(),
    contact_email: z.string(),
    phone: z.string(),
    website: z.string(),
    banking_licence_number: z.string().nullable(),
    bic: z.string().nullable(),
    investor_type: z.string().nullable(),
  }),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  documents: z.array(RegistrationDocumentSchema),
  rejection_reason: z.string().nullable(),
  decided_by: PersonSchema.nullable(),
  entity_id: z.number().int().nullable().describe('The organisation created when the request was approved'),
  pending_action: PendingActionSchema.nullable().describe('The decision waiting for a checker, if any'),
  can: z.object({
    decide: z.boolean().describe('May propose approving or rejecting it (a platform maker, while nothing is pending)'),
    check: z.boolean().describe('May approve or reject the pending decision (a platform checker who did not make it)'),
  }),
});

export const RegistrationListSchema = z.object({
  data: z.array(RegistrationSummarySchema),
  meta: PageMetaSchema,
});
export const RegistrationOneSchema = z.object({ data: RegistrationDetailSchema });
export const RegistrationDecisionAnswerSchema = z.object({ pending_action: PendingActionSchema });
