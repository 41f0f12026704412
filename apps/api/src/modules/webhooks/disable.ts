import type { WebhookDisabledReason } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import type { AuditRecorder } from '../audit/index.ts';
import type { Outbox } from '../outbox/index.ts';
import { queueDisabledNotices } from './disabled-notice.ts';
import { disableEndpoint } from './repository.ts';

/**
 * How the portal gives up on an endpoint (410, or 5 days of failures): in one transaction it is
 * disabled, its waiting deliveries skipped, the admins' notices queued and the audit trail told (by no
 * actor: the portal did it). Nothing happens when it was disabled already.
 */
export function createEndpointDisabler({
  db,
  audit,
  outbox,
}: {
  db: Db;
  audit: AuditRecorder;
  outbox: Outbox;
}) {
  return async (endpointId: string, reason: WebhookDisabledReason): Promise<void> => {
    const disabled = await db.transaction(async (tx) => {
      if (!(await disableEndpoint(tx, endpointId, reason))) return false;
      await queueDisabledNotices(outbox, tx, { endpointId, reason });
      await audit.append(
        tx,
        { actor: null, ip: null },
        { action: 'webhook.disable', targetType: 'webhook', targetId: endpointId, details: { reason } },
      );
      return true;
    });
    if (disabled) outbox.wake();
  };
}
