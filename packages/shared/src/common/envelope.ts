import { z } from 'zod';

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
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
  total?: number;
}

/** The answer of one call, as a zod schema: for the OpenAPI document and for response checks. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** The answer of a paged list: `data` holds the page, `total` counts all matching rows. */
export function pagedEnvelopeOf<T extends z.ZodType>(item: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data: z.array(item),
    total: z.number().int(),
  });
}

export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().optional(),
  requestId: z.string().optional(),
});
