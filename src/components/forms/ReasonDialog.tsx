/**
 * Asks for the reason of a rejection or cancellation in a modal form, checked by the trading
 * rules' `reasonError`; `send` answers the call's result so a 422 shows under the field.
 */
import { useId, useState } from 'react';
import { reasonError } from '@/domain/trading/proposal-terms';
import type { ApiResult } from '@/lib/api/api-result';
import { ModalForm } from './ModalForm';

interface Props {
  title: string;
  label: string;
  help: string;
  submitLabel: string;
  closeLabel: string;
  failed: string;
  send: (reason: string) => Promise<ApiResult<unknown>>;
  onDone: () => void;
  onClose: () => void;
}

export default function ReasonDialog({ title, label, help, submitLabel, closeLabel, failed, send, onDone, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async () => {
    const problem = reasonError(reason);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    const result = await send(reason.trim());
    setBusy(false);
    if (result.ok) return onDone();
    setFieldError(result.fieldErrors['reason']?.[0] ?? null);
    setError(result.status === 422 && result.fieldErrors['reason'] ? null : (result.message ?? failed));
  };

  return (
    <ModalForm title={title} submitLabel={submitLabel} closeLabel={closeLabel} danger busy={busy} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <label htmlFor={`${id}-reason`} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`${id}-reason`}
        className={`textarea w-full ${fieldError ? 'textarea-error' : ''}`}
        rows={3}
        maxLength={1000}
        required
        value={reason}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={`${id}-help`}
        onChange={(event) => setReason(event.target.value)}
      />
      <p id={`${id}-help`} className={`text-sm ${fieldError ? 'text-error' : 'opacity-75'}`}>
        {fieldError ?? help}
      </p>
    </ModalForm>
  );
}
