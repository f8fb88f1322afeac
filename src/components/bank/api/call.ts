/**
 * One call through the typed client, answered as the portal's other calls are (src/lib/api/api-result.ts):
 * the data, or the server's message and field errors; a network failure is status 0.
 */
import { fieldErrorsOf, serverMessage } from '@/lib/api/auth-errors';
import { settle, type ApiResult } from '@/lib/api/api-result';

export type CallResult<T> = ApiResult<T>;

interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export function call<T>(send: () => Promise<Answer>): Promise<ApiResult<T>> {
  return settle(async () => {
    const { data, error, response } = await send();
    if (response.ok) return { ok: true, data: data as T, status: response.status };
    return { ok: false, status: response.status, message: serverMessage(error), fieldErrors: fieldErrorsOf(error) };
  });
}
