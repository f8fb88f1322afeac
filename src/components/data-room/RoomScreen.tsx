/**
 * The frame of a data-room page, whoever owns the room and whoever reads it: reads the owner's id from
 * the address, loads the room, and shows the loading or missing state until the room is there; the page
 * draws the room itself. The bank's frame also binds the room's calls, and a change reloads the room
 * and the access log.
 */
import { useState, type ReactNode } from 'react';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import type { ApiResult } from '@/lib/api/api-result';
import type { BankRoomCalls } from '@/lib/api/data-room';

interface RoomView<R> {
  room: R;
  id: number;
  ready: boolean;
  reload: () => void;
}

interface Props<R, V> {
  /** The address before the owner's id, e.g. `/app/bank/pools/`. */
  prefix: string;
  load: (id: number) => Promise<ApiResult<R>>;
  words: { notFound: string; loadFailed: string };
  children: (view: V) => ReactNode;
}

export function RoomScreen<R>({ prefix, load, words, children }: Props<R, RoomView<R>>) {
  const ready = useHydrated();
  const id = useRecordIdFromPath(prefix);
  const { state, reload } = useRecord(load, id);
  if (state.kind !== 'ready' || typeof id !== 'number') {
    const shown = id === undefined ? { kind: 'loading' as const } : state;
    return (
      <div {...hydratedMarker(ready)} className="flex max-w-6xl flex-col gap-6">
        <RecordStatus
          state={shown}
          notFound={words.notFound}
          onRetry={reload}
          ready={ready}
          loadFailed={words.loadFailed}
        />
      </div>
    );
  }
  return (
    <div {...hydratedMarker(ready)} className="flex max-w-6xl flex-col gap-6" data-room-state="ready">
      {children({ room: state.record, id, ready, reload })}
    </div>
  );
}

export interface BankRoomView<R> {
  room: R;
  calls: BankRoomCalls;
  ready: boolean;
  /** How many changes the page made: the access log reads again on each. */
  changes: number;
  changed: () => void;
}

export function BankRoomScreen<R>({
  callsFor,
  children,
  ...frame
}: Props<R, BankRoomView<R>> & { callsFor: (id: number) => BankRoomCalls }) {
  const [changes, setChanges] = useState(0);
  return (
    <RoomScreen {...frame}>
      {({ room, id, ready, reload }) =>
        children({
          room,
          calls: callsFor(id),
          ready,
          changes,
          changed: () => {
            setChanges((n) => n + 1);
            reload();
          },
        })
      }
    </RoomScreen>
  );
}
