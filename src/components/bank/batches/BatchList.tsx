/**
 * bank/batches: the bank's data tapes, newest first, by status tab. The officer follows each upload
 * to its end (and reads why a rejected one was rejected, the review page being closed to officers);
 * a manager finds what awaits their approval and opens it.
 */
import { EmptyState } from '@/components/data/EmptyState';
import { LinkTabs } from '@/components/data/LinkTabs';
import { ListResults } from '@/components/data/ListResults';
import { useListPage } from '@/components/data/use-list-page';
import { useListQuery } from '@/components/data/use-list-query';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { canOpen, pathFor, routeByName } from '@/domain/routes';
import { listBatches } from '@/lib/api/batches';
import { useViewer } from '@/components/data/use-viewer';
import { batchColumns, batchFile } from './batch-columns';
import { BATCH_LIST_SPEC, batchRequest, batchTabOf, withBatchTab, type BatchTab } from './batch-list-query';
import { BATCH_LIST_TEXT as TEXT } from './batch-list-text';

export default function BatchList() {
  const ready = useHydrated();
  const viewer = useViewer();
  const list = useListQuery(BATCH_LIST_SPEC);
  const { query, change, hrefFor, fromUrl } = list;
  const page = useListPage(listBatches, batchRequest(query), fromUrl);
  const tab = batchTabOf(query);
  const linked = canOpen(routeByName('bank.mortgages.batch'), viewer.roles, true);
  const tabs: { key: BatchTab; label: string }[] = [
    { key: 'all', label: TEXT.all },
    { key: 'pending_approval', label: TEXT.waiting },
    ...(viewer.bankManager ? [{ key: 'awaiting_me' as const, label: TEXT.awaitingMe }] : []),
    { key: 'rejected', label: TEXT.rejected },
    { key: 'imported', label: TEXT.imported },
  ];

  let empty: { title: string; detail: string } = { title: TEXT.emptyFilteredTitle, detail: TEXT.emptyFilteredDetail };
  if (tab === 'all') empty = { title: TEXT.emptyTitle, detail: TEXT.emptyDetail };
  if (tab === 'awaiting_me') empty = { title: TEXT.emptyAwaitingTitle, detail: TEXT.emptyAwaitingDetail };

  return (
    <div {...hydratedMarker(ready)} data-list="batches" data-loading={page.loading ? 'true' : undefined}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <LinkTabs
          label={TEXT.tabs}
          tabs={tabs}
          current={tab}
          hrefFor={(key) => hrefFor(withBatchTab(query, key))}
          onSelect={(key) => change(withBatchTab(query, key))}
        />
        {viewer.bankUser && (
          <a className="btn btn-sm" href={pathFor('bank.mortgages.bulk-upload')}>
            {TEXT.upload}
          </a>
        )}
      </div>
      <ListResults
        page={page}
        list={list}
        ready={ready}
        waitForViewer={viewer}
        empty={<EmptyState title={empty.title} detail={empty.detail} />}
        table={{
          caption: TEXT.caption,
          columns: batchColumns(linked, { viewerId: viewer.userId, ready, onChanged: page.retry }),
          rowKey: (batch) => batch.id,
          cardTitle: (batch) => batchFile(batch, linked),
        }}
      />
    </div>
  );
}
