import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useApiHarness } from '../../support/api-harness.ts';
import { latestMailTo } from '../../e2e/support/mailbox.ts';
import { STRONG_PASSWORD } from '../../support/browser-client.ts';

describe('mail without SMTP_URL', () => {
  const harness = useApiHarness({ config: { smtpUrl: undefined } });

  it('writes each mail to DATA_DIR/mail as {to, subject, text, html}, found by the end-to-end mailbox helper', async () => {
    const t = harness.t;
    const started = new Date();
    const browser = harness.client();
    await browser.csrfCookie();
    const response = await browser.post('/api/v1/auth/register', {
      name: 'File Mail',
      email: 'file-mail@example.test',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(202);

    const mail = await latestMailTo(t.config.dataDir, 'FILE-MAIL@example.test', { after: started, timeoutMs: 5000 });
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(
      new RegExp(`^${t.config.appUrl}/api/v1/email/verify/\\d+/[0-9a-f]{64}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );

    const names = await readdir(join(t.config.dataDir, 'mail'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.json$/);
    const stored = JSON.parse(await readFile(join(t.config.dataDir, 'mail', names[0]!), 'utf8'));
    expect(Object.keys(stored)).toEqual(['to', 'subject', 'text', 'html']);

    const verified = await t.app.inject({ method: 'GET', url: mail.links[0]!.slice(t.config.appUrl.length) });
    expect(verified.statusCode).toBe(302);
  });

  it('makes the mailbox helper wait for mail written after a given time only', async () => {
    const t = harness.t;
    await expect(
      latestMailTo(t.config.dataDir, 'file-mail@example.test', {
        after: new Date(Date.now() + 60_000),
        timeoutMs: 300,
      }),
    ).rejects.toThrow(/no mail/);
  });
});
