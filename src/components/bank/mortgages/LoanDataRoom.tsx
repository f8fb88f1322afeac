/** bank/mortgages/{id}/data-room: a listed loan's folders and documents, the upload, and who opened what. */
import { StatusBadge } from '@/components/data/StatusBadge';
import { BankRoomScreen } from '@/components/data-room/RoomScreen';
import { LISTING_ROOM_TEXT as L } from '@/components/data-room/listing-room-text';
import { RoomAccessLog } from '@/components/data-room/RoomAccessLog';
import { RoomFolders } from '@/components/data-room/RoomFolders';
import { RoomUploadForm } from '@/components/data-room/RoomUploadForm';
import { LISTING_ROOM_LEVEL_LABELS as LEVELS, LISTING_ROOM_OPEN_STATUSES as OPEN } from '@/domain/loans/listing-room';
import { pathFor } from '@/domain/routes';
import { getBankLoanRoom, loanRoomCalls } from '@/lib/api/listing-room';

export default function LoanDataRoom() {
  return (
    <BankRoomScreen prefix="/app/bank/mortgages/" load={getBankLoanRoom} callsFor={loanRoomCalls} words={L}>
      {({ room, calls, ready, changes, changed }) => (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-semibold">{room.loan.loan_ref}</h2>
            <StatusBadge status={room.loan.status} />
            <a className="link text-sm" href={pathFor('bank.mortgages.listed', { id: room.loan.id })}>
              {L.backToListing}
            </a>
            <a className="link text-sm" href={pathFor('bank.mortgages.show', { id: room.loan.id })}>
              {L.backToMortgage}
            </a>
          </div>
          {!OPEN.includes(room.loan.status) && <p className="text-sm opacity-80">{L.notOpen}</p>}
          <RoomFolders room={room} calls={calls} levelLabels={LEVELS} ready={ready} onChanged={changed} />
          {room.can_change && (
            <RoomUploadForm room={room} uploadUrl={calls.uploadUrl} levelLabels={LEVELS} onUploaded={changed} />
          )}
          <RoomAccessLog calls={calls} version={changes} />
        </>
      )}
    </BankRoomScreen>
  );
}
