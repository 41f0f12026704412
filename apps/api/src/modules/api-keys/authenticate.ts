import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { KeyAccess, KeyCaller, KeyRefusal, KeyVerdict } from '../../plugins/access.ts';
import { type AuditRecorder, auditSource } from '../audit/index.ts';
import { hashOfKey, isWellFormed } from './key.ts';
import { findKeyByHash, noteUse } from './repository.ts';

const NOTE_USE_EVERY_MS = 60_000;

/**
 * Looks every presented key up in the database, with no cache: a revocation is one committed row,
 * so it holds on every instance from the next request on (DESIGN §11), at the price of one indexed
 * read per call. A key with a wrong shape or checksum is refused before the database is asked.
 */
function createKeyAuthenticator(db: Db) {
  return async (presented: string, from: string): Promise<KeyVerdict> => {
    if (!isWellFormed(presented)) return { status: 'unknown' };
    const row = await findKeyByHash(db, hashOfKey(presented));
    if (!row) return { status: 'unknown' };
    if (row.revokedAt) return { status: 'revoked', keyId: row.id };
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return { status: 'expired', keyId: row.id };
    const stale = !row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= NOTE_USE_EVERY_MS;
    if (stale || row.lastUsedFrom !== from) await noteUse(db, row.id, from, NOTE_USE_EVERY_MS);
    return { status: 'valid', key: { id: row.id, name: row.name, scopes: row.scopes } };
  };
}

/**
 * Keys as the access plugin admits them: judged on every call, each call they make recorded, and each
 * refusal counted by why (`refused`, the metrics' counter). A revoked or expired key is also in the
 * audit log, against the key; an unknown one has nothing to name.
 */
export function createKeyAccess(
  db: Db,
  audit: AuditRecorder,
  refused?: (reason: KeyRefusal['status']) => void,
): KeyAccess {
  return {
    authenticate: createKeyAuthenticator(db),
    recordUse: (request: FastifyRequest, key: KeyCaller) =>
      audit.record(auditSource(request), {
        action: 'api-key.use',
        targetType: 'api-key',
        targetId: key.id,
        details: { method: request.method, route: request.routeOptions.url ?? '' },
      }),
    async recordRefusal(request: FastifyRequest, refusal: KeyRefusal) {
      refused?.(refusal.status);
      if (refusal.status === 'unknown') return;
      await audit.record(auditSource(request), {
        action: 'api-key.refused',
        targetType: 'api-key',
        targetId: refusal.keyId,
        details: { reason: refusal.status, method: request.method, route: request.routeOptions.url ?? '' },
      });
    },
  };
}
