import { describe, expect, it } from 'vitest';
import { ATTENTION_LABELS } from '@/components/dashboard/my-dashboard-text';
import { ATTENTION_KINDS } from '../../../../../server/modules/my-dashboard/schemas.ts';

describe('the main dashboard’s attention items', () => {
  it('has words for every kind the API sends', () => {
    expect(ATTENTION_KINDS.filter((kind) => !ATTENTION_LABELS[kind])).toEqual([]);
  });

  it('counts the trading items in the singular and the plural', () => {
    expect(ATTENTION_LABELS['proposals_to_answer']?.(1)).toBe('1 proposal to answer');
    expect(ATTENTION_LABELS['proposals_to_answer']?.(3)).toBe('3 proposals to answer');
    expect(ATTENTION_LABELS['proposals_awaiting_final_acceptance']?.(2)).toBe(
      '2 accepted proposals await your final acceptance',
    );
    expect(ATTENTION_LABELS['deals_to_settle']?.(1)).toBe('1 deal to settle');
    expect(ATTENTION_LABELS['deals_to_settle']?.(4)).toBe('4 deals to settle');
  });
});
