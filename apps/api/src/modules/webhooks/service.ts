import { randomUUID } from 'node:crypto';
import {
  type AuditPerson,
  type WebhookCreated,
  type WebhookDeliveriesQuery,
  type WebhookEndpoint,
  type WebhookUpdate,
  WEBHOOK_PREVIOUS_SECRET_HOURS,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SecurityNotices } from '../auth/index.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import { etagOf, listNames } from '../../lib/http/etag.ts';
import { decryptSecret, encryptSecret, SecretUnreadable } from '../../lib/crypto/secrets.ts';
import { webhookIdOf } from './delivery.ts';
import { type DestinationCheck, urlRefusal } from './destination.ts';
import { emitTestEvent } from './events.ts';
import { newWebhookSecret } from './signing.ts';
import * as repo from './repository.ts';

/** An endpoint's strong ETag: of the representation its answers carry, so any change of it changes the tag. */
export const endpointEtag = (endpoint: WebhookEndpoint) => etagOf(JSON.stringify(endpoint));

type Fields = Pick<WebhookCreated, 'url' | 'events'> & { description?: string | undefined };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A URL as the audit trail keeps it: without its query, where a receiver may expect a token. */
const recordedUrl = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

export type WebhooksSettings = {
  /** The key the signing secrets are encrypted with at rest. */
  secretsKey: Buffer;
  production: boolean;
  /** Where a delivery may go: a URL is judged by it, its host resolved, when it is saved. */
  check: DestinationCheck;
  /** After a change committed: its deliveries leave now rather than at the next poll. */
  wake: () => void;
  /** Every admin hears of a new endpoint (DESIGN §14). */
  notices: SecurityNotices;
};

