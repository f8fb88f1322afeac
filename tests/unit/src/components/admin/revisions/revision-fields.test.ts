import { describe, expect, it } from 'vitest';
import { fieldValue, recordName } from '@/components/admin/revisions/revision-fields';

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
