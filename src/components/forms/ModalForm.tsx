/**
 * A small form in a modal dialog, open while it is mounted: Escape or Close leave without sending;
 * the server's message (a 409, a failure) shows above the buttons; once gone, the focus goes back to the
 * control that opened it. Mount it lazily where it is used.
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { currentFocusOwner, returnFocusTo } from '@/lib/return-focus';
import { FormAlert } from './FormAlert';

interface Props {
  title: string;
  submitLabel: string;
  closeLabel: string;
  danger?: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function ModalForm({ title, submitLabel, closeLabel, danger, busy, error, onSubmit, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    // Mounted from the control that opened it, which still has the focus: unmounted, the dialog gives it back.
    const opener = currentFocusOwner();
    if (element && !element.open) element.showModal();
    return () => returnFocusTo(opener, element);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className="modal-box flex flex-col gap-3" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {children}
        <FormAlert kind="error" message={error} />
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            {closeLabel}
          </button>
          <button type="submit" className={`btn btn-sm ${danger ? 'btn-error' : 'btn-primary'}`} disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
