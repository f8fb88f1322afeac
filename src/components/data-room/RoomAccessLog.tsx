/** Who opened which document: totals per investor and per document, then every view and download. */
import { ROOM_TEXT as T } from './room-text';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { useApiData } from '@/components/data/use-api-data';
import type { BankRoomCalls } from '@/lib/api/data-room';

function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const documentName = (document: { name: string; deleted: boolean }) =>
  document.deleted ? `${document.name} ${T.deletedDocument}` : document.name;

export function RoomAccessLog({ calls, version }: { calls: BankRoomCalls; version: number }) {
  // The upload address names the room: a new room or a change reads the log again.
  const log = useApiData(`${calls.uploadUrl}:${version}`, calls.accessLog).value;
  return (
    <section aria-labelledby="room-log-title" className="flex flex-col gap-3" data-testid="access-log">
      <h2 id="room-log-title" className="text-lg font-semibold">
        {T.accessLog}
      </h2>
      {log && log.data.length === 0 && <p className="opacity-80">{T.noAccess}</p>}
      {log && log.data.length > 0 && (
        <>
          <Table
            caption={T.byInvestor}
            head={[T.investor, T.views, T.downloads, T.lastAt]}
            rows={log.by_investor.map((row) => [
              row.investor.name,
              String(row.views),
              String(row.downloads),
              formatTimestamp(row.last_at),
            ])}
          />
          <Table
            caption={T.byDocument}
            head={[T.document, T.views, T.downloads, T.investors]}
            rows={log.by_document.map((row) => [
              documentName(row.document),
              String(row.views),
              String(row.downloads),
              String(row.investors),
            ])}
          />
          <Table
            caption={T.recent}
            head={[T.when, T.investor, T.user, T.document, T.action]}
            rows={log.data.map((entry) => [
              formatTimestamp(entry.at),
              entry.investor.name,
              entry.user_name,
              documentName(entry.document),
              entry.action === 'view' ? T.view : T.download,
            ])}
          />
        </>
      )}
    </section>
  );
}
