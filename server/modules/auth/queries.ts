/** SQL for users and their role assignments. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { entities, roles, userEntityRoles, users } from '../../db/schema/index.ts';

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  isActive: users.isActive,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type UserRow = {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export async function getUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function getUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function getUserEntityRoles(db: Executor, userId: number) {
  return db
    .select({
      id: userEntityRoles.id,
      entityId: entities.id,
      entityKind: entities.kind,
      entityName: entities.name,
      isActive: userEntityRoles.isActive,
      roleId: roles.id,
      roleName: roles.name,
    })
    .from(userEntityRoles)
    .innerJoin(entities, eq(entities.id, userEntityRoles.entityId))
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(eq(userEntityRoles.userId, userId))
    .orderBy(asc(userEntityRoles.id));
}
export type UserEntityRoleRow = Awaited<ReturnType<typeof getUserEntityRoles>>[number];

/** Null when the e-mail is taken (the unique index on lower(email) decides, so two sign-ups cannot both win). */
export async function insertUser(
  db: Executor,
  values: { name: string; email: string; passwordHash: string },
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning(userColumns);
  return row ?? null;
}

export async function recordLogin(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Whether this call verified the address (false when it already was). */
export async function markEmailVerified(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
