/**
 * The matrix's rows for the public and session operations (spec sections 2 and 7, DOMAIN.md
 * "Organisations and people"): open to everyone, or to anyone signed in. Logout comes last:
 * it ends every principal's session.
 */
import { expect } from 'vitest';
import { STRONG_PASSWORD } from '../../support/browser-client.ts';
import { onboardingForm } from '../registration-requests/support.ts';
import { newEmail } from '../users/support.ts';
import { notify } from '../../../server/lib/notifications/index.ts';
import { DEMO } from '../../support/demo-people.ts';
import { userId } from '../../support/trading.ts';
import { row, type MatrixContext, type Row } from './matrix.ts';
import { cells, organisationOf, PRINCIPALS, roleOf } from './principals.ts';

const API = '/api/v1';
const EVERYONE = cells('ok | ok ok ok | ok ok | ok ok | ok | ok ok | ok ok');
const SIGNED_IN = cells('401 | ok ok ok | ok ok | ok ok | ok | ok ok | ok ok');

// Columns:                  guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
export const SESSION_ROWS: Row[] = [
  row({
    op: 'GET /sanctum/csrf-cookie',
    on: 'the session',
    expect: EVERYONE,
    request: () => ({ method: 'GET', url: '/sanctum/csrf-cookie' }),
  }),
  row({
    op: 'GET /api/v1/health',
    on: 'the process',
    expect: EVERYONE,
    request: () => ({ method: 'GET', url: `${API}/health` }),
  }),
  row({
    op: 'GET /api/v1/ready',
    on: 'the process',
    expect: EVERYONE,
    request: () => ({ method: 'GET', url: `${API}/ready` }),
  }),
  row({
    op: 'POST /api/v1/auth/login',
    on: 'an account that does not exist: refused on the credentials, never on who asks',
    expect: cells('bad | bad bad bad | bad bad | bad bad | bad | bad bad | bad bad'),
    request: (_, who) => ({
      method: 'POST',
      url: `${API}/auth/login`,
      body: { email: `nobody-${who}@example.test`, password: STRONG_PASSWORD },
    }),
  }),
  row({
    op: 'GET /api/v1/user',
    on: 'the caller: themselves, still signed in after the failed sign-in above',
    expect: SIGNED_IN,
    request: () => ({ method: 'GET', url: `${API}/user` }),
    contents: (answer, who) => {
      const user = answer.json();
      expect(user.email).toBe(PRINCIPALS[who].email);
      expect(user.user_entity_roles.map((assignment: { role: { name: string } }) => assignment.role.name)).toEqual(
        roleOf(who) ? [roleOf(who)] : [],
      );
    },
  }),
  row({
    op: 'GET /api/v1/dashboard',
    on: 'the caller’s own organisations',
    expect: SIGNED_IN,
    request: () => ({ method: 'GET', url: `${API}/dashboard` }),
    contents: (answer, who) => {
      const organisations = answer.json().data.organisations as { name: string; roles: string[] }[];
      expect(organisations.map((organisation) => [organisation.name, organisation.roles])).toEqual(
        organisationOf(who) ? [[organisationOf(who), [roleOf(who)]]] : [],
      );
    },
  }),
  row({
    op: 'GET /api/v1/notification-settings',
    on: 'the caller’s own switches',
    expect: SIGNED_IN,
    request: () => ({ method: 'GET', url: `${API}/notification-settings` }),
  }),
  row({
    op: 'PATCH /api/v1/notification-settings',
    on: 'the caller’s own switches',
    expect: SIGNED_IN,
    request: () => ({
      method: 'PATCH',
      url: `${API}/notification-settings`,
      body: { settings: [{ kind: 'deal_settled', email: true }] },
    }),
  }),
  row({
    op: 'POST /api/v1/notifications/{id}/read',
    on: 'a notification of Northwind’s officer: nobody else’s to mark',
    expect: cells('401 | 404 404 404 | ok 404 | 404 404 | 404 | 404 404 | 404 404'),
    target: (ctx) => officerNotification(ctx),
    request: (id) => ({ method: 'POST', url: `${API}/notifications/${id}/read` }),
  }),
  row({
    op: 'POST /api/v1/notifications/read-all',
    on: 'the caller’s own notifications',
    expect: SIGNED_IN,
    request: () => ({ method: 'POST', url: `${API}/notifications/read-all` }),
  }),
  row({
    op: 'POST /api/v1/auth/register',
    on: 'a new account: sign-up is open to all',
    expect: EVERYONE,
    request: (_, who) => {
      const email = newEmail(`signup-${who}`);
      return {
        method: 'POST',
        url: `${API}/auth/register`,
        body: { name: 'New Person', email, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
      };
    },
  }),
  row({
    op: 'GET /api/v1/email/verify/{id}/{hash}',
    // The signed link authorises, not the session: a tampered one is 403 whoever follows it.
    on: 'a tampered link',
    expect: cells('403 | 403 403 403 | 403 403 | 403 403 | 403 | 403 403 | 403 403'),
    request: () => ({
      method: 'GET',
      url: `${API}/email/verify/1/${'0'.repeat(40)}?expires=9999999999&signature=${'0'.repeat(64)}`,
    }),
  }),
  row({
    op: 'POST /api/v1/email/resend',
    on: 'the caller’s own address',
    expect: SIGNED_IN,
    request: () => ({ method: 'POST', url: `${API}/email/resend` }),
  }),
  row({
    op: 'POST /api/v1/password/email',
    on: 'an address with no account (the same answer either way)',
    expect: EVERYONE,
    request: (_, who) => ({
      method: 'POST',
      url: `${API}/password/email`,
      body: { email: `nobody-${who}@example.test` },
    }),
  }),
  row({
    op: 'POST /api/v1/password/reset',
    on: 'a token that was never issued: refused on the token, never on who asks',
    expect: cells('bad | bad bad bad | bad bad | bad bad | bad | bad bad | bad bad'),
    request: (_, who) => ({
      method: 'POST',
      url: `${API}/password/reset`,
      body: {
        token: 'f'.repeat(64),
        email: `nobody-${who}@example.test`,
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
      },
    }),
  }),
  row({
    op: 'POST /api/v1/onboard',
    on: 'a new bank’s registration request: open to all',
    expect: EVERYONE,
    request: () => {
      const { payload, headers } = onboardingForm();
      return { method: 'POST', url: `${API}/onboard`, body: payload, headers };
    },
  }),
  row({
    op: 'POST /api/v1/logout',
    on: 'the caller’s session',
    expect: EVERYONE,
    request: () => ({ method: 'POST', url: `${API}/logout` }),
  }),
];

/** A notification for Northwind's officer alone, written as an event would write it. */
async function officerNotification(ctx: MatrixContext): Promise<number> {
  const db = ctx.h.t.db;
  const officer = await userId(db, DEMO.northwindOfficer.email);
  const [id] = await notify(db, {
    kind: 'funds_sent',
    userIds: [officer],
    subject: { type: 'deal', id: 1 },
    words: { title: 'Funds sent', lines: [], href: '/app/bank/deals/1' },
  });
  return id!;
}
