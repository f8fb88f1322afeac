/** A document's data-room level: 1 for every investor past the NDA, 2 for shortlisted ones. */
import { ROOM_LEVEL_LABELS, type RoomDocumentLevel } from '@/domain/pools/data-room';
import { ROOM_TEXT as T } from './room-text';

export function LevelBadge({ level }: { level: number }) {
  return (
    <span
      className={`badge badge-sm ${level >= 2 ? 'badge-warning' : 'badge-info'}`}
      title={ROOM_LEVEL_LABELS[level as RoomDocumentLevel]}
      data-level={level}
    >
      {T.levelShort(level)}
    </span>
  );
}
