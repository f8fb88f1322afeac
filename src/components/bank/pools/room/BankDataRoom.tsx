/** bank/pools/{id}/data-room: the pool's folders and documents, the upload, who opened what, and the investors' questions. */
import { useState } from 'react';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { ROOM_TEXT as T } from '@/components/data-room/room-text';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { pathFor } from '@/domain/routes';
import { getBankRoom } from '@/lib/api/pool-room';
import { RoomAccessLog } from './RoomAccessLog';
import { RoomFolders } from './RoomFolders';
import { RoomQuestions } from './RoomQuestions';
import { RoomUploadForm } from './RoomUploadForm';

const PREFIX = '/app/bank/pools/';

export default function BankDataRoom() {
  const ready = useHydrated();
  const poolId = useRecordIdFromPath(PREFIX);
  const { state, reload } = useRecord(getBankRoom, poolId);
  const [changes, setChanges] = useState(0);
  const room = state.kind === 'ready' ? state.record : null;
  const changed = () => {
    setChanges((n) => n + 1);
    reload();
  };

  if (!room) {
    const shown = poolId === undefined ? { kind: 'loading' as const } : state;
    return (
      <div {...hydratedMarker(ready)} className="flex max-w-6xl flex-col gap-6">
        <RecordStatus state={shown} notFound={T.notFound} onRetry={reload} ready={ready} loadFailed={T.loadFailed} />
      </div>
    );
  }
  return (
    <div {...hydratedMarker(ready)} className="flex max-w-6xl flex-col gap-6" data-room-state="ready">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 className="text-xl font-semibold">{room.pool.name}</h2>
        <a className="link text-sm" href={pathFor('bank.pools.show', { id: room.pool.id })}>
          {T.backToPool}
        </a>
      </div>
      <RoomFolders room={room} ready={ready} onChanged={changed} />
      {room.can_change && <RoomUploadForm room={room} onUploaded={changed} />}
      <RoomQuestions poolId={room.pool.id} canAnswer={room.can_change} />
      <RoomAccessLog poolId={room.pool.id} version={changes} />
    </div>
  );
}
