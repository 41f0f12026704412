import type { ApiKeyCreate, ApiKeyCreated, AuditPerson } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import { type SecondFactor, stepUp } from '../second-factor/index.ts';
import { hashOfKey, newApiKey } from './key.ts';
import * as repo from './repository.ts';

type NewKey = Omit<ApiKeyCreate, 'scopes'> & { scopes: ApiKeyCreated['scopes'] };

/** The admins' management of API keys: list, create (with a fresh authenticator code), revoke. */
export function createApiKeysService(db: Db, secondFactor: SecondFactor, audit: AuditRecorder) {
  return {
    list: async () => ({ items: await repo.listKeys(db) }),

    /**
     * A key at the request of the admin who is `source.actor`, only with a fresh code of their authenticator app (a step-up: a
     * session left open must not be enough to mint a credential that outlives it). The code, the key
     * and its audit entry are one transaction; the key is in this answer and nowhere else.
     */
    async create({ code, name, scopes, expiresAt }: NewKey, source: AuditSource & { actor: AuditPerson }) {
      const { actor } = source;
      let created: ApiKeyCreated | undefined;
      await stepUp(db, audit, { actor, source, field: 'code' }, async (tx) => {
        const result = await secondFactor.tryCode(tx, actor.id, code, false);
        if (result !== 'taken') return result;
        const key = newApiKey();
        const stored = await repo.insertKey(tx, {
          name,
          scopes,
          keyHash: hashOfKey(key),
          createdBy: actor.id,
          expiresAt: expiresAt ? new Date(expiresAt) : null,
        });
        await audit.append(tx, source, {
          action: 'api-key.create',
          targetType: 'api-key',
          targetId: stored.id,
          details: { name, scopes: scopes.join(' ') },
        });
        created = { ...stored, key };
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
