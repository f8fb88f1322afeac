import { describe, expect, it } from 'vitest';
import {
  LOAN_STATUS_LABELS,
  LOAN_TRANSITIONS,
  canEditLoan,
  canListLoan,
  canSubmitLoan,
  canWithdrawLoan,
  loanEditMode,
} from '@/domain/loans/status';
import { LOAN_STATUSES, type LoanStatus } from '@/domain/loans/vocabulary';

const statusesWhere = (test: (status: LoanStatus) => boolean) => LOAN_STATUSES.filter(test);

describe('loan status machine', () => {
  it('edits draft and rejected loans directly, approved and withdrawn ones through a checker, and never a listed or under-offer one', () => {
    expect(statusesWhere((status) => loanEditMode(status) === 'direct')).toEqual(['draft', 'rejected']);
    expect(statusesWhere((status) => loanEditMode(status) === 'pending_action')).toEqual(['approved', 'withdrawn']);
    expect(statusesWhere((status) => !canEditLoan(status))).toEqual([
      'pending_approval',
      'listed',
      'under_offer',
      'sold',
    ]);
  });

  it('submits drafts and rejected loans', () => {
    expect(statusesWhere(canSubmitLoan)).toEqual(['draft', 'rejected']);
  });

  it('lists approved loans and loans whose listing was withdrawn', () => {
    expect(statusesWhere(canListLoan)).toEqual(['approved', 'withdrawn']);
  });

  it('withdraws listed loans only', () => {
    expect(statusesWhere(canWithdrawLoan)).toEqual(['listed']);
  });

  it('moves a submitted loan to awaiting approval, then approved or rejected', () => {
    expect(LOAN_TRANSITIONS['loan.submit']).toMatchObject({
      pending: 'pending_approval',
      approved: 'approved',
      rejected: 'rejected',
    });
    expect(LOAN_TRANSITIONS['loan.list'].approved).toBe('listed');
    expect(LOAN_TRANSITIONS['loan.withdraw'].approved).toBe('withdrawn');
    expect(LOAN_TRANSITIONS['loan.edit'].approved).toBeUndefined();
  });

  it('labels every status', () => {
    expect(Object.keys(LOAN_STATUS_LABELS).sort()).toEqual([...LOAN_STATUSES].sort());
    expect(LOAN_STATUS_LABELS.pending_approval).toBe('Awaiting approval');
  });
});
