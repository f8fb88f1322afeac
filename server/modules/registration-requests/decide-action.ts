/**
 * The platform's decision on a registration request (`registration.decide`, payload
 * {decision, reason}), a platform-scope maker/checker action. When a checker approves an
 * approval, the organisation is created, its contact becomes its manager (their account, or
 * a new one with a set-password link) and the request is marked approved; when a checker
 * approves a rejection, only the request's status and reason change. The applicant is told
 * by e-mail once the decision has committed.
 */
import { randomBytes } from 'node:crypto';
import { LOGIN_PATH } from '../../../src/domain/routes.ts';
import type { RoleName } from '../../../src/domain/roles.ts';
import type { Config } from '../../config.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-errors.ts';
import type { MailMessage, Mailer } from '../../lib/mail/mailer.ts';
import type {
  ActionContext,
  ActionDescription,
  ActionTypes,
  FieldChange,
  PendingActionRow,
} from '../../lib/maker-checker/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { issueResetLink, RESET_LINK_LIFETIME_MINUTES } from '../../lib/reset-tokens.ts';
import { writeRevision } from '../../lib/revisions/write-revision.ts';
import { approvedExistingUserMail, approvedNewUserMail, rejectedMail } from './mails.ts';
import {
  DECIDE_ACTION,
  findRegistration,
  findUserByEmail,
  grantRole,
  insertEntity,
  insertUser,
  lockRegistration,
  markDecided,
  platformEntityId,
  TARGET_TYPE,
  type RegistrationRow,
} from './queries.ts';

export interface Decision {
  decision: 'approve' | 'reject';
  reason: string | null;
}

const MANAGER_ROLE: Record<'bank' | 'investor', RoleName> = { bank: 'bank_manager', investor: 'investor_manager' };
export const DECIDED_ALREADY = 'This registration request has already been decided.';
export const ORGANISATION_EXISTS = 'An organisation of this kind with this registration number already exists.';

export const decisionOf = (action: { payload: unknown }): Decision => {
  const payload = (action.payload ?? {}) as Record<string, unknown>;
  return {
    decision: payload['decision'] === 'approve' ? 'approve' : 'reject',
    reason: typeof payload['reason'] === 'string' ? payload['reason'] : null,
  };
};

/** The fields a decision changes, as the request's revisions record them. */
const snapshotOf = (row: RegistrationRow) => ({
  status: row.status,
  rejection_reason: row.rejectionReason,
  entity_id: row.entityId,
  decided_by_id: row.decidedById,
});

const entityKindOf = (row: RegistrationRow): 'bank' | 'investor' => (row.entityKind === 'bank' ? 'bank' : 'investor');

