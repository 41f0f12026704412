import type { ApiKeyCreate, ApiKeyCreated, AuditPerson } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import type { SecondFactor } from '../second-factor/index.ts';
import { type SecurityNotices, stepUp } from '../auth/index.ts';
import { hashOfKey, newApiKey } from './key.ts';
import * as repo from './repository.ts';

type NewKey = Omit<ApiKeyCreate, 'scopes'> & { scopes: ApiKeyCreated['scopes'] };

/**
 * A key's expiry is required, and at most `maxTtlMs` ahead (`API_KEY_MAX_TTL`): a key forgotten in an
 * old integration stops working by itself.
 */
function checkExpiry(expiresAt: string, maxTtlMs: number): void {
  if (Date.parse(expiresAt) - Date.now() <= maxTtlMs) return;
  throw new AppError('validation_failed', {
    fieldErrors: [{ path: 'expiresAt', code: 'invalid', message: 'validation.expiryTooFar' }],
  });
}

/** The admins' management of API keys: list, create (after a step-up), revoke. */
export function createApiKeysService(
  db: Db,
  secondFactor: SecondFactor,
  audit: AuditRecorder,
  notices: SecurityNotices,
  maxTtlMs: number,
) {
  async function insert(
    tx: Db,
    { name, scopes, expiresAt }: Omit<NewKey, 'code'>,
    source: AuditSource & { actor: AuditPerson },
  ): Promise<ApiKeyCreated> {
    const key = newApiKey();
    const stored = await repo.insertKey(tx, {
      name,
      scopes,
      keyHash: hashOfKey(key),
      createdBy: source.actor.id,
      expiresAt: new Date(expiresAt),
    });
    await audit.append(tx, source, {
      action: 'api-key.create',
      targetType: 'api-key',
      targetId: stored.id,
      details: { name, scopes: scopes.join(' ') },
    });
    await notices.queue(tx, { what: 'api-key', name, scopes }, source.actor.id);
    return { ...stored, key };
  }

  return {
    list: async () => ({ items: await repo.listKeys(db) }),

    /**
     * A key at the request of the admin who is `source.actor`: with `code`, a fresh code of their
     * authenticator app judged here (a step-up of its own); without, the route has checked the
     * session's step-up (DESIGN §14). The key and its audit entry are one transaction; the key is in
     * this answer and nowhere else.
     */
    async create({ code, ...key }: NewKey, source: AuditSource & { actor: AuditPerson }) {
      const { actor } = source;
      checkExpiry(key.expiresAt, maxTtlMs);
      if (code === undefined) return db.transaction((tx) => insert(tx, key, source));
      let created: ApiKeyCreated | undefined;
      await stepUp(db, audit, { actor, source, field: 'code' }, async (tx) => {
        const result = await secondFactor.tryCode(tx, actor.id, code, false);
        if (result === 'taken') created = await insert(tx, key, source);
        return result;
      });
      return created!;
    },

    revoke: (id: string, source: AuditSource) =>
      audit.within(source, { action: 'api-key.revoke', targetType: 'api-key', targetId: id }, async (tx) => {
        if (!(await repo.revokeKey(tx, id))) throw notFound();
      }),
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
