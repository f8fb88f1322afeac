/**
 * Sends a data tape as multipart through XMLHttpRequest, whose upload events give the progress
 * bar its figures (fetch has none). The XSRF header is added as for every write; on a 419 the
 * cookie is refreshed and the upload sent once more.
 */
import { TAPE_FILE_FIELD } from '@/domain/loans/tape-upload';
import { fieldErrorsOf, serverMessage } from './auth-errors';
import { API_ORIGIN } from './client';
import { AJAX_HEADERS, CSRF_MISMATCH_STATUS, refreshCsrfCookie } from './csrf-fetch';
import { NETWORK_FAILURE, type ApiResult } from './api-result';
import { BATCHES_UPLOAD_URL } from './batches';
import type { paths } from './schema';

/** The batch POST /batches answers with, in status `validating`. */
export type UploadedBatch = paths['/api/v1/batches']['post']['responses'][202]['content']['application/json']['data'];
import { XSRF_HEADER, readXsrfToken } from './xsrf';

export interface UploadHandle {
  done: Promise<ApiResult<UploadedBatch>>;
  abort: () => void;
}

function sendOnce(
  file: File,
  onProgress: (loaded: number, total: number) => void,
  bind: (xhr: XMLHttpRequest) => void,
) {
  return new Promise<{ status: number; body: unknown }>((resolve) => {
    const xhr = new XMLHttpRequest();
    bind(xhr);
    xhr.open('POST', BATCHES_UPLOAD_URL);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(AJAX_HEADERS)) xhr.setRequestHeader(name, value);
    const token = readXsrfToken();
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    });
    for (const failure of ['error', 'abort', 'timeout'] as const) {
      xhr.addEventListener(failure, () => resolve({ status: NETWORK_FAILURE, body: null }));
    }
    const form = new FormData();
    form.append(TAPE_FILE_FIELD, file, file.name);
    xhr.send(form);
  });
}

export function uploadTape(file: File, onProgress: (loaded: number, total: number) => void): UploadHandle {
  let current: XMLHttpRequest | null = null;
  const bind = (xhr: XMLHttpRequest) => {
    current = xhr;
  };
  const done = (async (): Promise<ApiResult<UploadedBatch>> => {
    let answer = await sendOnce(file, onProgress, bind);
    if (answer.status === CSRF_MISMATCH_STATUS) {
      await refreshCsrfCookie({ baseUrl: API_ORIGIN, credentials: 'include' }).catch(() => null);
      answer = await sendOnce(file, onProgress, bind);
    }
    const { status, body } = answer;
    if (status >= 200 && status < 300) {
      const batch = (body as { data: UploadedBatch }).data;
      return { ok: true, status, data: batch };
    }
    return { ok: false, status, message: serverMessage(body), fieldErrors: fieldErrorsOf(body) };
  })();
  return { done, abort: () => current?.abort() };
}
