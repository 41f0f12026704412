import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { submitPos } from './confirmations.ts';
import { startServer } from './server-process.ts';
import { until } from './until.ts';

/**
 * The compiled server started again and again in `cwd` (so on one embedded database, or on the one
 * `settings` name) and killed while clients submit POS pre-checks: the crash tests of what a commit
 * promises to send. `acknowledged` holds the reference of every pre-check the server answered for,
 * from every start; applicants' addresses are at `domain`.
 */
export function crashHarness(cwd: string, domain: string) {
  const acknowledged: string[] = [];
  let submitted = 0;
  let server: ChildProcess | undefined;

  /** Stops the running server, if one runs, with `signal`: its exit code (null when killed). */
  async function stop(signal: NodeJS.Signals): Promise<number | null | undefined> {
    const child = server;
    server = undefined;
    if (!child) return undefined;
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = once(child, 'exit');
    child.kill(signal);
    const [code] = (await exited) as [number | null];
    return code;
  }

  async function start(settings: NodeJS.ProcessEnv): Promise<string> {
    const started = await startServer(cwd, settings);
    server = started.server;
    return started.base;
  }

  /**
   * Submits from four clients at once until `count` more pre-checks are acknowledged and `ready`
   * holds, then kills the server with requests in flight: those fail, and count as not acknowledged.
   * While `ready` does not hold yet, the clients stop at `count`.
   */
  async function submitThenKill(base: string, count: number, ready: () => boolean = () => true) {
    const target = acknowledged.length + count;
    let killed = false;
    let failure: unknown;
    const client = async () => {
      while (!killed && (acknowledged.length < target || ready())) {
        submitted += 1;
        try {
          acknowledged.push(await submitPos(base, `applicant-${submitted}@${domain}`));
        } catch (error) {
          if (!killed) failure ??= error;
          return;
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await until(
      async () => {
        if (failure) throw new Error('a submission failed', { cause: failure });
        return acknowledged.length >= target && ready();
      },
      `${target} acknowledged`,
      60_000,
    );
    killed = true;
    await stop('SIGKILL');
    await Promise.all(clients);
  }

  return { acknowledged, start, stop, submitThenKill };
}
