import { describe, expect, it } from 'vitest';
import { API_ORIGIN } from '../../../../../src/lib/api/client.ts';
import { bankRoomCalls, investorDocumentUrl } from '../../../../../src/lib/api/data-room.ts';

describe('a data room’s addresses', () => {
  it('puts the owner’s id into its room’s paths, a pool’s or a listed loan’s', () => {
    const pool = bankRoomCalls('/api/v1/pools/{id}/data-room', 7);
    expect(pool.uploadUrl).toBe(`${API_ORIGIN}/api/v1/pools/7/data-room/documents`);
    expect(pool.documentUrl(12)).toBe(`${API_ORIGIN}/api/v1/pools/7/data-room/documents/12/file`);
    const loan = bankRoomCalls('/api/v1/loans/{id}/data-room', 205);
    expect(loan.uploadUrl).toBe(`${API_ORIGIN}/api/v1/loans/205/data-room/documents`);
  });

  it('sends an investor to the logged view or download of its room', () => {
    const url = investorDocumentUrl('/api/v1/marketplace/loans/{id}/data-room', 205);
    expect(url(3, 'view')).toBe(`${API_ORIGIN}/api/v1/marketplace/loans/205/data-room/documents/3/view`);
    expect(url(3, 'download')).toBe(`${API_ORIGIN}/api/v1/marketplace/loans/205/data-room/documents/3/download`);
  });
});
