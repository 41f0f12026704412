import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDataDir } from './database.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The compiled entry points (apps/api/build.js) that `npm start`, `npm run seed`, `npm run restore`
 * and `npm run db:copy` run; built once per run by test/build-server.ts.
 */
export type EntryPoint = 'server' | 'seed' | 'restore' | 'db-copy';

/**
 * An entry point run as the user starts it, from a working directory of its own with a relative
 * DATA_DIR, on the embedded database whatever this run's DATABASE_URL says (unless `settings` names
 * one). `settings` adds to or overrides the environment, as an operator's would.
 */
export function start(
  entry: EntryPoint,
  cwd: string,
  args: string[] = [],
  settings: NodeJS.ProcessEnv = {},
): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: './data',
    APP_SECRET: 'lock-test-secret-that-is-long-enough-for-the-config',
    CAPTCHA_PROVIDER: 'off',
    LOG_LEVEL: 'info',
    PORT: '0',
    WEB_DIST: '/nonexistent',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, settings);
  return spawn(process.execPath, [path.join(apiDir, 'dist', `${entry}.js`), ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function finish(child: ChildProcess) {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/**
 * Starts the compiled server and answers once it listens, with the address it listens on; on the
 * embedded database, a new one starts migrated already (`migrateDataDir`).
 */
export async function startServer(
  cwd: string,
  settings: NodeJS.ProcessEnv = {},
): Promise<{ server: ChildProcess; base: string }> {
  if (!settings.DATABASE_URL) await migrateDataDir(path.join(cwd, 'data'));
  const server = start('server', cwd, [], settings);
  let output = '';
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) resolve(address);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  return { server, base };
}
