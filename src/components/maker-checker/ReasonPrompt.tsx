/**
 * Asks why a change is rejected, in a modal form open while it is mounted: an empty reason is refused
 * here, the server's word on it (a 422) comes back in `error`. Close or Escape leave without rejecting.
 */
import { useState } from 'react';
import { ModalForm } from '@/components/forms/ModalForm';
import { ReasonInput } from '@/components/forms/ReasonInput';
import type { ReasonPromptWords } from './decision-words';

interface Props {
  words: ReasonPromptWords;
  value: string;
  /** The server's message on the reason, from the last try. */
  error: string | null;
  onChange: (value: string) => void;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

export function ReasonPrompt({ words, value, error, onChange, onSubmit, onClose }: Props) {
  const [missing, setMissing] = useState(false);
  const submit = () => {
    const reason = value.trim();
    setMissing(reason === '');
    if (reason) onSubmit(reason);
  };
  return (
    <ModalForm
      title={words.title}
      submitLabel={words.submit}
      closeLabel={words.close}
      danger
      busy={false}
      error={null}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReasonInput
        label={words.label}
        value={value}
        help={words.help}
        error={missing ? words.required : error}
        onChange={onChange}
      />
    </ModalForm>
  );
}
