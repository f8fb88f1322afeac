/**
 * The sign-up form: name, e-mail and a password with its strength. The answer is the same
 * whether or not the address already has an account, so the form shows it and points to
 * the mailbox and the sign-in page; it does not sign in.
 */
import { registerSchema } from '@/domain/auth-rules';
import { pathFor } from '@/domain/routes';
import { register } from '@/stores/auth-account';
import { AuthCard } from './AuthCard';
import { FIELD_LABELS, REGISTER_TEXT } from './auth-text';
import { EmailField } from './EmailField';
import { FormAlert } from '@/components/forms/FormAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { TextField } from '@/components/forms/TextField';
import { useAuthForm } from './use-auth-form';

export default function RegisterForm() {
  const form = useAuthForm({
    initial: { name: '', email: '', password: '', password_confirmation: '' },
    schema: registerSchema,
    send: (values) => register(values),
  });
  const { values, setField, errorOf } = form;

  return (
    <AuthCard heading={REGISTER_TEXT.heading} intro={REGISTER_TEXT.intro}>
      <FormAlert kind="error" message={form.failure} />
      {form.success ? (
        <>
          <FormAlert kind="success" message={form.success} />
          <a className="btn w-full btn-primary" href={pathFor('login')}>
            {REGISTER_TEXT.login}
          </a>
        </>
      ) : (
        <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-1">
          <TextField
            name="name"
            label={FIELD_LABELS.name}
            autoComplete="name"
            required
            value={values.name}
            onValue={setField('name')}
            error={errorOf('name')}
          />
          <EmailField value={values.email} onValue={setField('email')} error={errorOf('email')} />
          <NewPasswordFields
            label={FIELD_LABELS.password}
            password={values.password}
            confirmation={values.password_confirmation}
            onPassword={setField('password')}
            onConfirmation={setField('password_confirmation')}
            errorOf={errorOf}
          />
          <button type="submit" className="btn mt-4 w-full btn-primary" disabled={form.submitting || !form.ready}>
            {form.submitting ? REGISTER_TEXT.submitting : REGISTER_TEXT.submit}
          </button>
        </form>
      )}
      <p className="text-sm">
        {REGISTER_TEXT.haveAccount}{' '}
        <a className="link link-primary" href={pathFor('login')}>
          {REGISTER_TEXT.login}
        </a>
      </p>
    </AuthCard>
  );
}
