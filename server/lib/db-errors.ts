/** Recognises database errors by their SQLSTATE, whichever driver (pg, PGlite) and wrapper (Drizzle) raised them. */

function sqlState(error: unknown): unknown {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : undefined;
  return codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
}

/** A unique constraint refused the write: someone else got there first. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
