import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '@portal/test-support';
import { auditLog, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRefused } from '../../test/refused.ts';

/** An admin resets another user's second factor (DESIGN §9); their own only with a recovery code. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(role: 'admin' | 'merchant') {
  const email = uniqueEmail(role);
  const user = await t.addUser(email, role);
  return { email, user, ...(await t.signIn(email)) };
}

const reset = (authorization: string, id: string, payload?: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${id}/mfa-reset?language=${language}`,
    headers: { authorization },
    ...(payload && { payload }),
  });
const validate = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers: { authorization } });

describe("resetting another admin's second factor", () => {
  it('removes it, ends their sessions, records it, and they enrol again at the next sign-in', async () => {
    const boss = await signedIn('admin');
    const other = await signedIn('admin');
    const res = await reset(boss.authorization, other.user.id);
    expect(res.statusCode).toBe(204);
    expectRefused(await validate(other.authorization), 'unauthorized');
    expect((await validate(boss.authorization)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row).toMatchObject({ totpSecretEncrypted: null, totpConfirmedAt: null });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.mfa-reset'), eq(auditLog.targetId, other.user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: boss.user.id, targetType: 'user' });
    // Their old recovery codes died with it.
    const again = await t.verifyMailedCode(other.email);
    expect(again).toMatchObject({ mfa: 'enrol' });
    // `signIn` enrols them afresh.
    expect((await validate((await t.signIn(other.email)).authorization)).statusCode).toBe(200);
  });

  it("resets a merchant's, who then signs in with the e-mailed code alone", async () => {
    const boss = await signedIn('admin');
    const merchant = await signedIn('merchant');
    await t.app.inject({
      method: 'POST',
      url: '/api/me/mfa',
      headers: { authorization: merchant.authorization },
    });
    expect((await reset(boss.authorization, merchant.user.id)).statusCode).toBe(204);
    expect(await t.verifyMailedCode(merchant.email)).toHaveProperty('access_token');
  });

  it('answers 404 for an unknown user and 403 to a merchant', async () => {
    const boss = await signedIn('admin');
    const merchant = await signedIn('merchant');
    expectRefused(await reset(boss.authorization, '00000000-0000-4000-8000-000000000000'), 'not_found');
    expectRefused(await reset(merchant.authorization, boss.user.id), 'forbidden');
  });
});

describe("resetting one's own second factor", () => {
  it('is refused without a recovery code, with a localized message', async () => {
    const admin = await signedIn('admin');
    const res = await reset(admin.authorization, admin.user.id, undefined, 'es');
    expectRefused(res, 'own_second_factor');
    expect(res.json().message).toMatch(/^No puede restablecer su propio segundo factor/);
    expect((await validate(admin.authorization)).statusCode).toBe(200);
  });

  it('answers 400 to a wrong recovery code, counted, and takes a right one once', async () => {
    const admin = await signedIn('admin');
    const wrong = await reset(admin.authorization, admin.user.id, { recoveryCode: 'aaaaa-aaaaa' });
    expectRefused(wrong, 'code_incorrect');
    expect(wrong.json().errors).toEqual([
      { path: 'recoveryCode', code: 'code_incorrect', message: 'The code is not correct' },
    ]);
    const failed = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.mfa-failed'), eq(auditLog.targetId, admin.user.id)));
    expect(failed).toHaveLength(1);
    const [code] = t.enrolled.get(admin.email)!.recoveryCodes;
    expect((await reset(admin.authorization, admin.user.id, { recoveryCode: code })).statusCode).toBe(204);
    // Their own sessions end too: they sign in again and enrol.
    expectRefused(await validate(admin.authorization), 'unauthorized');
    expect(await t.verifyMailedCode(admin.email)).toMatchObject({ mfa: 'enrol' });
  });
});
