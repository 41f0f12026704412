/**
 * `npm run lighthouse`: Lighthouse (desktop preset) on both public forms of the built product. Builds
 * nothing: run `npm run build` first. The product is started by the browser tests' launcher
 * (support/launch.ts: compiled server, fresh embedded database, SMTP listener) on LIGHTHOUSE_PORT
 * (default 3450, and the two ports after it); Chromium is CHROMIUM_PATH, else /usr/bin/chromium.
 * Each form is measured LIGHTHOUSE_RUNS times (default 3) and the median run by performance score
 * kept: one run on a busy machine can lose 15 points. Prints each form's scores and the JS and CSS
 * bytes it transferred (compressed, headers included), and writes them to results.json here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';

const FORMS = { pos: '/p/add-precheck-pos', ecom: '/p/add-precheck' } as const;
const TARGETS = { performance: 98, accessibility: 100 } as const;
type Category = keyof typeof TARGETS;

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3450);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const base = `http://127.0.0.1:${port}`;

async function startProduct(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(port) };
  // The embedded database, whatever the shell has set.
  delete env.DATABASE_URL;
  const launcher = spawn(process.execPath, ['--import', 'tsx', 'support/launch.ts'], {
    cwd: path.resolve(here, '..'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (launcher.exitCode !== null) throw new Error('the product did not start (is it built?)');
    const ready = await fetch(`${base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return launcher;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  launcher.kill('SIGTERM');
  throw new Error('the product did not get ready in 2 minutes');
}

async function stop(launcher: ChildProcess) {
  if (launcher.exitCode !== null) return;
  const exited = new Promise((resolve) => launcher.once('exit', resolve));
  launcher.kill('SIGTERM');
  await exited;
}

const score = (lhr: Result, id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The figures we keep of one run. */
function summarize(lhr: Result) {
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  const bytes = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  // What keeps a score down: the audits that count and did not pass.
  const failing = (id: Category) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    transferred: { script: bytes('script'), stylesheet: bytes('stylesheet'), total: bytes('total') },
    metrics: Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
    ),
    notFull: { performance: failing('performance'), accessibility: failing('accessibility') },
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const launcher = await startProduct();
const results: Record<string, unknown> = {};
let version = '';
let missed = false;
try {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    for (const [name, route] of Object.entries(FORMS)) {
      const lhrs: Result[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(
          `${base}${route}`,
          { port: chrome.port, logLevel: 'error', onlyCategories: Object.keys(TARGETS) },
          desktopConfig,
        );
        if (!run) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (run.lhr.runtimeError) throw new Error(`${route}: ${run.lhr.runtimeError.message}`);
        lhrs.push(run.lhr);
      }
      const sorted = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      version = median.lighthouseVersion;
      const result = {
        url: route,
        ...summarize(median),
        runs: lhrs.map((lhr) => score(lhr, 'performance')),
      };
      results[name] = result;
      const below = (Object.keys(TARGETS) as Category[]).filter((id) => result[id] < TARGETS[id]);
      missed ||= below.length > 0;
      console.log(
        `${route.padEnd(20)} performance ${result.performance} (runs ${result.runs.join(', ')})  ` +
          `accessibility ${result.accessibility}  JS ${kib(result.transferred.script)}  ` +
          `CSS ${kib(result.transferred.stylesheet)}` +
          below.map((id) => `\n  ${id} below ${TARGETS[id]}: ${result.notFull[id].join(', ')}`).join(''),
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  await stop(launcher);
}

const file = path.join(here, 'results.json');
const report = {
  at: new Date().toISOString(),
  lighthouse: version,
  preset: 'desktop',
  runs,
  targets: TARGETS,
};
writeFileSync(file, `${JSON.stringify({ ...report, forms: results }, null, 2)}\n`);
console.log(`written to ${path.relative(process.cwd(), file)}${missed ? '; a target was missed' : ''}`);
