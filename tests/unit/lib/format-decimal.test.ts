import { describe, expect, it } from 'vitest';
import { formatLtv, formatPrice } from '@/lib/format-decimal';
import { fieldValue, recordName } from '@/components/admin/revisions/revision-fields';

describe('one format for each kind of figure', () => {
  it('shows every price with 3 decimals: 97.5, 97.50 and 97.500 read the same', () => {
    for (const price of ['97.5', '97.50', '97.500', '97.5000']) expect(formatPrice(price)).toBe('97.500%');
    expect(formatPrice(null)).toBe('—');
  });

  it('shows every LTV with 2 decimals, however many the value holds', () => {
    expect(formatLtv('71.1')).toBe('71.10%');
    expect(formatLtv('63.909')).toBe('63.91%');
    expect(formatLtv('44.8655')).toMatch(/^44\.8[67]%$/);
  });
});

describe('a revision in words', () => {
  it('names its record by name or reference, not by number', () => {
    expect(recordName({ name: 'Northwind Bank' }, 6)).toBe('Northwind Bank');
    expect(recordName({ loan_ref: 'NW-000143' }, 143)).toBe('NW-000143');
    expect(recordName(null, 6)).toBe('#6');
  });

  it('shows countries, investor types and loan figures as the record pages do', () => {
    expect(fieldValue('entity', 'country', 'NO')).toBe('Norway');
    expect(fieldValue('registration_request', 'investor_type', 'fund')).toBe('Fund');
    expect(fieldValue('loan', 'asking_price_pct', '98.5')).toBe('98.500%');
  });
});
