/**
 * The notice a signed-in user with an unverified e-mail address sees, with a button to send the link again;
 * a user whose address is verified is told so and given the way on to the dashboard.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { DASHBOARD_PATH } from '@/domain/routes';
import { $user, initialise, logout, type AuthOutcome } from '@/stores/auth';
import { resendVerification } from '@/stores/auth-account';
import { toast } from '@/stores/toast';
import { AuthCard } from './AuthCard';
import { VERIFY_TEXT } from './auth-text';
import { FormAlert } from '@/components/forms/FormAlert';

export default function VerifyEmailNotice() {
  const user = useStore($user);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<AuthOutcome | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setReady(true);
    void initialise();
  }, []);

  const resend = async () => {
    setSending(true);
    setOutcome(await resendVerification());
    setSending(false);
  };

  // A failed sign-out leaves the session alive: stay and say why, as the app shell does (spec section 8).
  const signOut = () =>
    void logout().then((result) => !result.ok && toast({ severity: 'error', summary: result.message }));

  if (user?.email_verified_at) {
    return (
      <AuthCard heading={VERIFY_TEXT.heading} intro={VERIFY_TEXT.verified(user.email)}>
        <a className="btn btn-primary" href={DASHBOARD_PATH}>
          {VERIFY_TEXT.toDashboard}
        </a>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={VERIFY_TEXT.heading} intro={user ? VERIFY_TEXT.intro(user.email) : VERIFY_TEXT.introUnknown}>
      <p className="text-sm">{VERIFY_TEXT.notReceived}</p>
      {outcome && <FormAlert kind={outcome.ok ? 'success' : 'error'} message={outcome.message} />}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="button" className="btn flex-1 btn-primary" onClick={resend} disabled={sending || !ready}>
          {sending ? VERIFY_TEXT.resending : VERIFY_TEXT.resend}
        </button>
        <button type="button" className="btn btn-ghost" onClick={signOut} disabled={!ready}>
          {VERIFY_TEXT.logout}
        </button>
      </div>
    </AuthCard>
  );
}
