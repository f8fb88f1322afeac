/**
 * The outcome of a typed client call as screens use it: the data, or the server's message and
 * its 422 field errors; a network failure becomes status 0 so a form can keep what was typed and say why.
 */
import { fieldErrorsOf, serverMessage, type FieldErrors } from './auth-errors';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | null; fieldErrors: FieldErrors };

export const NETWORK_FAILURE = 0;

/** What openapi-fetch answers. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Runs a call, turning a thrown network error into a failed result. */
export async function settle<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, status: NETWORK_FAILURE, message: null, fieldErrors: {} };
  }
}

export function apiResult<T>(send: () => Promise<Answer<T>>): Promise<ApiResult<T>> {
  return apiCall<T>(send);
}

/** The same, where the screen names the answer's type rather than taking the schema's. */
export function apiCall<T>(send: () => Promise<Answer<unknown>>): Promise<ApiResult<T>> {
  return settle(async () => {
    const { data, error, response } = await send();
    if (response.ok) return { ok: true, status: response.status, data: data as T };
    return { ok: false, status: response.status, message: serverMessage(error), fieldErrors: fieldErrorsOf(error) };
  });
}

/** The same, for answers shaped `{data: T}`: the record itself. */
export function apiData<T>(send: () => Promise<Answer<{ data: T }>>): Promise<ApiResult<T>> {
  return dataOf(apiResult(send));
}

/** An answer shaped `{data: T}` as the record itself. */
export async function dataOf<T>(answer: Promise<ApiResult<{ data: T }>>): Promise<ApiResult<T>> {
  const result = await answer;
  return result.ok ? { ...result, data: result.data.data } : result;
}
