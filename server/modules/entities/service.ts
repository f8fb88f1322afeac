/**
 * Organisations for platform admins: the list with counts, one with its people and activity,
 * and proposing an edit, a suspension or a reactivation for a platform checker to decide.
 */
import {
  EDITABLE_ENTITY_FIELDS,
  ENTITY_MESSAGES,
  KIND_ONLY_FIELDS,
  type EntityEditInput,
} from '../../../src/domain/entity-edit.ts';
import { isPlatformAdminActor, mayActIn, type Actor } from '../../lib/access/actor.ts';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound, ValidationError, type FieldErrors } from '../../lib/http-errors.ts';
import { mayCheck, proposeAction, SCOPE_ROLES, type ActionTypes } from '../../lib/maker-checker/index.ts';
import { toPendingActionResources } from '../../lib/pending-action-resource.ts';
import { platformEntityId } from '../../lib/platform-entity.ts';
import { toRevisionResources } from '../../lib/revision-resource.ts';
import { EDIT_ACTION, REACTIVATE_ACTION, SUSPEND_ACTION, type EditPayload } from './action-types.ts';
import {
  entitiesWithPendingChange,
  findEntityWithCounts,
  listEntities,
  peopleOf,
  pendingActionsOn,
  recentActionsOn,
  recentRevisionsOf,
  type EntityRow,
} from './queries.ts';
import { snapshotOf } from './record.ts';
import type { EntityListQuery } from './schemas.ts';

const ACTIVITY_LIMIT = 10;

function assertPlatformAdmin(actor: Actor): void {
  if (!isPlatformAdminActor(actor)) throw forbidden();
}

async function isPlatformMaker(db: Database, actor: Actor): Promise<boolean> {
  const platform = await platformEntityId(db);
  return platform !== null && mayActIn(actor, platform, SCOPE_ROLES.platform.makers);
}

function summaryOf(row: { entity: EntityRow; userCount: number; loanCount: number }, changePending: boolean) {
  const { entity } = row;
  return {
    id: entity.id,
    kind: entity.kind,
    name: entity.name,
    legal_name: entity.legalName,
    registration_number: entity.registrationNumber,
    country: entity.country,
    status: entity.status,
    version: entity.version,
    user_count: Number(row.userCount),
    loan_count: Number(row.loanCount),
    change_pending: changePending,
  };
}

