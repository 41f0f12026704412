import type { ApiKeyScope } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { hashOfKey, isWellFormed } from './key.ts';
import { findKeyByHash, noteUse } from './repository.ts';

/** An API key as a caller: what the audit log names and what its scopes let it call. */
export type KeyCaller = { id: string; name: string; scopes: ApiKeyScope[] };

/** What a presented key turned out to be; each refusal answers with its own code. */
export type KeyVerdict = { status: 'valid'; key: KeyCaller } | { status: 'unknown' | 'revoked' | 'expired' };

const NOTE_USE_EVERY_MS = 60_000;

/**
 * Looks every presented key up in the database, with no cache: a revocation is one committed row,
 * so it holds on every instance from the next request on (DESIGN §11), at the price of one indexed
 * read per call. A key with a wrong shape or checksum is refused before the database is asked.
 */
export function createKeyAuthenticator(db: Db) {
  return async (presented: string, from: string): Promise<KeyVerdict> => {
    if (!isWellFormed(presented)) return { status: 'unknown' };
    const row = await findKeyByHash(db, hashOfKey(presented));
    if (!row) return { status: 'unknown' };
    if (row.revokedAt) return { status: 'revoked' };
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
    const stale = !row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= NOTE_USE_EVERY_MS;
    if (stale || row.lastUsedFrom !== from) await noteUse(db, row.id, from, NOTE_USE_EVERY_MS);
    return { status: 'valid', key: { id: row.id, name: row.name, scopes: row.scopes } };
  };
}

export type KeyAuthenticator = ReturnType<typeof createKeyAuthenticator>;
