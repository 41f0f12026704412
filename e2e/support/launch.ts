/**
 * Starts what the browser tests run against: a real SMTP listener (with a small HTTP window onto the
 * mails it received, through which a test also makes it refuse one address), a real OpenID provider
 * for single sign-on (whom it signs in next is set through the same window), and the product itself,
 * on a database of its own: a fresh PostgreSQL database when DATABASE_URL is set, else a fresh
 * embedded one in a temporary DATA_DIR.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startSmtp } from '@portal/test-support';
import { startOidcProvider } from '@portal/test-support/oidc-provider';
import { ADMIN_EMAIL, APP_PORT, APP_URL, MAIL_HTTP_PORT, OIDC_PORT, SMTP_PORT } from './ports.ts';
import { SERVER_LOG } from './server-log.ts';

const smtp = await startSmtp({ port: SMTP_PORT });
const idp = await startOidcProvider({ redirectUri: `${APP_URL}/api/auth/oidc/callback`, port: OIDC_PORT });

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to') ?? '';
  // The tests run in another process than this listener: they reach its refusals through here.
  if (url.pathname === '/refusals' && (req.method === 'PUT' || req.method === 'DELETE')) {
    const code = Number(url.searchParams.get('code'));
    const message = url.searchParams.get('message') ?? '';
    smtp.refuse(req.method === 'PUT' ? { code, message } : null, to);
    res.statusCode = 204;
    res.end();
    return;
  }
  if (url.pathname === '/oidc/next' && req.method === 'PUT') {
    idp.signInAs({
      email: url.searchParams.get('email') ?? '',
      emailVerified: url.searchParams.get('verified') !== 'no',
      amr: (url.searchParams.get('amr') ?? 'pwd').split(','),
    });
    res.statusCode = 204;
    res.end();
    return;
  }
  const since = Number(url.searchParams.get('since') ?? 0);
  const mails = smtp.received.filter((m) => m.to.includes(to) && m.at >= since);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(mails));
}).listen(MAIL_HTTP_PORT, '127.0.0.1');

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
let cleanup = async () => {};
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  // Where mails link to, the passkeys' relying party, and what the browser tests browse.
  PORTAL_URL: APP_URL,
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  ADMIN_EMAIL,
  // Every request's line too: the run's end searches the whole log for personal data (server-log.ts).
  LOG_LEVEL: 'info',
  // The widget still solves a real proof of work, a fifth of the default's: that strength is a
  // production setting, not what these tests are about.
  ALTCHA_COST: '1000',
  // The webhooks test's receiver listens on this machine, an address no delivery may reach otherwise:
  // loopback opens to the list only with WEBHOOK_ALLOW_LOOPBACK, which production refuses.
  WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32',
  WEBHOOK_ALLOW_LOOPBACK: 'on',
  // The company's identity provider, for the single sign-on test; every other test signs in by code.
  OIDC_ISSUER: idp.issuer,
  OIDC_CLIENT_ID: idp.clientId,
  OIDC_CLIENT_SECRET: idp.clientSecret,
  OIDC_LABEL: 'Acme ID',
  // The run's admin makes its fixtures through the API, more than an account's hourly budget allows
  // over a whole run; the budget itself is tested by the API tests (submission-limit.test.ts).
  SUBMISSIONS_PER_HOUR: '1000',
  // Approvals in the browser go through a second pair of eyes, as a careful team's do; approving
  // straight away is the same screen with one step less, and the API tests run both settings.
  REVIEW_FOUR_EYES: 'on',
  // The run's admin token serves the whole run: its sign-in's proof of the second factor and its use
  // must outlast it. The step-up dialog has its own test (a merchant's session, never proven), and
  // the API tests hold both limits to their defaults.
  STEP_UP_TTL: '12h',
  SESSION_IDLE: '12h',
};
// The limiter's Redis store is covered by the API tests; here counters must start empty on every run.
delete env.REDIS_URL;

if (!process.env.DATABASE_URL) {
  // The Backups screen's snapshots of the embedded database; on PostgreSQL it says pg_dump's job.
  env.BACKUP_DIR = path.join(dataDir, 'backups');
} else {
  const name = `portal_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const dropper = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}

// What production runs: the compiled server (`npm run test:e2e` builds it first).
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: apiDir,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
const log = createWriteStream(SERVER_LOG);
server.stdout.pipe(log);
server.stderr.pipe(process.stderr);

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // The server may be the one that stopped: its exit event has then been and gone.
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await cleanup().catch((error: unknown) => console.error('dropping the e2e database failed', error));
  // The embedded database (and the generated secret) of this run only.
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
server.once('exit', (code) => void stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
