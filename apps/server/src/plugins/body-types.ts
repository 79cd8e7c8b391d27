import { messages, ResultCode } from '@dtmm/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export type BodyType = 'json' | 'form' | 'multipart';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body types a route parses (default JSON). Form bodies only where the spec sends forms
     * (login, register, refresh), multipart only on uploads: a body another site's plain HTML form
     * can send is refused before it is parsed (issue 11, finding 2).
     */
    bodyTypes?: readonly BodyType[];
  }
}

/** Deeper JSON than any route reads; a megabyte of brackets is refused before JSON.parse spends on it. */
export const MAX_JSON_DEPTH = 32;
/** What an anonymous route (login, register, codes, refresh) may receive: its fields fit in a few hundred bytes. */
export const ANONYMOUS_BODY_LIMIT = 16 * 1024;

/** Does the JSON text nest deeper than `max` (brackets inside strings do not count)? One pass, no allocation. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

const TYPE_OF: [RegExp, BodyType][] = [
  [/^application\/(?:[\w.+-]+\+)?json\b/i, 'json'],
  [/^application\/x-www-form-urlencoded\b/i, 'form'],
  [/^multipart\/form-data\b/i, 'multipart'],
];
const bodyTypeOf = (contentType: string) => TYPE_OF.find(([pattern]) => pattern.test(contentType))?.[1] ?? null;

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * JSON with its nesting bounded before parsing (prototype poisoning refused as before), no
 * text/plain parser, and each route's declared body types enforced: anything else is a 415 envelope.
 */
export function registerBodyTypes(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(AppError.badRequest(messages.common.tooDeep), undefined);
    return parseJson(request, text, done);
  });
  app.addHook('preParsing', async (request) => {
    if (!hasBody(request)) return;
    const allowed = request.routeOptions.config.bodyTypes ?? ['json'];
    const type = bodyTypeOf(request.headers['content-type'] ?? '');
    if (type === null || !allowed.includes(type)) {
      throw new AppError(ResultCode.unsupportedMediaType, messages.common.unsupportedMediaType);
    }
  });
}
