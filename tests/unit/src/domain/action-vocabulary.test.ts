import { describe, expect, it } from 'vitest';
import {
  ACTION_QUESTIONS,
  ACTION_TYPE_OPTIONS,
  ACTION_TYPES,
  actionTypeLabel,
  changeFieldLabel,
  changeFieldValue,
} from '../../../../src/domain/action-vocabulary.ts';

describe('the four-eyes vocabulary', () => {
  it('names every action type in words, none by its code', () => {
    expect(ACTION_TYPE_OPTIONS.map((option) => option.value)).toEqual([...ACTION_TYPES]);
    for (const { value, label } of ACTION_TYPE_OPTIONS) {
      expect(label).not.toContain('.');
      expect(label).not.toBe(value);
    }
    expect(actionTypeLabel('proposal.accept')).toBe('Proposal acceptance');
    expect(actionTypeLabel('deal.cancel')).toBe('Deal cancellation');
    expect(actionTypeLabel('entity.edit')).toBe('Organisation change');
  });

  it('puts an unknown type in plain words rather than showing its code', () => {
    expect(actionTypeLabel('pool.close')).toBe('Pool close');
  });

  it('asks a question naming what a decision does to which record', () => {
    expect(ACTION_QUESTIONS.approve('deal.cancel', 'Deal #4: NW-000010, Northwind Bank to Summit Capital')).toBe(
      'Approve cancelling deal #4: NW-000010, Northwind Bank to Summit Capital? The deal is cancelled and the loan is listed again.',
    );
    expect(ACTION_QUESTIONS.approve('loan.submit', 'NW-000143')).toBe(
      'Approve the loan NW-000143? The loan becomes Approved and may be listed.',
    );
    expect(ACTION_QUESTIONS.reject('loan.submit', 'NW-000143')).toContain('The loan becomes Rejected');
    expect(ACTION_QUESTIONS.reject('loan.submit', 'NW-000143')).not.toContain('Nothing changes');
  });

  it('shows the values of a change in words', () => {
    expect(changeFieldValue('proposal', 'status', 'submitted')).toBe('Submitted');
    expect(changeFieldValue('proposal', 'status', 'accepted')).toBe('Accepted by the bank');
    expect(changeFieldValue('proposal', 'loan_status', 'under_offer')).toBe('Under offer');
    expect(changeFieldValue('entity', 'status', 'suspended')).toBe('Suspended');
    expect(changeFieldValue('entity', 'country', 'NO')).toBe('Norway');
    expect(changeFieldValue('entity', 'investor_type', 'pension_fund')).toBe('Pension fund');
    expect(changeFieldValue('entity', 'name', '')).toBeNull();
    expect(changeFieldLabel('entity', 'contact_email')).toBe('Organisation e-mail');
    expect(changeFieldLabel('proposal', 'loan_status')).toBe('Loan status');
  });
});
