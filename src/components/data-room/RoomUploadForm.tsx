/** Uploads one document into a folder at a level, with its progress; the server's refusal shows under the file. */
import { useState, type FormEvent } from 'react';
import { ROOM_TEXT as T } from './room-text';
import {
  ROOM_DOCUMENT_ACCEPT,
  ROOM_LEVEL_LABELS,
  ROOM_DOCUMENT_LEVELS,
  type RoomLevelLabels,
} from '@/domain/pools/data-room';
import { announce } from '@/lib/confirm-and-run';
import type { RoomContents } from '@/lib/api/data-room';
import { uploadRoomDocument } from '@/lib/api/upload-room-document';

export function RoomUploadForm({
  room,
  uploadUrl,
  levelLabels = ROOM_LEVEL_LABELS,
  onUploaded,
}: {
  room: RoomContents;
  uploadUrl: string;
  levelLabels?: RoomLevelLabels;
  onUploaded: () => void;
}) {
  const [folderId, setFolderId] = useState<number | null>(null);
  const [level, setLevel] = useState<1 | 2>(1);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formKey, setFormKey] = useState(0);
  const chosenFolder = folderId ?? room.folders[0]?.id ?? null;

  if (room.folders.length === 0) return <p className="opacity-80">{T.chooseFolderFirst}</p>;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || chosenFolder === null) {
      setErrors({ file: ['Choose a file to upload.'] });
      return;
    }
    setProgress(0);
    const result = await uploadRoomDocument({ url: uploadUrl, folderId: chosenFolder, level, file }, (loaded, total) =>
      setProgress(Math.round((loaded / total) * 100)),
    );
    setProgress(null);
    announce(result, { done: T.uploaded, failed: T.failed }, ['file', 'level', 'folder_id']);
    if (result.ok) {
      setErrors({});
      setFile(null);
      setFormKey((key) => key + 1);
      onUploaded();
    } else setErrors(result.fieldErrors);
  };

  const fileError = errors['file']?.[0] ?? errors['folder_id']?.[0] ?? errors['level']?.[0];
  return (
    <form
      key={formKey}
      className="card border border-[var(--surface-border)] bg-base-100"
      onSubmit={(event) => void send(event)}
      noValidate
      aria-labelledby="room-upload-title"
    >
      <div className="card-body gap-2 p-4">
        <h2 id="room-upload-title" className="font-semibold">
          {T.upload}
        </h2>
        <div className="flex flex-wrap gap-4">
          <div className="fieldset">
            <label className="fieldset-legend" htmlFor="room-upload-folder">
              {T.folder}
            </label>
            <select
              id="room-upload-folder"
              className="select select-sm"
              value={chosenFolder ?? ''}
              onChange={(event) => setFolderId(Number(event.target.value))}
            >
              {room.folders.map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {folder.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="fieldset">
            <legend className="fieldset-legend">{T.level}</legend>
            {ROOM_DOCUMENT_LEVELS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name="room-upload-level"
                  value={value}
                  checked={level === value}
                  onChange={() => setLevel(value)}
                />
                {levelLabels[value]}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="fieldset">
          <label className="fieldset-legend" htmlFor="room-upload-file">
            {T.file}
          </label>
          <input
            id="room-upload-file"
            type="file"
            className={`file-input w-full max-w-md file-input-sm ${fileError ? 'file-input-error' : ''}`}
            accept={ROOM_DOCUMENT_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'room-upload-error' : undefined}
          />
          {fileError && (
            <p id="room-upload-error" className="text-sm text-error" role="alert">
              {fileError}
            </p>
          )}
        </div>
        {progress !== null && (
          <progress
            className="progress w-full max-w-md progress-primary"
            value={progress}
            max={100}
            aria-label={T.uploading}
          >
            {progress}%
          </progress>
        )}
        <div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={progress !== null}>
            {progress !== null ? T.uploading : T.uploadButton}
          </button>
        </div>
      </div>
    </form>
  );
}
