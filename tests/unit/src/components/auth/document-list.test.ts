/** The onboarding documents as the upload widget of spec section 5 takes them: duplicates, type, size, limit. */
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/domain/file-size';
import { addDocuments } from '@/components/auth/document-list';

const MB = 1024 * 1024;
const pdf = (name: string, size = 1000) => ({ name, type: 'application/pdf', size });

describe('adding onboarding documents', () => {
  it('keeps PDF, PNG and JPEG files', () => {
    const files = [
      pdf('licence.pdf'),
      { name: 'scan.png', type: 'image/png', size: 5 },
      { name: 'id.jpeg', type: 'image/jpeg', size: 5 },
    ];
    expect(addDocuments([], files)).toEqual({ files, messages: [] });
  });

  it('skips a file with the same name, type and size without a message', () => {
    const first = pdf('licence.pdf');
    const result = addDocuments([first], [pdf('licence.pdf'), pdf('licence.pdf', 1001)]);
    expect(result.files).toEqual([first, pdf('licence.pdf', 1001)]);
    expect(result.messages).toEqual([]);
  });

  it('leaves out a file of another type with the widget message', () => {
    const result = addDocuments([], [{ name: 'notes.docx', type: 'application/msword', size: 10 }]);
    expect(result.files).toEqual([]);
    expect(result.messages).toEqual(['notes.docx: Invalid file type, allowed file types: .pdf, .png, .jpg, .jpeg.']);
  });

  it('leaves out a file over 10 MB with the widget message', () => {
    const result = addDocuments([], [pdf('big.pdf', 10 * MB + 1), pdf('exact.pdf', 10 * MB)]);
    expect(result.files.map((file) => file.name)).toEqual(['exact.pdf']);
    expect(result.messages).toEqual(['big.pdf: Invalid file size, file size should be smaller than 10 MB.']);
  });

  it('stops at five files and says so once', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((name) => pdf(`${name}.pdf`));
    const result = addDocuments(five.slice(0, 4), [five[4]!, pdf('f.pdf'), pdf('g.pdf')]);
    expect(result.files).toEqual(five);
    expect(result.messages).toEqual(['Maximum number of files exceeded, limit is 5 at most.']);
  });

  it('shows sizes in units of 1024 with up to three decimals', () => {
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1234567)).toBe('1.177 MB');
    expect(formatFileSize(10 * MB)).toBe('10 MB');
  });
});
