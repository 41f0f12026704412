import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CAPTCHA_HEADER, IDEMPOTENCY_HEADER } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { createTestApp, freshAddress, type TestApp } from '../../test/app.ts';
import { solvedCaptcha } from '../../test/altcha.ts';
import { users } from '../../db/schema.ts';
import { AUTH_LIMITS } from './service.ts';
import { expectRefused } from '../../test/refused.ts';
import { until } from '../../test/until.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('behind a load balancer (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('keys per-address limits on the address the balancer saw, whatever the client puts first', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i <= AUTH_LIMITS.codeRequestsPerIp.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `spoof-${i}@example.com` },
        // The client sends its own X-Forwarded-For; the balancer appends the address it really saw.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        remoteAddress: '10.0.0.2',
      });
      answers.push(res);
    }
    expect(answers.slice(0, -1).every((a) => a.statusCode === 200)).toBe(true);
    expectRefused(answers.at(-1)!, 'rate_limited');
  });

  it('does the same for verifications', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i <= AUTH_LIMITS.verificationsPerIp.max; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { email: `spoof-verify-${i}@example.com`, otp: '000000' },
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.8` },
        remoteAddress: '10.0.0.2',
      });
    }
    expectRefused(last!, 'rate_limited');
  });

  it('counts an IPv6 client by its /64: new addresses inside it buy no new budget', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i <= AUTH_LIMITS.codeRequestsPerIp.max; i++)
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `six-${i}@example.com` },
          headers: { 'x-forwarded-for': `2001:db8:64:64:${i + 1}::${i + 7}` },
          remoteAddress: '10.0.0.2',
        }),
      );
    expect(answers.slice(0, -1).every((a) => a.statusCode === 200)).toBe(true);
    expectRefused(answers.at(-1)!, 'rate_limited');
    const neighbour = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'six-neighbour@example.com' },
      headers: { 'x-forwarded-for': '2001:db8:64:65::1' },
      remoteAddress: '10.0.0.2',
    });
    expect(neighbour.statusCode).toBe(200);
  });
});

describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts once against the per-address budget of code requests', async () => {
    const remoteAddress = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.codeRequestsPerIp.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'New Merchant', email: `signup-once-${i}@example.com` },
        remoteAddress,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('sign-up behind the captcha (CAPTCHA_PROVIDER=altcha)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  });
  afterAll(() => t.close());

  const signUp = (email: string, token?: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Bot Or Not', email },
      headers: { ...(token && { [CAPTCHA_HEADER]: token }), ...(key && { [IDEMPOTENCY_HEADER]: key }) },
      remoteAddress: freshAddress(),
    });
  const accounts = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email))).length;

  it('creates no account and mails nothing without a solved captcha', async () => {
    const email = 'captcha-none@example.com';
    const sent = t.mail.outbox.length;
    expectRefused(await signUp(email), 'captcha_required');
    expectRefused(await signUp(email, 'not-a-solution'), 'captcha_invalid');
    expect(await accounts(email)).toBe(0);
    expect(t.mail.outbox.length).toBe(sent);
  });

  it('registers with a solution, takes each solution once, and answers a retry of the same key without one', async () => {
    const token = await solvedCaptcha(t.app);
    const key = randomUUID();
    expect((await signUp('captcha-solved@example.com', token, key)).statusCode).toBe(200);
    expect(await accounts('captcha-solved@example.com')).toBe(1);
    expect((await signUp('captcha-solved@example.com', undefined, key)).statusCode).toBe(200);
    expectRefused(await signUp('captcha-replayed@example.com', token), 'captcha_invalid');
    expect(await accounts('captcha-replayed@example.com')).toBe(0);
  });
});

describe('the hourly cap on sign-in mails (SIGN_IN_MAILS_PER_HOUR=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_MAILS_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  const askCode = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email },
      remoteAddress: freshAddress(),
    });

  it('once spent, refuses every code request alike, known address or not', async () => {
    for (const email of ['cap-1@example.com', 'cap-2@example.com', 'cap-3@example.com'])
      await t.addUser(email);
    for (const email of ['cap-1@example.com', 'cap-2@example.com']) {
      expect((await askCode(email)).statusCode).toBe(200);
      await t.mail.nextMailTo(email);
    }
    const sent = t.mail.outbox.length;
    for (const email of ['cap-3@example.com', 'cap-nobody@example.com']) {
      const refused = await askCode(email);
      expectRefused(refused, 'rate_limited');
      expect(refused.headers['ratelimit-policy']).toBe('"sign-in-mails";q=2;w=3600');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(t.mail.outbox.length).toBe(sent);
  });
});

describe('with Redis unreachable (a port nothing listens on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', CAPTCHA_PROVIDER: 'altcha' });
  });
  afterAll(() => t.close());

  it('answers the limited sign-in calls 503 with Retry-After at once, never 500', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/captcha/challenge' },
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'redis-down@example.com' } },
      {
        method: 'POST' as const,
        url: '/api/auth/verify',
        payload: { email: 'redis-down@example.com', otp: '123456' },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/signup',
        payload: { name: 'Someone', email: 'redis-down@example.com' },
      },
    ];
    for (const call of calls) {
      const started = performance.now();
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json().message).toBe('The service is briefly unavailable, please try again in a moment');
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/ready' }), 'service_unavailable');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe.runIf(existsSync(REDIS_SERVER))('when Redis goes away and comes back', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;

  const startRedis = async () => {
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await until(() => accepts(port), 'Redis to listen');
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    await until(
      async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200,
      'ready',
    );
  });
  afterAll(async () => {
    await t?.close();
    redis.kill('SIGKILL');
  });

  const login = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `redis-flap-${i}@example.com` },
      remoteAddress: `10.7.0.${i}`,
    });

  it('fails closed with 503 while it is away and counts again by itself once it is back', async () => {
    expect((await login(1)).statusCode).toBe(200);
    redis.kill('SIGKILL');
    await until(async () => (await login(2)).statusCode === 503, 'the login to fail closed');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/ready' }), 'service_unavailable');
    await startRedis();
    await until(async () => (await login(3)).statusCode === 200, 'the login to count again');
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
