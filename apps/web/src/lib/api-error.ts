/** Why a call failed: a non-zero business code, an HTTP failure, the timeout, the network, a cancel or the rate limit. */
export type ApiErrorKind = 'business' | 'http' | 'timeout' | 'network' | 'aborted' | 'rate-limited';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** True once the person has been told (toast or overlay), so callers do not tell them twice. */
  notified = false;

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly code: number | null = null,
    readonly status: number | null = null,
    /** The envelope's `data` of a refusal (a refused login carries its attempt counts there). */
    readonly data: unknown = undefined,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isAbortError = (error: unknown): boolean => isApiError(error) && error.kind === 'aborted';