export async function listOrganisations(db: Database, actor: Actor, query: EntityListQuery) {
  assertPlatformAdmin(actor);
  const { rows, total } = await listEntities(db, query);
  const pending = await entitiesWithPendingChange(
    db,
    rows.map((row) => row.entity.id),
  );
  return {
    data: rows.map((row) => summaryOf(row, pending.has(row.entity.id))),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}

type Person = {
  id: number;
  name: string;
  email: string;
  is_active: boolean;
  last_login_at: string | null;
  roles: { name: string; is_active: boolean }[];
};

async function peopleWithRoles(db: Database, entityId: number) {
  const people = new Map<number, Person>();
  for (const row of await peopleOf(db, entityId)) {
    const person = people.get(row.userId) ?? {
      id: row.userId,
      name: row.name,
      email: row.email,
      is_active: row.userActive,
      last_login_at: row.lastLoginAt?.toISOString() ?? null,
      roles: [],
    };
    person.roles.push({ name: row.role, is_active: row.roleActive });
    people.set(row.userId, person);
  }
  return [...people.values()];
}

async function visibleEntity(db: Database, actor: Actor, id: number) {
  assertPlatformAdmin(actor);
  const row = await findEntityWithCounts(db, id);
  if (!row) throw notFound();
  return row;
}

export async function getOrganisation(db: Database, actionTypes: ActionTypes, actor: Actor, id: number) {
  const row = await visibleEntity(db, actor, id);
  const [people, pendingRows, actionRows, revisionRows, maker] = await Promise.all([
    peopleWithRoles(db, id),
    pendingActionsOn(db, id),
    recentActionsOn(db, id, ACTIVITY_LIMIT),
    recentRevisionsOf(db, id, ACTIVITY_LIMIT),
    isPlatformMaker(db, actor),
  ]);
  const { entity } = row;
  const pendingTypes = new Set(pendingRows.map((action) => action.actionType));
  const statusChangePending = pendingTypes.has(SUSPEND_ACTION) || pendingTypes.has(REACTIVATE_ACTION);
  return {
    ...summaryOf(row, pendingRows.length > 0),
    address: entity.address,
    contact_email: entity.contactEmail,
    phone: entity.phone,
    website: entity.website,
    banking_licence_number: entity.bankingLicenceNumber,
    bic: entity.bic,
    investor_type: entity.investorType,
    created_at: entity.createdAt.toISOString(),
    updated_at: entity.updatedAt.toISOString(),
    users: people,
    pending_actions: await toPendingActionResources(db, actionTypes, pendingRows),
    activity: {
      revisions: await toRevisionResources(db, revisionRows),
      actions: await toPendingActionResources(db, actionTypes, actionRows),
    },
    can: {
      edit: maker && !pendingTypes.has(EDIT_ACTION),
      suspend: maker && entity.kind !== 'dladminprofile' && entity.status === 'active' && !statusChangePending,
      reactivate: maker && entity.status === 'suspended' && !statusChangePending,
      check: pendingRows.some((action) => mayCheck(actor, action)),
    },
  };
}

/** The fields the edit really changes, checked against the organisation's kind; 422 when nothing changes. */
function changesOf(entity: EntityRow, input: EntityEditInput): Pick<EditPayload, 'before' | 'changes'> {
  const current = snapshotOf(entity);
  const errors: FieldErrors = {};
  const before: EditPayload['before'] = {};
  const changes: EditPayload['changes'] = {};
  for (const field of EDITABLE_ENTITY_FIELDS) {
    const given = input[field];
    if (given === undefined) continue;
    const kind = KIND_ONLY_FIELDS[field];
    if (kind && kind !== entity.kind) {
      errors[field] = [ENTITY_MESSAGES.notForKind(field)];
      continue;
    }
    if (kind && given === '') {
      errors[field] = [`The ${field.replace(/_/g, ' ')} field is required.`];
      continue;
    }
    if (given !== (current[field] ?? '')) {
      before[field] = current[field];
      changes[field] = given;
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (Object.keys(changes).length === 0) throw new ValidationError({ changes: [ENTITY_MESSAGES.nothingChanged] });
  return { before, changes };
}

async function propose(
  db: Database,
  actionTypes: ActionTypes,
  type: string,
  actor: Actor,
  id: number,
  payload: Record<string, unknown>,
) {
  const action = await proposeAction(db, actionTypes, actor, { type, targetId: id, payload });
  const [resource] = await toPendingActionResources(db, actionTypes, [action]);
  return { pending_action: resource! };
}

async function makerAndEntity(db: Database, actor: Actor, id: number): Promise<EntityRow> {
  const { entity } = await visibleEntity(db, actor, id);
  if (!(await isPlatformMaker(db, actor))) throw forbidden();
  return entity;
}

export async function proposeEdit(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  input: EntityEditInput,
) {
  const entity = await makerAndEntity(db, actor, id);
  if (input.version !== entity.version) throw conflict(ENTITY_MESSAGES.stale);
  const payload: EditPayload = { version: entity.version, ...changesOf(entity, input) };
  return propose(db, actionTypes, EDIT_ACTION, actor, id, { ...payload });
}

export async function proposeSuspension(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  reason: string,
) {
  await makerAndEntity(db, actor, id);
  return propose(db, actionTypes, SUSPEND_ACTION, actor, id, { reason });
}

export async function proposeReactivation(db: Database, actionTypes: ActionTypes, actor: Actor, id: number) {
  await makerAndEntity(db, actor, id);
  return propose(db, actionTypes, REACTIVATE_ACTION, actor, id, {});
}
