/** Request and answer schemas of the user administration routes (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { pageQueryFields, searchQueryField } from '../../lib/list-query-schemas.ts';
import { PageMetaSchema } from '../../lib/response-schemas.ts';
import { ROLES } from '../../../src/domain/roles.ts';
import { ENTITY_KINDS } from '../../../src/domain/organisations.ts';
import { idFromText, idInBody } from '../../lib/record-ids.ts';

export const UserListQuerySchema = z
  .object({
    search: searchQueryField('name or e-mail', 100),
    entity_id: idFromText().optional().describe('Only users with a role in this organisation'),
    role: z.enum(ROLES).optional().describe('Only users holding this role'),
    active: z.enum(['true', 'false']).optional(),
    ...pageQueryFields(),
  })
  .strict();
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

const RoleAssignmentInputSchema = z.object({
  entity_id: idInBody(),
  role: z.enum(ROLES),
});

const userFields = {
  name: z.string().trim().min(1).max(255),
  email: z.email().max(255),
  is_active: z.boolean(),
  roles: z
    .array(RoleAssignmentInputSchema)
    .max(50)
    .describe('Every role the user holds, each in one organisation whose kind allows it'),
};

export const UserCreateSchema = z
  .object({ ...userFields, is_active: userFields.is_active.default(true), roles: userFields.roles.default([]) })
  .strict();
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

export const UserPatchSchema = z
  .object({
    name: userFields.name.optional(),
    email: userFields.email.optional(),
    is_active: userFields.is_active.optional(),
    roles: userFields.roles.optional().describe('Replaces every role the user holds'),
  })
  .strict();
export type UserPatchInput = z.infer<typeof UserPatchSchema>;

export const RoleAssignmentSchema = z.object({
  entity_id: z.number().int(),
  entity_kind: z.enum(ENTITY_KINDS),
  entity_name: z.string(),
  role: z.enum(ROLES),
});

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  email_verified_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  roles: z.array(RoleAssignmentSchema),
});
export type UserResource = z.infer<typeof UserSchema>;

export const UserListSchema = z.object({ data: z.array(UserSchema), meta: PageMetaSchema });
export const UserAnswerSchema = z.object({ data: UserSchema });

export const EntityOptionSchema = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(ENTITY_KINDS) });
export const EntityOptionListSchema = z.object({ data: z.array(EntityOptionSchema) });
