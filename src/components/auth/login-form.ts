/**
 * Makes the server-rendered sign-in form (LoginForm.astro) work: the fields' own check,
 * the CSRF cookie then POST /api/v1/auth/login as the auth store does, the server's
 * messages under the fields and above the form, then the asked-for page or the role's home.
 * Plain DOM code: the sign-in page loads neither React nor the validation library.
 */
import { checkLogin } from '@/domain/login-check';
import { postLoginPath } from '@/domain/post-login';
import { activeRoles } from '@/domain/roles';
import { VERIFY_EMAIL_PATH } from '@/domain/routes';
import { AUTH_FALLBACK, fieldErrorsOf, serverMessage } from '@/lib/api/auth-errors';
import { AJAX_HEADERS, createCsrfFetch, refreshCsrfCookie, type CsrfFetchOptions } from '@/lib/api/csrf-fetch';
import type { AuthUser } from '@/stores/auth-types';
import { rememberUser } from '@/stores/known-user';

type Outcome = { ok: true; user: AuthUser } | { ok: false; message: string; fieldErrors: Record<string, string> };

const apiOptions = (): CsrfFetchOptions => ({
  baseUrl: document.documentElement.dataset['apiOrigin'] ?? '',
  credentials: 'include',
});

function userOf(data: unknown): AuthUser | null {
  const found = (data as { user?: AuthUser } | null | undefined)?.user ?? (data as AuthUser | null | undefined);
  return found && typeof found === 'object' && 'email' in found ? found : null;
}

/** Fetches the CSRF cookie first (spec section 7), then signs in; a 419 is renewed and retried once. */
async function signIn(fields: { email: string; password: string; remember: boolean }): Promise<Outcome> {
  const options = apiOptions();
  await refreshCsrfCookie(options).catch(() => undefined);
  let status = 0;
  let body: unknown;
  try {
    const request = new Request(`${options.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      credentials: options.credentials,
      headers: { ...AJAX_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    });
    const response = await createCsrfFetch(options)(request);
    status = response.status;
    body = await response.json().catch(() => undefined);
  } catch {
    // No answer at all: the fallback message below.
  }
  const answered = status >= 200 && status < 300;
  const user = answered ? userOf(body) : null;
  if (user) return { ok: true, user };
  const firstErrors = Object.fromEntries(
    Object.entries(fieldErrorsOf(body)).map(([field, messages]) => [field, messages[0] ?? '']),
  );
  // A success without a user is a failure the server did not word.
  return {
    ok: false,
    message: (answered ? null : serverMessage(body)) ?? AUTH_FALLBACK.login,
    fieldErrors: firstErrors,
  };
}

function destination(user: AuthUser): string {
  if (!user.email_verified_at) return VERIFY_EMAIL_PATH;
  return postLoginPath(activeRoles(user.user_entity_roles), new URLSearchParams(location.search).get('redirect'));
}

/** The field's error line and its wiring for screen readers, or none. */
function showFieldError(form: HTMLFormElement, name: string, message: string | undefined): void {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement)) return;
  const id = `${input.id}-error`;
  const box = input.closest<HTMLElement>('[data-error-box]') ?? input;
  const fieldset = input.closest<HTMLElement>('.fieldset');
  document.getElementById(id)?.remove();
  box.classList.toggle('input-error', !!message);
  if (!message) {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    return;
  }
  const line = document.createElement('p');
  line.id = id;
  line.className = 'label whitespace-normal text-error';
  line.textContent = message;
  fieldset?.append(line);
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}

/** The message above the form: announced at once, as the React forms' FormAlert does. */
function showFailure(form: HTMLFormElement, message: string | null): void {
  form.parentElement?.querySelector('[data-login-failure]')?.remove();
  if (!message) return;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.dataset['loginFailure'] = '';
  alert.className = 'alert alert-soft alert-error text-sm';
  const text = document.createElement('span');
  text.textContent = message;
  alert.append(text);
  form.before(alert);
}

function wirePasswordToggle(form: HTMLFormElement): void {
  const toggle = form.querySelector<HTMLButtonElement>('[data-password-toggle]');
  const input = form.elements.namedItem('password');
  if (!toggle || !(input instanceof HTMLInputElement)) return;
  toggle.addEventListener('click', () => {
    const visible = input.type === 'password';
    input.type = visible ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(visible));
    toggle.setAttribute('aria-label', (visible ? toggle.dataset['hideLabel'] : toggle.dataset['showLabel']) ?? '');
    toggle.textContent = visible ? 'Hide' : 'Show';
  });
  toggle.disabled = false;
}

export function enhanceLoginForm(form: HTMLFormElement): void {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit) return;
  const idleText = submit.textContent ?? '';
  let submitting = false;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const shown = new Set<string>();

  const showErrors = (errors: Record<string, string | undefined>) => {
    for (const name of new Set([...shown, ...Object.keys(errors)])) showFieldError(form, name, errors[name]);
    shown.clear();
    for (const [name, message] of Object.entries(errors)) if (message) shown.add(name);
    // The first field in error takes the focus, so its message is read out.
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  // Editing a field clears its error, as in the other auth forms.
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (!shown.has(name)) return;
    shown.delete(name);
    showFieldError(form, name, undefined);
  });

  const setSubmitting = (on: boolean) => {
    submitting = on;
    submit.disabled = on;
    submit.textContent = on ? (form.dataset['submittingText'] ?? idleText) : idleText;
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submitting) return;
    showFailure(form, null);
    const fields = {
      email: field('email').value,
      password: field('password').value,
      remember: field('remember').checked,
    };
    const errors = checkLogin(fields);
    if (Object.keys(errors).length) {
      showErrors(errors);
      return;
    }
    setSubmitting(true);
    const outcome = await signIn(fields);
    if (outcome.ok) {
      rememberUser(outcome.user);
      // Stays disabled while the next page loads, so a second click sends nothing.
      location.assign(destination(outcome.user));
      return;
    }
    setSubmitting(false);
    showFailure(form, outcome.message);
    showErrors(outcome.fieldErrors);
  });

  wirePasswordToggle(form);
  submit.disabled = false;
  form.dataset['hydrated'] = 'true';
}