/** The admins' management of webhook endpoints (DESIGN §11); every change is audited. */
export function createWebhooksService(db: Db, audit: AuditRecorder, settings: WebhooksSettings) {
  /** A URL this server will not send to is refused before anything is stored, with why. */
  async function checkUrl(url: string) {
    const refusal = await urlRefusal(url, settings);
    if (refusal) {
      throw new AppError('webhook_url_refused', {
        fieldErrors: [{ path: 'url', code: 'webhook_url_refused', message: refusal }],
      });
    }
  }

  const fieldsOf = ({ url, events, description }: Fields) => ({
    url,
    events,
    description: description || null,
  });

  async function found(id: string, tx: Db = db, lock = false) {
    const endpoint = await repo.findEndpointAnswer(tx, id, lock);
    if (!endpoint) throw notFound();
    return endpoint;
  }

  return {
    list: async () => ({ items: await repo.listEndpoints(db) }),

    get: (id: string) => found(id),

    /** An endpoint and its signing secret, which this answer alone carries (stored encrypted). */
    async create(input: Fields, source: AuditSource & { actor: AuditPerson }): Promise<WebhookCreated> {
      await checkUrl(input.url);
      const secret = newWebhookSecret();
      const fields = fieldsOf(input);
      return audit.within(
        source,
        (created: WebhookCreated) => ({
          action: 'webhook.create',
          targetType: 'webhook',
          targetId: created.id,
          details: { url: recordedUrl(fields.url), events: fields.events.join(' ') },
        }),
        async (tx) => {
          const id = randomUUID();
          await repo.insertEndpoint(tx, {
            ...fields,
            id,
            secretEncrypted: encryptSecret(settings.secretsKey, secret, repo.secretPlace(id)),
            createdBy: source.actor.id,
          });
          await settings.notices.queue(
            tx,
            { what: 'webhook', url: recordedUrl(fields.url), events: fields.events },
            source.actor.id,
          );
          return { ...(await found(id, tx)), secret };
        },
      );
    },

    /**
     * Saves the endpoint only as `ifMatch` (an `If-Match` list) last read it, compared under the row's
     * lock: of two admins saving one endpoint, the second gets 412.
     */
    async update(
      id: string,
      input: Fields & Pick<WebhookUpdate, 'enabled'>,
      ifMatch: string,
      source: AuditSource,
    ) {
      // A new URL only: an endpoint whose URL is refused now can still be disabled or described.
      // Should the URL change after this read, `ifMatch` no longer matches.
      if ((await found(id)).url !== input.url) await checkUrl(input.url);
      const fields = { ...fieldsOf(input), enabled: input.enabled };
      return audit.within(
        source,
        {
          action: 'webhook.update',
          targetType: 'webhook',
          targetId: id,
          details: { url: recordedUrl(fields.url), events: fields.events.join(' '), enabled: fields.enabled },
        },
        async (tx) => {
          const current = await found(id, tx, true);
          if (!listNames(ifMatch, endpointEtag(current), 'strong')) throw new AppError('precondition_failed');
          await repo.updateEndpoint(tx, id, fields);
          // As when the portal disables it: what waits is skipped now, not left "retrying" until its
          // next try finds the endpoint disabled.
          if (current.enabled && !fields.enabled) await repo.skipWaitingDeliveries(tx, id);
          return found(id, tx);
        },
      );
    },

    remove: (id: string, source: AuditSource) =>
      audit.within(source, { action: 'webhook.delete', targetType: 'webhook', targetId: id }, async (tx) => {
        if (!(await repo.deleteEndpoint(tx, id))) throw notFound();
      }),

    /**
     * A new secret, in this answer only; the one before it still signs beside it for 24 hours, unless
     * it no longer decrypts (`secret_unreadable` in the delivery log), which is what a rotation mends.
     */
    async rotateSecret(id: string, source: AuditSource): Promise<{ secret: string }> {
      const secret = newWebhookSecret();
      const { secretsKey } = settings;
      await audit.within(
        source,
        { action: 'webhook.rotate-secret', targetType: 'webhook', targetId: id },
        async (tx) => {
          const current = await repo.lockSecret(tx, id);
          if (current === undefined) throw notFound();
          let previous: string | null;
          try {
            previous = decryptSecret(secretsKey, current, repo.secretPlace(id));
          } catch (error) {
            if (!(error instanceof SecretUnreadable)) throw error;
            previous = null;
          }
          await repo.rotateSecret(tx, id, {
            secretEncrypted: encryptSecret(secretsKey, secret, repo.secretPlace(id)),
            previousSecretEncrypted:
              previous === null ? null : encryptSecret(secretsKey, previous, repo.previousSecretPlace(id)),
            previousSecretExpiresAt:
              previous === null ? null : new Date(Date.now() + WEBHOOK_PREVIOUS_SECRET_HOURS * 3600_000),
          });
        },
      );
      return { secret };
    },

    /** **Send test event**: a `test` event queued for this endpoint alone. */
    async test(id: string, source: AuditSource): Promise<void> {
      await audit.within(
        source,
        { action: 'webhook.test', targetType: 'webhook', targetId: id },
        async (tx) => {
          await found(id, tx);
          await emitTestEvent(tx, id);
        },
      );
      settings.wake();
    },

    async deliveries(id: string, query: WebhookDeliveriesQuery) {
      await found(id);
      const { rows, total, logOf } = await repo.listDeliveries(db, id, query);
      return {
        items: rows.map(({ eventId, nextAttemptAt, createdAt, sentAt, ...row }) => ({
          ...row,
          webhookId: webhookIdOf(eventId),
          nextAttemptAt: iso(nextAttemptAt),
          createdAt: createdAt.toISOString(),
          sentAt: iso(sentAt),
          log: logOf(row.id),
        })),
        total,
        totalCapped: false,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** **Resend**: a delivery that is over goes again, its schedule anew, with its `webhook-id`. */
    async resend(id: string, deliveryId: string, source: AuditSource): Promise<void> {
      await audit.within(
        source,
        { action: 'webhook.resend', targetType: 'webhook', targetId: id, details: { delivery: deliveryId } },
        async (tx) => {
          const outcome = await repo.requeueDelivery(tx, id, deliveryId);
          if (outcome === 'not_found') throw notFound();
          if (outcome === 'not_resendable') throw new AppError('not_resendable');
        },
      );
      settings.wake();
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
