/** What the registration-request tests share: a guest's onboarding with a PDF, and proposing and checking decisions. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { registrationRequests } from '../../../server/db/schema/index.ts';
import type { ApiHarness } from '../../support/api-harness.ts';
import type { BrowserClient } from '../../support/browser-client.ts';
import { API } from '../../support/api-harness.ts';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(
  fields: Record<string, string>,
  fileName: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----dealledger${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
  );
  chunks.push(PDF, Buffer.from('\r\n'), Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let applications = 0;

/** A bank's (or an investor's) registration form with a PDF, new each time, as the onboarding page sends it. */
export function onboardingForm(overrides: Record<string, string> = {}): {
  fields: Record<string, string>;
  payload: Buffer;
  headers: Record<string, string>;
  serial: number;
} {
  applications += 1;
  const unique = `${Date.now().toString(36)}${applications}`;
  const investor = overrides['entity_type'] === 'investor';
  const fields: Record<string, string> = {
    entity_type: 'bank',
    name: `Fjord Bank ${unique}`,
    legal_name: `Fjord Bank ${unique} ASA`,
    registration_number: `FB-${unique}`,
    country: 'NO',
    address: 'Kongens gate 1, 0153 Oslo',
    contact_email: 'office@fjordbank.test',
    phone: '+47 22 00 00 00',
    website: 'https://fjordbank.test',
    contact_person_name: 'Ingrid Berg',
    contact_person_email: `ingrid.${unique}@fjordbank.test`,
    contact_person_phone: '+47 900 00 000',
    ...(investor ? { investor_type: 'fund' } : { banking_licence_number: 'NO-FSA-1234', bic: 'FJRDNOKK' }),
    ...overrides,
  };
  return { fields, serial: applications, ...multipart(fields, `articles of ${unique}.pdf`) };
}

/** A bank's (or an investor's) registration request as a guest makes it at /onboard; returns its id. */
export async function onboard(
  h: ApiHarness,
  overrides: Record<string, string> = {},
): Promise<{ id: number; fields: Record<string, string> }> {
  const { fields, serial, payload, headers } = onboardingForm(overrides);
  const response = await h.t.app.inject({
    method: 'POST',
    url: `${API}/onboard`,
    remoteAddress: `10.77.${Math.floor(serial / 250)}.${serial % 250}`,
    payload,
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await h.t.db
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(eq(registrationRequests.registrationNumber, fields['registration_number']!));
  return { id: row!.id, fields };
}

/** Proposes a decision as `maker` and returns the pending action's id. */
export async function propose(
  maker: BrowserClient,
  id: number,
  decision: 'approve' | 'reject',
  reason = 'The licence could not be verified.',
): Promise<number> {
  const response =
    decision === 'approve'
      ? await maker.post(`${API}/registration-requests/${id}/approve`)
      : await maker.post(`${API}/registration-requests/${id}/reject`, { reason });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().pending_action.id;
}
