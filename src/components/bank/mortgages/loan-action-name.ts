/** A loan's four-eyes action as a noun mid-sentence ("The listing was rejected by …"), used by its trail and its rejection note. */
const LOAN_ACTION_NAMES: Readonly<Record<string, string>> = {
  'loan.submit': 'submission for approval',
  'loan.edit': 'change',
  'loan.list': 'listing',
  'loan.withdraw': 'withdrawal of the listing',
};

export const loanActionName = (actionType: string): string => LOAN_ACTION_NAMES[actionType] ?? actionType;
