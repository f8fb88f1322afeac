/**
 * One call to the API, answered as ok with its data or failed with a status and a message to show.
 * A network failure is status 0.
 */
import { fieldErrorsOf, serverMessage, type FieldErrors } from '@/lib/api/auth-errors';

export type CallResult<T> = { ok: true; data: T; status: number } | { ok: false; status: number; message: string | null; fieldErrors: FieldErrors };

interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export async function call<T>(send: () => Promise<Answer>): Promise<CallResult<T>> {
  try {
    const { data, error, response } = await send();
    if (response.ok) return { ok: true, data: data as T, status: response.status };
    return { ok: false, status: response.status, message: serverMessage(error), fieldErrors: fieldErrorsOf(error) };
  } catch {
    return { ok: false, status: 0, message: null, fieldErrors: {} };
  }
}
