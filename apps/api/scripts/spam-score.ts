// Composes every mail in every language, as the mailer writes it, and prints SpamAssassin's score of
// each (kind × language); the target is 0 or less. Local tests only (`-L`): DNS blocklists, Razor and
// the like need the network, and SPF/DKIM/DMARC are the sending domain's set-up, not the message's.
//
//   apt-get install -y spamassassin && npx tsx scripts/spam-score.ts
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer, OUTBOX_DIR } from '../src/lib/mail/mailer.ts';
import { MAIL_KINDS, sampleMail, sampleSettings } from '../src/test/mail-samples.ts';

if (spawnSync('spamassassin', ['--version']).error) {
  console.log('spamassassin is not installed (apt-get install -y spamassassin): nothing to score');
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'spam-score-'));
const outbox = path.join(dataDir, OUTBOX_DIR);
const quiet = { info() {} } as unknown as FastifyBaseLogger;
const mailer = createMailer({ smtpUrl: undefined, dataDir, settings: sampleSettings }, quiet);

/** The message exactly as it would leave: the mailer's outbox file. */
async function rawMessage(kind: (typeof MAIL_KINDS)[number], language: (typeof LANGUAGES)[number]) {
  await mailer.send(await sampleMail(kind, language));
  const [file] = readdirSync(outbox);
  const raw = readFileSync(path.join(outbox, file!));
  rmSync(path.join(outbox, file!));
  return raw;
}

/** SpamAssassin's verdict on one message: its score and the rules that matched. */
function score(raw: Buffer): Promise<{ score: string; tests: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn('spamassassin', ['-L', '-t'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', () => {
      const status = /^X-Spam-Status: .*?score=(-?[\d.]+).*?tests=([\s\S]*?)autolearn/m.exec(out);
      if (!status) return reject(new Error('no X-Spam-Status in the answer'));
      resolve({ score: status[1]!, tests: status[2]!.split(/[\s,]+/).filter(Boolean) });
    });
    child.stdin.end(raw);
  });
}

const cases = MAIL_KINDS.flatMap((kind) => LANGUAGES.map((language) => ({ kind, language })));
const raws: Buffer[] = [];
for (const { kind, language } of cases) raws.push(await rawMessage(kind, language));
mailer.close();
rmSync(dataDir, { recursive: true });
// Each run spends most of its seconds loading the rules, so the twelve run side by side.
const verdicts = await Promise.all(raws.map(score));

const header = ['mail', ...LANGUAGES];
console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`);
for (const kind of MAIL_KINDS) {
  const row = cases.flatMap((c, i) => (c.kind === kind ? [verdicts[i]!.score] : []));
  console.log(`| ${[kind, ...row].join(' | ')} |`);
}
const hits = new Map<string, string[]>();
cases.forEach(({ kind, language }, i) => {
  for (const test of verdicts[i]!.tests) hits.set(test, [...(hits.get(test) ?? []), `${kind}/${language}`]);
});
console.log('\nrules that matched:');
for (const [test, mails] of hits) {
  console.log(`  ${test}: ${mails.length === cases.length ? 'every mail' : mails.join(', ')}`);
}
