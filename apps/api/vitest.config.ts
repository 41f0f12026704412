import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts', 'src/test/build-server.ts'],
    setupFiles: ['src/test/contract-setup.ts'],
    // Each file imports the app (Fastify, drizzle, the zod schemas, pdfmake) again in a fresh module
    // graph unless files share one per worker: no API test mocks a module or leaves one changed, and
    // each builds its app and database of its own, so sharing changes nothing but the time importing.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
