/** The pool-only calls of the pool data-room screens (the room itself, the questions), typed by the API's OpenAPI document. */
import { api } from './client';
import { apiData } from './api-result';
import type { paths } from './schema';

export type Room =
  paths['/api/v1/pools/{id}/data-room']['get']['responses'][200]['content']['application/json']['data'];
export type BankQuestion =
  paths['/api/v1/pools/{id}/questions']['get']['responses'][200]['content']['application/json']['data'][number];
export type InvestorQuestion =
  paths['/api/v1/investor/pools/{id}/questions']['get']['responses'][200]['content']['application/json']['data'][number];

export const getBankRoom = (id: number) =>
  apiData(() => api.GET('/api/v1/pools/{id}/data-room', { params: { path: { id } } }));

export const getInvestorRoom = (id: number) =>
  apiData(() => api.GET('/api/v1/investor/pools/{id}/data-room', { params: { path: { id } } }));

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
