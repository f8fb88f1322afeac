/** The registration-request routes as the admin screens call them. */
import { jsonCall, unwrapData } from '@/lib/api/json-call';
import type { ApiResult } from '@/lib/api/api-result';
export interface RegistrationListAnswer {
  data: {
    id: number;
    entity_type: 'bank' | 'investor';
    name: string;
    legal_name: string;
    registration_number: string;
    country: string;
    contact_person_name: string;
    contact_person_email: string;
    status: 'pending' | 'approved' | 'rejected';
    decision_pending: boolean;
    created_at: string;
    decided_at: string | null;
  }[];
  meta: { total: number; page: number; per_page: number };
}
export type RegistrationRow = RegistrationListAnswer['data'][number];

export interface PendingActionView {
  id: number;
  action_type: string;
  payload: Record<string, unknown>;
  maker: { id: number; name: string } | null;
  status: string;
  created_at: string;
}

export interface RegistrationDetail extends RegistrationRow {
  organisation: {
    address: string;
    contact_email: string;
    phone: string;
    website: string;
    banking_licence_number: string | null;
    bic: string | null;
    investor_type: string | null;
  };
  contact: { name: string; email: string; phone: string };
  documents: { id: number; name: string; mime_type: string; size_bytes: number; url: string }[];
  rejection_reason: string | null;
  decided_by: { id: number; name: string } | null;
  entity_id: number | null;
  pending_action: PendingActionView | null;
  can: { decide: boolean; check: boolean };
}

export const listRegistrations = (params: URLSearchParams): Promise<ApiResult<RegistrationListAnswer>> =>
  jsonCall<RegistrationListAnswer>('GET', `/registration-requests?${params.toString()}`);

export const getRegistration = async (id: number): Promise<ApiResult<RegistrationDetail>> =>
  unwrapData<RegistrationDetail>(await jsonCall('GET', `/registration-requests/${id}`));

export const proposeApproval = (id: number) => jsonCall<{ pending_action: PendingActionView }>('POST', `/registration-requests/${id}/approve`);
export const proposeRejection = (id: number, reason: string) => jsonCall<{ pending_action: PendingActionView }>('POST', `/registration-requests/${id}/reject`, { reason });
export const checkAction = (actionId: number, verdict: 'approve' | 'reject', reason?: string) =>
  jsonCall<unknown>('POST', `/pending-actions/${actionId}/${verdict}`, verdict === 'reject' ? { reason } : undefined);
