/** Business codes of the `{code, msg, data, total}` envelope. 0 is success. */
export const ResultCode = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  unavailable: 503,
  /** The access token has expired: refresh it and replay the request once (portal.md 4.3). */
  tokenExpired: 200004,
  /**
   * The person has not agreed to the current 用户协议 and 隐私政策 (HTTP 403): the web asks for the
   * consent and nothing else goes on until it is given (docs/personal-information.md).
   */
  consentRequired: 200010,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
  total?: number;
}
