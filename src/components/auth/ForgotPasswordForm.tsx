/** Asks for a password reset link by e-mail. */
import { forgotPasswordSchema } from '@/domain/auth-rules';
import { pathFor } from '@/domain/routes';
import { forgotPassword } from '@/stores/auth-account';
import { AuthCard } from './AuthCard';
import { FORGOT_TEXT } from './auth-text';
import { EmailField } from './EmailField';
import { FormAlert } from '@/components/forms/FormAlert';
import { useAuthForm } from './use-auth-form';

export default function ForgotPasswordForm() {
  const form = useAuthForm({
    initial: { email: '' },
    schema: forgotPasswordSchema,
    send: (values) => forgotPassword(values),
  });

  return (
    <AuthCard heading={FORGOT_TEXT.heading} intro={FORGOT_TEXT.intro}>
      <FormAlert kind="error" message={form.failure} />
      <FormAlert kind="success" message={form.success} />
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-1">
        <EmailField value={form.values.email} onValue={form.setField('email')} error={form.errorOf('email')} />
        <button type="submit" className="btn mt-4 w-full btn-primary" disabled={form.submitting || !form.ready}>
          {form.submitting ? FORGOT_TEXT.submitting : FORGOT_TEXT.submit}
        </button>
      </form>
      <a className="link text-sm link-primary" href={pathFor('login')}>
        {FORGOT_TEXT.back}
      </a>
    </AuthCard>
  );
}
