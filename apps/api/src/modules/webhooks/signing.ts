import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@portal/shared';
import { Webhook } from 'standardwebhooks';

/** 32 random bytes, in the form Standard Webhooks libraries take: `whsec_` and base64. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/**
 * The `webhook-signature` of one attempt: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with each of
 * `secrets` (the current one, and after a rotation the one before it), space-separated as the
 * specification allows, so a receiver that still has the old secret keeps verifying.
 */
export const signatureOf = (secrets: readonly string[], id: string, at: Date, body: string) =>
  secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
