/**
 * User administration (super_admin only): list, read, create with a set-password mail, edit.
 * A super_admin cannot drop their own super_admin role or deactivate themself, and no change may
 * leave the platform without an active super_admin; every change leaves a revision.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound, ValidationError, type FieldErrors } from '../../lib/http-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { hashPassword } from '../../lib/password.ts';
import { issueResetLink, RESET_LINK_LIFETIME_MINUTES } from '../../lib/reset-tokens.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { endUserSessions } from '../../lib/session/session.ts';
import { setPasswordMail } from './mails.ts';
import {
  activeSuperAdminIds,
  assignmentsOf,
  emailTaken,
  entityKinds,
  entityOptions,
  getUser,
  insertUser,
  listUsers,
  lockSuperAdminRole,
  nextRevisionVersion,
  replaceAssignments,
  roleIds,
  updateUser,
  type AssignmentRecord,
  type UserRecord,
} from './queries.ts';
import { roleSuits } from '../../../src/domain/entity-roles.ts';
import type { UserCreateInput, UserListQuery, UserPatchInput, UserResource } from './schemas.ts';

export interface UserDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
}

export const USER_MESSAGES = {
  emailTaken: 'The email has already been taken.',
  entityUnknown: 'The selected entity is invalid.',
  roleUnsuited: 'This role cannot be held in an organisation of this kind.',
  ownSuperAdmin: 'You cannot remove your own super_admin role.',
  ownDeactivation: 'You cannot deactivate yourself.',
  lastSuperAdmin: 'The platform must keep at least one active super_admin.',
} as const;

const isSuperAdmin = (actor: Actor) =>
  actor.memberships.some(
    (membership) => membership.entityKind === 'dladminprofile' && membership.role === 'super_admin',
  );

export function requireSuperAdmin(actor: Actor): void {
  if (!isSuperAdmin(actor)) throw forbidden();
}

function resource(user: UserRecord, assignments: readonly AssignmentRecord[]): UserResource {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    is_active: user.isActive,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    roles: assignments
      .filter((assignment) => assignment.userId === user.id)
      .map((assignment) => ({
        entity_id: assignment.entityId,
        entity_kind: assignment.entityKind,
        entity_name: assignment.entityName,
        role: assignment.role,
      })),
  };
}

/** What a revision records of a user: never the password hash. */
function snapshot(user: UserResource): Record<string, unknown> {
  return {
    name: user.name,
    email: user.email,
    is_active: user.is_active,
    roles: user.roles.map((role) => ({ entity_id: role.entity_id, entity_name: role.entity_name, role: role.role })),
  };
}

async function loadResource(db: Executor, id: number, lock = false): Promise<UserResource> {
  const user = await getUser(db, id, lock);
  if (!user) throw notFound();
  return resource(user, await assignmentsOf(db, [id]));
}

export async function listUserPage(db: Database, actor: Actor, query: UserListQuery) {
  requireSuperAdmin(actor);
  const { rows, total } = await listUsers(db, query);
  const assignments = await assignmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => resource(row, assignments)),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}

export async function showUser(db: Database, actor: Actor, id: number): Promise<UserResource> {
  requireSuperAdmin(actor);
  return loadResource(db, id);
}

/** The organisations a role can be assigned in, for the user form. */
export async function listEntityOptions(db: Database, actor: Actor) {
  requireSuperAdmin(actor);
  return { data: await entityOptions(db) };
}

