/** The user as the API shows it (Sanctum's shape, with user_entity_roles); never the password hash. */
import { z } from 'zod';
import { ENTITY_TYPE_CLASS } from '../../../src/domain/roles.ts';
import type { Executor } from '../../db/client.ts';
import { getUserEntityRoles, type UserEntityRoleRow, type UserRow } from './queries.ts';

export const UserEntityRoleSchema = z.object({
  id: z.number().int(),
  entity_type: z.string().meta({ example: 'App\\Models\\Bank' }),
  entity_id: z.number().int(),
  entity: z.object({ id: z.number().int(), name: z.string() }),
  is_active: z.boolean(),
  role: z.object({ id: z.number().int(), name: z.string() }),
});

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  user_entity_roles: z.array(UserEntityRoleSchema),
});
export type UserResource = z.infer<typeof UserSchema>;

export function toUserResource(user: UserRow, assignments: readonly UserEntityRoleRow[]): UserResource {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    user_entity_roles: assignments.map((assignment) => ({
      id: assignment.id,
      entity_type: ENTITY_TYPE_CLASS[assignment.entityKind],
      entity_id: assignment.entityId,
      entity: { id: assignment.entityId, name: assignment.entityName },
      is_active: assignment.isActive,
      role: { id: assignment.roleId, name: assignment.roleName },
    })),
  };
}

export async function loadUserResource(db: Executor, user: UserRow): Promise<UserResource> {
  return toUserResource(user, await getUserEntityRoles(db, user.id));
}
