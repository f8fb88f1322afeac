/** Recognises the allowed document types by their first bytes, whatever the upload claims. */

const SIGNATURES: { mime: string; bytes: number[] }[] = [
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** Bytes needed to recognise any of the types. */
export const SNIFF_LENGTH = 8;

export function sniffMimeType(head: Uint8Array): string | null {
  const match = SIGNATURES.find(
    ({ bytes }) => head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte),
  );
  return match?.mime ?? null;
}
