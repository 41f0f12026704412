import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic.ts';

afterEach(() => vi.useRealTimers());

/** As much of an app as the job needs: its close hook and its log. */
function fakeApp() {
  const hooks: (() => Promise<void>)[] = [];
  const warnings: string[] = [];
  const app = {
    addHook: (_name: string, hook: () => Promise<void>) => hooks.push(hook),
    log: { warn: (_facts: object, message: string) => warnings.push(message) },
  } as unknown as FastifyInstance;
  return { app, warnings, close: () => Promise.all(hooks.map((hook) => hook())) };
}

describe('runPeriodically', () => {
  it('never runs a task twice at once: a run longer than the interval skips the ticks it spans', async () => {
    vi.useFakeTimers();
    const { app, close } = fakeApp();
    let running = 0;
    let most = 0;
    let runs = 0;
    runPeriodically(app, 1000, 'a long job', async () => {
      runs++;
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      running--;
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await close();
    expect(most).toBe(1);
    // Ticks at 1 s, then the first free one after each 2.5 s run: 4 s, 7 s, 10 s.
    expect(runs).toBe(4);
  });

  it('logs a failed run and runs again at the next tick', async () => {
    vi.useFakeTimers();
    const { app, warnings, close } = fakeApp();
    let runs = 0;
    runPeriodically(app, 1000, 'a failing job', async () => {
      runs++;
      throw new Error('down');
    });
    await vi.advanceTimersByTimeAsync(3000);
    await close();
    expect(runs).toBe(3);
    expect(warnings).toEqual(['a failing job failed', 'a failing job failed', 'a failing job failed']);
  });
});
