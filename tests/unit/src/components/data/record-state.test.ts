/** Every detail page reads a record the same way: no id, a 404 and a 403 are "not there"; other failures can be retried. */
import { describe, expect, it } from 'vitest';
import { recordState } from '@/components/data/record-state';

const nothing = { value: null, error: null, failedStatus: null };
const loan = { id: 7 };

describe('a detail page record state', () => {
  it('waits until the address has been read and the answer has come', () => {
    expect(recordState(undefined, nothing)).toEqual({ kind: 'loading' });
    expect(recordState(7, nothing)).toEqual({ kind: 'loading' });
  });

  it('is missing when the address names no id, or the server answers 404 or 403', () => {
    expect(recordState(null, nothing)).toEqual({ kind: 'missing' });
    expect(recordState(7, { value: null, error: 'Not found.', failedStatus: 404 })).toEqual({ kind: 'missing' });
    expect(recordState(7, { value: null, error: 'Forbidden.', failedStatus: 403 })).toEqual({ kind: 'missing' });
  });

  it('has failed with the server message for any other failure, even over a record read before', () => {
    expect(recordState(7, { value: loan, error: 'Database unavailable.', failedStatus: 503 })).toEqual({
      kind: 'failed',
      message: 'Database unavailable.',
    });
    expect(recordState(7, { value: null, error: '', failedStatus: 0 })).toEqual({ kind: 'failed', message: null });
  });

  it('is ready with the record once it has been read', () => {
    expect(recordState(7, { value: loan, error: null, failedStatus: null })).toEqual({ kind: 'ready', record: loan });
  });
});
