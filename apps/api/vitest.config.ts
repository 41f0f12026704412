import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts', 'src/test/build-server.ts'],
    setupFiles: ['src/test/contract-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
