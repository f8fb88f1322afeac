/**
 * Who may read and decide registration requests (spec section 6): platform admins read them
 * and their documents; super_admin and dl_admin_maker propose decisions; each of the seven
 * roles, a user of another bank, a signed-in user without a role and a guest.
 */
import { describe, expect, it } from 'vitest';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { onboard, PDF, propose } from './support.ts';
import { outcomes, PLATFORM_CHECKERS, PLATFORM_MAKERS, PLATFORM_ONLY } from '../../support/role-outcomes.ts';
import { people } from '../../support/signed-in-people.ts';

const h = useApiHarness();
const as = people(h);

describe('registration-request endpoints by role', () => {
  it('GET /registration-requests: platform admins only', async () => {
    await onboard(h);
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/registration-requests`))).toEqual(
      PLATFORM_ONLY,
    );
  });

  it('GET /registration-requests/{id}: platform admins only; an unknown id is 404', async () => {
    const { id } = await onboard(h);
    expect(await outcomes(async (person) => (await as(person)).get(`${API}/registration-requests/${id}`))).toEqual(
      PLATFORM_ONLY,
    );
    expect((await (await as('dl_admin_checker')).get(`${API}/registration-requests/99999999`)).statusCode).toBe(404);
  });

  it('GET /registration-requests/{id}/documents/{docId}: platform admins download the file with its stored type and name', async () => {
    const { id, fields } = await onboard(h);
    const detail = (await (await as('dl_admin_checker')).get(`${API}/registration-requests/${id}`)).json().data;
    const [document] = detail.documents;
    expect(document).toMatchObject({ mime_type: 'application/pdf', size_bytes: PDF.length });
    expect(await outcomes(async (person) => (await as(person)).get(document.url))).toEqual(PLATFORM_ONLY);

    const download = await (await as('super_admin')).get(document.url);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${document.name}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
    );
    expect(document.name).toContain(fields['registration_number']!.slice(3));
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const other = await onboard(h);
    expect(
      (await (await as('super_admin')).get(`${API}/registration-requests/${other.id}/documents/${document.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('POST /registration-requests/{id}/approve: super_admin and dl_admin_maker propose; nobody else', async () => {
    const seen = await outcomes(async (person) => {
      const { id } = await onboard(h);
      return (await as(person)).post(`${API}/registration-requests/${id}/approve`);
    });
    expect(seen).toEqual(PLATFORM_MAKERS);
  });

  it('POST /registration-requests/{id}/reject: super_admin and dl_admin_maker propose with a reason; nobody else', async () => {
    const seen = await outcomes(async (person) => {
      const { id } = await onboard(h);
      return (await as(person)).post(`${API}/registration-requests/${id}/reject`, { reason: 'Documents unreadable.' });
    });
    expect(seen).toEqual(PLATFORM_MAKERS);
  });

  it('POST /pending-actions/{id}/approve of a decision: dl_admin_checker and a super_admin who did not make it', async () => {
    const seen = await outcomes(async (person) => {
      const { id } = await onboard(h);
      const action = await propose(await as('dl_admin_maker'), id, 'reject');
      return (await as(person)).post(`${API}/pending-actions/${action}/approve`);
    });
    expect(seen).toEqual(PLATFORM_CHECKERS);
  });
});
