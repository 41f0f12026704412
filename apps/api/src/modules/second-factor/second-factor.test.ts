import { RECOVERY_CODE_COUNT } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshAddress, type TestApp } from '../../test/app.ts';
import { totpCode, uniqueEmail } from '@portal/test-support';
import { expectRefused } from '../../test/refused.ts';

/** A signed-in user's own second factor (DESIGN §9): merchants may set one up and remove it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (authorization: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload && { payload }) });

async function signedInMerchant() {
  const email = uniqueEmail('merchant');
  await t.addUser(email);
  return { email, ...(await t.signIn(email)) };
}

describe('a merchant sets up a second factor from the security page', () => {
  it('begins, confirms with a code, is then asked for it at sign-in, and may remove it', async () => {
    const { email, authorization } = await signedInMerchant();
    expect((await call(authorization, 'GET', '/api/me/security')).json()).toEqual({
      mfa: false,
      recoveryCodesLeft: 0,
    });
    const begin = await call(authorization, 'POST', '/api/me/mfa');
    expect(begin.statusCode).toBe(200);
    const { secret, otpauthUrl } = begin.json<{ secret: string; otpauthUrl: string }>();
    expect(otpauthUrl).toContain(`secret=${secret}`);

    const wrong = await call(authorization, 'POST', '/api/me/mfa/confirm', {
      code: '000000' === totpCode(secret) ? '111111' : '000000',
    });
    expectRefused(wrong, 'code_incorrect');
    expect(wrong.json()).toEqual({
      code: 'code_incorrect',
      message: 'The code is not correct',
      errors: [{ path: 'code', code: 'code_incorrect', message: 'The code is not correct' }],
    });
    // A wrong code there signs nobody out.
    expect((await call(authorization, 'GET', '/api/me/security')).statusCode).toBe(200);

    const confirm = await call(authorization, 'POST', '/api/me/mfa/confirm', { code: totpCode(secret) });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await call(authorization, 'GET', '/api/me/security')).json()).toEqual({
      mfa: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    // Another app would outlive the session too: with a factor to prove, proving it comes first.
    expectRefused(await call(authorization, 'POST', '/api/me/mfa'), 'step_up_required');

    const asked = await t.verifyMailedCode(email);
    expect(asked).toMatchObject({ mfa: 'totp' });
    if (!('ticket' in asked)) throw new Error('no ticket');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa',
      payload: { ticket: asked.ticket, code: totpCode(secret, 1) },
      remoteAddress: freshAddress(),
    });
    expect(second.statusCode).toBe(200);

    // Removing it needs a fresh proof of it: the session begun before it has none, the one begun with it has.
    expectRefused(await call(authorization, 'DELETE', '/api/me/mfa'), 'step_up_required');
    const provenSession = `Bearer ${second.json<{ access_token: string }>().access_token}`;
    expectRefused(await call(provenSession, 'POST', '/api/me/mfa'), 'already_enrolled');
    expect((await call(provenSession, 'DELETE', '/api/me/mfa')).statusCode).toBe(204);
    expect((await call(authorization, 'GET', '/api/me/security')).json()).toEqual({
      mfa: false,
      recoveryCodesLeft: 0,
    });
    expect(await t.verifyMailedCode(email)).toHaveProperty('access_token');
  });

  it('is not asked for a second factor whose enrolment was never confirmed', async () => {
    const { email, authorization } = await signedInMerchant();
    expect((await call(authorization, 'POST', '/api/me/mfa')).statusCode).toBe(200);
    expect(await t.verifyMailedCode(email)).toHaveProperty('access_token');
  });

  it('needs a recent sign-in to set one up: a token stolen later cannot plant its own app', async () => {
    const { email, authorization } = await signedInMerchant();
    await t.db.execute(sql`update sessions set created_at = now() - interval '1 hour'`);
    expectRefused(await call(authorization, 'POST', '/api/me/mfa'), 'sign_in_again');
    const fresh = (await t.signIn(email)).authorization;
    expect((await call(fresh, 'POST', '/api/me/mfa')).statusCode).toBe(200);
  });

  it('cannot confirm what was never begun', async () => {
    const { authorization } = await signedInMerchant();
    expectRefused(
      await call(authorization, 'POST', '/api/me/mfa/confirm', { code: '123456' }),
      'code_incorrect',
    );
  });
});

describe('an admin keeps their second factor', () => {
  it('cannot remove it, nor begin another', async () => {
    const email = uniqueEmail('admin');
    await t.addUser(email, 'admin');
    const { authorization } = await t.signIn(email);
    expect((await call(authorization, 'GET', '/api/me/security')).json()).toEqual({
      mfa: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expectRefused(await call(authorization, 'DELETE', '/api/me/mfa'), 'forbidden');
    const again = await call(authorization, 'POST', '/api/me/mfa');
    expectRefused(again, 'already_enrolled');
    expect(again.json()).toEqual({ code: 'already_enrolled', message: 'A second factor is already set up' });
  });
});
