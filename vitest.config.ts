import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'apps/web/vitest.mocks.config.ts'],
    // Vitest's default (cores − 1) runs one file at a time on a 2-core CI machine, while much of an
    // API file's time is spent waiting on the servers, SMTP listeners and databases it starts.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
