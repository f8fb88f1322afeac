/**
 * The process a pool's listing sets (DOMAIN.md, "Portfolio sales"): who may bid, the two phase
 * deadlines, how many loans a binding bid may leave out, the NDA investors accept. One rule for the
 * listing form and the API, so both word the same messages.
 */
import { POOL_ACCESS_MODES, POOL_NDA_MAX, type PoolAccessMode } from './status';
import { formatCount } from '../format-decimal';

export interface PoolListingInput {
  access_mode?: unknown;
  invited_investor_ids?: unknown;
  phase_1_deadline?: unknown;
  phase_2_deadline?: unknown;
  exclusion_limit?: unknown;
  nda_text?: unknown;
}

export interface PoolListingSettings {
  access_mode: PoolAccessMode;
  invited_investor_ids: number[];
  phase_1_deadline: string;
  phase_2_deadline: string;
  exclusion_limit: number;
  nda_text: string;
}

export const POOL_LISTING_MESSAGES = {
  accessMode: 'Choose who may bid: every investor or invited investors only.',
  invitees: 'Invite at least one investor, or open the pool to every investor.',
  inviteesWhenOpen: 'An open pool invites no one: every investor may bid.',
  deadline: 'Give a date and time.',
  phase1Future: 'The phase 1 deadline must be in the future.',
  phase2AfterPhase1: 'The phase 2 deadline must be after the phase 1 deadline.',
  exclusionLimit: (loanCount: number) =>
    `The exclusion limit must be a whole number from 0 to ${Math.max(loanCount - 1, 0)} (fewer than the pool's ${loanCount} loans).`,
  ndaRequired: 'Give the NDA text investors accept before they see the data room.',
  ndaTooLong: `The NDA text may be at most ${formatCount(POOL_NDA_MAX)} characters.`,
} as const;

type Errors = Partial<Record<keyof PoolListingInput, string[]>>;

/** An instant with its offset ("2027-01-31T17:00:00Z", "...+01:00"), as an ISO string in UTC; null when not one. */
function instantOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value.trim())) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The settings, or the errors per field. `now` is an ISO instant; `loanCount` the pool's loans. */
export function readPoolListing(
  input: PoolListingInput,
  now: string,
  loanCount: number,
): { settings: PoolListingSettings; errors?: undefined } | { errors: Errors; settings?: undefined } {
  const errors: Errors = {};
  const add = (field: keyof PoolListingInput, message: string) => (errors[field] ??= []).push(message);

  const mode = (POOL_ACCESS_MODES as readonly unknown[]).includes(input.access_mode)
    ? (input.access_mode as PoolAccessMode)
    : null;
  if (!mode) add('access_mode', POOL_LISTING_MESSAGES.accessMode);
  const invited = Array.isArray(input.invited_investor_ids) ? [...new Set(input.invited_investor_ids)] : [];
  if (mode === 'invitation' && invited.length === 0) add('invited_investor_ids', POOL_LISTING_MESSAGES.invitees);
  if (mode === 'open' && invited.length > 0) add('invited_investor_ids', POOL_LISTING_MESSAGES.inviteesWhenOpen);

  const phase1 = instantOf(input.phase_1_deadline);
  const phase2 = instantOf(input.phase_2_deadline);
  if (!phase1) add('phase_1_deadline', POOL_LISTING_MESSAGES.deadline);
  else if (phase1 <= now) add('phase_1_deadline', POOL_LISTING_MESSAGES.phase1Future);
  if (!phase2) add('phase_2_deadline', POOL_LISTING_MESSAGES.deadline);
  else if (phase1 && phase2 <= phase1) add('phase_2_deadline', POOL_LISTING_MESSAGES.phase2AfterPhase1);

  const limit = input.exclusion_limit;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit >= loanCount)
    add('exclusion_limit', POOL_LISTING_MESSAGES.exclusionLimit(loanCount));

  const nda = typeof input.nda_text === 'string' ? input.nda_text.trim() : '';
  if (nda === '') add('nda_text', POOL_LISTING_MESSAGES.ndaRequired);
  else if (nda.length > POOL_NDA_MAX) add('nda_text', POOL_LISTING_MESSAGES.ndaTooLong);

  if (Object.keys(errors).length > 0) return { errors };
  return {
    settings: {
      access_mode: mode!,
      invited_investor_ids: (invited as number[]).sort((a, b) => a - b),
      phase_1_deadline: phase1!,
      phase_2_deadline: phase2!,
      exclusion_limit: limit as number,
      nda_text: nda,
    },
  };
}
