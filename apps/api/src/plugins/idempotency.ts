import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError, idempotencyInProgress } from '../lib/app-error.ts';
import { keyedHash } from '../lib/crypto/derive-key.ts';
import { runPeriodically } from '../lib/periodic.ts';
import { sendAnswer } from './route-definitions.ts';
import { callerOf } from './access.ts';
import {
  claimKey,
  findKey,
  pruneExpiredKeys,
  releaseKey,
  sealKey,
  type Settled,
  type StoredAnswer,
} from './idempotency-store.ts';

type Held = { ref: { scope: string; key: string }; claim: string };

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: { db: Db; hashKey: Buffer };
  }
  interface FastifyRequest {
    /** The key this request holds, when it came with one and is the first to use it. */
    idempotencyClaim: Held | null;
  }
}

/** Run in the create's transaction with what it created; it stores the answer beside the record. */
export type Seal<R> = (tx: Db, result: R) => Promise<void>;

const HOUR = 60 * 60_000;

/** The caller's (an account or an API key), so two callers never share a key; anonymous keys are random UUIDs, shared by nobody. */
const scopeOf = (request: FastifyRequest) => callerOf(request) ?? 'anonymous';

/**
 * The same route with the same validated body; another body under the key is a conflict. Keyed, as a
 * body can hold a secret (the e-commerce account password) that a plain hash would let be guessed.
 */
const hashOf = (key: Buffer, request: FastifyRequest) =>
  keyedHash(key, `${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body)}`);

/** The key a request came with, under its caller; null without the header. */
function keyOf(request: FastifyRequest) {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  return typeof header === 'string' ? { scope: scopeOf(request), key: header.toLowerCase() } : null;
}

function answerSettled(reply: FastifyReply, settled: Settled): FastifyReply {
  switch (settled.outcome) {
    case 'replay':
      void reply.header(IDEMPOTENT_REPLAYED_HEADER.toLowerCase(), 'true');
      return sendAnswer(reply, settled.answer);
    case 'conflict':
      throw new AppError('idempotency_conflict');
    case 'in-progress':
      throw idempotencyInProgress();
  }
}

/**
 * A creating route's pre-handler (DESIGN §10), after the captcha and before the submission budget, so
 * a replay or a refusal spends nothing: without `Idempotency-Key` it does nothing; the first request
 * with a key claims it and goes on; a repeat with the same body gets the stored answer again, one with
 * another body 422, one while the first still runs 409.
 */
export async function idempotent(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const ref = keyOf(request);
  if (!ref) return undefined;
  const { db, hashKey } = this.idempotency;
  const claim = randomUUID();
  const claimed = await claimKey(db, ref, hashOf(hashKey, request), claim);
  if (claimed.outcome !== 'claimed') return answerSettled(reply, claimed);
  request.idempotencyClaim = { ref, claim };
  return undefined;
}

/**
 * Before the captcha of an anonymous create: a key already settled is answered without a new captcha.
 * A retry whose first try got through spent its solution there, and answering it again creates
 * nothing; a free key goes on to the captcha, and is claimed only after it.
 */
export async function answerSettledKey(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const ref = callerOf(request) ? null : keyOf(request);
  if (!ref) return undefined;
  const { db, hashKey } = this.idempotency;
  const settled = await findKey(db, ref, hashOf(hashKey, request));
  return settled ? answerSettled(reply, settled) : undefined;
}

/**
 * The seal a route hands its service's create, or none without a key: it writes `answer(result)` for
 * the key in the create's transaction, and rolls the create back when the claim was lost meanwhile.
 */
export function sealFor<R>(
  request: FastifyRequest,
  answer: (result: R) => StoredAnswer,
): Seal<R> | undefined {
  const held = request.idempotencyClaim;
  if (!held) return undefined;
  return async (tx, result) => {
    if (!(await sealKey(tx, held.ref, held.claim, answer(result)))) {
      throw idempotencyInProgress();
    }
  };
}

async function idempotencyPlugin(app: FastifyInstance, { db, hashKey }: { db: Db; hashKey: Buffer }) {
  app.decorate('idempotency', { db, hashKey });
  app.decorateRequest('idempotencyClaim', null);

  // A claim whose request failed is freed before the answer leaves, so a retry sent on reading it runs
  // instead of waiting out the lease (which still frees a claim whose instance died).
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyClaim;
    if (held && reply.statusCode >= 300) {
      await releaseKey(db, held.ref, held.claim).catch((error: unknown) =>
        request.log.warn({ err: error }, 'releasing an idempotency key failed'),
      );
    }
    return payload;
  });

  runPeriodically(app, HOUR, 'pruning idempotency keys', () => pruneExpiredKeys(db));
}

export default fp(idempotencyPlugin, { name: 'idempotency' });
