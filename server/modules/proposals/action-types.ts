/** The bank's acceptance of a proposal, a bank-scope maker/checker action (being implemented). */
export function registerProposalActionTypes(): void {}
