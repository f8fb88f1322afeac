/**
 * The confirmation dialog of one group: modal, draggable, closes on Escape, with the accept button focused;
 * once closed, the focus goes back to the control that asked.
 */
import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { CircleHelp, X } from 'lucide-react';
import {
  $confirmRequest,
  GLOBAL_CONFIRM_GROUP,
  acceptConfirm,
  closeConfirm,
  rejectConfirm,
  requestForGroup,
} from '@/stores/confirm';
import { returnFocusTo } from '@/lib/return-focus';
import { CONFIRM_TEXT } from './ui-text';
import { useDraggable } from './use-draggable';

export default function ConfirmDialog({ group = GLOBAL_CONFIRM_GROUP }: { group?: string }) {
  const request = requestForGroup(useStore($confirmRequest), group);
  const dialog = useRef<HTMLDialogElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const accept = useRef<HTMLButtonElement>(null);
  const { handleProps, reset } = useDraggable(box);
  const titleId = useId();
  const messageId = useId();

  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request && !element.open) {
      opener.current = request.opener;
      reset();
      element.showModal();
      accept.current?.focus();
    } else if (!request && element.open) {
      element.close();
      returnFocusTo(opener.current, element);
      opener.current = null;
    }
  }, [request, reset]);

  const id = request?.id ?? 0;

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        closeConfirm(id);
      }}
    >
      <div ref={box} className="modal-box max-w-md p-0">
        <div
          className="flex cursor-move touch-none items-center justify-between gap-2 px-6 pt-5 select-none"
          title={CONFIRM_TEXT.dragHint}
          {...handleProps}
        >
          <h2 id={titleId} className="text-lg font-semibold">
            {request?.header ?? CONFIRM_TEXT.header}
          </h2>
          <button
            type="button"
            className="btn btn-circle btn-ghost btn-sm"
            aria-label={CONFIRM_TEXT.close}
            onClick={() => closeConfirm(id)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <p id={messageId} className="flex items-start gap-3 px-6 py-4">
          <CircleHelp aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-[var(--primary-ink)]" />
          <span>{request?.message}</span>
        </p>
        <div className="modal-action mt-0 px-6 pb-5">
          <button type="button" className="btn btn-ghost" onClick={() => rejectConfirm(id)}>
            {request?.rejectLabel ?? CONFIRM_TEXT.reject}
          </button>
          <button
            ref={accept}
            type="button"
            className={`btn ${request?.danger ? 'btn-error' : 'btn-primary'}`}
            onClick={() => acceptConfirm(id)}
          >
            {request?.acceptLabel ?? CONFIRM_TEXT.accept}
          </button>
        </div>
      </div>
    </dialog>
  );
}
