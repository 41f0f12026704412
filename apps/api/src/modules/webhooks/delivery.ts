import {
  type FailureReason,
  type SkipReason,
  WEBHOOK_FAILING_DAYS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_RETRY_DELAYS_S,
  type WebhookDisabledReason,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { PermanentFailure, type Delivery, type RetrySchedule } from '../outbox/index.ts';
import { decryptSecret, SecretUnreadable } from '../../lib/crypto/secrets.ts';
import type { LineLog } from '../../lib/line-log.ts';
import { type DestinationCheck, DestinationRefused } from './destination.ts';
import { type Answer, postPinned, SEND_TIMEOUT_MS } from './send.ts';
import { signatureOf } from './signing.ts';
import {
  type DeliveryPayload,
  type EndpointRow,
  findEndpoint,
  findEvent,
  noteDelivered,
  noteFailed,
  previousSecretPlace,
  recordAttempt,
  secretPlace,
} from './repository.ts';

const USER_AGENT = 'OnboardingPortal-Webhooks/1';

/** DESIGN §11's schedule: after failed attempt n, wait the nth delay; after the 8th, stop. */
export const webhookRetryDelay: RetrySchedule = (attempt) => {
  const seconds = WEBHOOK_RETRY_DELAYS_S[attempt - 1];
  return seconds === undefined ? null : seconds * 1000;
};

/** The `webhook-id` of an event's deliveries: the same on every attempt and every endpoint. */
export const webhookIdOf = (eventId: string) => `msg_${eventId}`;

/** The secrets that sign at `at`: the current one, and the one before a rotation for its 24 hours. */
function signingSecrets(endpoint: EndpointRow, key: Buffer, at: Date): string[] {
  const { id, secretEncrypted, previousSecretEncrypted, previousSecretExpiresAt } = endpoint;
  const previousValid = previousSecretEncrypted && previousSecretExpiresAt && previousSecretExpiresAt > at;
  return [
    decryptSecret(key, secretEncrypted, secretPlace(id)),
    ...(previousValid ? [decryptSecret(key, previousSecretEncrypted, previousSecretPlace(id))] : []),
  ];
}

/** Why an attempt did not deliver, as the log and the outbox keep it: the status, or what went wrong. */
function failureOf(answer: Answer | undefined, error: unknown): string {
  if (answer) return `HTTP ${answer.statusCode}`;
  if (error instanceof SecretUnreadable) return 'secret_unreadable' satisfies FailureReason;
  if (error instanceof Error && error.name === 'AbortError')
    return `no answer within ${SEND_TIMEOUT_MS / 1000} s`;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

export type WebhookDeliveryDeps = {
  db: Db;
  /** The key the endpoints' secrets are encrypted with. */
  secretsKey: Buffer;
  check: DestinationCheck;
  /** Disables an endpoint the portal gives up on, tells the admins and records it (disable.ts). */
  disable: (endpointId: string, reason: WebhookDisabledReason) => Promise<void>;
  /** The server log: the address a refused destination resolved to, which the delivery log never shows. */
  log: LineLog;
  timeoutMs?: number;
};

/**
 * Sends one event to one endpoint (an outbox row of topic `webhook`), signed as Standard Webhooks
 * says, and logs the attempt. A 2xx is delivered; 410 disables the endpoint and fails this delivery;
 * any other answer, no answer, or a refused destination (which fails at once, logged as
 * `destination_refused` and its address in the server log only) is a failed attempt, retried on the
 * webhook schedule; once every attempt has failed for `WEBHOOK_FAILING_DAYS` the endpoint is
 * disabled. A delivery of a disabled (or deleted) endpoint is skipped, but a test event, sent to check
 * a receiver, goes to a disabled endpoint too.
 */
export function webhookDelivery(deps: WebhookDeliveryDeps): Delivery {
  const { db } = deps;
  return async (message) => {
    const { endpointId, eventId } = message.payload as DeliveryPayload;
    const [endpoint, event] = await Promise.all([findEndpoint(db, endpointId), findEvent(db, eventId)]);
    if (!endpoint) return { status: 'skipped', reason: 'endpoint_deleted' satisfies SkipReason };
    if (!event) return { status: 'skipped', reason: 'record_deleted' satisfies SkipReason };
    if (event.body === '') return { status: 'skipped', reason: 'subject_erased' satisfies SkipReason };
    if (!endpoint.enabled && event.type !== WEBHOOK_TEST_EVENT) {
      return { status: 'skipped', reason: 'endpoint_disabled' satisfies SkipReason };
    }

    const at = new Date();
    const id = webhookIdOf(event.id);
    const started = performance.now();
    let answer: Answer | undefined;
    let error: unknown;
    try {
      const url = new URL(endpoint.url);
      const target = await deps.check(url);
      const headers = {
        'user-agent': USER_AGENT,
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signatureOf(signingSecrets(endpoint, deps.secretsKey, at), id, at, event.body),
      };
      answer = await postPinned(url, target, headers, event.body, deps.timeoutMs);
    } catch (caught) {
      error = caught;
      if (error instanceof DestinationRefused) {
        deps.log.warn(
          {
            webhook: endpoint.id,
            outbox: message.id,
            host: new URL(endpoint.url).hostname,
            refusal: error.detail,
          },
          'webhook destination refused',
        );
      }
      if (error instanceof SecretUnreadable) {
        deps.log.error({ webhook: endpoint.id, outbox: message.id, err: error }, 'webhook secret unreadable');
      }
    }
    const delivered = answer !== undefined && answer.statusCode >= 200 && answer.statusCode < 300;
    const failure = delivered ? null : failureOf(answer, error);
    await recordAttempt(db, {
      deliveryId: message.id,
      attempt: message.attempts,
      at,
      durationMs: Math.round(performance.now() - started),
      statusCode: answer?.statusCode ?? null,
      answer: answer?.body ?? null,
      error: failure,
    });
    if (delivered) {
      await noteDelivered(db, endpoint.id);
      return { status: 'sent' };
    }
    if (answer?.statusCode === 410) {
      await deps.disable(endpoint.id, 'gone');
      throw new PermanentFailure(`${failure}: the endpoint is gone and was disabled`);
    }
    if (await noteFailed(db, endpoint.id)) {
      await deps.disable(endpoint.id, 'failing');
      throw new PermanentFailure(
        `${failure}: every attempt failed for ${WEBHOOK_FAILING_DAYS} days, the endpoint was disabled`,
      );
    }
    if (error instanceof PermanentFailure) throw error;
    throw new Error(failure!);
  };
}
