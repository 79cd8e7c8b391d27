import { webcrypto } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'dtmm';
const AUDIENCE = 'dtmm-api';
const ALGORITHM = 'HS256';
/** Enough for every token in use in a province at once; the oldest entry makes room. */
const MAX_REMEMBERED = 20_000;

export interface AccessClaims {
  userId: number;
  /** The login session this token belongs to; revoking the session kills its tokens. */
  sessionId: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Short-lived signed access tokens (JWT, HS256 with a server secret). */
export class AccessTokens {
  /** Imported once: given the raw bytes, jose would import the key again on every sign and verify. */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens whose signature and claims were checked, with their expiry: a token string that verified
   * once stays genuine, so a client's next calls skip the HMAC. Expiry is still checked on each use;
   * revocation was never the token's business (the principal query checks the session).
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  /**
   * Checks signature, algorithm, issuer, audience, type and expiry. With `allowExpired` an expired
   * but genuine token still yields its claims (logout revokes the session of an expired token).
   */
  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known && known.expiresAtMs > Date.now()) return { ok: true, claims: known.claims };
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      const result = claimsOf(payload);
      if (result.ok) this.remember(token, result.claims, (payload.exp ?? 0) * 1000);
      return result;
    } catch (error) {
      if (!(error instanceof errors.JWTExpired)) return { ok: false, reason: 'invalid' };
      // jose checks the signature before the claims, so an expired token's payload is genuine.
      return options.allowExpired ? claimsOf(error.payload) : { ok: false, reason: 'expired' };
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAtMs: number) {
    this.verified.delete(token);
    if (this.verified.size >= MAX_REMEMBERED) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { claims, expiresAtMs });
  }
}

function claimsOf(payload: JWTPayload): VerifyResult {
  const userId = Number(payload.sub);
  if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || typeof payload.sid !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, claims: { userId, sessionId: payload.sid } };
}
