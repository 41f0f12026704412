import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/** `TEST_CPU_PROF=folder` profiles each test file (packages/test-support/src/cpu-profile.ts). */
const CPU_PROFILE = process.env.TEST_CPU_PROF ? ['@portal/test-support/cpu-profile'] : [];

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

/**
 * The test files that replace a module (`vi.mock`), read off the folders INCLUDE searches, so a new one
 * is placed at once. A mock needs a fresh module graph: in a shared one, a module another file already
 * loaded keeps the real import, and a mock can outlive its file.
 */
export const MOCKING_TESTS = ['src', 'scripts'].flatMap((folder) =>
  readdirSync(new URL(`./${folder}`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').includes('vi.mock(')),
);

/**
 * The web app's tests in jsdom, as one of two projects: `isolated` runs each file in a module graph of
 * its own (the files that mock), else the files of a worker share one, so React, Mantine and the app
 * are imported once per worker instead of once per file; no such file mocks a module, and each
 * cleans up what it renders and stubs (src/test/setup.ts).
 */
export function webProject({ isolated }: { isolated: boolean }) {
  return defineProject({
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      name: isolated ? 'web-mocks' : 'web',
      environment: 'jsdom',
      // Worker threads rather than Vitest's default child processes: each file's jsdom, setup and
      // imports cost less in a thread. No web test changes the working directory, which threads cannot.
      pool: 'threads',
      isolate: isolated,
      include: isolated ? MOCKING_TESTS : INCLUDE,
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING_TESTS],
      setupFiles: ['./src/test/setup.ts', ...CPU_PROFILE],
      testTimeout: 20_000,
      // The app's own CSS modules are applied, so a test can read what they do to an element.
      css: { include: [/\.module\.css$/] },
    },
  });
}
