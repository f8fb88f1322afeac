/** Registration requests for platform admins: the list, one request, its documents, and proposing a decision. */
import { API_PREFIX } from '../../lib/api-paths.ts';
import { isPlatformAdminActor, mayActIn, type Actor } from '../../lib/access/actor.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { mayCheck, proposeAction, SCOPE_ROLES, type ActionTypes } from '../../lib/maker-checker/index.ts';
import { toPendingActionResources } from '../../lib/pending-action-resource.ts';
import {
  DECIDE_ACTION,
  documentsOf,
  findDocument,
  findRegistration,
  listRegistrations,
  pendingDecisionOf,
  platformEntityId,
  requestsWithPendingDecision,
  userName,
  type RegistrationRow,
} from './queries.ts';
import type { RegistrationListQuery } from './schemas.ts';

/** Only the platform's admins read registration requests and their documents. */
function assertPlatformAdmin(actor: Actor): void {
  if (!isPlatformAdminActor(actor)) throw forbidden();
}

function summaryOf(row: RegistrationRow, decisionPending: boolean) {
  return {
    id: row.id,
    entity_type: row.entityKind === 'bank' ? ('bank' as const) : ('investor' as const),
    name: row.name,
    legal_name: row.legalName,
    registration_number: row.registrationNumber,
    country: row.country,
    contact_person_name: row.contactPersonName,
    contact_person_email: row.contactPersonEmail,
    status: row.status,
    decision_pending: decisionPending,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export async function listRequests(db: Database, actor: Actor, query: RegistrationListQuery) {
  assertPlatformAdmin(actor);
  const { rows, total } = await listRegistrations(db, query);
  const pending = await requestsWithPendingDecision(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => summaryOf(row, pending.has(row.id))),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}

async function visibleRequest(db: Database, actor: Actor, id: number): Promise<RegistrationRow> {
  assertPlatformAdmin(actor);
  const row = await findRegistration(db, id);
  if (!row) throw notFound();
  return row;
}

export async function getRequest(db: Database, actionTypes: ActionTypes, actor: Actor, id: number) {
  const row = await visibleRequest(db, actor, id);
  const [documents, pendingRow, decidedBy, platform] = await Promise.all([
    documentsOf(db, id),
    pendingDecisionOf(db, id),
    userName(db, row.decidedById),
    platformEntityId(db),
  ]);
  const [pendingAction] = pendingRow ? await toPendingActionResources(db, actionTypes, [pendingRow]) : [];
  const isMaker = platform !== null && mayActIn(actor, platform, SCOPE_ROLES.platform.makers);
  return {
    ...summaryOf(row, pendingRow !== null),
    organisation: {
      address: row.address,
      contact_email: row.contactEmail,
      phone: row.phone,
      website: row.website,
      banking_licence_number: row.bankingLicenceNumber,
      bic: row.bic,
      investor_type: row.investorType,
    },
    contact: { name: row.contactPersonName, email: row.contactPersonEmail, phone: row.contactPersonPhone },
    documents: documents.map((document) => ({
      id: document.id,
      name: document.originalName,
      mime_type: document.mimeType,
      size_bytes: document.sizeBytes,
      url: `${API_PREFIX}/registration-requests/${id}/documents/${document.id}`,
    })),
    rejection_reason: row.rejectionReason,
    decided_by: decidedBy,
    entity_id: row.entityId,
    pending_action: pendingAction ?? null,
    can: {
      decide: isMaker && row.status === 'pending' && pendingRow === null,
      check: pendingRow !== null && mayCheck(actor, pendingRow),
    },
  };
}

export async function requestDocument(db: Database, actor: Actor, id: number, documentId: number) {
  await visibleRequest(db, actor, id);
  const document = await findDocument(db, id, documentId);
  if (!document) throw notFound();
  return document;
}

/** Makes the decision a pending action for a platform checker; nothing changes until then. */
export async function proposeDecision(
  db: Database,
  actionTypes: ActionTypes,
  actor: Actor,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | null,
) {
  await visibleRequest(db, actor, id);
  const action = await proposeAction(db, actionTypes, actor, {
    type: DECIDE_ACTION,
    targetId: id,
    payload: { decision, reason },
  });
  const [resource] = await toPendingActionResources(db, actionTypes, [action]);
  return { pending_action: resource! };
}
