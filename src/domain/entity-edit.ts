/**
 * The rules of an organisation edit and suspension (DOMAIN.md, "Organisations and people"),
 * shared by the edit form and the API; the fields and messages live in entity-fields.ts.
 */
import { z } from 'zod';
import { BIC_MESSAGE, BIC_PATTERN, organisationFields } from './auth-rules';
import { ENTITY_MESSAGES, REASON_MAX } from './entity-fields';
import { isInvestorType } from './organisations';

export {
  EDITABLE_ENTITY_FIELDS,
  ENTITY_FIELD_LABELS,
  ENTITY_MESSAGES,
  KIND_ONLY_FIELDS,
  REASON_MAX,
  editableFieldsOf,
  type EditableEntityField,
} from './entity-fields';

/** An edit: the changed fields and the version of the organisation the form was filled from. */
export const entityEditSchema = z
  .object({
    version: z.number({ error: 'The version field is required.' }).int().positive(),
    ...z.object(organisationFields).partial().shape,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.bic && !BIC_PATTERN.test(value.bic)) {
      ctx.addIssue({
        code: 'custom',
        path: ['bic'],
        message: BIC_MESSAGE,
      });
    }
    if (value.investor_type !== undefined && !isInvestorType(value.investor_type)) {
      ctx.addIssue({ code: 'custom', path: ['investor_type'], message: 'The selected investor type is invalid.' });
    }
  });
export type EntityEditInput = z.infer<typeof entityEditSchema>;

export const entitySuspendSchema = z
  .object({
    reason: z
      .string({ error: ENTITY_MESSAGES.reasonRequired })
      .trim()
      .min(1, ENTITY_MESSAGES.reasonRequired)
      .max(REASON_MAX),
  })
  .strict();
