import { describe, expect, it } from 'vitest';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { registrationDocuments, registrationRequests } from '../../server/db/schema/index.ts';
import { ONBOARD_LIMIT } from '../../server/modules/registrations/routes.ts';
import { AUTH_MESSAGES } from '../../src/domain/auth-messages.ts';
import { useApiHarness } from '../support/api-harness.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-not-a-real-image'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-not-a-real-image')]);

interface Upload {
  name: string;
  type: string;
  content: Buffer;
  field?: string;
}

function multipart(
  fields: Record<string, string>,
  files: Upload[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----dealledger${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'documents'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const bankFields = (overrides: Record<string, string> = {}) => ({
  entity_type: 'bank',
  name: 'Fjord Bank',
  legal_name: 'Fjord Bank ASA',
  registration_number: `FB-${Math.random().toString().slice(2, 10)}`,
  country: 'no',
  address: 'Kongens gate 1, 0153 Oslo',
  contact_email: 'office@fjordbank.test',
  phone: '+47 22 00 00 00',
  website: 'https://fjordbank.test',
  banking_licence_number: 'NO-FSA-1234',
  bic: 'fjrd no kk',
  contact_person_name: 'Ingrid Berg',
  contact_person_email: 'ingrid@fjordbank.test',
  contact_person_phone: '+47 900 00 000',
  ...overrides,
});

const investorFields = (overrides: Record<string, string> = {}) => {
  const { banking_licence_number: _licence, bic: _bic, ...rest } = bankFields();
  return {
    ...rest,
    entity_type: 'investor',
    name: 'Aurora Fund',
    legal_name: 'Aurora Fund SICAV',
    investor_type: 'fund',
    ...overrides,
  };
};

const pdf = (name = 'articles.pdf'): Upload => ({ name, type: 'application/pdf', content: PDF });

describe('POST /onboard', () => {
  const harness = useApiHarness({ smtp: true });
  const t = {
    get app() {
      return harness.t.app;
    },
    get db() {
      return harness.t.db;
    },
    get config() {
      return harness.t.config;
    },
  };
  const smtp = {
    get messages() {
      return harness.smtp.messages;
    },
    waitForMail: (...args: Parameters<typeof harness.smtp.waitForMail>) => harness.smtp.waitForMail(...args),
  };
  let ipCounter = 0;

  /** Each call comes from its own address unless told, so the per-IP limit stays out of the way. */
  async function onboard(
    fields: Record<string, string>,
    files: Upload[],
    remoteAddress = `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  ) {
    return t.app.inject({ method: 'POST', url: '/api/v1/onboard', remoteAddress, ...multipart(fields, files) });
  }

  async function storedFiles(): Promise<string[]> {
    return readdir(join(t.config.storageDir, 'registrations')).catch(() => []);
  }

  it.each(['\u0000', '\r\nBcc: victim@example.test', '\u202e', '\u2066', '\u0007'])(
    'refuses a control or text-direction character (%j) in every text field with 422, never 500',
    async (bad) => {
      const fields = bankFields();
      for (const field of Object.keys(fields).filter((name) => name !== 'entity_type')) {
        // Line breaks and tabs are fine in the multi-line address; nothing else is.
        if (field === 'address' && bad.startsWith('\r\n')) continue;
        const value =
          field === 'contact_email' || field === 'contact_person_email'
            ? `a${bad}b@fjordbank.test`
            : `${fields[field as keyof typeof fields]}${bad}x`;
        const response = await onboard({ ...fields, [field]: value }, [pdf()]);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
        expect(Object.keys(response.json().errors), field).toContain(field);
      }
      const investor = investorFields();
      const response = await onboard({ ...investor, investor_type: `fund${bad}` }, [pdf()]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('investor_type');
    },
  );

  it('refuses a contact person name that is a link or too long, and keeps line breaks in the address', async () => {
    const link = await onboard(bankFields({ contact_person_name: 'Click https://evil.example' }), [pdf()]);
    expect(link.statusCode).toBe(422);
    expect(link.json().errors).toEqual({
      contact_person_name: ['The contact person’s name field must be a name, not a web or e-mail address.'],
    });
    const long = await onboard(bankFields({ contact_person_name: 'B'.repeat(101) }), [pdf()]);
    expect(long.json().errors).toEqual({
      contact_person_name: ['The contact person’s name field must not be greater than 100 characters.'],
    });
    expect((await onboard(bankFields({ address: 'Kongens gate 1\r\n0153 Oslo' }), [pdf()])).statusCode).toBe(201);
  });

  it('tells the contact person by e-mail that the request arrived, with its reference', async () => {
    const fields = bankFields({ contact_person_email: 'received@fjordbank.test' });
    const since = smtp.messages.length;
    expect((await onboard(fields, [pdf()])).statusCode).toBe(201);
    const mail = await smtp.waitForMail('received@fjordbank.test', { since });
    const [request] = await t.db
      .select({ id: registrationRequests.id })
      .from(registrationRequests)
      .where(eq(registrationRequests.registrationNumber, fields.registration_number.toUpperCase()));
    expect(mail.subject).toBe('We have received the registration request for Fjord Bank');
    expect(mail.text).toContain(`Hello Ingrid Berg,`);
    expect(mail.text).toContain(`reference R-${request!.id}`);
    expect(mail.links).toContain(t.config.appUrl);
  });

  it('records a bank request as pending with its documents, without cookies or a CSRF token', async () => {
    const fields = bankFields();
    const response = await onboard(fields, [
      pdf(),
      { name: 'licence.png', type: 'image/png', content: PNG },
      { name: 'id.jpeg', type: 'image/jpeg', content: JPEG, field: 'documents[]' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.stringContaining('registration request has been received') });

    const [request] = await t.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.registrationNumber, fields.registration_number));
    expect(request).toMatchObject({
      entityKind: 'bank',
      status: 'pending',
      name: 'Fjord Bank',
      country: 'NO',
      bic: 'FJRDNOKK',
      bankingLicenceNumber: 'NO-FSA-1234',
      investorType: null,
      contactPersonEmail: 'ingrid@fjordbank.test',
    });
    const documents = await t.db
      .select()
      .from(registrationDocuments)
      .where(eq(registrationDocuments.requestId, request!.id))
      .orderBy(asc(registrationDocuments.id));
    expect(documents.map((document) => [document.originalName, document.mimeType, document.sizeBytes])).toEqual([
      ['articles.pdf', 'application/pdf', PDF.length],
      ['licence.png', 'image/png', PNG.length],
      ['id.jpeg', 'image/jpeg', JPEG.length],
    ]);
    for (const document of documents) {
      expect(document.storedName).toMatch(/^registrations\/[0-9a-f-]{36}$/);
      expect((await stat(join(t.config.storageDir, document.storedName))).size).toBe(document.sizeBytes);
    }
  });

  it('records an investor request with its investor type', async () => {
    const fields = investorFields({ investor_type: 'pension_fund' });
    expect((await onboard(fields, [pdf()])).statusCode).toBe(201);
    const [request] = await t.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.registrationNumber, fields.registration_number));
    expect(request).toMatchObject({
      entityKind: 'investor',
      investorType: 'pension_fund',
      bic: null,
      bankingLicenceNumber: null,
    });
  });

  it('reports every missing field and the missing documents per field', async () => {
    const response = await onboard({ entity_type: 'bank' }, []);
    expect(response.statusCode).toBe(422);
    const { errors, message } = response.json();
    expect(message).toMatch(/^The name field is required\. \(and \d+ more errors\)$/);
    expect(errors).toMatchObject({
      name: ['The name field is required.'],
      legal_name: ['The legal name field is required.'],
      registration_number: ['The registration number field is required.'],
      country: ['The country field is required.'],
      contact_email: ['The organisation e-mail field is required.'],
      contact_person_name: ['The contact person’s name field is required.'],
      banking_licence_number: ['The banking licence number field is required for a bank.'],
      bic: ['The BIC field is required for a bank.'],
      documents: ['The documents field is required.'],
    });
  });

  it('checks the entity type, country, BIC, e-mails, phone and investor type', async () => {
    const wrongType = await onboard(bankFields({ entity_type: 'dladminprofile' }), [pdf()]);
    expect(wrongType.json().errors.entity_type).toEqual(['The selected entity type is invalid.']);
    const bank = await onboard(bankFields({ country: 'XX', bic: 'NOTABIC', contact_email: 'nope', phone: 'call me' }), [
      pdf(),
    ]);
    expect(bank.json().errors).toEqual({
      country: ['The selected country is invalid.'],
      contact_email: ['The organisation e-mail field must be a valid email address.'],
      phone: ['The organisation phone field format is invalid.'],
      bic: ['The BIC must be a valid BIC of 8 or 11 characters.'],
    });
    const investor = await onboard(investorFields({ investor_type: 'hedge' }), [pdf()]);
    expect(investor.json().errors).toEqual({ investor_type: ['The selected investor type is invalid.'] });
  });

  it('refuses a file of another type, and a file whose content is not what its name and type claim', async () => {
    const before = await storedFiles();
    const response = await onboard(bankFields(), [
      { name: 'setup.exe', type: 'application/octet-stream', content: Buffer.from('MZ\x90\x00') },
      { name: 'fake.pdf', type: 'application/pdf', content: Buffer.from('<html>not a pdf</html>') },
      pdf(),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      documents: [
        'setup.exe: Invalid file type, allowed file types: .pdf, .png, .jpg, .jpeg.',
        'fake.pdf: Invalid file type, allowed file types: .pdf, .png, .jpg, .jpeg.',
      ],
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a document over 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await onboard(bankFields(), [{ name: 'scan.pdf', type: 'application/pdf', content: big }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      documents: ['scan.pdf: Invalid file size, file size should be smaller than 10 MB.'],
    });
  });

  it('refuses more than 5 documents', async () => {
    const files = Array.from({ length: 6 }, (_unused, index) => ({
      ...pdf(`doc-${index}.pdf`),
      content: Buffer.concat([PDF, Buffer.from(String(index))]),
    }));
    const response = await onboard(bankFields(), files);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ documents: ['Maximum number of files exceeded, limit is 5 at most.'] });
  });

  it('counts the same file picked twice once', async () => {
    const fields = bankFields();
    expect((await onboard(fields, [pdf(), pdf()])).statusCode).toBe(201);
    const [request] = await t.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.registrationNumber, fields.registration_number));
    expect(
      await t.db.select().from(registrationDocuments).where(eq(registrationDocuments.requestId, request!.id)),
    ).toHaveLength(1);
  });

  it('refuses a second open request for the same registration number, whatever its case', async () => {
    const fields = bankFields({ registration_number: 'DUP-555' });
    expect((await onboard(fields, [pdf()])).statusCode).toBe(201);
    const again = await onboard(investorFields({ registration_number: 'dup-555' }), [pdf()]);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      registration_number: ['An open registration request already exists for this registration number.'],
    });
  });

  it('refuses concurrent duplicate submissions: exactly one wins', async () => {
    const fields = bankFields({ registration_number: 'RACE-1' });
    const answers = await Promise.all([onboard(fields, [pdf()]), onboard(fields, [pdf()]), onboard(fields, [pdf()])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it('refuses a registration number an organisation already holds', async () => {
    const response = await onboard(bankFields({ registration_number: 'nw-4412001' }), [pdf()]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      registration_number: ['An organisation with this registration number is already registered.'],
    });
  });

  it('accepts multipart only: a JSON body gets 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/onboard',
      remoteAddress: '10.31.0.1',
      payload: bankFields(),
    });
    expect(response.statusCode).toBe(415);
  });

  it(`limits each IP address to ${ONBOARD_LIMIT.max} submissions an hour`, async () => {
    const ip = '10.32.0.1';
    for (let attempt = 0; attempt < ONBOARD_LIMIT.max; attempt += 1) {
      expect((await onboard({ entity_type: 'bank' }, [], ip)).statusCode).toBe(422);
    }
    const blocked = await onboard(bankFields(), [pdf()], ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyOnboardings });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await onboard(bankFields(), [pdf()], '10.32.0.2')).statusCode).toBe(201);
  });
});
