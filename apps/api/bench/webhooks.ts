/**
 * What webhooks cost (part of `npm run bench`, `--only webhooks`). Every accepted pre-check writes its
 * events and their deliveries (an outbox row per subscribed endpoint) in its transaction; the outbox
 * worker beside the requests signs each and POSTs it over a connection of its own (TLS).
 *
 * - Submissions per second with three endpoints subscribed to every event and with none, on the
 *   benchmark's database. A merchant's POS pre-check tells two events (`precheck_pos.created` and
 *   `merchant.updated`), so three endpoints take six deliveries per submission. The receivers are HTTPS
 *   servers in this process that answer 200 after 50 ms (receivers.ts). Both modes run the worker; the
 *   endpoints are enabled (on) or disabled (off, so no event is stored) before the mode's product
 *   starts. The rounds run off, on, on, off (submissions.ts). The target: on at least 80 % of off.
 * - The drain: `drain` events (half as many submissions) queued for the three endpoints by a product
 *   that does not send, then timed on a sending one from its first ready answer until its outbox has
 *   nothing left and every receiver has every event's `webhook-id`.
 *
 * Every submission names one address: past its budget (10 mails an hour) its confirmations are
 * skipped unrendered, so what the rounds compare is the webhooks' cost alone (the confirmations' own
 * is theirs to measure, confirmations.ts).
 */
import { WEBHOOK_EVENTS } from '@portal/shared';
import { openDatabase } from '../src/db/client.ts';
import { forgetAdminFactor } from './database.ts';
import type { Product } from './product.ts';
import { type BenchReceiver, selfSignedCertificate, startHttpsReceiver } from './receivers.ts';
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

const RECEIVER_ANSWER_MS = 50;
const ENDPOINTS = 3;
/** A merchant's POS pre-check tells `precheck_pos.created` and `merchant.updated` (or `.created`). */
const EVENTS_PER_SUBMISSION = 2;
/** Every how many requests a receiver checks the signature of. */
const VERIFY_EVERY = 10;
/** Submissions per second with three endpoints, as a share of those with none. */
export const WEBHOOKS_TARGET = 0.8;
const DRAIN_LIMIT_MS = 5 * 60_000;
const DESCRIPTION = 'bench receiver';
const EMAIL = 'webhooks-bench@bench.example';

export type WebhookRound = Rate & {
  mode: Mode;
  /** Deliveries the receivers took (distinct `webhook-id`s per endpoint) while the submissions ran. */
  delivered: number;
  /** Messages still to send when they ended. */
  unsent: number;
};

export type WebhookDrain = {
  events: number;
  deliveries: number;
  seconds: number;
  deliveriesPerSecond: number;
  sentBeforeReady: number;
};

export type Webhooks = {
  receiverAnswerMs: number;
  endpoints: number;
  rounds: WebhookRound[];
  off: number;
  on: number;
  onOfOff: number;
  targetMet: boolean;
  drain: WebhookDrain;
  signatures: { checked: number; verified: number };
};

