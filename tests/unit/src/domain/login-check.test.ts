/** The sign-in page's zod-free check gives, field by field, the first message the API's loginSchema gives. */
import { describe, expect, it } from 'vitest';
import { loginSchema } from '@/domain/auth-rules';
import { checkLogin, type LoginFields } from '@/domain/login-check';
import { DEMO } from '../../../support/demo-people.ts';

function schemaErrors(fields: LoginFields): Record<string, string> {
  const result = loginSchema.safeParse(fields);
  const first: Record<string, string> = {};
  if (result.success) return first;
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

const EMAILS = [
  '',
  '   ',
  'someone@example.test',
  '  someone@example.test  ',
  'not-an-address',
  'a@b',
  'a@b.c',
  '.dot@example.test',
  'two..dots@example.test',
  "o'neil+tag@mail.example.co.uk",
  'someone@-example.test',
  'some\u0000one@example.test',
  'some\u202eone@example.test',
  'tab\tin@example.test',
  `${'a'.repeat(250)}@example.test`,
  `${'a'.repeat(240)}@example.test`,
];
const PASSWORDS = ['', ' ', 'Password123!', 'pass\u0000word', 'x'.repeat(1024), 'x'.repeat(1025), '\u202e'];

describe('the sign-in check', () => {
  for (const email of EMAILS) {
    for (const password of PASSWORDS) {
      it(`agrees with loginSchema on ${JSON.stringify(email).slice(0, 40)} / ${JSON.stringify(password).slice(0, 20)}`, () => {
        expect(checkLogin({ email, password })).toEqual(schemaErrors({ email, password }));
      });
    }
  }

  it('passes a well-formed address and any password', () => {
    expect(checkLogin({ email: DEMO.superAdmin.email, password: 'x' })).toEqual({});
  });
});
