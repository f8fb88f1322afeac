/** A pool's fields and its listing's settings in words, for the summary and the listing's diff. */
import { formatTimestamp } from '@/components/data/format-timestamp';
import { humanise } from '@/domain/action-words';
import { POOL_PAGE_TEXT as T } from './pool-text';

const LABELS: Record<string, string> = {
  status: T.status,
  access_mode: T.access,
  invited_investors: T.invited,
  phase_1_deadline: T.phase1,
  phase_2_deadline: T.phase2,
  exclusion_limit: T.exclusionLimit,
  nda_text: T.nda,
};

export const poolFieldLabel = (field: string) => LABELS[field] ?? humanise(field);

export function poolFieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.endsWith('_deadline') && typeof value === 'string') return formatTimestamp(value);
  if (field === 'status' && typeof value === 'string') return humanise(value);
  return String(value);
}
