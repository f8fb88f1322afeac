/** Control and text-direction characters in the auth forms: a clear 422, never a 500, on PGlite and PostgreSQL alike. */
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../support/api-harness.ts';
import { STRONG_PASSWORD } from '../../support/browser-client.ts';
import { DEMO, DEMO_PASSWORD } from '../../support/demo-people.ts';

const BAD = ['\u0000', '\r\n', '\n', '\u202e', '\u202a', '\u2066', '\u2069', '\u0085'];

describe('text rules of the auth endpoints', () => {
  const harness = useApiHarness();

  async function post(path: string, body: Record<string, unknown>) {
    const browser = harness.freshClient();
    await browser.csrfCookie();
    return browser.post(path, body);
  }

  const forbidden = (field: string) =>
    `The ${field.replace(/_/g, ' ')} field must not contain control or text-direction characters.`;

  it.each(BAD)('refuses %j in the sign-up name, e-mail and password', async (bad) => {
    const fields = {
      name: 'Grace Hopper',
      email: 'grace-text@example.test',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    };
    const name = await post('/api/v1/auth/register', { ...fields, name: `Grace${bad}Hopper` });
    expect(name.statusCode, name.body).toBe(422);
    expect(name.json().errors).toEqual({ name: [forbidden('name')] });
    const email = await post('/api/v1/auth/register', { ...fields, email: `grace${bad}@example.test` });
    expect(email.statusCode, email.body).toBe(422);
    expect(email.json().errors.email).toContain(forbidden('email'));
    const password = `${STRONG_PASSWORD}${bad}`;
    const secret = await post('/api/v1/auth/register', { ...fields, password, password_confirmation: password });
    expect(secret.statusCode, secret.body).toBe(422);
    // A NUL no column can hold is also named in the confirmation, which has no rules of its own.
    const confirmation =
      bad === '\u0000'
        ? { password_confirmation: ['The password confirmation field contains characters that are not allowed.'] }
        : {};
    expect(secret.json().errors).toEqual({ password: [forbidden('password')], ...confirmation });
  });

  it.each(BAD)('refuses %j in the sign-in e-mail, and a NUL in the password, with 422', async (bad) => {
    const email = await post('/api/v1/auth/login', { email: `admin${bad}@dealledger.test`, password: DEMO_PASSWORD });
    expect(email.statusCode, email.body).toBe(422);
    expect(email.json().errors.email).toContain(forbidden('email'));
    const nul = await post('/api/v1/auth/login', { email: DEMO.superAdmin.email, password: `${DEMO_PASSWORD}\u0000` });
    expect(nul.statusCode, nul.body).toBe(422);
    expect(nul.json().errors).toEqual({ password: [forbidden('password')] });
  });

  it.each(BAD)('refuses %j in the reset request and in every reset field', async (bad) => {
    const request = await post('/api/v1/password/email', { email: `officer${bad}@northwind.test` });
    expect(request.statusCode, request.body).toBe(422);
    expect(request.json().errors.email).toContain(forbidden('email'));
    const fields = {
      token: 'a'.repeat(43),
      email: DEMO.northwindOfficer.email,
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    };
    const token = await post('/api/v1/password/reset', {
      ...fields,
      token: `${'a'.repeat(20)}${bad}${'b'.repeat(20)}`,
    });
    expect(token.statusCode, token.body).toBe(422);
    expect(token.json().errors).toEqual({ token: [forbidden('token')] });
    const email = await post('/api/v1/password/reset', { ...fields, email: `officer${bad}@northwind.test` });
    expect(email.statusCode, email.body).toBe(422);
    expect(email.json().errors.email).toContain(forbidden('email'));
  });
});
