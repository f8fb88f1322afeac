/**
 * The outcome of a portal call as screens use it: the data, or the server's message and its 422
 * field errors; a network failure becomes status 0 so a form can keep what was typed and say why.
 */
import { fieldErrorsOf, serverMessage, type FieldErrors } from './auth-errors';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | null; fieldErrors: FieldErrors };

export const NETWORK_FAILURE = 0;

/** Reads a fetch Response into an ApiResult; a body that is not JSON counts as empty. */
export async function resultOf<T>(response: Response): Promise<ApiResult<T>> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  return { ok: false, status: response.status, message: serverMessage(body), fieldErrors: fieldErrorsOf(body) };
}

/** Runs a call, turning a thrown network error into a failed result. */
export async function settle<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, status: NETWORK_FAILURE, message: null, fieldErrors: {} };
  }
}
