import { z } from 'zod';

// Kept apart from envelope.ts: the browser's api client reads the codes without loading zod.

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

/** The answer of a write that reports only its message: `data` is null. */
export const emptyAnswer = envelopeOf(z.null());

/**
 * The envelope of an answer whose `data` has no schema of its own (a record with the spec's open
 * set of fields, or none at all): the document still states the envelope, the serializer passes
 * `data` as it is.
 */
export const anyAnswer = envelopeOf(z.unknown().optional());
