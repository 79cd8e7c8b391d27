import { messages, ResultCode } from '@dtmm/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './errors';
import type { KvStore } from './kv';
import { type Lease, PermitLeases } from './rate-limit-leases';

/** Requests one client address may make per window, per tier. */
export interface RateLimits {
  /** Every API path. */
  api: number;
  /** Where credentials are tried: login, captcha, registration, passwords, token refresh. */
  auth: number;
  /** The two send-code paths. */
  sms: number;
  /** The web app's error reports: a page in a loop must not flood the error log. */
  clientErrors: number;
}

export interface RateLimitOptions {
  kv: KvStore;
  limits: RateLimits;
  now: () => number;
  windowMs?: number;
}

type TierName = keyof RateLimits;

export const RATE_LIMIT_WINDOW_MS = 60_000;
// Uploads and userinfo also live under /api/dtmm/auth/ but are ordinary traffic: only the paths
// where credentials or codes are tried get the strict tier.
const CREDENTIAL_PATHS = new Set([
  '/api/dtmm/auth/login',
  '/api/dtmm/auth/register',
  '/api/dtmm/auth/forgetPassword',
  '/api/dtmm/auth/updatePassword',
  '/api/dtmm/common/jcaptcha.jpg',
  '/sso/oauth2/refresh_token',
]);
const SEND_CODE_PATHS = new Set(['/api/dtmm/auth/sendNotExistVerifyCode', '/api/dtmm/auth/sendExistVerifyCode']);
const CLIENT_ERROR_PATHS = new Set(['/api/dtmm/client-errors']);
/** The balancer's health check must never be refused. */
const UNLIMITED_PATHS = new Set(['/api/health']);

/** The path that decides the tiers when no route matched: the raw path, without a trailing slash. */
function unmatchedPath(request: FastifyRequest): string {
  const raw = request.url.split('?', 1)[0] ?? '';
  return raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
}

/** Which tiers a path counts against: none for web files and the health check, all that match otherwise. */
export function tiersOf(path: string): TierName[] {
  if (!isApiPath(path) || UNLIMITED_PATHS.has(path)) return [];
  const tiers: TierName[] = ['api'];
  if (CREDENTIAL_PATHS.has(path) || SEND_CODE_PATHS.has(path)) tiers.push('auth');
  if (SEND_CODE_PATHS.has(path)) tiers.push('sms');
  if (CLIENT_ERROR_PATHS.has(path)) tiers.push('clientErrors');
  return tiers;
}

/**
 * The key a client address is counted under: IPv4 as is (an IPv4-mapped IPv6 address too), IPv6 by
 * its /64 network, since one subscriber usually holds a whole /64.
 */
export function clientAddressKey(ip: string): string {
  if (!ip.includes(':')) return ip.slice(0, 64);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = (ip.split('%', 1)[0] ?? '').toLowerCase().split('::', 2);
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0');
  const groups = [...front, ...zeros, ...back].slice(0, 4).map((g) => g.replace(/^0+(?=.)/, ''));
  return `${groups.join(':')}::/64`;
}

/**
 * The limiter's answer bypasses the route's response serializer: a route whose declared 429 body
 * has another shape (login's `{code, msg, data}`) must not turn it into a 500 (issue 11, finding 3).
 */
function refuse(reply: FastifyReply, retryAfterS: number) {
  const msg = messages.common.tooManyRequests;
  return reply
    .code(429)
    .header('retry-after', String(retryAfterS))
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ code: ResultCode.tooManyRequests, msg });
}

/**
 * Per-address rate limits on the API in fixed windows, counted in the key-value store so every
 * instance shares them through Redis. A request takes a permit of every tier it belongs to; short
 * of any of them it gets HTTP 429 `{code: 429, msg}` with `Retry-After`. Permits are leased from the
 * store in blocks (rate-limit-leases.ts), so most requests pass without a round trip. When the store
 * fails the request passes (and the failure is logged): an outage of Redis must not take the whole
 * API down.
 */
export function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  const { kv, limits, now } = options;
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const leases = new PermitLeases(kv, windowMs);
  // A route's tiers (by its pattern) never change; unmatched paths (404s) are worked out each time.
  const tiersByRoute = new Map<string, TierName[]>();
  const tiersOfRequest = (request: FastifyRequest) => {
    const route = request.routeOptions.url;
    if (!route) return tiersOf(unmatchedPath(request));
    let tiers = tiersByRoute.get(route);
    if (tiers === undefined) {
      tiers = tiersOf(route);
      tiersByRoute.set(route, tiers);
    }
    return tiers;
  };

  app.addHook('onRequest', (request, reply, done) => {
    const tiers = tiersOfRequest(request);
    if (tiers.length === 0) return done();
    const at = now();
    const window = Math.floor(at / windowMs);
    const client = clientAddressKey(request.ip);
    const held = tiers.map((tier) => leases.leaseOf(tier, client, limits[tier], window));
    const granted = held.map((lease) => leases.trySpend(lease));
    const retryAfterS = Math.ceil(((window + 1) * windowMs - at) / 1_000);
    const verdict = { request, reply, done, tiers, held, client, retryAfterS };
    // The common case: every tier had a leased permit (or has none left), and nothing is awaited.
    if (!granted.includes(null)) return decide(verdict, granted as boolean[]);
    Promise.all(held.map((lease, i) => granted[i] ?? leases.spend(lease))).then(
      (permits) => decide(verdict, permits),
      (error: unknown) => {
        request.log.error({ err: error }, 'rate limit: key-value store failed, request let through');
        done();
      },
    );
  });
}

interface Verdict {
  request: FastifyRequest;
  reply: FastifyReply;
  done: () => void;
  tiers: TierName[];
  held: Lease[];
  client: string;
  retryAfterS: number;
}

/** Lets the request on when every tier gave a permit; a 429 otherwise, logged once per address, tier and window. */
function decide({ request, reply, done, tiers, held, client, retryAfterS }: Verdict, permits: boolean[]) {
  if (!permits.includes(false)) return done();
  const short = held.filter((_lease, i) => !permits[i]);
  if (short.some((lease) => !lease.warned)) {
    for (const lease of short) lease.warned = true;
    request.log.warn({ client, tiers: tiers.filter((_tier, i) => !permits[i]) }, 'rate limit reached');
  }
  refuse(reply, Math.max(1, retryAfterS));
}
