import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { afterAll, expect } from 'vitest';

/**
 * A setup file that profiles a test worker's CPU while its files run, and writes the profile (open
 * it in Chrome's DevTools or speedscope) to `TEST_CPU_PROF`, a folder. `node --cpu-prof` cannot:
 * Vitest ends its workers by killing them, before Node writes the profile. The vitest configs add
 * this file only when `TEST_CPU_PROF` is set.
 */
const folder = process.env.TEST_CPU_PROF;
if (folder) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  afterAll(async () => {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(folder, { recursive: true });
    const name = `${path.basename(expect.getState().testPath ?? 'worker', '.ts')}-${process.pid}-${Date.now()}`;
    writeFileSync(path.join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
  });
}
