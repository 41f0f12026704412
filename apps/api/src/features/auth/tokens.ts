import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'onboarding-portal';
const AUDIENCE = 'onboarding-portal-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenClaims = { userId: string; jti: string };

/** Parses '30m', '12h', '7d' into milliseconds (the format is checked when the config loads). */
export function ttlToMs(ttl: string): number {
  const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[ttl.slice(-1) as 's' | 'm' | 'h' | 'd'];
  return Number(ttl.slice(0, -1)) * unit;
}

export async function signToken(key: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setJti(claims.jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** Pinned to HS256 with every registered claim required: `alg: none` and foreign tokens fail here. */
export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat', 'jti', 'sub'],
    });
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
    return { userId: payload.sub, jti: payload.jti };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
