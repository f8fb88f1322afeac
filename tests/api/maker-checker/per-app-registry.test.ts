/**
 * Each app has its own maker/checker registry: two apps in one process (two test apps, or an app
 * rebuilt with another configuration) decide actions through their own modules' registrations, so
 * a decision taken in one app mails through that app's mailer only, whichever app was built last.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness, API } from '../../support/api-harness.ts';
import { BrowserClient } from '../../support/browser-client.ts';
import type { TestSmtp } from '../../support/smtp.ts';
import { onboard, propose } from '../registration-requests/support.ts';
import { PEOPLE } from '../../support/signed-in-people.ts';

const h = useApiHarness({ smtp: true });
let other: FastifyInstance;
let otherSmtp: TestSmtp;

beforeAll(async () => {
  otherSmtp = await h.anotherSmtp();
  // Built after the harness's app, on the same database, with a mailer of its own.
  other = await h.t.reconfigured({ smtpUrl: otherSmtp.url });
});

let addresses = 0;
async function signedIn(app: FastifyInstance, email: string): Promise<BrowserClient> {
  addresses += 1;
  const client = new BrowserClient(app, `10.201.0.${addresses}`);
  const answer = await client.login(email);
  expect(answer.statusCode, answer.body).toBe(200);
  return client;
}

async function approveThrough(app: FastifyInstance, requestId: number): Promise<void> {
  const action = await propose(await signedIn(app, PEOPLE.dl_admin_maker), requestId, 'approve');
  const approved = await (
    await signedIn(app, PEOPLE.dl_admin_checker)
  ).post(`${API}/pending-actions/${action}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
}

const welcomeOf = (fields: Record<string, string>) => `${fields['name']} is now on DealLedger`;

/** Waits for the mail to `address` with this subject; the onboarding receipt goes to the same address first. */
async function mailIn(smtp: TestSmtp, address: string, subject: string) {
  let since = 0;
  for (;;) {
    const mail = await smtp.waitForMail(address, { since });
    if (mail.subject === subject) return mail;
    since = smtp.messages.indexOf(mail) + 1;
  }
}

const mailsIn = (smtp: TestSmtp, address: string, subject: string) =>
  smtp.messages.filter((mail) => mail.to.includes(address.toLowerCase()) && mail.subject === subject);

describe('two apps in one process', () => {
  it('each decides through its own registrations: the approval mail goes out through the deciding app’s mailer only', async () => {
    const first = await onboard(h);
    const second = await onboard(h);
    const firstContact = first.fields['contact_person_email']!;
    const secondContact = second.fields['contact_person_email']!;

    await approveThrough(h.t.app, first.id);
    await approveThrough(other, second.id);

    expect(
      (await mailIn(h.smtp, firstContact, welcomeOf(first.fields))).links.some((url) => url.includes('token=')),
    ).toBe(true);
    expect(
      (await mailIn(otherSmtp, secondContact, welcomeOf(second.fields))).links.some((url) => url.includes('token=')),
    ).toBe(true);
    expect(mailsIn(otherSmtp, firstContact, welcomeOf(first.fields))).toEqual([]);
    expect(mailsIn(h.smtp, secondContact, welcomeOf(second.fields))).toEqual([]);
  });

  it('each app holds its own registry', () => {
    expect(h.t.app.actionTypes).not.toBe(other.actionTypes);
    expect(other.actionTypes.definition('registration.decide')).not.toBe(
      h.t.app.actionTypes.definition('registration.decide'),
    );
  });
});
