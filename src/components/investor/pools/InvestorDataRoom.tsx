/** investor/pools/{id}/data-room: the documents my organisation's level reaches, by folder, to view or download, and the Q&A. */
import { InvestorFolders } from '@/components/data-room/InvestorFolders';
import { ROOM_TEXT as T } from '@/components/data-room/room-text';
import { RoomScreen } from '@/components/data-room/RoomScreen';
import { investorDocumentUrl } from '@/lib/api/data-room';
import { getInvestorRoom } from '@/lib/api/pool-room';
import { InvestorRoomQuestions } from './InvestorRoomQuestions';

const WORDS = { notFound: T.investorNotOpen, loadFailed: T.loadFailed };

export default function InvestorDataRoom() {
  return (
    <RoomScreen prefix="/app/investor/pools/" load={getInvestorRoom} words={WORDS}>
      {({ room }) => (
        <>
          <div className="flex flex-col gap-1">
            <h2 className="text-xl font-semibold">{room.pool.name}</h2>
            <p className="text-sm">{T.yourLevel(room.level)}</p>
          </div>
          <InvestorFolders
            room={room}
            documentUrl={investorDocumentUrl('/api/v1/investor/pools/{id}/data-room', room.pool.id)}
            title={T.folders}
            titleId="investor-folders-title"
          />
          <InvestorRoomQuestions poolId={room.pool.id} />
        </>
      )}
    </RoomScreen>
  );
}
