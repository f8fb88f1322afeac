/** The proposal rules (being implemented). */
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/access/actor.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ProposalCounterInput, ProposalCreateInput, ProposalListQuery, ProposalReviseInput } from './schemas.ts';

const todo = (): never => {
  throw new HttpError(501, 'Not implemented yet.');
};

export async function listProposalPage(_db: Database, _actor: Actor, _query: ProposalListQuery): Promise<never> {
  return todo();
}
export async function getProposal(_db: Database, _actor: Actor, _id: number, _feeBps: number): Promise<never> {
  return todo();
}
export async function submitProposal(_db: Database, _actor: Actor, _body: ProposalCreateInput, _feeBps: number): Promise<never> {
  return todo();
}
export async function reviseProposal(_db: Database, _actor: Actor, _id: number, _body: ProposalReviseInput, _feeBps: number): Promise<never> {
  return todo();
}
export async function withdrawProposal(_db: Database, _actor: Actor, _id: number, _feeBps: number): Promise<never> {
  return todo();
}
export async function acceptCounter(_db: Database, _actor: Actor, _id: number, _feeBps: number): Promise<never> {
  return todo();
}
export async function finalAccept(_db: Database, _actor: Actor, _id: number, _feeBps: number): Promise<never> {
  return todo();
}
export async function counterProposal(_db: Database, _actor: Actor, _id: number, _body: ProposalCounterInput, _feeBps: number): Promise<never> {
  return todo();
}
export async function rejectProposal(_db: Database, _actor: Actor, _id: number, _reason: string, _feeBps: number): Promise<never> {
  return todo();
}
export async function requestAcceptance(_db: Database, _actor: Actor, _id: number): Promise<never> {
  return todo();
}
