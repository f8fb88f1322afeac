/** Counts one page load's requests and bytes on the wire from the DevTools protocol's network events. */
import type { CDPSession } from '@playwright/test';

export interface RequestRecord {
  url: string;
  /** Bytes received for it, headers included (CDP encodedDataLength); 0 when served from the cache. */
  bytes: number;
  fromCache: boolean;
  finished: boolean;
}

export class NetworkLog {
  private readonly records = new Map<string, RequestRecord>();

  constructor(session: CDPSession) {
    session.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      this.records.set(event.requestId, { url: event.request.url, bytes: 0, fromCache: false, finished: false });
    });
    session.on('Network.requestServedFromCache', (event) => {
      const record = this.records.get(event.requestId);
      if (record) record.fromCache = true;
    });
    session.on('Network.responseReceived', (event) => {
      const record = this.records.get(event.requestId);
      if (record && (event.response.fromDiskCache || event.response.fromPrefetchCache)) record.fromCache = true;
    });
    session.on('Network.loadingFinished', (event) => {
      const record = this.records.get(event.requestId);
      if (!record) return;
      record.bytes = event.encodedDataLength;
      record.finished = true;
    });
    session.on('Network.loadingFailed', (event) => {
      const record = this.records.get(event.requestId);
      if (record) record.finished = true;
    });
  }

  reset(): void {
    this.records.clear();
  }

  all(): RequestRecord[] {
    return [...this.records.values()];
  }

  /** Requests that went over the network rather than to the cache. */
  crossed(): RequestRecord[] {
    return this.all().filter((record) => !record.fromCache);
  }

  bytes(): number {
    return this.all().reduce((sum, record) => sum + record.bytes, 0);
  }

  unfinished(): number {
    return this.all().filter((record) => !record.finished).length;
  }
}
