/** The data-room calls of the bank's and the investor's pool data-room screens, typed by the API's OpenAPI document. */
import { api, API_ORIGIN } from './client';
import { apiData, apiResult } from './api-result';
import type { paths } from './schema';

export type Room =
  paths['/api/v1/pools/{id}/data-room']['get']['responses'][200]['content']['application/json']['data'];
export type RoomFolder = Room['folders'][number];
export type RoomDocument = RoomFolder['documents'][number];
export type AccessLog =
  paths['/api/v1/pools/{id}/data-room/access-log']['get']['responses'][200]['content']['application/json'];
export type BankQuestion =
  paths['/api/v1/pools/{id}/questions']['get']['responses'][200]['content']['application/json']['data'][number];
export type InvestorQuestion =
  paths['/api/v1/investor/pools/{id}/questions']['get']['responses'][200]['content']['application/json']['data'][number];

export const getBankRoom = (id: number) =>
  apiData(() => api.GET('/api/v1/pools/{id}/data-room', { params: { path: { id } } }));

export const getInvestorRoom = (id: number) =>
  apiData(() => api.GET('/api/v1/investor/pools/{id}/data-room', { params: { path: { id } } }));

export const createFolder = (id: number, name: string) =>
  apiData(() => api.POST('/api/v1/pools/{id}/data-room/folders', { params: { path: { id } }, body: { name } }));

export const renameFolder = (id: number, folderId: number, name: string) =>
  apiData(() =>
    api.PATCH('/api/v1/pools/{id}/data-room/folders/{folderId}', {
      params: { path: { id, folderId } },
      body: { name },
    }),
  );

export const deleteFolder = (id: number, folderId: number) =>
  apiResult(() =>
    api.DELETE('/api/v1/pools/{id}/data-room/folders/{folderId}', { params: { path: { id, folderId } } }),
  );

export const deleteDocument = (id: number, documentId: number) =>
  apiResult(() =>
    api.DELETE('/api/v1/pools/{id}/data-room/documents/{documentId}', { params: { path: { id, documentId } } }),
  );

export const getAccessLog = (id: number) =>
  apiResult(() => api.GET('/api/v1/pools/{id}/data-room/access-log', { params: { path: { id } } }));

export const getBankQuestions = (id: number) =>
  apiData(() => api.GET('/api/v1/pools/{id}/questions', { params: { path: { id } } }));

export const answerQuestion = (id: number, questionId: number, answer: string, visibility: string) =>
  apiData(() =>
    api.POST('/api/v1/pools/{id}/questions/{questionId}/answer', {
      params: { path: { id, questionId } },
      body: { answer, visibility },
    }),
  );

export const getInvestorQuestions = (id: number) =>
  apiData(() => api.GET('/api/v1/investor/pools/{id}/questions', { params: { path: { id } } }));

export const askQuestion = (id: number, question: string) =>
  apiData(() => api.POST('/api/v1/investor/pools/{id}/questions', { params: { path: { id } }, body: { question } }));

/** Where the browser fetches a document itself (a link, not a call): the bank's copy, or an investor's logged view or download. */
export const bankDocumentUrl = (id: number, documentId: number) =>
  `${API_ORIGIN}/api/v1/pools/${id}/data-room/documents/${documentId}/file`;
export const investorDocumentUrl = (id: number, documentId: number, action: 'view' | 'download') =>
  `${API_ORIGIN}/api/v1/investor/pools/${id}/data-room/documents/${documentId}/${action}`;
export const roomUploadUrl = (id: number) => `${API_ORIGIN}/api/v1/pools/${id}/data-room/documents`;
