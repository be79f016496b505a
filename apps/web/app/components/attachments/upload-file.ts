import { ApiErrorBody, type Attachment, attachmentMessages } from '@maatwerk/contract';
import { publicConfig } from '~/lib/public-config.ts';
import { type AttachmentEndpoints, endpointHeaders } from './endpoints.ts';

/**
 * Sends one file to the upload route as the request's body, reporting its progress (0 to 1); answers
 * the stored attachment or throws the API's Dutch message, which names the file.
 */
export const uploadFile = (
  endpoints: AttachmentEndpoints,
  file: File,
  name: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<Attachment> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const url = `${publicConfig().apiUrl.replace(/\/$/, '')}${endpoints.uploadPath}?name=${encodeURIComponent(name)}`;
    request.open('POST', url);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(endpointHeaders(endpoints)))
      request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 201) {
        resolve(body as Attachment);
        return;
      }
      const error = ApiErrorBody.safeParse(body);
      reject(new Error(error.success ? error.data.message : attachmentMessages.uploadFailed(name)));
    };
    request.onerror = () => reject(new Error(attachmentMessages.uploadFailed(name)));
    signal.addEventListener('abort', () => request.abort());
    request.send(file);
  });
