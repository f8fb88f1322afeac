/** The onboarding documents: a file input (or drop), the chosen files with their sizes, and the upload messages. */
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES } from '@/domain/auth-rules';
import { formatFileSize } from '@/domain/file-size';
import { ONBOARD_TEXT } from './auth-text';
import { addDocuments } from './document-list';
import { describedBy } from '@/components/forms/TextField';

interface DocumentPickerProps {
  files: readonly File[];
  onFiles: (files: File[]) => void;
  error?: string | undefined;
}

const ID = 'field-documents';

export function DocumentPicker({ files, onFiles, error }: DocumentPickerProps) {
  const [messages, setMessages] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);

  const add = (incoming: File[]) => {
    const result = addDocuments(files, incoming);
    setMessages(result.messages);
    onFiles(result.files);
  };

  // Files chosen before the form hydrated fired their change event with no listener: take them now.
  useEffect(() => {
    const element = input.current;
    if (element?.files && element.files.length > 0) {
      add([...element.files]);
      element.value = '';
    }
    // Only once, at hydration.
  }, []);

  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    add([...event.dataTransfer.files]);
  };

  return (
    <fieldset className="fieldset" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <legend className="fieldset-legend">{ONBOARD_TEXT.documents}</legend>
      <p id={`${ID}-hint`} className="label whitespace-normal">
        {ONBOARD_TEXT.documentsIntro(DOCUMENT_MAX_FILES, formatFileSize(DOCUMENT_MAX_BYTES))}
      </p>
      <label className="sr-only" htmlFor={ID}>
        {ONBOARD_TEXT.chooseFiles}
      </label>
      <input
        ref={input}
        id={ID}
        type="file"
        name="documents"
        multiple
        accept={DOCUMENT_ACCEPT}
        className={`file-input w-full ${error ? 'file-input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ID, true, !!error)}
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          // Cleared so that choosing the same file again still reports it.
          event.target.value = '';
        }}
      />
      <div aria-live="polite">
        {messages.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1" data-testid="upload-messages">
            {messages.map((message) => (
              <li key={message} className="alert alert-soft py-2 text-sm alert-warning">
                {message}
              </li>
            ))}
          </ul>
        )}
      </div>
      {files.length === 0 ? (
        <p className="text-sm opacity-70">{ONBOARD_TEXT.noFiles}</p>
      ) : (
        <ul
          className="mt-2 divide-y divide-base-300 rounded-box border border-base-300"
          aria-label={ONBOARD_TEXT.documents}
        >
          {files.map((file) => (
            <li key={`${file.name}:${file.size}:${file.type}`} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 tabular-nums opacity-70">{formatFileSize(file.size)}</span>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={ONBOARD_TEXT.remove(file.name)}
                onClick={() => {
                  setMessages([]);
                  onFiles(files.filter((kept) => kept !== file));
                }}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${ID}-error`} className="label whitespace-normal text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
