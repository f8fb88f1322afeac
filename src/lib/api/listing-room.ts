/** A listed loan's data room as its screens read it: the bank's room and the investor's, typed by the API's OpenAPI document. */
import { api } from './client';
import { apiData } from './api-result';
import { bankRoomCalls, investorDocumentUrl } from './data-room';

export const getBankLoanRoom = (id: number) =>
  apiData(() => api.GET('/api/v1/loans/{id}/data-room', { params: { path: { id } } }));

export const getInvestorLoanRoom = (id: number) =>
  apiData(() => api.GET('/api/v1/marketplace/loans/{id}/data-room', { params: { path: { id } } }));

export const loanRoomCalls = (id: number) => bankRoomCalls('/api/v1/loans/{id}/data-room', id);
export const loanDocumentUrl = (id: number) => investorDocumentUrl('/api/v1/marketplace/loans/{id}/data-room', id);
