import { type ApiEnvelope, messages, REQUEST_TIMEOUT_MS } from '@dtmm/shared';
import { ApiError } from './api-error';
import { type Call, type RawAnswer, TIMEOUT_TEXT } from './http-transport';
import { toSearchString } from './query-string';
import { tokenStorage } from './token-storage';

function envelopeOf(text: string): Partial<ApiEnvelope<unknown>> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ApiEnvelope<unknown>>) : null;
  } catch {
    return null;
  }
}

/**
 * One upload over XMLHttpRequest, because fetch cannot report upload progress. Same token header,
 * cookies and answer as `send`. The timeout counts from the last bytes sent, so a 300 MB video on a
 * slow line is not cut off while it is still moving.
 */
export function sendWithProgress(call: Call): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const sentToken = call.anonymous ? null : tokenStorage.get();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', cancel);
    };
    const fail = (error: ApiError) => {
      settle();
      xhr.abort();
      reject(error);
    };
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(new ApiError(TIMEOUT_TEXT, 'timeout')), call.timeoutMs ?? REQUEST_TIMEOUT_MS);
    };
    function cancel() {
      fail(new ApiError('aborted', 'aborted'));
    }

    xhr.open(call.method, `${call.baseUrl}${call.path}${toSearchString(call.query)}`);
    xhr.withCredentials = true;
    if (sentToken) xhr.setRequestHeader('access_token', sentToken);
    xhr.upload.onprogress = (event) => {
      rearm();
      if (event.lengthComputable && event.total > 0)
        call.onUploadProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      settle();
      const ok = xhr.status >= 200 && xhr.status < 300;
      resolve({ status: xhr.status, ok, envelope: envelopeOf(xhr.responseText), sentToken });
    };
    xhr.onerror = () => fail(new ApiError(messages.common.requestError, 'network'));
    call.signal?.addEventListener('abort', cancel, { once: true });
    rearm();
    xhr.send(call.body?.kind === 'multipart' ? call.body.value : null);
  });
}
