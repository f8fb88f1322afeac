/**
 * Field rules and messages for sign-in, sign-up, password reset and onboarding,
 * shared by the portal forms and the API (which adds the breached-password check).
 * Every string passes the text rules of `text-rules.ts`.
 * Messages follow Laravel's wording because the portal shows the server's text.
 */
import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';
import { COUNTRIES } from './countries';
import { ENTITY_TYPES, isInvestorType } from './organisations';
import { PERSON_NAME_MAX, TEXT_MESSAGES, hasForbiddenCharacters, looksLikeAddress, type TextKind } from './text-rules';
import { formatFileSize } from './file-size';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 255;
export const EMAIL_MAX = 255;

/** Onboarding documents: 1 to 5 files, PDF/PNG/JPEG, 10 MB each. */
export const DOCUMENT_MIN_FILES = 1;
export const DOCUMENT_MAX_FILES = 5;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = [
  { mime: 'application/pdf', extensions: ['.pdf'] },
  { mime: 'image/png', extensions: ['.png'] },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
] as const;
export const DOCUMENT_MIME_TYPES: readonly string[] = DOCUMENT_TYPES.map((type) => type.mime);
export const DOCUMENT_EXTENSIONS: readonly string[] = DOCUMENT_TYPES.flatMap((type) => type.extensions);
/** For `<input type="file" accept>`. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_EXTENSIONS, ...DOCUMENT_MIME_TYPES].join(',');
/** The multipart field that carries the documents (`documents[]` is accepted as well). */
export const DOCUMENT_FIELD = 'documents';

export { ENTITY_TYPES, INVESTOR_TYPES, INVESTOR_TYPE_LABELS } from './organisations';
/** ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES: readonly string[] = COUNTRIES.map((country) => country.code);

export { AUTH_FALLBACK_MESSAGES, AUTH_MESSAGES } from './auth-messages';

/**
 * How a message names a field: as its label on the form says it, never by its code ("bic",
 * "contact email"); fields whose code already reads as their label keep it.
 */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  contact_email: 'organisation e-mail',
  phone: 'organisation phone',
  address: 'registered address',
  bic: 'BIC',
  contact_person_name: 'contact person’s name',
  contact_person_email: 'contact person’s e-mail address',
  contact_person_phone: 'contact person’s phone',
};
const attributeOf = (field: string) => FIELD_WORDS[field] ?? field.replace(/_/g, ' ');
const required = (field: string) => `The ${attributeOf(field)} field is required.`;
const tooLong = (field: string, max: number) =>
  `The ${attributeOf(field)} field must not be greater than ${max} characters.`;

/** Refuses control and text-direction characters (multi-line fields keep their line breaks). */
const clean = (field: string, kind: TextKind = 'single-line') =>
  [(value: string) => !hasForbiddenCharacters(value, kind), TEXT_MESSAGES.forbiddenCharacters(field)] as const;

/** A required trimmed string: an empty value counts as missing, as in Laravel. */
const text = (field: string, max: number, kind: TextKind = 'single-line') =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, tooLong(field, max))
    .refine(...clean(field, kind));

/** An optional trimmed string; empty means absent. */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `The ${attributeOf(field)} field must be a string.` })
    .trim()
    .max(max, tooLong(field, max))
    .refine(...clean(field))
    .optional();

const email = (field = 'email') =>
  text(field, EMAIL_MAX).pipe(z.email(`The ${attributeOf(field)} field must be a valid email address.`));

/** A person's name: printable text of sane length, never a link to follow (the name is copied into mails). */
const personName = (field: string) =>
  text(field, PERSON_NAME_MAX).refine(
    (value) => !looksLikeAddress(value),
    TEXT_MESSAGES.addressInName(attributeOf(field)),
  );

