/** investor/pools/{id}/data-room: the documents my organisation's level reaches, by folder, to view or download, and the Q&A. */
import { DocumentRow } from '@/components/data-room/DocumentRow';
import { ROOM_TEXT as T } from '@/components/data-room/room-text';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { getInvestorRoom, investorDocumentUrl } from '@/lib/api/pool-room';
import { InvestorRoomQuestions } from './InvestorRoomQuestions';

const PREFIX = '/app/investor/pools/';

export default function InvestorDataRoom() {
  const ready = useHydrated();
  const poolId = useRecordIdFromPath(PREFIX);
  const { state, reload } = useRecord(getInvestorRoom, poolId);
  const room = state.kind === 'ready' ? state.record : null;

  if (!room) {
    const shown = poolId === undefined ? { kind: 'loading' as const } : state;
    return (
      <div {...hydratedMarker(ready)} className="flex max-w-6xl flex-col gap-6">
        <RecordStatus
          state={shown}
          notFound={T.investorNotOpen}
          onRetry={reload}
          ready={ready}
          loadFailed={T.loadFailed}
        />
      </div>
    );
  }
  const documents = room.folders.filter((folder) => folder.documents.length > 0);
  return (
    <div {...hydratedMarker(ready)} className="flex max-w-6xl flex-col gap-6" data-room-state="ready">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{room.pool.name}</h2>
        <p className="text-sm">{T.yourLevel(room.level)}</p>
      </div>
      <section aria-labelledby="investor-folders-title" className="flex flex-col gap-4">
        <h2 id="investor-folders-title" className="text-lg font-semibold">
          {T.folders}
        </h2>
        {documents.length === 0 && <p className="opacity-80">{T.empty}</p>}
        {documents.map((folder) => (
          <section key={folder.id} aria-label={folder.name} className="flex flex-col gap-2" data-folder={folder.name}>
            <h3 className="font-semibold">{folder.name}</h3>
            <ul className="flex flex-col gap-2 sm:gap-0">
              {folder.documents.map((document) => (
                <DocumentRow key={document.id} document={document}>
                  <a
                    className="btn btn-ghost btn-xs"
                    href={investorDocumentUrl(room.pool.id, document.id, 'view')}
                    target="_blank"
                    rel="noopener"
                    aria-label={`${T.view} ${document.name}`}
                  >
                    {T.view}
                  </a>
                  <a
                    className="btn btn-ghost btn-xs"
                    href={investorDocumentUrl(room.pool.id, document.id, 'download')}
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
      <InvestorRoomQuestions poolId={room.pool.id} />
    </div>
  );
}
