import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { firstStartLine } from './first-start.ts';
import { start } from './test/server-process.ts';
import { describeEmbedded } from './test/embedded-only.ts';

const cwd = mkdtempSync(path.join(tmpdir(), 'portal-first-start-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

/** Starts the compiled server as `npm start` does, reads what it printed up to its plain line, stops it. */
async function plainLine(settings: NodeJS.ProcessEnv = {}) {
  const server = start('server', cwd, [], settings);
  let output = '';
  const line = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const plain = output.split('\n').find((text) => text !== '' && !text.startsWith('{'));
      if (plain && output.includes(`${plain}\n`)) resolve(plain);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
  return line;
}

describeEmbedded('the first start', () => {
  it('tells a person where to go, how to make the first admin and where the code will be', async () => {
    const outbox = path.join(cwd, 'data', 'outbox');
    const fresh = await plainLine();
    expect(fresh).toMatch(/^Open http:\/\/127\.0\.0\.1:\d+ in a browser\. No admin yet: /);
    expect(fresh).toContain('ADMIN_EMAIL=you@example.com npm start');
    expect(fresh).toContain(`the newest .eml file in ${outbox}`);

    const withAdmin = await plainLine({ ADMIN_EMAIL: 'first@example.com' });
    expect(withAdmin).not.toContain('No admin yet');
    expect(withAdmin).toContain(`sign-in codes are written to the newest .eml file in ${outbox}`);
    // The admin stays: a later start without ADMIN_EMAIL asks for none.
    expect(await plainLine()).not.toContain('No admin yet');
  }, 120_000);

  it('names the mail server instead when there is one, and an address a browser can open', () => {
    const line = firstStartLine({
      address: 'http://0.0.0.0:3000',
      adminExists: false,
      smtpUrl: 'smtp://mail.example.com:587',
      dataDir: '/srv/portal',
    });
    expect(line).toBe(
      'Open http://127.0.0.1:3000 in a browser. No admin yet: start with ADMIN_EMAIL=you@example.com npm start, then sign in with that address; sign-in codes are mailed (SMTP_URL).',
    );
  });
});
