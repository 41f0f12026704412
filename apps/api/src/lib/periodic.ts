import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `ms` while the app is open, without keeping the process alive; a failure is
 * logged (`what` failed) and the task simply runs again next time.
 */
export function runPeriodically(app: FastifyInstance, ms: number, what: string, task: () => Promise<void>) {
  const timer = setInterval(() => {
    task().catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`));
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
