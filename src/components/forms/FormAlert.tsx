/** The message a form shows after submitting: an error is announced at once, a success politely. */

const TONE = { error: 'alert-error', success: 'alert-success', info: 'alert-info' } as const;

export function FormAlert({
  kind,
  message,
}: {
  kind: 'error' | 'success' | 'info';
  message: string | null | undefined;
}) {
  if (!message) return null;
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`alert alert-soft ${TONE[kind]} text-sm`}>
      <span>{message}</span>
    </div>
  );
}