/** Checks each assignment's organisation and role; answers them with role ids, without repeats. */
async function resolveAssignments(
  db: Executor,
  wanted: UserCreateInput['roles'],
): Promise<{ entityId: number; roleId: number }[]> {
  const kinds = await entityKinds(
    db,
    wanted.map((assignment) => assignment.entity_id),
  );
  const ids = await roleIds(db);
  const errors: FieldErrors = {};
  const resolved = new Map<string, { entityId: number; roleId: number }>();
  wanted.forEach((assignment, index) => {
    const kind = kinds.get(assignment.entity_id);
    if (!kind) errors[`roles.${index}.entity_id`] = [USER_MESSAGES.entityUnknown];
    else if (!roleSuits(kind, assignment.role)) errors[`roles.${index}.role`] = [USER_MESSAGES.roleUnsuited];
    else
      resolved.set(`${assignment.entity_id}:${assignment.role}`, {
        entityId: assignment.entity_id,
        roleId: ids.get(assignment.role)!,
      });
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return [...resolved.values()];
}

/** Inside the transaction, after the super_admin lock: the asker must still be an active super_admin, and one must remain. */
async function guardSuperAdmins(tx: Executor, actor: Actor, check: () => Promise<void>): Promise<void> {
  await lockSuperAdminRole(tx);
  if (!(await activeSuperAdminIds(tx)).includes(actor.userId)) throw forbidden();
  await check();
  if ((await activeSuperAdminIds(tx)).length === 0) throw conflict(USER_MESSAGES.lastSuperAdmin);
}

const emailTakenError = () => new ValidationError({ email: [USER_MESSAGES.emailTaken] });

export async function createUser(deps: UserDeps, actor: Actor, input: UserCreateInput): Promise<UserResource> {
  requireSuperAdmin(actor);
  // Nobody knows this password: the user chooses one through the mailed link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  let link = '';
  let created: UserResource;
  try {
    created = await deps.db.transaction(async (tx) => {
      const assignments = await resolveAssignments(tx, input.roles);
      if (await emailTaken(tx, input.email, null)) throw emailTakenError();
      let id = 0;
      await guardSuperAdmins(tx, actor, async () => {
        id = await insertUser(tx, { name: input.name, email: input.email, isActive: input.is_active, passwordHash });
        await replaceAssignments(tx, id, assignments);
      });
      const after = await loadResource(tx, id);
      await writeRevision(tx, {
        targetType: 'user',
        targetId: id,
        version: 1,
        before: null,
        after: snapshot(after),
        actorId: actor.userId,
      });
      link = await issueResetLink(tx, deps.config.appUrl, after);
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  if (created.is_active)
    deps.mailer.sendInBackground(setPasswordMail(created.email, created.name, link, RESET_LINK_LIFETIME_MINUTES));
  return created;
}

export async function editUser(deps: UserDeps, actor: Actor, id: number, input: UserPatchInput): Promise<UserResource> {
  requireSuperAdmin(actor);
  try {
    return await deps.db.transaction(async (tx) => {
      // The super_admin lock comes before any user row: two super_admins editing each other then
      // queue on it. Locked the other way round, each held the other's user row, which the
      // revision's reference to its actor needs, and PostgreSQL ended one with a deadlock.
      await lockSuperAdminRole(tx);
      const before = await loadResource(tx, id, true);
      const assignments = input.roles === undefined ? null : await resolveAssignments(tx, input.roles);
      if (input.email !== undefined && (await emailTaken(tx, input.email, id))) throw emailTakenError();
      if (id === actor.userId) {
        const errors: FieldErrors = {};
        if (input.is_active === false) errors.is_active = [USER_MESSAGES.ownDeactivation];
        const keepsSuperAdmin = input.roles === undefined || input.roles.some((role) => role.role === 'super_admin');
        if (!keepsSuperAdmin) errors.roles = [USER_MESSAGES.ownSuperAdmin];
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      }
      await guardSuperAdmins(tx, actor, async () => {
        await updateUser(tx, id, { name: input.name, email: input.email, isActive: input.is_active });
        if (assignments) await replaceAssignments(tx, id, assignments);
      });
      if (before.is_active && input.is_active === false) await endUserSessions(tx, id);
      const after = await loadResource(tx, id);
      const version = await nextRevisionVersion(tx, id);
      await writeRevision(tx, {
        targetType: 'user',
        targetId: id,
        version,
        before: snapshot(before),
        after: snapshot(after),
        actorId: actor.userId,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
