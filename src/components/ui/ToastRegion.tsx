/** The global toasts: top-right, 20 px from the edge; each closes after its life, paused while hovered. */
import { useEffect, useRef, useState } from 'react';
import { CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { $toasts, removeToast, startLifeTimer, type ToastMessage, type ToastSeverity } from '@/stores/toast';
import { TOAST_TEXT } from './ui-text';
import { useClientStore } from './use-client-store';

const NO_TOASTS: ToastMessage[] = [];

/** Spec section 9: fade-in 0.3 s, fade-out 0.45 s, z-index cleared 200 ms after the last message leaves. */
export const FADE_OUT_MS = 450;
export const Z_INDEX_CLEAR_MS = 200;

const SEVERITY_CLASS: Record<ToastSeverity, string> = {
  info: 'alert-info',
  success: 'alert-success',
  warn: 'alert-warning',
  error: 'alert-error',
  secondary: 'bg-secondary text-secondary-content border-secondary',
  contrast: 'bg-neutral text-neutral-content border-neutral',
};

const SEVERITY_ICON = {
  info: Info,
  success: CircleCheck,
  warn: TriangleAlert,
  error: CircleX,
  secondary: Info,
  contrast: Info,
};

function Toast({ message }: { message: ToastMessage }) {
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof startLifeTimer> | null>(null);
  const Icon = SEVERITY_ICON[message.severity];

  const close = () => {
    timer.current?.cancel();
    setLeaving(true);
    setTimeout(() => removeToast(message.id), FADE_OUT_MS);
  };

  useEffect(() => {
    if (message.life === undefined) return;
    timer.current = startLifeTimer(message.life, () => {
      setLeaving(true);
      setTimeout(() => removeToast(message.id), FADE_OUT_MS);
    });
    return () => timer.current?.cancel();
  }, [message.id, message.life]);

  return (
    <div
      role={message.severity === 'error' ? 'alert' : 'status'}
      data-severity={message.severity}
      className={`alert ${SEVERITY_CLASS[message.severity]} shell-toast w-80 max-w-[calc(100vw-40px)] items-start shadow-lg ${leaving ? 'shell-toast-leaving' : ''}`}
      onMouseEnter={() => timer.current?.pause()}
      onMouseLeave={() => timer.current?.resume()}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {message.summary && <p className="font-semibold">{message.summary}</p>}
        {message.detail && <p className="text-sm">{message.detail}</p>}
      </div>
      <button type="button" className="btn btn-circle btn-ghost btn-xs" aria-label={TOAST_TEXT.close} onClick={close}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export default function ToastRegion() {
  // Empty until mounted, as on the server; a toast raised before hydration shows right after.
  const messages = useClientStore($toasts, NO_TOASTS);
  const [raised, setRaised] = useState(false);

  useEffect(() => {
    if (messages.length > 0) {
      setRaised(true);
      return;
    }
    const clear = setTimeout(() => setRaised(false), Z_INDEX_CLEAR_MS);
    return () => clearTimeout(clear);
  }, [messages.length]);

  return (
    <section
      aria-label={TOAST_TEXT.region}
      className={`shell-toasts toast toast-end toast-top ${raised ? 'z-[1100]' : ''}`}
    >
      {messages.map((message) => (
        <Toast key={message.id} message={message} />
      ))}
    </section>
  );
}
