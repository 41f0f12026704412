/**
 * The authenticator app of the e2e accounts: the TOTP secrets they enrolled with, kept in a file per
 * run (Playwright starts a new worker after a failed test, and every run starts on a fresh database),
 * and each account's codes computed as an app shows them, never one step twice.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeAt, nextUsableStep } from '@portal/test-support';
import { APP_PORT } from './ports.ts';

const store = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `../artifacts/.totp-${APP_PORT}.json`,
);

type Enrolled = Record<string, { secret: string; lastStep: number }>;

function read(): Enrolled {
  try {
    return JSON.parse(readFileSync(store, 'utf8')) as Enrolled;
  } catch {
    return {};
  }
}

function write(enrolled: Enrolled): void {
  mkdirSync(path.dirname(store), { recursive: true });
  writeFileSync(store, JSON.stringify(enrolled), { mode: 0o600 });
}

/** Remembers the secret an account was just given (as the QR code or the key); forgets an older one. */
export function rememberSecret(email: string, secret: string): void {
  write({ ...read(), [email]: { secret: secret.replace(/\s/g, ''), lastStep: 0 } });
}

/** The account's next code, never of a step it used before (the server would refuse it). */
export async function nextCode(email: string): Promise<string> {
  const entry = read()[email];
  if (!entry) throw new Error(`no TOTP secret kept for ${email}`);
  const step = await nextUsableStep(entry.lastStep);
  write({ ...read(), [email]: { ...entry, lastStep: step } });
  return codeAt(entry.secret, step);
}
