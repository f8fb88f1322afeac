/** bank/pools/{id}/data-room: the pool's folders and documents, the upload, who opened what, and the investors' questions. */
import { BankRoomScreen } from '@/components/data-room/RoomScreen';
import { RoomAccessLog } from '@/components/data-room/RoomAccessLog';
import { RoomFolders } from '@/components/data-room/RoomFolders';
import { ROOM_TEXT as T } from '@/components/data-room/room-text';
import { RoomUploadForm } from '@/components/data-room/RoomUploadForm';
import { pathFor } from '@/domain/routes';
import { bankRoomCalls } from '@/lib/api/data-room';
import { getBankRoom } from '@/lib/api/pool-room';
import { RoomQuestions } from './RoomQuestions';

const poolRoomCalls = (id: number) => bankRoomCalls('/api/v1/pools/{id}/data-room', id);

export default function BankDataRoom() {
  return (
    <BankRoomScreen prefix="/app/bank/pools/" load={getBankRoom} callsFor={poolRoomCalls} words={T}>
      {({ room, calls, ready, changes, changed }) => (
        <>
          <div className="flex flex-wrap items-baseline gap-3">
            <h2 className="text-xl font-semibold">{room.pool.name}</h2>
            <a className="link text-sm" href={pathFor('bank.pools.show', { id: room.pool.id })}>
              {T.backToPool}
            </a>
          </div>
          <RoomFolders room={room} calls={calls} ready={ready} onChanged={changed} />
          {room.can_change && <RoomUploadForm room={room} uploadUrl={calls.uploadUrl} onUploaded={changed} />}
          <RoomQuestions poolId={room.pool.id} canAnswer={room.can_change} />
          <RoomAccessLog calls={calls} version={changes} />
        </>
      )}
    </BankRoomScreen>
  );
}
