/**
 * The drop zone of spec section 5's upload widget, for one data tape: drop a file or choose it;
 * a wrong type or size is refused here with the widget's messages, before anything is sent.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import { TAPE_ACCEPT, tapeFileErrors } from '@/domain/loans/tape-upload';
import { TAPE_TEXT as T } from './tape-text';

export function DropZone({ onFile, ready }: { onFile: (file: File) => void; ready: boolean }) {
  const [errors, setErrors] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const take = (files: File[]) => {
    const found = tapeFileErrors(files);
    setErrors(found);
    if (found.length === 0 && files[0]) onFile(files[0]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (ready) take([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {T.dropTitle}
      </h2>
      <div
        data-testid="tape-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-box border-2 border-dashed p-6 text-center sm:p-10 ${over ? 'border-primary bg-primary/5' : 'border-base-300'}`}
      >
        <Upload aria-hidden="true" className="size-8 opacity-60" />
        <p id={`${id}-hint`} className="text-sm">
          {T.dropHint}
        </p>
        <label className={`btn btn-primary ${ready ? '' : 'btn-disabled'}`} htmlFor={`${id}-input`}>
          {T.choose}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          name="file"
          accept={TAPE_ACCEPT}
          className="sr-only"
          disabled={!ready}
          aria-describedby={`${id}-hint${errors.length ? ` ${id}-errors` : ''}`}
          onChange={(event) => {
            take([...(event.target.files ?? [])]);
            // Choosing the same file again after fixing it must fire a change.
            if (inputRef.current) inputRef.current.value = '';
          }}
        />
      </div>
      {errors.length > 0 && (
        <ul id={`${id}-errors`} role="alert" className="text-sm text-error">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
