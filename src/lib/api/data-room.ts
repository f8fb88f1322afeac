/**
 * The calls of a data room's screens, whoever owns the room: a pool's (`/pools/{id}/data-room`) or a
 * listed loan's (`/loans/{id}/data-room`), whose routes have the same shapes. A screen gets the calls
 * bound to its owner and never names the owner's paths itself.
 */
import { api, API_ORIGIN } from './client';
import { apiData, apiResult } from './api-result';
import type { paths } from './schema';

type BankRoomPath = '/api/v1/pools/{id}/data-room' | '/api/v1/loans/{id}/data-room';
type InvestorRoomPath = '/api/v1/investor/pools/{id}/data-room' | '/api/v1/marketplace/loans/{id}/data-room';

type RoomAnswer = paths[BankRoomPath]['get']['responses'][200]['content']['application/json']['data'];
/** What every room shows, whoever owns it. */
export type RoomContents = Pick<RoomAnswer, 'level' | 'can_change' | 'folders'>;
export type RoomFolder = RoomContents['folders'][number];
export type RoomDocument = RoomFolder['documents'][number];
export type AccessLog =
  paths['/api/v1/pools/{id}/data-room/access-log']['get']['responses'][200]['content']['application/json'];

/** The bank's calls on one room. */
export function bankRoomCalls(base: BankRoomPath, id: number) {
  const path = { params: { path: { id } } };
  return {
    createFolder: (name: string) => apiData(() => api.POST(`${base}/folders`, { ...path, body: { name } })),
    renameFolder: (folderId: number, name: string) =>
      apiData(() => api.PATCH(`${base}/folders/{folderId}`, { params: { path: { id, folderId } }, body: { name } })),
    deleteFolder: (folderId: number) =>
      apiResult(() => api.DELETE(`${base}/folders/{folderId}`, { params: { path: { id, folderId } } })),
    deleteDocument: (documentId: number) =>
      apiResult(() => api.DELETE(`${base}/documents/{documentId}`, { params: { path: { id, documentId } } })),
    accessLog: () => apiResult(() => api.GET(`${base}/access-log`, path)),
    /** Where the browser fetches a document itself (a link, not a call), and where an upload goes. */
    documentUrl: (documentId: number) =>
      `${API_ORIGIN}${base.replace('{id}', String(id))}/documents/${documentId}/file`,
    uploadUrl: `${API_ORIGIN}${base.replace('{id}', String(id))}/documents`,
  };
}
export type BankRoomCalls = ReturnType<typeof bankRoomCalls>;

/** Where an investor's browser views or downloads a document (logged by the server). */
export const investorDocumentUrl =
  (base: InvestorRoomPath, id: number) => (documentId: number, action: 'view' | 'download') =>
    `${API_ORIGIN}${base.replace('{id}', String(id))}/documents/${documentId}/${action}`;