/** Password length and shape; the server also refuses breached and common passwords. */
export const passwordSchema = z
  .string({ error: required('password') })
  .min(1, required('password'))
  .min(PASSWORD_MIN, `The password field must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `The password field must not be greater than ${PASSWORD_MAX} characters.`)
  .refine((value) => value.trim() !== '', AUTH_MESSAGES.passwordBlank)
  .refine((value) => !hasForbiddenCharacters(value), TEXT_MESSAGES.forbiddenCharacters('password'));

/** Cross-field checks run even when another field is missing, so every error shows at once. */
const always = { when: () => true };

type NewPassword = { email?: unknown; password?: unknown; password_confirmation?: string | undefined };

/** Whether the password is, or contains, the account's e-mail address or the name before its @. */
export function passwordContainsEmail(password: string, emailAddress: string): boolean {
  const lowered = password.trim().toLowerCase();
  const address = emailAddress.trim().toLowerCase();
  if (!address) return false;
  const local = address.split('@')[0] ?? '';
  return lowered.includes(address) || (local.length >= 4 && lowered === local);
}

const newPasswordRules = <T extends NewPassword>(value: T, ctx: z.RefinementCtx) => {
  if (typeof value.password !== 'string' || value.password === '') return;
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordConfirmation });
  }
  if (typeof value.email === 'string' && passwordContainsEmail(value.password, value.email)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordHasEmail });
  }
};

export const loginSchema = z.object({
  email: email(),
  password: z
    .string({ error: required('password') })
    .min(1, required('password'))
    .max(1024)
    .refine((value) => !value.includes('\u0000'), TEXT_MESSAGES.forbiddenCharacters('password')),
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: personName('name'),
    email: email(),
    password: passwordSchema,
    password_confirmation: z.string().optional(),
  })
  .superRefine(newPasswordRules, always);
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: text('token', 200),
    email: email(),
    password: passwordSchema,
    password_confirmation: z.string().optional(),
  })
  .superRefine(newPasswordRules, always);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const PHONE = /^\+?[0-9][0-9 ()./-]{4,30}$/;
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
export const BIC_MESSAGE = 'The BIC must be a valid BIC of 8 or 11 characters.';

const phone = (field: string) => text(field, 32).regex(PHONE, `The ${attributeOf(field)} field format is invalid.`);

/** An organisation's own fields, as onboarding collects them and platform admins edit them. */
export const organisationFields = {
  name: text('name', NAME_MAX),
  legal_name: text('legal_name', NAME_MAX),
  registration_number: text('registration_number', 64),
  country: z
    .string({ error: required('country') })
    .trim()
    // An empty select is a missing country, not an invalid one.
    .min(1, required('country'))
    .refine(...clean('country'))
    .toUpperCase()
    .refine((code) => COUNTRY_CODES.includes(code), 'The selected country is invalid.'),
  address: text('address', 1000, 'multi-line'),
  contact_email: email('contact_email'),
  phone: phone('phone'),
  website: optionalText('website', 255).refine(
    (value) => !value || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
    'The website field must be a valid URL.',
  ),
  banking_licence_number: optionalText('banking_licence_number', 64),
  bic: optionalText('bic', 11).transform((value) => value?.toUpperCase().replace(/\s+/g, '')),
  investor_type: optionalText('investor_type', 32),
};

/**
 * The text fields of the onboarding form (multipart, so every value is a string).
 * Bank-only and investor-only fields are required for their type and ignored otherwise.
 */
export const onboardingSchema = z
  .object({
    entity_type: z.enum(ENTITY_TYPES, { error: 'The selected entity type is invalid.' }),
    ...organisationFields,
    contact_person_name: personName('contact_person_name'),
    contact_person_email: email('contact_person_email'),
    contact_person_phone: phone('contact_person_phone'),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.entity_type === 'bank') {
      if (!value.banking_licence_number)
        issue('banking_licence_number', 'The banking licence number field is required for a bank.');
      if (!value.bic) issue('bic', 'The BIC field is required for a bank.');
      else if (!BIC_PATTERN.test(value.bic)) issue('bic', BIC_MESSAGE);
    }
    if (value.entity_type === 'investor') {
      if (!value.investor_type) issue('investor_type', 'The investor type field is required for an investor.');
      else if (!isInvestorType(value.investor_type)) issue('investor_type', 'The selected investor type is invalid.');
    }
  }, always);
export type OnboardingInput = z.infer<typeof onboardingSchema>;

export const UPLOAD_MESSAGES = {
  invalidType: (fileName: string) =>
    `${fileName}: Invalid file type, allowed file types: ${DOCUMENT_EXTENSIONS.join(', ')}.`,
  invalidSize: (fileName: string) =>
    `${fileName}: Invalid file size, file size should be smaller than ${formatFileSize(DOCUMENT_MAX_BYTES)}.`,
  tooMany: () => `Maximum number of files exceeded, limit is ${DOCUMENT_MAX_FILES} at most.`,
  required: () => 'The documents field is required.',
} as const;

export interface DocumentCandidate {
  name: string;
  /** The declared MIME type; may be empty. */
  type: string;
  size: number;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Whether a file's name and declared type are both an allowed document type. */
export function isAllowedDocumentType(file: Pick<DocumentCandidate, 'name' | 'type'>): boolean {
  const type = DOCUMENT_TYPES.find((candidate) => candidate.mime === file.type.toLowerCase());
  return !!type && (type.extensions as readonly string[]).includes(extensionOf(file.name));
}

/** The upload messages for a list of documents; empty when the list is acceptable. */
export function documentErrors(files: readonly DocumentCandidate[]): string[] {
  if (files.length < DOCUMENT_MIN_FILES) return [UPLOAD_MESSAGES.required()];
  const errors: string[] = [];
  if (files.length > DOCUMENT_MAX_FILES) errors.push(UPLOAD_MESSAGES.tooMany());
  for (const file of files) {
    if (!isAllowedDocumentType(file)) errors.push(UPLOAD_MESSAGES.invalidType(file.name));
    else if (file.size > DOCUMENT_MAX_BYTES) errors.push(UPLOAD_MESSAGES.invalidSize(file.name));
  }
  return errors;
}
