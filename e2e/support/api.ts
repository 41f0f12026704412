/**
 * Creates test data through the real API, with a token obtained the way a person gets one:
 * POST /api/auth/login, the code from the real SMTP listener, POST /api/auth/verify, and for an admin
 * POST /api/auth/mfa with the authenticator's code.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeMailedTo } from './mail.ts';
import { ADMIN_EMAIL, APP_PORT, APP_URL } from './ports.ts';
import { nextCode, rememberSecret } from './totp.ts';

export type Role = 'admin' | 'reviewer' | 'merchant';
export type Language = 'en' | 'es' | 'de' | 'it';
export type UserData = { name: string; email: string; role: Role; languagePreference: Language };
export type User = UserData & { id: string; createdAt: string };

export async function apiRequest<T>(
  method: string,
  urlPath: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${APP_URL}/api${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

async function expectStatus<T>(
  expected: number,
  request: Promise<{ status: number; body: T }>,
  what: string,
): Promise<T> {
  const { status, body } = await request;
  if (status !== expected)
    throw new Error(`${what}: expected HTTP ${expected}, got ${status} ${JSON.stringify(body)}`);
  return body;
}

type VerifyAnswer =
  | { access_token: string }
  | { mfa: 'totp'; ticket: string }
  | { mfa: 'enrol'; ticket: string; secret: string };

/**
 * Signs in through the API with the mailed code and returns the access token; an admin (or an
 * enrolled merchant) then passes the second factor with a code computed from the secret, enrolling
 * with the one the API hands out the first time.
 */
export async function tokenFor(email: string): Promise<string> {
  const since = Date.now();
  await expectStatus(200, apiRequest('POST', '/auth/login', { body: { email } }), `login ${email}`);
  const otp = await codeMailedTo(email, since);
  const answer = await expectStatus<VerifyAnswer>(
    200,
    apiRequest('POST', '/auth/verify', { body: { email, otp } }),
    `verify ${email}`,
  );
  if ('access_token' in answer) return answer.access_token;
  if (answer.mfa === 'enrol') rememberSecret(email, answer.secret);
  const { access_token } = await expectStatus<{ access_token: string }>(
    200,
    apiRequest('POST', '/auth/mfa', { body: { ticket: answer.ticket, code: await nextCode(email) } }),
    `second factor ${email}`,
  );
  return access_token;
}

const tokenCache = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `../artifacts/.admin-token-${APP_PORT}`,
);
let adminToken: Promise<string> | undefined;

/**
 * The ADMIN_EMAIL account's token, asked for once per run: the API allows only a few code requests per
 * address in 15 minutes, and Playwright starts a new worker after every failed test, so the token is kept
 * in a file too (checked before use, since every run starts on a fresh database).
 */
export function getAdminToken(): Promise<string> {
  adminToken ??= (async () => {
    try {
      const cached = readFileSync(tokenCache, 'utf8').trim();
      if ((await apiRequest('GET', '/auth/validate-token', { token: cached })).status === 200) return cached;
    } catch {
      // No cached token yet.
    }
    const token = await tokenFor(ADMIN_EMAIL);
    mkdirSync(path.dirname(tokenCache), { recursive: true });
    writeFileSync(tokenCache, token, { mode: 0o600 });
    return token;
  })();
  return adminToken;
}

export async function createUser(token: string, data: Partial<UserData> & { email: string }): Promise<User> {
  const body: UserData = { name: 'E2E User', role: 'merchant', languagePreference: 'en', ...data };
  return expectStatus<User>(201, apiRequest('POST', '/users', { token, body }), `create user ${data.email}`);
}

export async function findUsers(token: string, q: string): Promise<User[]> {
  const page = await expectStatus<{ items: User[] }>(
    200,
    apiRequest('GET', `/users?q=${encodeURIComponent(q)}`, { token }),
    `list users ${q}`,
  );
  return page.items;
}
