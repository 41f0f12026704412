import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `ms` while the app is open, without keeping the process alive, never twice at
 * once; a failure is logged (`what` failed) and the task simply runs again next time.
 */
export function runPeriodically(app: FastifyInstance, ms: number, what: string, task: () => Promise<void>) {
  // A run that outlasts the interval (retention's over a big backlog) is not joined by a second one.
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`))
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
