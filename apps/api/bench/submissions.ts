/**
 * What the benchmarks of work done beside a submission share (confirmations.ts, webhooks.ts): a
 * signed-in merchant's POS pre-checks driven by autocannon on a thread of its own, a product per mode,
 * and the rounds off, on, on, off in one run, so a noisy neighbour on this shared machine weighs on
 * both modes alike; each mode's rate is the mean of its two rounds.
 */
import autocannon from 'autocannon';
import { posPrecheckBody } from '../src/test/precheck-pos-fixture.ts';
import { type CpuShare, cpuMeter } from './cpu.ts';
import { type Product, startProduct } from './product.ts';

export type Mode = 'off' | 'on';

/** A round's requests: their rate, latency, errors and CPU time per request. */
export type Rate = { rps: number; p50: number; p99: number; errors: number; cpu: CpuShare };

/** What every off/on section is run with: the products' settings and port, and each round's load. */
export type SectionOptions = {
  env: NodeJS.ProcessEnv;
  port: number;
  /** A merchant of the seeded database: the submissions are a signed-in merchant's. */
  merchantEmail: string;
  duration: number;
  connections: number;
};

export type Load = { connections: number } & ({ duration: number } | { amount: number });

/**
 * POSTs POS pre-checks as the merchant `token` names, each with the e-mail `email`: a `[<id>]` in it
 * is autocannon's fresh id per request (an address of its own).
 */
export function submit(product: Product, token: string, email: string, { connections, ...load }: Load) {
  return autocannon({
    url: `${product.base}/api/precheck-pos`,
    method: 'POST',
    connections,
    ...load,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(posPrecheckBody({ email })),
    idReplacement: email.includes('[<id>]'),
    // On a thread of its own: the listeners the product sends to (SMTP, webhook receivers) share this
    // process's event loop, and a load generator busy on it would slow their answers and so the sends.
    workers: 1,
  });
}

/** What one autocannon run against `product` did, with the server's and the database's CPU time. */
export async function rateOf(product: Product, run: () => Promise<autocannon.Result>): Promise<Rate> {
  const meter = cpuMeter(product.pid);
  const result = await run();
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    cpu: meter.per(result.requests.total),
  };
}

/** One round of `duration` seconds of submissions. */
export const submissionRate = (
  product: Product,
  token: string,
  email: string,
  load: { connections: number; duration: number },
): Promise<Rate> => rateOf(product, () => submit(product, token, email, load));

/** Runs `measure` on a product started with `options`, and stops it whatever happens. */
export async function withProduct<T>(
  options: Parameters<typeof startProduct>[0],
  measure: (product: Product) => Promise<T>,
): Promise<T> {
  const product = await startProduct(options);
  try {
    return await measure(product);
  } finally {
    await product.stop();
  }
}

/** How many messages wait to be sent, as the product's readiness answer says. */
export const unsent = async (product: Product) =>
  (await product.json<{ outbox: { queued: number } }>('/api/ready')).outbox.queued;

export type Rounds<R> = {
  rounds: R[];
  /** Each mode's mean rate, submissions/s. */
  off: number;
  on: number;
  onOfOff: number;
};

/**
 * The rounds off, on, on, off, on a product per mode: `product(mode, measure)` starts the mode's
 * product and runs `measure` on it. On each, the callers sign in (`signIn`: a merchant's token, or
 * whatever the rounds need) and `round` measures.
 * `first` runs on the first product before its round (confirmations queue their drain there),
 * `beforeOn` on the `on` product before its rounds (their drain), and `after` once a product has
 * stopped (to forget what it left unsent).
 */
export async function offOnOnOff<R extends { mode: Mode; rps: number }, D = undefined, S = string>(steps: {
  product: <T>(mode: Mode, measure: (product: Product) => Promise<T>) => Promise<T>;
  signIn: (product: Product) => Promise<S>;
  round: (product: Product, token: S, mode: Mode) => Promise<R>;
  first?: (product: Product, token: S) => Promise<void>;
  beforeOn?: (product: Product) => Promise<D>;
  after?: (mode: Mode) => Promise<void>;
}): Promise<Rounds<R> & { beforeOn: D | undefined }> {
  const offRound = (first: boolean) =>
    steps.product('off', async (product) => {
      const token = await steps.signIn(product);
      if (first) await steps.first?.(product, token);
      return steps.round(product, token, 'off');
    });
  const first = await offRound(true);
  await steps.after?.('off');
  const { beforeOn, on } = await steps.product('on', async (product) => {
    const beforeOn = await steps.beforeOn?.(product);
    const token = await steps.signIn(product);
    return {
      beforeOn,
      on: [await steps.round(product, token, 'on'), await steps.round(product, token, 'on')],
    };
  });
  await steps.after?.('on');
  const last = await offRound(false);
  await steps.after?.('off');

  const rounds = [first, ...on, last];
  return { rounds, ...modeMeans(rounds, (r) => r.rps), beforeOn };
}

/** Each mode's mean of what `rate` reads off its rounds, and on as a share of off. */
export function modeMeans<R extends { mode: Mode }>(rounds: R[], rate: (round: R) => number) {
  const mean = (mode: Mode) => {
    const rates = rounds.filter((r) => r.mode === mode).map(rate);
    return Math.round(rates.reduce((sum, rps) => sum + rps, 0) / rates.length);
  };
  const off = mean('off');
  const on = mean('on');
  return { off, on, onOfOff: Math.round((on / off) * 1000) / 1000 };
}