async function createEntity(tx: Transaction, row: RegistrationRow) {
  try {
    // A savepoint, so a clash with an existing organisation is a 409 and not an aborted transaction.
    return await tx.transaction((inner) =>
      insertEntity(inner, {
        kind: entityKindOf(row),
        name: row.name,
        legalName: row.legalName,
        registrationNumber: row.registrationNumber,
        country: row.country,
        address: row.address,
        contactEmail: row.contactEmail,
        phone: row.phone,
        website: row.website,
        bankingLicenceNumber: row.bankingLicenceNumber,
        bic: row.bic,
        investorType: row.investorType,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ORGANISATION_EXISTS);
    throw error;
  }
}

export function registerRegistrationActionTypes(
  actionTypes: ActionTypes,
  { mailer, config }: { mailer: Mailer; config: Config },
): void {
  /** Mails made inside a decision's transaction, sent only once it has committed. */
  const outbox = new Map<number, MailMessage[]>();
  const applicantOf = (row: RegistrationRow) => ({
    to: row.contactPersonEmail,
    contactName: row.contactPersonName,
    organisation: row.name,
    reference: row.id,
  });

  async function lockTarget(tx: Transaction, targetId: number) {
    const row = await lockRegistration(tx, targetId);
    const platform = row ? await platformEntityId(tx) : null;
    return row && platform !== null ? { version: row.version, scopeEntityId: platform } : null;
  }

  async function onPropose({ tx }: ActionContext, targetId: number) {
    const row = await lockRegistration(tx, targetId);
    if (row && row.status !== 'pending') throw conflict(DECIDED_ALREADY);
  }

  async function approve(tx: Transaction, action: PendingActionRow, checkerId: number, row: RegistrationRow) {
    const entity = await createEntity(tx, row);
    let manager = await findUserByEmail(tx, row.contactPersonEmail);
    let mail: MailMessage;
    if (manager) {
      mail = approvedExistingUserMail(applicantOf(row), `${config.appUrl}${LOGIN_PATH}`);
    } else {
      // Nobody knows this password: the new manager sets their own through the link.
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      manager = await insertUser(tx, {
        name: row.contactPersonName,
        email: row.contactPersonEmail.trim(),
        passwordHash: unusable,
      });
      const link = await issueResetLink(tx, config.appUrl, manager);
      mail = approvedNewUserMail(applicantOf(row), link, RESET_LINK_LIFETIME_MINUTES);
    }
    await grantRole(tx, manager.id, entity.id, MANAGER_ROLE[entityKindOf(row)]);
    const after = await markDecided(tx, row.id, {
      status: 'approved',
      rejectionReason: null,
      entityId: entity.id,
      decidedById: checkerId,
    });
    if (!after) throw conflict(DECIDED_ALREADY);
    await writeRevision(tx, {
      targetType: 'entity',
      targetId: entity.id,
      version: entity.version,
      before: null,
      after: {
        kind: entity.kind,
        name: entity.name,
        legal_name: entity.legalName,
        registration_number: entity.registrationNumber,
        country: entity.country,
        status: entity.status,
      },
      actorId: action.makerId,
      approverId: checkerId,
      pendingActionId: action.id,
    });
    outbox.set(action.id, [mail]);
    return after;
  }

  async function apply({ tx, actor }: ActionContext, action: PendingActionRow) {
    const row = await lockRegistration(tx, action.targetId);
    if (!row || row.status !== 'pending') throw conflict(DECIDED_ALREADY);
    const { decision, reason } = decisionOf(action);
    let after: RegistrationRow | null;
    if (decision === 'approve') after = await approve(tx, action, actor.userId, row);
    else {
      after = await markDecided(tx, row.id, {
        status: 'rejected',
        rejectionReason: reason ?? '',
        entityId: null,
        decidedById: actor.userId,
      });
      if (!after) throw conflict(DECIDED_ALREADY);
      outbox.set(action.id, [rejectedMail(applicantOf(row), reason ?? '', config.appUrl)]);
    }
    return { version: after.version, before: snapshotOf(row), after: snapshotOf(after) };
  }

  actionTypes.register({
    type: DECIDE_ACTION,
    targetType: TARGET_TYPE,
    scope: 'platform',
    lockTarget,
    onPropose,
    apply,
    afterDecision(action) {
      const mails = outbox.get(action.id) ?? [];
      outbox.delete(action.id);
      if (action.status === 'approved') for (const mail of mails) mailer.sendInBackground(mail);
    },
  });
  actionTypes.registerDescriber(TARGET_TYPE, describeDecisions);
}

async function describeDecisions(
  db: Executor,
  actions: readonly PendingActionRow[],
): Promise<Map<number, ActionDescription>> {
  const described = new Map<number, ActionDescription>();
  for (const action of actions) {
    const row = await findRegistration(db, action.targetId);
    const { decision, reason } = decisionOf(action);
    const diff: FieldChange[] = [
      {
        field: 'status',
        before: action.status === 'pending' ? (row?.status ?? null) : 'pending',
        after: decision === 'approve' ? 'approved' : 'rejected',
      },
    ];
    if (decision === 'reject') diff.push({ field: 'rejection_reason', before: null, after: reason });
    described.set(action.id, { label: row ? `R-${row.id} ${row.name}` : null, diff });
  }
  return described;
}
