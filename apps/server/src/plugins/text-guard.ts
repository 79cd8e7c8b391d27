import { messages, ResultCode } from '@dtmm/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Bidirectional embedding, override and isolate controls (U+202A–E, U+2066–9): invisible, and they
 * make stored text read reversed wherever it is shown (issue 11, finding 4). File names strip them
 * (`files/file-name.ts`); no other text may carry them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;

/** Does any string in the parsed body (objects and arrays, to the depth a parser allows) carry a control? */
export function carriesBidiControl(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return BIDI_CONTROLS.test(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => carriesBidiControl(item, depth + 1));
}

/** Refuses a JSON or form body with a bidi control in any field, after validation and before any handler reads it. */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request, reply) => {
    if (!carriesBidiControl(request.body)) return;
    return reply.status(400).send({ code: ResultCode.badRequest, msg: messages.validation.bidiControl });
  });
}
