import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'onboarding-portal';
const AUDIENCE = 'onboarding-portal-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenClaims = { userId: string; jti: string };
/** The claims of a token whose signature and registered claims were checked, and when it expires. */
export type VerifiedClaims = TokenClaims & { expiresAtMs: number };

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
async function verifiedPayload(key: webcrypto.CryptoKey, token: string): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat', 'jti', 'sub'],
    });
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
    return { userId: payload.sub, jti: payload.jti, expiresAtMs: payload.exp! * 1000 };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** How many verified tokens a process remembers: far more than the sessions active at once. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Verifies tokens, remembering each valid token until it expires: a token is
 * its own proof, so the same text verifies the same way every time, and checking its signature again
 * on every request buys nothing. Whether its session still stands is not remembered here: the caller
 * asks the database every time (DESIGN §4). The key is imported into WebCrypto once, not per call.
 */
export function createTokenVerifier(secret: Uint8Array) {
  const key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const verified = new LRUCache<string, VerifiedClaims>({ max: VERIFIED_TOKENS_KEPT });
  return async (token: string): Promise<VerifiedClaims | null> => {
    const known = verified.get(token);
    if (known) return known;
    const claims = await verifiedPayload(await key, token);
    if (claims) verified.set(token, claims, { ttl: Math.max(1, claims.expiresAtMs - Date.now()) });
    return claims;
  };
}
