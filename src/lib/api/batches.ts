/**
 * The data-tape calls of the upload and batch screens (GET /batches/{id}, its errors page and
 * report, POST /batches/{id}/submit), typed by the API's OpenAPI document.
 */
import { BATCH_ERROR_PAGE_SIZE } from '@/domain/lists';
import { API_ORIGIN, api } from './client';
import { apiData, apiResult } from './api-result';
import type { paths } from './schema';

type BatchPath = paths['/api/v1/batches/{id}']['get'];
/** A batch with the stratification of its valid rows, as GET /batches/{id} answers it. */
export type Batch = BatchPath['responses'][200]['content']['application/json']['data'];
export type BatchStratification = Batch['stratification'];
export type DistributionRow = BatchStratification['by_region'][number];
type ErrorsAnswer = paths['/api/v1/batches/{id}/errors']['get']['responses'][200]['content']['application/json'];
export type BatchError = ErrorsAnswer['data'][number];
export type ErrorsPage = ErrorsAnswer;

const apiUrl = (path: string) => `${API_ORIGIN}/api/v1${path}`;

export const TEMPLATE_CSV_URL = apiUrl('/batches/template.csv');
export const TEMPLATE_XLSX_URL = apiUrl('/batches/template.xlsx');
export const BATCHES_UPLOAD_URL = apiUrl('/batches');
export const errorReportUrl = (id: number) => apiUrl(`/batches/${id}/errors.csv`);

type ListRoute = paths['/api/v1/batches']['get'];
export type BatchPage = ListRoute['responses'][200]['content']['application/json'];
export type BatchListItem = BatchPage['data'][number];

/** The bank's batches, newest first; the query as the list's address holds it, checked by the API. */
export const listBatches = (query: Record<string, string>) =>
  apiResult(() =>
    api.GET('/api/v1/batches', {
      params: { query: query as unknown as NonNullable<ListRoute['parameters']['query']> },
    }),
  );

export const getBatch = (id: number) => apiData(() => api.GET('/api/v1/batches/{id}', { params: { path: { id } } }));

export const getBatchErrors = (id: number, page: number) =>
  apiResult(() =>
    api.GET('/api/v1/batches/{id}/errors', {
      params: { path: { id }, query: { page, per_page: BATCH_ERROR_PAGE_SIZE } },
    }),
  );

export const submitBatch = (id: number) =>
  apiResult(() => api.POST('/api/v1/batches/{id}/submit', { params: { path: { id } } }));
