/** One document of a folder: its name, level, size and date, and the actions the screen gives it; a card on a phone. */
import type { ReactNode } from 'react';
import { formatFileSize } from '@/domain/file-size';
import type { RoomLevelLabels } from '@/domain/pools/data-room';
import type { RoomDocument } from '@/lib/api/data-room';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { LevelBadge } from './LevelBadge';

export function DocumentRow({
  document,
  levelLabels,
  children,
}: {
  document: RoomDocument;
  levelLabels?: RoomLevelLabels | undefined;
  children: ReactNode;
}) {
  return (
    <li
      className="flex flex-col gap-2 rounded-box border border-[var(--surface-border)] p-3 sm:flex-row sm:items-center sm:gap-4 sm:rounded-none sm:border-0 sm:border-b sm:p-2"
      data-document={document.name}
    >
      <span className="min-w-0 flex-1 font-medium break-words">{document.name}</span>
      <span className="flex flex-wrap items-center gap-3 text-sm">
        <LevelBadge level={document.level} labels={levelLabels} />
        <span>{formatFileSize(document.size_bytes)}</span>
        <span className="opacity-80">{formatTimestamp(document.uploaded_at)}</span>
      </span>
      <span className="flex flex-wrap gap-2">{children}</span>
    </li>
  );
}
