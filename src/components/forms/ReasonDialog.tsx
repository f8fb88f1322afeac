/**
 * Asks for the reason of a rejection or cancellation in a modal form, checked by the trading
 * rules' `reasonError`; `send` answers the call's result so a 422 shows under the field.
 */
import { useState } from 'react';
import { reasonError } from '@/domain/trading/proposal-terms';
import type { ApiResult } from '@/lib/api/api-result';
import { ModalForm } from './ModalForm';
import { ReasonInput } from './ReasonInput';

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

export default function ReasonDialog({
  title,
  label,
  help,
  submitLabel,
  closeLabel,
  failed,
  send,
  onDone,
  onClose,
}: Props) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    <ModalForm
      title={title}
      submitLabel={submitLabel}
      closeLabel={closeLabel}
      danger
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <ReasonInput label={label} value={reason} help={help} error={fieldError} onChange={setReason} />
    </ModalForm>
  );
}
