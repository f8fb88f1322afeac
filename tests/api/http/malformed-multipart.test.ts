/** Uploads that are not well-formed multipart (no boundary, another boundary, cut short, a NUL in the file name): a clear 400 or 422, never a 500. */
import { describe, expect, it } from 'vitest';
import { registrationRequests } from '../../../server/db/schema/index.ts';
import { useApiHarness } from '../../support/api-harness.ts';
import { DEMO } from '../../support/demo-people.ts';
import { signIn } from '../../support/signed-in-people.ts';

const MALFORMED_MESSAGE = 'The upload could not be read: the multipart body is malformed or incomplete.';

const part = (field: string, fileName: string, type: string, content: string) =>
  `--b0undary\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${content}`;

const malformed = (field: string, fileName: string, type: string, content: string): [string, string, string][] => [
  ['no boundary', 'multipart/form-data', `${part(field, fileName, type, content)}\r\n--b0undary--\r\n`],
  [
    'another boundary',
    'multipart/form-data; boundary=other',
    `${part(field, fileName, type, content)}\r\n--b0undary--\r\n`,
  ],
  ['cut short in the file', 'multipart/form-data; boundary=b0undary', part(field, fileName, type, content)],
  [
    'cut short in the headers',
    'multipart/form-data; boundary=b0undary',
    `--b0undary\r\nContent-Disposition: form-data; name="${field}"; filena`,
  ],
  ['no closing boundary', 'multipart/form-data; boundary=b0undary', `${part(field, fileName, type, content)}\r\n`],
];

describe('malformed multipart bodies', () => {
  const h = useApiHarness();

  it.each(malformed('documents', 'articles.pdf', 'application/pdf', '%PDF-1.4\n%%EOF\n'))(
    'POST /onboard with %s answers 400',
    async (_case, contentType, body) => {
      const guest = h.freshClient();
      const before = await h.t.db.$count(registrationRequests);
      const answer = await guest.send('POST', '/api/v1/onboard', { body, headers: { 'content-type': contentType } });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ message: MALFORMED_MESSAGE });
      expect(await h.t.db.$count(registrationRequests)).toBe(before);
    },
  );

  it.each(malformed('file', 'tape.csv', 'text/csv', 'loan_ref,currency\r\nA-1,GBP\r\n'))(
    'POST /batches with %s answers 400',
    async (_case, contentType, body) => {
      const officer = await signIn(h, DEMO.northwindOfficer.email);
      const answer = await officer.send('POST', '/api/v1/batches', { body, headers: { 'content-type': contentType } });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ message: MALFORMED_MESSAGE });
    },
  );

  it('refuses a NUL in the file name of a tape or a document with 422 naming the field', async () => {
    const officer = await signIn(h, DEMO.northwindOfficer.email);
    const tape = await officer.send('POST', '/api/v1/batches', {
      body: `${part('file', 'ta\u0000pe.csv', 'text/csv', 'loan_ref\r\nA-1\r\n')}\r\n--b0undary--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
    });
    expect(tape.statusCode, tape.body).toBe(422);
    expect(tape.json().errors).toEqual({ file: ['The file name contains characters that are not allowed.'] });

    const guest = h.freshClient();
    const fields = {
      entity_type: 'investor',
      name: 'Aurora Fund',
      legal_name: 'Aurora Fund SICAV',
      registration_number: 'AF-1',
      country: 'NO',
      address: 'Kongens gate 1',
      contact_email: 'office@aurora.test',
      phone: '+47 22 00 00 00',
      investor_type: 'fund',
      contact_person_name: 'Ingrid Berg',
      contact_person_email: 'ingrid@aurora.test',
      contact_person_phone: '+47 900 00 000',
    };
    const fieldParts = Object.entries(fields)
      .map(([name, value]) => `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const before = await h.t.db.$count(registrationRequests);
    const document = await guest.send('POST', '/api/v1/onboard', {
      body: `${fieldParts}${part('documents', 'arti\u0000cles.pdf', 'application/pdf', '%PDF-1.4\n%%EOF\n')}\r\n--b0undary--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
    });
    expect(document.statusCode, document.body).toBe(422);
    expect(document.json().errors).toEqual({ documents: ['The file name contains characters that are not allowed.'] });
    expect(await h.t.db.$count(registrationRequests)).toBe(before);
  });
});
