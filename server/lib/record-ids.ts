/**
 * Record ids as requests carry them: whole numbers from 1 within PostgreSQL's integer range, so
 * a larger one is "not found" (in a path) or a field error (in a query or body), never a database error.
 */
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (ids, versions). */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/** An id in a path or a query string: text read as a number. */
export const idFromText = () => z.coerce.number().int().min(1).max(DATABASE_INTEGER_MAX);

/** An id in a JSON body: a number. */
export const idInBody = () => z.number().int().min(1).max(DATABASE_INTEGER_MAX);

/** `/things/:id`. */
export const IdParams = z.object({ id: idFromText() });
