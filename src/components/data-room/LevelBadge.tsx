/** A document's data-room level, with what the level means in this room (a pool's by default) as its title. */
import { ROOM_LEVEL_LABELS, type RoomDocumentLevel, type RoomLevelLabels } from '@/domain/pools/data-room';
import { ROOM_TEXT as T } from './room-text';

export function LevelBadge({ level, labels = ROOM_LEVEL_LABELS }: { level: number; labels?: RoomLevelLabels }) {
  return (
    <span
      className={`badge badge-sm ${level >= 2 ? 'badge-warning' : 'badge-info'}`}
      title={labels[level as RoomDocumentLevel]}
      data-level={level}
    >
      {T.levelShort(level)}
    </span>
  );
}
