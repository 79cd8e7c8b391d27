import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'dtmm';
const AUDIENCE = 'dtmm-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  /** The login session this token belongs to; revoking the session kills its tokens. */
  sessionId: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Short-lived signed access tokens (JWT, HS256 with a server secret). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Checks signature, algorithm, issuer, audience, type and expiry. With `allowExpired` an expired
   * but genuine token still yields its claims (logout revokes the session of an expired token).
   */
  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      return claimsOf(payload);
    } catch (error) {
      if (!(error instanceof errors.JWTExpired)) return { ok: false, reason: 'invalid' };
      // jose checks the signature before the claims, so an expired token's payload is genuine.
      return options.allowExpired ? claimsOf(error.payload) : { ok: false, reason: 'expired' };
    }
  }
}

function claimsOf(payload: JWTPayload): VerifyResult {
  const userId = Number(payload.sub);
  if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || typeof payload.sid !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, claims: { userId, sessionId: payload.sid } };
}
