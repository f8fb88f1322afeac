/** The organisation edit form proposes only the fields that changed, checked by the same rules as the API. */
import { describe, expect, it } from 'vitest';
import { editBodyOf, type FormValues } from '@/components/admin/entities/entity-form-values';
import { ENTITY_MESSAGES, editableFieldsOf } from '@/domain/entity-fields';

const BANK: FormValues = {
  name: 'Northwind Bank',
  legal_name: 'Northwind Bank plc',
  registration_number: 'NW-1',
  country: 'GB',
  address: '1 High Street',
  contact_email: 'office@northwind.test',
  phone: '+44 20 0000 0000',
  website: '',
  banking_licence_number: 'GB-1',
  bic: 'NWBKGB2L',
};

describe('the organisation edit form', () => {
  it('lists the fields of its kind only', () => {
    expect(editableFieldsOf('bank')).toContain('bic');
    expect(editableFieldsOf('bank')).not.toContain('investor_type');
    expect(editableFieldsOf('investor')).toContain('investor_type');
    expect(editableFieldsOf('investor')).not.toContain('bic');
  });

  it('proposes only the changed fields with the version they were read at', async () => {
    expect(await editBodyOf('bank', 4, BANK, { ...BANK, name: 'Northwind Mutual', country: 'ie' })).toEqual({
      body: { version: 4, name: 'Northwind Mutual', country: 'IE' },
    });
  });

  it('says so when nothing changed, and names each invalid field', async () => {
    expect(await editBodyOf('bank', 1, BANK, { ...BANK, name: ' Northwind Bank ' })).toEqual({
      errors: { form: ENTITY_MESSAGES.nothingChanged },
    });
    const outcome = await editBodyOf('bank', 1, BANK, { ...BANK, name: '', contact_email: 'nobody', bic: 'XX' });
    expect(Object.keys('errors' in outcome ? outcome.errors : {}).sort()).toEqual(['bic', 'contact_email', 'name']);
  });
});
