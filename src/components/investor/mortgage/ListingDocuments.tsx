/**
 * The listed loan's Documents: what the bank put in its data room at or below my organisation's level
 * (level 2 once it has a live proposal or a deal), each with its level, to view or download; the bank
 * sees every view and download. Drawn for investors only.
 */
import { useEffect } from 'react';
import { useApiData } from '@/components/data/use-api-data';
import { ErrorState, LoadingState } from '@/components/data/LoadState';
import { InvestorFolders } from '@/components/data-room/InvestorFolders';
import { LISTING_ROOM_TEXT as L } from '@/components/data-room/listing-room-text';
import { LISTING_ROOM_LEVEL_LABELS } from '@/domain/loans/listing-room';
import { getInvestorLoanRoom, loanDocumentUrl } from '@/lib/api/listing-room';

interface Props {
  loanId: number;
  /** What the level depends on (the organisation's proposal): a change reads the room again. */
  version: string;
  /** Once the room has been read (or refused): the section has its height. */
  onSettled?: () => void;
}

export default function ListingDocuments({ loanId, version, onSettled }: Props) {
  const room = useApiData(`${loanId}:${version}`, () => getInvestorLoanRoom(loanId));
  const settled = room.phase !== 'loading';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  // A loan off the market has no room for this organisation: the section says nothing more.
  if (room.failedStatus === 404 || room.failedStatus === 403) return null;
  if (room.phase === 'failed') return <ErrorState message={room.error || L.loadFailed} onRetry={room.retry} />;
  if (!room.value) return <LoadingState />;
  return (
    <div className="flex flex-col gap-2" data-room-state="ready">
      <InvestorFolders
        room={room.value}
        documentUrl={loanDocumentUrl(loanId)}
        title={L.documents}
        titleId="listing-documents-title"
        levelLabels={LISTING_ROOM_LEVEL_LABELS}
      />
      <p className="text-sm opacity-80">{L.yourLevel(room.value.level)}</p>
    </div>
  );
}
