import { ResultCode } from '@dtmm/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import { presentedToken } from '../auth';
import { cacheKey } from './cache-key';
import type { EncodedAnswer } from './cached-answer';
import { matchesEtag, preferredCoding } from './content-coding';
import type { PendingRead, PublicCache } from './public-cache';
import type { PublicCachePolicy, PublicTag } from './public-tags';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous GETs of this route are answered from the public cache (docs/caching.md). */
    publicCache?: PublicCachePolicy;
    /**
     * What a successful call of this POST/PUT/PATCH/DELETE route changes of the public data; [] when
     * it changes none. Every such route must say (response-cache/invalidation-declarations.test.ts).
     */
    invalidates?: readonly PublicTag[];
  }
}

/** Answers differ by these request headers: the encoding, and whether a credential came. */
const VARY = 'accept-encoding, access_token';

const cacheControl = (maxAgeS: number) =>
  maxAgeS > 0 ? `public, max-age=${maxAgeS}` : 'public, max-age=0, must-revalidate';

/** The body in the coding the client takes, with its validators; null for a 304 (the client's copy is current). */
function answerFrom(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer, maxAgeS: number) {
  const variant = answer.variants[preferredCoding(request.headers['accept-encoding'])];
  reply.header('etag', variant.etag).header('vary', VARY).header('cache-control', cacheControl(maxAgeS));
  if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
    reply.code(304);
    return null;
  }
  // Set here, @fastify/compress leaves the body alone.
  if (variant.coding !== 'identity') reply.header('content-encoding', variant.coding);
  reply.header('content-type', answer.contentType);
  return variant.body;
}

/** Whether the envelope of a JSON answer says success (an answer of another type has none to say otherwise). */
function envelopeSucceeded(body: Buffer, reply: FastifyReply): boolean {
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return true;
  try {
    return ((JSON.parse(body.toString()) as { code?: number }).code ?? ResultCode.ok) === ResultCode.ok;
  } catch {
    return true;
  }
}

const asBuffer = (payload: unknown) =>
  Buffer.isBuffer(payload) ? payload : typeof payload === 'string' ? Buffer.from(payload) : null;

/** The hooks of a cached read: serve a valid answer before anything else runs; store a miss's answer. */
function cachedRead(cache: PublicCache, policy: PublicCachePolicy) {
  const maxAgeS = policy.maxAgeS ?? 0;
  const pending = new WeakMap<FastifyRequest, PendingRead>();

  const serve: onRequestHookHandler = (request, reply, done) => {
    // A credential, even a bad one, goes to the route: signed-in answers are never read or kept here.
    if (!cache.isOn || presentedToken(request, false) !== undefined) return done();
    const key = cacheKey(request.url);
    if (key === null) return done();
    const answer = cache.lookup(key, policy.tags);
    if (answer === undefined) {
      pending.set(request, cache.begin(key, policy.tags));
      return done();
    }
    reply.send(answerFrom(request, reply, answer, maxAgeS) ?? undefined);
  };

  const store: onSendHookHandler = (request, reply, payload, done) => {
    const read = pending.get(request);
    const body = asBuffer(payload);
    if (read === undefined || body === null || reply.statusCode !== 200 || !envelopeSucceeded(body, reply)) {
      return done(null, payload);
    }
    cache.store(read, body, String(reply.getHeader('content-type'))).then(
      (answer) => done(null, answerFrom(request, reply, answer, maxAgeS)),
      (error: unknown) => {
        request.log.error({ err: error }, 'public cache: answer not stored');
        done(null, payload);
      },
    );
  };
  return { serve, store };
}

/** A write's hook: once it succeeded (committed), the tags it changed are stale here and, through the bus, elsewhere. */
function invalidation(cache: PublicCache, tags: readonly PublicTag[]): onSendHookHandler {
  return (request, reply, payload, done) => {
    const body = asBuffer(payload);
    const succeeded =
      reply.statusCode >= 200 && reply.statusCode < 300 && (body === null || envelopeSucceeded(body, reply));
    if (!succeeded) return done(null, payload);
    cache.invalidate(tags).then(
      () => done(null, payload),
      (error: unknown) => {
        // The write is done and this instance knows; the others hear it when their lifetime cap runs out.
        request.log.error({ err: error, tags }, 'public cache: invalidation not published');
        done(null, payload);
      },
    );
  };
}

/** Appends a hook to a route, without touching an array the route may share with its HEAD twin. */
function appendHook<T>(current: T | T[] | undefined, hook: T): T[] {
  return [...(current === undefined ? [] : Array.isArray(current) ? current : [current]), hook];
}

/**
 * Wires the public cache into the routes that declare it, as they are registered: only they pay
 * for it. Route hooks run after every app-wide onRequest hook (request id, security headers, origin
 * check, rate limit, cookies), so a hit is limited and carries the headers; and before any route's
 * own onSend hooks that @fastify/compress adds, provided this is registered before it.
 */
export function registerPublicCache(app: FastifyInstance, cache: PublicCache) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const { publicCache, invalidates, acceptsQueryToken } = route.config ?? {};
    if (publicCache) {
      // Such a token may come in a cookie, parsed only after onRequest (app.ts), where hits are served.
      if (acceptsQueryToken)
        throw new Error(`${route.url}: a cached read cannot take its token from a cookie or the query`);
      const { serve, store } = cachedRead(cache, publicCache);
      route.onRequest = appendHook(route.onRequest, serve);
      route.onSend = appendHook(route.onSend, store);
    }
    if (invalidates && invalidates.length > 0)
      route.onSend = appendHook(route.onSend, invalidation(cache, invalidates));
  });
}
