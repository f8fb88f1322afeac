/** The notice a signed-in user with an unverified e-mail address sees, with a button to send the link again. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $auth, initialise, logout, resendVerification, type AuthOutcome } from '@/stores/auth';
import { AuthCard } from './AuthCard';
import { VERIFY_TEXT } from './auth-text';
import { FormAlert } from './FormAlert';

export default function VerifyEmailNotice() {
  const { user } = useStore($auth);
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

  return (
    <AuthCard heading={VERIFY_TEXT.heading} intro={user ? VERIFY_TEXT.intro(user.email) : VERIFY_TEXT.introUnknown}>
      <p className="text-sm">{VERIFY_TEXT.notReceived}</p>
      {outcome && <FormAlert kind={outcome.ok ? 'success' : 'error'} message={outcome.message} />}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="button" className="btn btn-primary flex-1" onClick={resend} disabled={sending || !ready}>
          {sending ? VERIFY_TEXT.resending : VERIFY_TEXT.resend}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void logout()} disabled={!ready}>
          {VERIFY_TEXT.logout}
        </button>
      </div>
    </AuthCard>
  );
}
