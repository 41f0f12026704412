import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { VerifyResponse } from '@portal/shared';
import { codeAt, nextUsableStep, type ReceivedMail, startSmtp } from '@portal/test-support';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The admin the benchmarks sign in as; it enrols its second factor afresh on every run (database.ts). */
export const BENCH_ADMIN = 'bench-admin@example.com';

/** The benchmark's command-line options, all numbers (`--name N`), each with its default. */
export function numberOptions<K extends string>(defaults: Record<K, number>): Record<K, number> {
  const names = Object.keys(defaults) as K[];
  const { values } = parseArgs({
    // A script's own other options (run.ts's --only) pass through.
    strict: false,
    options: Object.fromEntries(
      names.map((name) => [name, { type: 'string' as const, default: String(defaults[name]) }]),
    ),
  });
  return Object.fromEntries(names.map((name) => [name, Number(values[name])])) as Record<K, number>;
}

/** Node's flags in `npm start` (this package's package.json): the server runs as in production. */
function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf('dist/server.js'));
}

export type Product = {
  base: string;
  /** The server's process, for its memory (`/proc/<pid>/status`). */
  pid: number;
  /** Signs the admin in through the real code flow (the code arrives at the SMTP listener) and TOTP. */
  adminToken(): Promise<string>;
  /** Signs any existing user in the same way. */
  signIn(email: string): Promise<string>;
  json: <T>(url: string, init?: RequestInit) => Promise<T>;
  /** Every mail the SMTP listener has taken so far, sign-in codes included. */
  received: ReceivedMail[];
  stop(): Promise<void>;
};

/**
 * The product as it runs in production (NODE_ENV=production, which refuses to start without SMTP),
 * started as a child process with a real SMTP listener beside it, for the benchmarks.
 */
export async function startProduct(options: {
  env: NodeJS.ProcessEnv;
  port: number;
  /** Node's own flags for the server, e.g. `--cpu-prof` to profile it. */
  nodeArgs?: string[];
  /** How long the SMTP listener takes to accept each mail (startSmtp's `answerMs`). */
  smtpAnswerMs?: number;
}): Promise<Product> {
  // Another server on the port would answer /api/ready for ours, which then dies on EADDRINUSE
  // unseen (its log goes to the ignored stdout) and the figures are someone else's.
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${options.port} is taken: pick another (--port)`)))
      .listen(options.port, '127.0.0.1', () => probe.close(() => resolve()));
  });
  const base = `http://127.0.0.1:${options.port}`;
  const smtp = await startSmtp({ answerMs: options.smtpAnswerMs ?? 0 });
  // The compiled server, as `npm start` runs it (`npm run bench` builds it first); `nodeArgs` come
  // after its flags, so they may override them.
  if (!existsSync(path.join(apiDir, 'dist/server.js')))
    throw new Error('no compiled server: run `npm run build -w @portal/api` first');
  const args = [...startFlags(), ...(options.nodeArgs ?? []), 'dist/server.js'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: apiDir,
    env: {
      APP_SECRET: 'benchmark-secret-benchmark-secret-benchmark',
      LOG_LEVEL: 'warn',
      CAPTCHA_PROVIDER: 'altcha',
      // The benchmarks submit far more than an account's hourly budget.
      SUBMISSIONS_PER_HOUR: '100000000',
      ...options.env,
      PORT: String(options.port),
      PORTAL_URL: base,
      ADMIN_EMAIL: BENCH_ADMIN,
      NODE_ENV: 'production',
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let ready = false;
  const running = () => child.exitCode === null && child.signalCode === null;
  for (let i = 0; i < 600 && !ready && running(); i++) {
    ready = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }
  if (!ready) throw new Error(running() ? 'the server did not get ready' : 'the server exited on starting');

  async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${base}${url}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  const authenticators = new Map<string, { secret: string; lastStep: number }>();

  async function signIn(email: string): Promise<string> {
    const before = smtp.received.length;
    await json('/api/auth/login', { method: 'POST', body: JSON.stringify({ email }) });
    for (let i = 0; i < 100 && smtp.received.length <= before; i++)
      await new Promise((r) => setTimeout(r, 50));
    const body =
      smtp.received[before]?.raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n') ?? '';
    const otp = /\b(\d{6})\b/.exec(body)?.[1];
    if (!otp) throw new Error('no sign-in code mailed');
    const answer = await json<VerifyResponse>('/api/auth/verify', {
      method: 'POST',
      body: JSON.stringify({ email, otp }),
    });
    if ('access_token' in answer) return answer.access_token;
    // An admin: the second factor, enrolling with the secret handed out at the first sign-in.
    if (answer.mfa === 'enrol') authenticators.set(email, { secret: answer.secret, lastStep: 0 });
    const app = authenticators.get(email);
    if (!app) throw new Error(`${email} has a second factor this run did not enrol`);
    app.lastStep = await nextUsableStep(app.lastStep);
    const { access_token } = await json<{ access_token: string }>('/api/auth/mfa', {
      method: 'POST',
      body: JSON.stringify({ ticket: answer.ticket, code: codeAt(app.secret, app.lastStep) }),
    });
    return access_token;
  }

  return {
    base,
    pid: child.pid!,
    adminToken: () => signIn(BENCH_ADMIN),
    signIn,
    json,
    received: smtp.received,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await smtp.close();
    },
  };
}
