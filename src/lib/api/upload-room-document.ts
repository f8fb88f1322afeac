/**
 * Sends one data-room document as multipart through XMLHttpRequest, whose upload events give the
 * progress bar its figures (fetch has none); on a 419 the cookie is refreshed and the upload sent once more.
 */
import { ROOM_FILE_FIELD } from '@/domain/pools/data-room';
import { fieldErrorsOf, serverMessage } from './auth-errors';
import { API_ORIGIN } from './client';
import { AJAX_HEADERS, CSRF_MISMATCH_STATUS, refreshCsrfCookie } from './csrf-fetch';
import { NETWORK_FAILURE, type ApiResult } from './api-result';
import type { RoomDocument } from './data-room';
import { XSRF_HEADER, readXsrfToken } from './xsrf';

export interface RoomUpload {
  /** The room's upload address (`BankRoomCalls.uploadUrl`). */
  url: string;
  folderId: number;
  level: 1 | 2;
  file: File;
}

function sendOnce(upload: RoomUpload, onProgress: (loaded: number, total: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
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
    for (const failure of ['error', 'abort', 'timeout'] as const)
      xhr.addEventListener(failure, () => resolve({ status: NETWORK_FAILURE, body: null }));
    const form = new FormData();
    // The fields first: the server reads them before the file's bytes.
    form.append('folder_id', String(upload.folderId));
    form.append('level', String(upload.level));
    form.append(ROOM_FILE_FIELD, upload.file, upload.file.name);
    xhr.send(form);
  });
}

export async function uploadRoomDocument(
  upload: RoomUpload,
  onProgress: (loaded: number, total: number) => void,
): Promise<ApiResult<RoomDocument>> {
  let answer = await sendOnce(upload, onProgress);
  if (answer.status === CSRF_MISMATCH_STATUS) {
    await refreshCsrfCookie({ baseUrl: API_ORIGIN, credentials: 'include' }).catch(() => null);
    answer = await sendOnce(upload, onProgress);
  }
  const { status, body } = answer;
  if (status >= 200 && status < 300) return { ok: true, status, data: (body as { data: RoomDocument }).data };
  return { ok: false, status, message: serverMessage(body), fieldErrors: fieldErrorsOf(body) };
}
