import { defineProject } from 'vitest/config';

/** `TEST_CPU_PROF=folder` profiles each test file (packages/test-support/src/cpu-profile.ts). */
const CPU_PROFILE = process.env.TEST_CPU_PROF ? ['@portal/test-support/cpu-profile'] : [];

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts', 'src/test/build-server.ts'],
    setupFiles: ['src/test/contract-setup.ts', ...CPU_PROFILE],
    // Each file imports the app (Fastify, drizzle, the zod schemas, pdfmake) again in a fresh module
    // graph unless files share one per worker: no API test mocks a module or leaves one changed, and
    // each builds its app and database of its own, so sharing changes nothing but the time importing.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
