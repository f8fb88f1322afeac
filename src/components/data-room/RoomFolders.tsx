/** The bank's folders and their documents in any room (a pool's or a listed loan's): add, rename and delete a folder, download or delete a document (after a confirmation). */
import { useState, type FormEvent } from 'react';
import { DocumentRow } from './DocumentRow';
import { ROOM_TEXT as T } from './room-text';
import { FOLDER_NAME_MAX, type RoomLevelLabels } from '@/domain/pools/data-room';
import { announce, confirmAndRun } from '@/lib/confirm-and-run';
import type { BankRoomCalls, RoomContents, RoomFolder } from '@/lib/api/data-room';

interface Props {
  room: RoomContents;
  calls: BankRoomCalls;
  levelLabels?: RoomLevelLabels;
  ready: boolean;
  onChanged: () => void;
}

function FolderNameForm({
  label,
  initial,
  submit,
  onDone,
  onCancel,
  id,
}: {
  label: string;
  initial: string;
  submit: BankRoomCalls['createFolder'];
  onDone: () => void;
  onCancel?: () => void;
  id: string;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await submit(name);
    setBusy(false);
    announce(result, { done: T.saved, failed: T.failed }, ['name']);
    if (result.ok) {
      setName('');
      setError(undefined);
      onDone();
    } else setError(result.fieldErrors['name']?.[0] ?? result.message ?? T.failed);
  };
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void save(event)} noValidate>
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor={id}>
          {T.folderName}
        </label>
        <input
          id={id}
          className={`input input-sm ${error ? 'input-error' : ''}`}
          value={name}
          maxLength={FOLDER_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {label}
      </button>
      {onCancel && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {T.cancel}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className="w-full text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}

function Folder({ room, calls, levelLabels, folder, ready, onChanged }: Props & { folder: RoomFolder }) {
  const [renaming, setRenaming] = useState(false);
  const removeFolder = async () => {
    const result = await confirmAndRun(
      {
        header: T.deleteFolder,
        message: T.confirmDeleteFolder(folder.name),
        acceptLabel: T.deleteFolder,
        danger: true,
      },
      () => calls.deleteFolder(folder.id),
      { done: T.deleted, failed: T.failed },
    );
    if (result?.ok) onChanged();
  };
  const removeDocument = async (documentId: number, name: string) => {
    const result = await confirmAndRun(
      { header: T.deleteDocument, message: T.confirmDeleteDocument(name), acceptLabel: T.deleteDocument, danger: true },
      () => calls.deleteDocument(documentId),
      { done: T.deleted, failed: T.failed },
    );
    if (result?.ok) onChanged();
  };
  return (
    <section className="flex flex-col gap-2" aria-label={folder.name} data-folder={folder.name}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{folder.name}</h3>
        {room.can_change && !renaming && (
          <>
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => setRenaming(true)} disabled={!ready}>
              {T.rename}
            </button>
            <button
              type="button"
              className="btn btn-ghost text-error btn-xs"
              onClick={() => void removeFolder()}
              disabled={!ready}
            >
              {T.deleteFolder}
            </button>
          </>
        )}
      </div>
      {renaming && (
        <FolderNameForm
          id={`rename-folder-${folder.id}`}
          label={T.save}
          initial={folder.name}
          submit={(name) => calls.renameFolder(folder.id, name)}
          onDone={() => {
            setRenaming(false);
            onChanged();
          }}
          onCancel={() => setRenaming(false)}
        />
      )}
      {folder.documents.length === 0 ? (
        <p className="text-sm opacity-80">{T.emptyFolder}</p>
      ) : (
        <ul className="flex flex-col gap-2 sm:gap-0">
          {folder.documents.map((document) => (
            <DocumentRow key={document.id} document={document} levelLabels={levelLabels}>
              <a className="btn btn-ghost btn-xs" href={calls.documentUrl(document.id)} download>
                {T.download}
              </a>
              {room.can_change && (
                <button
                  type="button"
                  className="btn btn-ghost text-error btn-xs"
                  onClick={() => void removeDocument(document.id, document.name)}
                  disabled={!ready}
                  aria-label={`${T.deleteDocument} ${document.name}`}
                >
                  {T.deleteDocument}
                </button>
              )}
            </DocumentRow>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RoomFolders(props: Props) {
  const { room, calls, onChanged } = props;
  return (
    <section aria-labelledby="room-folders-title" className="flex flex-col gap-4">
      <h2 id="room-folders-title" className="text-lg font-semibold">
        {T.folders}
      </h2>
      {room.folders.length === 0 && <p className="opacity-80">{T.empty}</p>}
      {room.folders.map((folder) => (
        <Folder key={folder.id} {...props} folder={folder} />
      ))}
      {room.can_change && (
        <FolderNameForm
          id="new-folder-name"
          label={T.addFolder}
          initial=""
          submit={calls.createFolder}
          onDone={onChanged}
        />
      )}
    </section>
  );
}
