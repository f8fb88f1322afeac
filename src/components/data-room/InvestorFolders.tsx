/** The folders an investor's level reaches, in any room, each document with its level and links to view or download it (both logged). */
import type { RoomLevelLabels } from '@/domain/pools/data-room';
import type { RoomContents } from '@/lib/api/data-room';
import { DocumentRow } from './DocumentRow';
import { ROOM_TEXT as T } from './room-text';

interface Props {
  room: RoomContents;
  documentUrl: (documentId: number, action: 'view' | 'download') => string;
  /** The section's heading, and its id for the landmark's name. */
  title: string;
  titleId: string;
  levelLabels?: RoomLevelLabels;
}

export function InvestorFolders({ room, documentUrl, title, titleId, levelLabels }: Props) {
  const documents = room.folders.filter((folder) => folder.documents.length > 0);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4" data-testid="room-documents">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {documents.length === 0 && <p className="opacity-80">{T.empty}</p>}
      {documents.map((folder) => (
        <section key={folder.id} aria-label={folder.name} className="flex flex-col gap-2" data-folder={folder.name}>
          <h3 className="font-semibold">{folder.name}</h3>
          <ul className="flex flex-col gap-2 sm:gap-0">
            {folder.documents.map((document) => (
              <DocumentRow key={document.id} document={document} levelLabels={levelLabels}>
                <a
                  className="btn btn-ghost btn-xs"
                  href={documentUrl(document.id, 'view')}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${T.view} ${document.name}`}
                >
                  {T.view}
                </a>
                <a
                  className="btn btn-ghost btn-xs"
                  href={documentUrl(document.id, 'download')}
                  download
                  aria-label={`${T.download} ${document.name}`}
                >
                  {T.download}
                </a>
              </DocumentRow>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
