/** Asks for the reason of a rejection in a modal dialog; Escape or Close leaves without rejecting. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PENDING_TEXT as TEXT } from './pending-actions-text';

interface Props {
  open: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

export function RejectDialog({ open, onSubmit, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(TEXT.reasonRequired);
    setError(null);
    onSubmit(reason.trim());
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className="modal-box flex flex-col gap-3" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {TEXT.rejectTitle}
        </h2>
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          {TEXT.reason}
        </label>
        <textarea
          id={`${id}-reason`}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          rows={3}
          maxLength={1000}
          required
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-help`} className={`text-sm ${error ? 'text-error' : 'opacity-75'}`}>
          {error ?? TEXT.reasonHelp}
        </p>
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-sm btn-ghost" onClick={onClose}>
            {TEXT.close}
          </button>
          <button type="submit" className="btn btn-sm btn-error">
            {TEXT.reject}
          </button>
        </div>
      </form>
    </dialog>
  );
}
