/**
 * The data-tape calls (GET /batches/{id}, its errors page and report, POST /batches/{id}/submit)
 * and the pending-action decisions a manager takes on a batch.
 */
import { jsonCall, apiUrl, unwrapData } from './json-call';
import type { PendingActionRef } from './loans';

export const BATCH_STATUSES = [
  'validating',
  'validated',
  'validated_with_errors',
  'failed',
  'pending_approval',
  'imported',
  'rejected',
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export interface DistributionRow {
  /** The region code or property type. */
  key: string;
  count: number;
  total_principal: string;
}

export interface BatchStratification {
  count: number;
  total_principal: string;
  weighted_average_rate_pct: string | null;
  weighted_average_ltv_pct: string | null;
  by_region: DistributionRow[];
  by_property_type: DistributionRow[];
}

export interface Batch {
  id: number;
  file_name: string;
  file_format: 'csv' | 'xlsx';
  status: BatchStatus;
  failure_message: string | null;
  processed_rows: number;
  total_rows: number;
  valid_rows: number;
  error_rows: number;
  error_count: number;
  created_at: string;
  stratification?: BatchStratification | null;
  pending_action?: (PendingActionRef & { maker_id?: number; reason?: string | null }) | null;
  can?: Partial<Record<'submit' | 'approve' | 'reject', boolean>>;
}

export interface BatchError {
  row_number: number;
  column: string;
  value: string | null;
  message: string;
}

export interface Page<T> {
  data: T[];
  meta: { total: number; page: number; per_page: number };
}

const batchPath = (id: string | number) => `/batches/${encodeURIComponent(id)}`;

export const TEMPLATE_CSV_URL = apiUrl('/batches/template.csv');
export const TEMPLATE_XLSX_URL = apiUrl('/batches/template.xlsx');
export const BATCHES_UPLOAD_URL = apiUrl('/batches');
export const errorReportUrl = (id: string | number) => apiUrl(`${batchPath(id)}/errors.csv`);

export const getBatch = async (id: string | number) => unwrapData<Batch>(await jsonCall('GET', batchPath(id)));

export const getBatchErrors = (id: string | number, page: number) =>
  jsonCall<Page<BatchError>>('GET', `${batchPath(id)}/errors?page=${page}`);

export const submitBatch = (id: string | number) => jsonCall<{ pending_action: PendingActionRef }>('POST', `${batchPath(id)}/submit`);

export const approveAction = (id: number) => jsonCall<unknown>('POST', `/pending-actions/${id}/approve`);
export const rejectAction = (id: number, reason: string) => jsonCall<unknown>('POST', `/pending-actions/${id}/reject`, { reason });

/** The pending import of a batch, when the batch answer does not carry it. */
export async function findPendingImport(batchId: string | number): Promise<PendingActionRef | null> {
  const result = await jsonCall<Page<PendingActionRef>>(
    'GET',
    `/pending-actions?target_type=batch&target_id=${encodeURIComponent(batchId)}&status=pending`,
  );
  return result.ok ? (result.data.data[0] ?? null) : null;
}
