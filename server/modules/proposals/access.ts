/**
 * Who may do what with a proposal (trading contract, "Who may do what"): the proposing investor
 * organisation's users and managers act on its proposals, the loan's bank's officers and managers
 * answer them, platform admins read every one and change none. Another organisation's proposal
 * does not exist for anyone else (404); a user of no investor or bank desk is refused (403).
 * A suspended organisation's people read but do not act.
 */
import { BANK_ROLES, INVESTOR_ROLES } from '../../../src/domain/roles.ts';
import { entityIdsOfKind, hasRoleIn, isPlatformAdminActor, mayActIn, type Actor } from '../../lib/access/actor.ts';
import { forbidden, notFound, ValidationError } from '../../lib/http-errors.ts';
import { mayActAsBank, mayActAsInvestor } from '../trading/proposal-answer.ts';
import { CHOOSE_INVESTOR } from './messages.ts';
import type { ProposalScope } from './queries.ts';

/** The investor organisations where the actor holds an investor role. */
export const investorOrganisations = (actor: Actor) =>
  entityIdsOfKind(actor, 'investor').filter((id) => hasRoleIn(actor, id, INVESTOR_ROLES));

/** The banks where the actor holds a bank role. */
export const bankDesks = (actor: Actor) =>
  entityIdsOfKind(actor, 'bank').filter((id) => hasRoleIn(actor, id, BANK_ROLES));

/** Which proposals the actor reads; 403 for someone who is neither an investor, a bank user nor a platform admin. */
export function readScope(actor: Actor): ProposalScope {
  if (isPlatformAdminActor(actor)) return { investorIds: null, bankIds: null };
  const investorIds = investorOrganisations(actor);
  const bankIds = bankDesks(actor);
  if (investorIds.length === 0 && bankIds.length === 0) throw forbidden();
  return { investorIds, bankIds };
}

interface Parties {
  investorId: number;
  bankId: number;
}

export function maySee(actor: Actor, proposal: Parties): boolean {
  const scope = readScope(actor);
  if (scope.investorIds === null || scope.bankIds === null) return true;
  return scope.investorIds.includes(proposal.investorId) || scope.bankIds.includes(proposal.bankId);
}

/** Throws 404 unless the actor may read the proposal (403 first for a user of no desk). */
export function assertCanSee(actor: Actor, proposal: Parties): void {
  if (!maySee(actor, proposal)) throw notFound();
}

/** The proposing investor's active users and managers; anyone else who sees the proposal gets 403. */
export function assertInvestorOf(actor: Actor, proposal: Parties): void {
  assertCanSee(actor, proposal);
  if (!mayActAsInvestor(actor, proposal)) throw forbidden();
}

/** The loan's bank's active officers and managers; anyone else who sees the proposal gets 403. */
export function assertBankOf(actor: Actor, proposal: Parties): void {
  assertCanSee(actor, proposal);
  if (!mayActAsBank(actor, proposal)) throw forbidden();
}

/** The investor organisation a new proposal is made for: the one given, or the actor's only one. */
export function investorForNewProposal(actor: Actor, requested: number | undefined): number {
  const organisations = investorOrganisations(actor);
  if (requested !== undefined) {
    if (!organisations.includes(requested))
      throw isPlatformAdminActor(actor) || organisations.length === 0 ? forbidden() : notFound();
    if (!mayActIn(actor, requested, INVESTOR_ROLES)) throw forbidden();
    return requested;
  }
  if (organisations.length === 0) throw forbidden();
  if (organisations.length > 1) throw new ValidationError({ investor_id: [CHOOSE_INVESTOR] });
  if (!mayActIn(actor, organisations[0]!, INVESTOR_ROLES)) throw forbidden();
  return organisations[0]!;
}
