/** The sign-in form: e-mail and password, then the role's home or the page the visitor asked for. */
import { loginSchema } from '@/domain/auth-rules';
import { postLoginPath } from '@/domain/post-login';
import { VERIFY_EMAIL_PATH, pathFor } from '@/domain/routes';
import { $auth, $roles, login, needsVerification } from '@/stores/auth';
import { AuthCard } from './AuthCard';
import { FIELD_LABELS, LOGIN_TEXT } from './auth-text';
import { EmailField } from './EmailField';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { useAuthForm } from './use-auth-form';

function destination(): string {
  if (needsVerification($auth.get())) return VERIFY_EMAIL_PATH;
  return postLoginPath($roles.get(), new URLSearchParams(location.search).get('redirect'));
}

export default function LoginForm() {
  const form = useAuthForm({
    initial: { email: '', password: '', remember: false },
    schema: loginSchema,
    send: (values) => login(values),
    onSuccess: () => location.assign(destination()),
  });
  const { values, setField, errorOf } = form;

  return (
    <AuthCard heading={LOGIN_TEXT.heading} intro={LOGIN_TEXT.intro}>
      <FormAlert kind="error" message={form.failure} />
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-1">
        <EmailField autoComplete="username" value={values.email} onValue={setField('email')} error={errorOf('email')} />
        <PasswordField
          name="password"
          label={FIELD_LABELS.password}
          autoComplete="current-password"
          required
          value={values.password}
          onValue={setField('password')}
          error={errorOf('password')}
        />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <label className="label cursor-pointer gap-2 text-sm">
            <input
              type="checkbox"
              name="remember"
              className="checkbox checkbox-sm"
              checked={values.remember}
              onChange={(event) => setField('remember')(event.target.checked)}
            />
            {FIELD_LABELS.remember}
          </label>
          <a className="link link-primary text-sm" href={pathFor('forgot-password')}>
            {LOGIN_TEXT.forgot}
          </a>
        </div>
        <button type="submit" className="btn btn-primary mt-4 w-full" disabled={form.submitting || !form.ready}>
          {form.submitting ? LOGIN_TEXT.submitting : LOGIN_TEXT.submit}
        </button>
      </form>
      <p className="text-sm">
        {LOGIN_TEXT.noAccount}{' '}
        <a className="link link-primary" href={pathFor('register')}>
          {LOGIN_TEXT.register}
        </a>{' '}
        ·{' '}
        <a className="link link-primary" href={pathFor('onboard')}>
          {LOGIN_TEXT.onboard}
        </a>
      </p>
    </AuthCard>
  );
}
