import type { MailImportJob } from '#shared/mail-import-types.ts';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  describeErrorBody,
} from '#web/lib/api-client.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface Upload {
  /** The started job (202), or an ApiError; an abort rejects with status 0 and `aborted`. */
  done: Promise<MailImportJob>;
  abort(): void;
}

/**
 * `POST /api/mail-imports?name=…` with the file as the raw body. XMLHttpRequest rather than
 * fetch: it reports the upload's progress (bytes sent), which fetch cannot.
 */
export function uploadMailFile(file: File, onProgress: (p: UploadProgress) => void): Upload {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const done = new Promise<MailImportJob>((resolve, reject) => {
    xhr.open('POST', `/api/mail-imports?name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    // The server refuses writes that carry neither a trusted Origin nor this header (CSRF).
    xhr.setRequestHeader('x-dealbox-request', '1');
    xhr.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      if (xhr.status === 202) return resolve(payload as MailImportJob);
      const { message, code } = describeErrorBody(payload);
      reject(new ApiError(xhr.status, message ?? GENERIC_ERROR_MESSAGE, code));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(Object.assign(new ApiError(0, 'Upload cancelled'), { aborted }));
    xhr.send(file);
  });
  return {
    done,
    abort() {
      aborted = true;
      xhr.abort();
    },
  };
}
