/** Sets a new password with the token and e-mail address from the reset link. */
import { useEffect, useState } from 'react';
import { resetPasswordSchema } from '@/domain/auth-rules';
import { pathFor } from '@/domain/routes';
import { resetPassword } from '@/stores/auth-account';
import { AuthCard } from './AuthCard';
import { FIELD_LABELS, RESET_TEXT } from './auth-text';
import { EmailField } from './EmailField';
import { FormAlert } from '@/components/forms/FormAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthForm } from './use-auth-form';

export default function ResetPasswordForm() {
  const [linkChecked, setLinkChecked] = useState(false);
  const form = useAuthForm({
    initial: { token: '', email: '', password: '', password_confirmation: '' },
    schema: resetPasswordSchema,
    send: (values) => resetPassword(values),
  });
  const { values, setValues, setField, errorOf } = form;

  // The page is static: the token and address arrive in the query string. They are read
  // once and taken out of the address bar and the history, where anyone could find them later.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (query.has('token') || query.has('email')) {
      setValues((current) => ({ ...current, token: query.get('token') ?? '', email: query.get('email') ?? '' }));
      history.replaceState(history.state, '', location.pathname);
    }
    setLinkChecked(true);
  }, [setValues]);

  const linkBroken = linkChecked && !values.token;

  return (
    <AuthCard heading={RESET_TEXT.heading} intro={RESET_TEXT.intro}>
      <FormAlert kind="error" message={linkBroken ? RESET_TEXT.missingLink : (form.failure ?? errorOf('token'))} />
      {form.success ? (
        <>
          <FormAlert kind="success" message={form.success} />
          <a className="btn w-full btn-primary" href={pathFor('login')}>
            {RESET_TEXT.login}
          </a>
        </>
      ) : (
        <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-1">
          <EmailField
            autoComplete="username"
            value={values.email}
            onValue={setField('email')}
            error={errorOf('email')}
          />
          <NewPasswordFields
            label={FIELD_LABELS.newPassword}
            password={values.password}
            confirmation={values.password_confirmation}
            onPassword={setField('password')}
            onConfirmation={setField('password_confirmation')}
            errorOf={errorOf}
          />
          <button
            type="submit"
            className="btn mt-4 w-full btn-primary"
            disabled={form.submitting || !form.ready || linkBroken}
          >
            {form.submitting ? RESET_TEXT.submitting : RESET_TEXT.submit}
          </button>
        </form>
      )}
      <a className="link text-sm link-primary" href={pathFor('forgot-password')}>
        {RESET_TEXT.askAgain}
      </a>
    </AuthCard>
  );
}
