/**
 * A loan's life through the maker/checker rules: drafts change at once, every later step waits
 * for a manager of the bank who is not its maker; an approval applies only if the loan has not
 * changed since; a rejection changes nothing; every applied change leaves a revision.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loans, revisions, users } from '../../../server/db/schema/index.ts';
import { loadActor } from '../../../server/lib/access/actor.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { proposeAction } from '../../../server/lib/maker-checker/index.ts';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { newLoan } from '../../support/valid-loan.ts';
import { people } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);

async function loanRow(id: number) {
  const [row] = await h.t.db.select().from(loans).where(eq(loans.id, id));
  return row!;
}
async function historyOf(id: number) {
  return h.t.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.targetType, 'loan'), eq(revisions.targetId, id)))
    .orderBy(revisions.version);
}
async function createDraft(changes: Record<string, unknown> = {}) {
  const created = await (await as('bank_officer')).post(`${API}/loans`, newLoan(changes));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: number; loan_ref: string; version: number; status: string };
}
async function approvedLoan() {
  const { id } = await createDraft();
  const action = (await (await as('bank_officer')).post(`${API}/loans/${id}/submit`)).json().pending_action;
  expect((await (await as('bank_manager')).post(`${API}/pending-actions/${action.id}/approve`)).statusCode).toBe(200);
  return id;
}

describe('creating and editing a draft', () => {
  it('creates a draft with its first revision and the derived remaining term', async () => {
    const draft = await createDraft({ data_cutoff_date: '2026-10-31', maturity_date: '2051-03-15' });
    const shown = (await (await as('bank_officer')).get(`${API}/loans/${draft.id}`)).json().data;
    expect(shown).toMatchObject({
      status: 'draft',
      version: 1,
      bank: { name: 'Northwind Bank' },
      current_principal: '231456.78',
      remaining_term_months: 293,
    });
    expect(shown.can).toEqual({ edit: true, submit: true, list: false, withdraw: false, approve: false });
    const history = await historyOf(draft.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: 1, before: null, approverId: null, pendingActionId: null });
    expect(history[0]!.after).toMatchObject({ status: 'draft', loan_ref: draft.loan_ref });
  });

  it('refuses invalid fields with 422 and each field’s message, and saves nothing', async () => {
    const before = (await (await as('bank_officer')).get(`${API}/loans`)).json().meta.total;
    const response = await (
      await as('bank_officer')
    ).post(`${API}/loans`, newLoan({ current_principal: '999999.00', region: 'XX', credit_score: 900 }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['credit_score', 'current_principal', 'region']);
    expect(response.json().errors.current_principal).toEqual([
      'The current principal must not exceed 110% of the original principal.',
    ]);
    expect((await (await as('bank_officer')).get(`${API}/loans`)).json().meta.total).toBe(before);
  });

  it('refuses a loan reference the bank already uses, whatever its case', async () => {
    const draft = await createDraft();
    const again = await (
      await as('bank_manager')
    ).post(`${API}/loans`, newLoan({ loan_ref: draft.loan_ref.toLowerCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.loan_ref).toEqual(['The bank already has a loan with this loan reference.']);
    // Another bank may use the same reference.
    expect(
      (await (await as('other_bank_officer')).post(`${API}/loans`, newLoan({ loan_ref: draft.loan_ref }))).statusCode,
    ).toBe(201);
  });

  it('edits a draft at once: the new version and a revision with before, after and no approver', async () => {
    const draft = await createDraft();
    const edited = await (
      await as('bank_officer')
    ).patch(`${API}/loans/${draft.id}`, {
      interest_rate_pct: '4.1',
      postcode_prefix: '9021',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      interest_rate_pct: '4.1000',
      postcode_prefix: '9021',
      version: 2,
      status: 'draft',
    });
    const [, second] = await historyOf(draft.id);
    expect(second).toMatchObject({ version: 2, approverId: null, pendingActionId: null });
    expect(second!.before).toMatchObject({ interest_rate_pct: '3.2500', postcode_prefix: '9410' });
    expect(second!.after).toMatchObject({ interest_rate_pct: '4.1000', postcode_prefix: '9021' });
  });

  it('checks an edit against the whole loan: a current principal above 110% of the original is refused', async () => {
    const draft = await createDraft();
    const response = await (
      await as('bank_officer')
    ).patch(`${API}/loans/${draft.id}`, {
      original_principal: '100000',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('current_principal');
    expect((await loanRow(draft.id)).version).toBe(1);
  });

  it('refuses unknown fields', async () => {
    const draft = await createDraft();
    const response = await (await as('bank_officer')).patch(`${API}/loans/${draft.id}`, { status: 'approved' });
    expect(response.statusCode).toBe(422);
    expect((await loanRow(draft.id)).status).toBe('draft');
  });
});

describe('submitting for approval', () => {
  it('an officer submits; the loan waits as pending_approval; the officer cannot approve; the manager does', async () => {
    const { id } = await createDraft();
    const submitted = await (await as('bank_officer')).post(`${API}/loans/${id}/submit`);
    expect(submitted.statusCode).toBe(202);
    const action = submitted.json().pending_action;
    expect(action).toMatchObject({
      action_type: 'loan.submit',
      status: 'pending',
      target_id: id,
      maker: { name: 'Oliver Officer' },
    });
    expect(action.diff).toEqual([{ field: 'status', before: 'pending_approval', after: 'approved' }]);
    expect((await loanRow(id)).status).toBe('pending_approval');
    expect((await (await as('bank_officer')).patch(`${API}/loans/${id}`, { postcode_prefix: '1111' })).statusCode).toBe(
      409,
    );
    expect((await (await as('bank_officer')).post(`${API}/loans/${id}/submit`)).statusCode).toBe(409);

    expect((await (await as('bank_officer')).post(`${API}/pending-actions/${action.id}/approve`)).statusCode).toBe(403);
    const seenByManager = (await (await as('bank_manager')).get(`${API}/loans/${id}`)).json().data;
    expect(seenByManager.can.approve).toBe(true);
    const approved = await (await as('bank_manager')).post(`${API}/pending-actions/${action.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', checker: { name: 'Nora Manager' } });
    expect(await loanRow(id)).toMatchObject({ status: 'approved', version: 2 });
    const last = (await historyOf(id)).at(-1)!;
    expect(last).toMatchObject({ version: 2, pendingActionId: action.id });
    expect(last.before).toMatchObject({ status: 'pending_approval' });
    expect(last.after).toMatchObject({ status: 'approved' });
  });

  it('a manager cannot approve their own action', async () => {
    const { id } = await createDraft();
    const action = (await (await as('bank_manager')).post(`${API}/loans/${id}/submit`)).json().pending_action;
    const own = await (await as('bank_manager')).post(`${API}/pending-actions/${action.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect((await loanRow(id)).status).toBe('pending_approval');
    expect((await (await as('bank_manager')).get(`${API}/loans/${id}`)).json().data.can.approve).toBe(false);
  });

  it('a rejected submission needs a reason, leaves the loan rejected and editable, and writes no revision', async () => {
    const { id } = await createDraft();
    const action = (await (await as('bank_officer')).post(`${API}/loans/${id}/submit`)).json().pending_action;
    const noReason = await (await as('bank_manager')).post(`${API}/pending-actions/${action.id}/reject`, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('reason');
    const rejected = await (
      await as('bank_manager')
    ).post(`${API}/pending-actions/${action.id}/reject`, { reason: 'Attach a recent valuation.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Attach a recent valuation.' });
    expect(await loanRow(id)).toMatchObject({ status: 'rejected', version: 1 });
    expect(await historyOf(id)).toHaveLength(1);
    // Rejected loans are edited directly and submitted again.
    expect(
      (await (await as('bank_officer')).patch(`${API}/loans/${id}`, { valuation_date: '2026-09-01' })).statusCode,
    ).toBe(200);
    expect((await (await as('bank_officer')).post(`${API}/loans/${id}/submit`)).statusCode).toBe(202);
  });

  it('a cancelled submission puts the loan back to draft; only its maker cancels', async () => {
    const { id } = await createDraft();
    const action = (await (await as('bank_officer')).post(`${API}/loans/${id}/submit`)).json().pending_action;
    expect((await (await as('bank_manager')).post(`${API}/pending-actions/${action.id}/cancel`)).statusCode).toBe(403);
    expect(
      (await (await as('bank_officer')).post(`${API}/pending-actions/${action.id}/cancel`)).json().data.status,
    ).toBe('cancelled');
    expect(await loanRow(id)).toMatchObject({ status: 'draft', version: 1 });
    expect((await (await as('bank_manager')).post(`${API}/pending-actions/${action.id}/approve`)).statusCode).toBe(409);
  });
});

describe('editing an approved loan', () => {
  it('makes a loan.edit action with the diff; nothing changes until a manager approves', async () => {
    const id = await approvedLoan();
    const proposed = await (
      await as('bank_officer')
    ).patch(`${API}/loans/${id}`, {
      monthly_payment: '1100.50',
      postcode_prefix: '9410',
    });
    expect(proposed.statusCode, proposed.body).toBe(202);
    const action = proposed.json().pending_action;
    expect(action).toMatchObject({ action_type: 'loan.edit', payload: { changes: { monthly_payment: '1100.50' } } });
    expect(action.diff).toEqual([{ field: 'monthly_payment', before: '1088.02', after: '1100.50' }]);
    expect((await loanRow(id)).monthlyPayment).toBe('1088.02');
    const detail = (await (await as('bank_manager')).get(`${API}/loans/${id}`)).json().data;
    expect(detail.pending_actions.map((pending: { id: number }) => pending.id)).toEqual([action.id]);
    expect(
      (await (await as('bank_officer')).patch(`${API}/loans/${id}`, { monthly_payment: '1200.00' })).statusCode,
    ).toBe(409);

    expect((await (await as('bank_manager')).post(`${API}/pending-actions/${action.id}/approve`)).statusCode).toBe(200);
    expect(await loanRow(id)).toMatchObject({ monthlyPayment: '1100.50', status: 'approved', version: 3 });
    const last = (await historyOf(id)).at(-1)!;
    expect(last.before).toMatchObject({ monthly_payment: '1088.02' });
    expect(last.after).toMatchObject({ monthly_payment: '1100.50' });
    expect(last.pendingActionId).toBe(action.id);
  });

  it('an edit worked out against an older version of the loan is refused when it is made', async () => {
    const id = await approvedLoan();
    const [officer] = await h.t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.northwindOfficer.email));
    const actor = await loadActor(h.t.db, officer!.id);
    const payload = { changes: { credit_score: 650 }, base_version: 1 };
    const stale = proposeAction(h.t.db, h.t.app.actionTypes, actor, { type: 'loan.edit', targetId: id, payload });
    await expect(stale).rejects.toMatchObject({ statusCode: 409 } satisfies Partial<HttpError>);
    expect((await loanRow(id)).creditScore).toBe(742);
  });

  it('an edit that changes nothing is refused', async () => {
    const id = await approvedLoan();
    expect(
      (await (await as('bank_officer')).patch(`${API}/loans/${id}`, { interest_rate_pct: '3.25' })).statusCode,
    ).toBe(422);
  });

  it('a stale approval gets 409: the loan changed after the action was made', async () => {
    const id = await approvedLoan();
    const edit = (await (await as('bank_officer')).patch(`${API}/loans/${id}`, { monthly_payment: '1111.11' })).json()
      .pending_action;
    const listing = (
      await (await as('bank_officer')).post(`${API}/loans/${id}/list`, { listing_description: 'Seasoned prime loan.' })
    ).json().pending_action;
    expect((await (await as('bank_manager')).post(`${API}/pending-actions/${listing.id}/approve`)).statusCode).toBe(
      200,
    );
    const stale = await (await as('bank_manager')).post(`${API}/pending-actions/${edit.id}/approve`);
    expect(stale.statusCode).toBe(409);
    expect(await loanRow(id)).toMatchObject({ monthlyPayment: '1088.02', status: 'listed' });
  });

  it('a rejected edit changes nothing and writes no revision', async () => {
    const id = await approvedLoan();
    const before = await loanRow(id);
    const revisionsBefore = (await historyOf(id)).length;
    const edit = (await (await as('bank_officer')).patch(`${API}/loans/${id}`, { credit_score: 600 })).json()
      .pending_action;
    expect(
      (
        await (
          await as('bank_manager')
        ).post(`${API}/pending-actions/${edit.id}/reject`, { reason: 'No evidence of the new score.' })
      ).statusCode,
    ).toBe(200);
    expect(await loanRow(id)).toEqual(before);
    expect(await historyOf(id)).toHaveLength(revisionsBefore);
  });
});

describe('listing and withdrawing', () => {
  it('lists with its terms, withdraws, and lists again; each step approved, each with a revision', async () => {
    const id = await approvedLoan();
    const officer = await as('bank_officer');
    const manager = await as('bank_manager');

    const badTerms = await officer.post(`${API}/loans/${id}/list`, {
      asking_price_pct: '250',
      bid_deadline: '2020-01-01',
      listing_description: ' ',
    });
    expect(badTerms.statusCode).toBe(422);
    expect(Object.keys(badTerms.json().errors).sort()).toEqual([
      'asking_price_pct',
      'bid_deadline',
      'listing_description',
    ]);

    const terms = {
      asking_price_pct: '98.5',
      bid_deadline: '2099-12-31',
      listing_description: 'Owner-occupied house in California.',
    };
    const listing = (await officer.post(`${API}/loans/${id}/list`, terms)).json().pending_action;
    expect(listing.diff).toEqual([
      { field: 'status', before: 'approved', after: 'listed' },
      { field: 'asking_price_pct', before: null, after: '98.500' },
      { field: 'bid_deadline', before: null, after: '2099-12-31' },
      { field: 'listing_description', before: null, after: 'Owner-occupied house in California.' },
    ]);
    expect((await officer.post(`${API}/loans/${id}/list`, terms)).statusCode).toBe(409);
    expect((await manager.post(`${API}/pending-actions/${listing.id}/approve`)).statusCode).toBe(200);
    const listed = (await officer.get(`${API}/loans/${id}`)).json().data;
    expect(listed).toMatchObject({
      status: 'listed',
      asking_price_pct: '98.500',
      bid_deadline: '2099-12-31',
      listing_description: terms.listing_description,
    });
    expect(listed.listed_at).not.toBeNull();
    expect(listed.can).toMatchObject({ withdraw: true, list: false, submit: false });

    const withdrawal = (await officer.post(`${API}/loans/${id}/withdraw`)).json().pending_action;
    expect((await manager.post(`${API}/pending-actions/${withdrawal.id}/approve`)).statusCode).toBe(200);
    expect(await loanRow(id)).toMatchObject({ status: 'withdrawn', listedAt: null });
    expect((await officer.post(`${API}/loans/${id}/withdraw`)).statusCode).toBe(409);

    const again = (await manager.post(`${API}/loans/${id}/list`, { listing_description: 'Back on the market.' })).json()
      .pending_action;
    expect((await (await as('bank_officer')).post(`${API}/pending-actions/${again.id}/approve`)).statusCode).toBe(403);
    expect((await (await as('bank_manager')).post(`${API}/pending-actions/${again.id}/approve`)).statusCode).toBe(403);

    const history = (await officer.get(`${API}/loans/${id}/revisions`)).json().data;
    expect(history.map((revision: { after: { status: string } }) => revision.after.status)).toEqual([
      'draft',
      'approved',
      'listed',
      'withdrawn',
    ]);
    expect(history.map((revision: { version: number }) => revision.version)).toEqual([1, 2, 3, 4]);
    expect(
      history
        .slice(1)
        .every((revision: { approver: { name: string } | null }) => revision.approver?.name === 'Nora Manager'),
    ).toBe(true);
  });

  it('a draft cannot be listed and an approved loan cannot be withdrawn', async () => {
    const { id } = await createDraft();
    expect(
      (await (await as('bank_officer')).post(`${API}/loans/${id}/list`, { listing_description: 'x' })).statusCode,
    ).toBe(409);
    const approved = await approvedLoan();
    expect((await (await as('bank_officer')).post(`${API}/loans/${approved}/withdraw`)).statusCode).toBe(409);
  });
});
