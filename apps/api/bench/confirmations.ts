/**
 * What the applicants' confirmations cost (part of `npm run bench`). Every accepted pre-check writes
 * an outbox row in its transaction; a worker beside the requests renders the record's PDF (pool
 * threads at the lowest priority) and mails it.
 *
 * - Submissions per second, confirmations off and on, on the benchmark's database. Off is the product
 *   with OUTBOX_WORKER=off: its outbox only gathers rows, which is all a request itself does. On, the
 *   product sends them to an SMTP listener that takes 50 ms to accept a mail. The rounds run off, on,
 *   on, off: a load on this shared machine that rises or falls through the run then weighs on both
 *   modes alike, and each mode's rate is the mean of its two. The target: on at least 80 % of off.
 * - The drain: `drain` confirmations queued by the first product, which does not send, then timed on
 *   the second from its first ready answer until its outbox has nothing left to send and the listener
 *   has every mail. Its worker starts a moment before it answers: mails it sent by then are counted.
 *
 * Every submission names an address of its own: the recipient budget (10 mails an hour) would skip
 * all but the first ten mails to one address, and measure skips. The listener (smtp-server) also
 * waits 100 ms before greeting a connection, its check for clients that talk too soon, and the
 * product opens one per mail: handing a mail over takes about 160 ms.
 */
import { openDatabase } from '../src/db/client.ts';
import type { Product } from './product.ts';
import {
  type Mode,
  offOnOnOff,
  type Rate,
  submissionRate,
  submit,
  unsent,
  withProduct,
  type SectionOptions,
} from './submissions.ts';

const SMTP_ANSWER_MS = 50;
/** Submissions per second with confirmations on, as a share of those without. */
export const CONFIRMATIONS_TARGET = 0.8;
const DRAIN_LIMIT_MS = 5 * 60_000;

export type SubmissionRound = Rate & {
  mode: Mode;
  /** Confirmations the listener received while the submissions ran. */
  mailed: number;
  /** Messages still to send when they ended. */
  unsent: number;
};

export type Drain = { mails: number; seconds: number; mailsPerSecond: number; sentBeforeReady: number };

export type Confirmations = {
  smtpAnswerMs: number;
  rounds: SubmissionRound[];
  off: number;
  on: number;
  onOfOff: number;
  targetMet: boolean;
  drain: Drain;
};

type Options = SectionOptions & {
  drain: number;
};

const PREFIX: Record<Mode, string> = { off: 'confirm-off', on: 'confirm-on' };
const DRAIN_PREFIX = 'confirm-drain';
/** Every submission names an address of its own (autocannon writes a fresh id into each body). */
const addressOf = (prefix: string) => `${prefix}-[<id>]@bench.example`;

const mailedTo = (product: Product, prefix: string) =>
  product.received.filter((mail) => mail.to[0]?.toLowerCase().startsWith(`${prefix}-`)).length;

async function round(
  product: Product,
  token: string,
  mode: Mode,
  { connections, duration }: Options,
): Promise<SubmissionRound> {
  const mailedBefore = mailedTo(product, PREFIX[mode]);
  const rate = await submissionRate(product, token, addressOf(PREFIX[mode]), { connections, duration });
  return {
    mode,
    ...rate,
    mailed: mailedTo(product, PREFIX[mode]) - mailedBefore,
    unsent: await unsent(product),
  };
}

/** From now until nothing is left to send and the listener has `count` mails to `prefix`. */
async function drainOf(product: Product, prefix: string, count: number): Promise<Drain> {
  const started = performance.now();
  const sentBeforeReady = mailedTo(product, prefix);
  while (mailedTo(product, prefix) < count || (await unsent(product)) > 0) {
    if (performance.now() - started > DRAIN_LIMIT_MS)
      throw new Error(`the outbox did not drain: ${mailedTo(product, prefix)} of ${count} mailed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  return { mails: count, seconds, mailsPerSecond: count / seconds, sentBeforeReady };
}

/** The off rounds' rows, never to be sent: the sending product would send them beside its own. */
async function forgetOffRounds(env: NodeJS.ProcessEnv) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    await database.withSession((q) => q(`delete from outbox where recipient like $1`, [`${PREFIX.off}-%`]));
  } finally {
    await database.close();
  }
}

export async function measureConfirmations(options: Options): Promise<Confirmations> {
  const { merchantEmail, connections } = options;
  const measured = await offOnOnOff({
    // The mode is the outbox worker's: off, the rows only queue.
    product: (mode, measure) =>
      withProduct(
        { env: { ...options.env, OUTBOX_WORKER: mode }, port: options.port, smtpAnswerMs: SMTP_ANSWER_MS },
        measure,
      ),
    signIn: (product) => product.signIn(merchantEmail),
    round: (product, token, mode) => round(product, token, mode, options),
    first: async (product, token) => {
      const queued = await submit(product, token, addressOf(DRAIN_PREFIX), {
        connections,
        amount: options.drain,
      });
      if (queued['2xx'] !== options.drain)
        throw new Error(`queued ${queued['2xx']} of ${options.drain} confirmations`);
    },
    beforeOn: (product) => drainOf(product, DRAIN_PREFIX, options.drain),
    after: async (mode) => {
      if (mode === 'off') await forgetOffRounds(options.env);
    },
  });
  const { rounds, off, on, onOfOff, beforeOn: drain } = measured;
  return {
    smtpAnswerMs: SMTP_ANSWER_MS,
    rounds,
    off,
    on,
    onOfOff,
    targetMet: onOfOff >= CONFIRMATIONS_TARGET,
    drain: drain!,
  };
}

const MODE_NAMES: Record<Mode, string> = {
  off: 'off (OUTBOX_WORKER=off: rows only queue)',
  on: 'on (rendered and mailed beside the requests)',
};

/** The section of bench/results.md. */
export function describeConfirmations(c: Confirmations, connections: number, duration: number): string {
  const { drain } = c;
  return [
    `Applicant confirmations: a signed-in merchant's POS pre-checks, each to an address of its own, ${connections} connections, ${duration} s a round; the SMTP listener accepts a mail after ${c.smtpAnswerMs} ms (bench/confirmations.ts):`,
    '',
    '| round | confirmations | submissions/s | p50 ms | p99 ms | errors | server CPU µs per submission | database CPU µs | mailed meanwhile | unsent at the end |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...c.rounds.map(
      (r, i) =>
        `| ${i + 1} | ${MODE_NAMES[r.mode]} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpu.server} | ${r.cpu.database} | ${r.mailed} | ${r.unsent} |`,
    ),
    '',
    `On / off, the mean of each mode's rounds: ${c.on} / ${c.off} submissions/s = ${c.onOfOff} ` +
      `(target ≥ ${CONFIRMATIONS_TARGET}: ${c.targetMet ? 'met' : 'not met'}).`,
    '',
    `Drain of ${drain.mails} queued confirmations, each with its PDF rendered when sent: ${drain.seconds.toFixed(1)} s, ` +
      `${drain.mailsPerSecond.toFixed(1)} mails/s (${drain.sentBeforeReady} sent before the server answered ready).`,
  ].join('\n');
}
