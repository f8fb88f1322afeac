import { describe, expect, it } from 'vitest';
import { validationProgress } from '@/components/bank/tapes/validation-progress';

describe('the progress of a running validation', () => {
  it('measures the bar by the bytes of the file read, not by rows whose total is unknown', () => {
    const progress = validationProgress({ processed_rows: 5_000, bytes_read: 1_048_576, file_bytes: 12_582_912 });
    expect(progress.value).toBe(1_048_576);
    expect(progress.max).toBe(12_582_912);
    expect(progress.text).toBe('5,000 rows checked, 1 MB of 12 MB of the file read');
  });

  it('never claims more of the file than it holds', () => {
    const progress = validationProgress({ processed_rows: 1, bytes_read: 900, file_bytes: 800 });
    expect(progress.value).toBe(800);
    expect(progress.text).toBe('1 row checked, 800 B of 800 B of the file read');
  });
});
