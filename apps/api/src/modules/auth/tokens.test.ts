import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier, signToken } from './tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-of-thirty-two-bytes!!');
const claims = () => ({ userId: randomUUID(), jti: randomUUID() });

describe('the token verifier', () => {
  it('answers the claims of a valid token, the second time from memory', async () => {
    const verify = createTokenVerifier(secret);
    const mine = claims();
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + 60) * 1000);
    const token = await signToken(secret, mine, expiresAt);
    const expected = { ...mine, expiresAtMs: expiresAt.getTime() };
    expect(await verify(token)).toEqual(expected);
    expect(await verify(token)).toEqual(expected);
  });

  it('refuses a token once it has expired, even one it verified before', async () => {
    const verify = createTokenVerifier(secret);
    // JWT expiry is in whole seconds: the next second boundary, at least 300 ms away.
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + 2) * 1000);
    const token = await signToken(secret, claims(), expiresAt);
    expect(await verify(token)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 50));
    expect(await verify(token)).toBeNull();
  });

  it('refuses a token signed with another key or altered, after having verified the genuine one', async () => {
    const verify = createTokenVerifier(secret);
    const genuine = await signToken(secret, claims(), new Date(Date.now() + 60_000));
    expect(await verify(genuine)).not.toBeNull();
    const other = new TextEncoder().encode('another-secret-of-thirty-two-bytes!');
    expect(await verify(await signToken(other, claims(), new Date(Date.now() + 60_000)))).toBeNull();
    const [header, payload, signature] = genuine.split('.') as [string, string, string];
    const flipped = signature.slice(0, 5) + (signature[5] === 'A' ? 'B' : 'A') + signature.slice(6);
    expect(await verify(`${header}.${payload}.${flipped}`)).toBeNull();
  });
});
