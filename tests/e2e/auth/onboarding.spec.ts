/** Onboarding an organisation: the form, the upload widget's rules and messages, and the request sent without cookies. */
import { test, expect } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import { latestMailTo } from '../support/mailbox.ts';
import { uniqueEmail } from './auth-pages.ts';

const pdf = (name: string, padding = 1000) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(padding, 0x20), Buffer.from('\n%%EOF\n')]),
});

async function fillBank(page: Page, registrationNumber: string, contactEmail = uniqueEmail('onboard')) {
  await page.getByLabel('Organisation name').fill('Fjord Savings Bank');
  await page.getByLabel('Legal name').fill('Fjord Savings Bank ASA');
  await page.getByLabel('Registration number').fill(registrationNumber);
  await page.getByLabel('Country').selectOption('NO');
  await page.getByLabel('Registered address').fill('Strandgata 1, 5013 Bergen');
  await page.getByLabel('Organisation e-mail').fill('info@fjord.example');
  await page.getByLabel('Organisation phone').fill('+47 55 00 00 00');
  await page.getByLabel('Banking licence number').fill('NO-FSA-2231');
  await page.getByLabel('BIC').fill('FJRDNOBB');
  await page.getByLabel('Name', { exact: true }).fill('Ingrid Fjord');
  await page.getByLabel('E-mail address').fill(contactEmail);
  await page.getByLabel('Phone', { exact: true }).fill('+47 900 00 000');
}

const documents = (page: Page) => page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
const chooseFiles = (page: Page) => page.getByLabel('Choose files');

test('a bank sends its registration request with documents, no cookie goes with it, and the contact is mailed', async ({
  page,
}) => {
  const contactEmail = uniqueEmail('onboard');
  await page.goto('/onboard');
  await page.request.get('/sanctum/csrf-cookie');
  await fillBank(page, `NO-${Date.now()}`, contactEmail);
  await chooseFiles(page).setInputFiles([pdf('licence.pdf', 1536 - 16)]);
  await expect(documents(page)).toHaveCount(1);
  await expect(documents(page).first()).toContainText('licence.pdf');
  await expect(documents(page).first()).toContainText('1.5 KB');

  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/onboard') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send registration request' }).click();
  const request = await sent;

  await expect(page.getByRole('status')).toHaveText(
    'Your registration request has been received. We will review it and contact you by email.',
  );
  expect((await request.allHeaders())['cookie']).toBeUndefined();

  const mail = await latestMailTo(process.env['E2E_DATA_DIR']!, contactEmail);
  expect(mail.subject).toBe('We have received the registration request for Fjord Savings Bank');
  expect(mail.text).toMatch(/has reference R-\d+\./);
  await page.goto(mail.links[0]!);
  await expect(page).toHaveTitle('DealLedger');
});

test('the upload widget skips duplicates and explains every file it leaves out', async ({ page }) => {
  await page.goto('/onboard');
  await chooseFiles(page).setInputFiles([
    pdf('a.pdf'),
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  await expect(
    page.getByText('notes.txt: Invalid file type, allowed file types: .pdf, .png, .jpg, .jpeg.'),
  ).toBeVisible();
  await expect(documents(page)).toHaveCount(1);

  await chooseFiles(page).setInputFiles([pdf('a.pdf')]);
  await expect(documents(page)).toHaveCount(1);

  await chooseFiles(page).setInputFiles([pdf('huge.pdf', 10 * 1024 * 1024)]);
  await expect(page.getByText('huge.pdf: Invalid file size, file size should be smaller than 10 MB.')).toBeVisible();

  await chooseFiles(page).setInputFiles(['b', 'c', 'd', 'e', 'f'].map((name) => pdf(`${name}.pdf`)));
  await expect(page.getByText('Maximum number of files exceeded, limit is 5 at most.')).toBeVisible();
  await expect(documents(page)).toHaveCount(5);

  await page.getByRole('button', { name: 'Remove a.pdf' }).click();
  await expect(documents(page)).toHaveCount(4);
});

test('the form checks its fields and documents before sending', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/onboard')) posts.push(request.method());
  });
  await page.goto('/onboard');
  await page.getByRole('radio', { name: 'Investor' }).check();
  await expect(page.getByLabel('BIC')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send registration request' }).click();
  await expect(page.getByText('The name field is required.')).toBeVisible();
  await expect(page.getByText('The investor type field is required for an investor.')).toBeVisible();
  await expect(page.getByText('The documents field is required.')).toBeVisible();
  await expect(page.getByLabel('Organisation name')).toBeFocused();
  expect(posts).toEqual([]);
});

test('a second open request for the same registration number shows the server message', async ({ page }) => {
  const number = `NO-DUP-${Date.now()}`;
  for (const attempt of [1, 2]) {
    await page.goto('/onboard');
    await fillBank(page, number);
    await chooseFiles(page).setInputFiles([pdf(`licence-${attempt}.pdf`)]);
    await page.getByRole('button', { name: 'Send registration request' }).click();
    if (attempt === 1)
      await expect(page.getByRole('status')).toContainText('Your registration request has been received.');
  }
  await expect(page.getByRole('alert')).toContainText(
    'An open registration request already exists for this registration number.',
  );
});

test('documents chosen before the form is ready are taken, not lost', async ({ page }) => {
  // Hold the page's scripts back so the files are chosen on the server-rendered input, before hydration.
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back, so wait only for the markup.
  await page.goto('/onboard', { waitUntil: 'commit' });
  await expect(chooseFiles(page)).toBeAttached();
  await chooseFiles(page).setInputFiles([pdf('early.pdf')]);
  release();
  await expect(documents(page)).toHaveCount(1);
  await expect(documents(page).first()).toContainText('early.pdf');
});