type Options = SectionOptions & {
  /** Events to drain. */
  drain: number;
  /** Node's own flags for the products, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
};

async function inDatabase<T>(env: NodeJS.ProcessEnv, work: (q: QueryOf) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    return await database.withSession(work);
  } finally {
    await database.close();
  }
}
type QueryOf = Parameters<Parameters<Awaited<ReturnType<typeof openDatabase>>['withSession']>[0]>[0];

const delivered = (receivers: BenchReceiver[]) => receivers.reduce((sum, r) => sum + r.ids.size, 0);

/** From now until nothing is left to send and every receiver has `events` distinct ids. */
async function drainOf(product: Product, receivers: BenchReceiver[], events: number): Promise<WebhookDrain> {
  const started = performance.now();
  const sentBeforeReady = delivered(receivers);
  while (receivers.some((r) => r.ids.size < events) || (await unsent(product)) > 0) {
    if (performance.now() - started > DRAIN_LIMIT_MS)
      throw new Error(
        `the outbox did not drain: ${delivered(receivers)} of ${events * receivers.length} delivered`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const deliveries = events * receivers.length;
  return { events, deliveries, seconds, deliveriesPerSecond: deliveries / seconds, sentBeforeReady };
}

export async function measureWebhooks(options: Options): Promise<Webhooks> {
  const { merchantEmail, connections, port } = options;
  const tls = selfSignedCertificate();
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    NODE_EXTRA_CA_CERTS: tls.certFile,
    WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32,::1/128',
  };
  const product = <T>(worker: Mode, measure: (product: Product) => Promise<T>) =>
    withProduct({ env: { ...env, OUTBOX_WORKER: worker }, port, nodeArgs: options.nodeArgs }, measure);
  const receivers: BenchReceiver[] = [];
  const forgetEndpoints = () =>
    inDatabase(env, (q) => q('delete from webhook_endpoints where description = $1', [DESCRIPTION]));
  try {
    for (let i = 0; i < ENDPOINTS; i++)
      receivers.push(
        await startHttpsReceiver(tls, { answerMs: RECEIVER_ANSWER_MS, verifyEvery: VERIFY_EVERY }),
      );
    await forgetEndpoints();

    // The drain: the endpoints created and the events queued by a product that does not send.
    const queuedSince = new Date();
    await product('off', async (sender) => {
      const auth = { authorization: `Bearer ${await sender.adminToken()}` };
      for (const receiver of receivers) {
        const { secret } = await sender.json<{ secret: string }>('/api/webhooks', {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ url: receiver.url, events: WEBHOOK_EVENTS, description: DESCRIPTION }),
        });
        receiver.secret = secret;
      }
      const amount = Math.ceil(options.drain / EVENTS_PER_SUBMISSION);
      const queued = await submit(sender, await sender.signIn(merchantEmail), EMAIL, { connections, amount });
      if (queued['2xx'] !== amount) throw new Error(`submitted ${queued['2xx']} of ${amount} pre-checks`);
    });
    await forgetAdminFactor(env);
    const { rows } = await inDatabase(env, (q) =>
      q('select count(*)::int as n from webhook_events where created_at >= $1', [queuedSince]),
    );
    const events = Number(rows[0]?.n);
    const drain = await product('on', (sender) => drainOf(sender, receivers, events));

    const measured = await offOnOnOff({
      product: async (mode, measure) => {
        await inDatabase(env, (q) =>
          q('update webhook_endpoints set enabled = $1 where description = $2', [mode === 'on', DESCRIPTION]),
        );
        // The worker runs in both modes: with the endpoints disabled it has nothing to send.
        return product('on', measure);
      },
      signIn: (sender) => sender.signIn(merchantEmail),
      round: async (sender, token, mode) => {
        const before = delivered(receivers);
        const rate = await submissionRate(sender, token, EMAIL, { connections, duration: options.duration });
        return { mode, ...rate, delivered: delivered(receivers) - before, unsent: await unsent(sender) };
      },
      // What an on product left unsent is not sent by the next, beside its measurement.
      after: async (mode) => {
        if (mode === 'on')
          await inDatabase(env, (q) =>
            q(`delete from outbox where topic = 'webhook' and status in ('queued', 'sending', 'retrying')`),
          );
      },
    });
    const { rounds, off, on, onOfOff } = measured;
    const checked = receivers.reduce((sum, r) => sum + r.verified + r.refused.length, 0);
    const verified = receivers.reduce((sum, r) => sum + r.verified, 0);
    const refused = receivers.flatMap((r) => r.refused);
    if (refused.length > 0)
      throw new Error(`${refused.length} of ${checked} signatures checked did not verify: ${refused[0]}`);
    return {
      receiverAnswerMs: RECEIVER_ANSWER_MS,
      endpoints: ENDPOINTS,
      rounds,
      off,
      on,
      onOfOff,
      targetMet: onOfOff >= WEBHOOKS_TARGET,
      drain,
      signatures: { checked, verified },
    };
  } finally {
    await Promise.all(receivers.map((r) => r.close()));
    tls.remove();
    await forgetEndpoints();
  }
}

const MODE_NAMES: Record<Mode, string> = {
  off: 'none (the endpoints disabled)',
  on: `${ENDPOINTS} endpoints, every event`,
};

/** The section of bench/results.md. */
export function describeWebhooks(w: Webhooks, connections: number, duration: number): string {
  const { drain } = w;
  return [
    `Webhooks: a signed-in merchant's POS pre-checks (two events each), ${connections} connections, ${duration} s a round; ` +
      `${w.endpoints} HTTPS receivers answer 200 after ${w.receiverAnswerMs} ms (bench/webhooks.ts):`,
    '',
    '| round | endpoints subscribed | submissions/s | p50 ms | p99 ms | errors | server CPU µs per submission | database CPU µs | delivered meanwhile | unsent at the end (mails too) |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...w.rounds.map(
      (r, i) =>
        `| ${i + 1} | ${MODE_NAMES[r.mode]} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpu.server} | ${r.cpu.database} | ${r.delivered} | ${r.unsent} |`,
    ),
    '',
    `Three endpoints / none, the mean of each mode's rounds: ${w.on} / ${w.off} submissions/s = ${w.onOfOff} ` +
      `(target ≥ ${WEBHOOKS_TARGET}: ${w.targetMet ? 'met' : 'not met'}).`,
    '',
    `Drain of ${drain.events} queued events to ${w.endpoints} endpoints (${drain.deliveries} deliveries): ${drain.seconds.toFixed(1)} s, ` +
      `${drain.deliveriesPerSecond.toFixed(1)} deliveries/s (${drain.sentBeforeReady} delivered before the server answered ready).`,
    '',
    `Signatures checked with standardwebhooks (one request in ${VERIFY_EVERY}): ${w.signatures.verified} of ${w.signatures.checked} verified.`,
  ].join('\n');
}
