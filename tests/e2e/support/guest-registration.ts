/**
 * A new investor's registration request, sent as a guest sends it from /onboard (one PDF of
 * articles), with a name no other run uses, so a spec that needs an organisation makes its own.
 */
import { expect, request } from '@playwright/test';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Registers `<prefix> E2E <unique>`; `changes` replaces any of the form's fields. Returns its name and its contact's address. */
export async function registerInvestor(
  prefix: string,
  changes: Record<string, string> = {},
): Promise<{ name: string; contact: string }> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `${prefix} E2E ${unique}`;
  const domain = `${prefix.toLowerCase()}-e2e.test`;
  const contact = `astrid.${unique}@${domain}`;
  const guest = await request.newContext({ baseURL: process.env['E2E_BASE_URL'] });
  const answer = await guest.post('/api/v1/onboard', {
    headers: { Accept: 'application/json' },
    multipart: {
      entity_type: 'investor',
      name,
      legal_name: `${name} AB`,
      registration_number: `E2E-${unique}`,
      country: 'SE',
      address: 'Drottninggatan 1, Stockholm',
      contact_email: `office@${domain}`,
      phone: '+46 8 000 000',
      investor_type: 'fund',
      contact_person_name: 'Astrid Lind',
      contact_person_email: contact,
      contact_person_phone: '+46 70 000 0000',
      ...changes,
      documents: { name: 'articles.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await guest.dispose();
  return { name, contact };
}
