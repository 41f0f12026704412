import type { ApiKey, ApiKeyScope } from '@portal/shared';
import { and, desc, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema.ts';

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedFrom: apiKeys.lastUsedFrom,
  creatorId: users.id,
  creatorEmail: users.email,
};

type Row = Omit<ApiKey, 'createdBy' | 'createdAt' | 'expiresAt' | 'lastUsedAt'> & {
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  creatorId: string | null;
  creatorEmail: string | null;
};

function toApiKey({ creatorId, creatorEmail, createdAt, expiresAt, lastUsedAt, ...row }: Row): ApiKey {
  return {
    ...row,
    createdBy: creatorId && creatorEmail ? { id: creatorId, email: creatorEmail } : null,
    createdAt: createdAt.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
    lastUsedAt: lastUsedAt?.toISOString() ?? null,
  };
}

const withCreator = (db: Db) =>
  db.select(columns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy));

/** The keys not revoked, newest first (expired ones included: the screen says they expired). */
export async function listKeys(db: Db): Promise<ApiKey[]> {
  const rows = await withCreator(db).where(isNull(apiKeys.revokedAt)).orderBy(desc(apiKeys.createdAt));
  return rows.map(toApiKey);
}

export async function insertKey(
  tx: Db,
  key: { name: string; scopes: ApiKeyScope[]; keyHash: string; createdBy: string; expiresAt: Date | null },
): Promise<ApiKey> {
  const [{ id }] = (await tx.insert(apiKeys).values(key).returning({ id: apiKeys.id })) as [{ id: string }];
  const [row] = await withCreator(tx).where(eq(apiKeys.id, id));
  return toApiKey(row!);
}

/** Revokes a key not yet revoked, in one statement; false when there is none such. */
export async function revokeKey(tx: Db, id: string): Promise<boolean> {
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length === 1;
}

/** A key found by its hash, revoked or expired ones too: they answer with their own code. */
export async function findKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      lastUsedFrom: apiKeys.lastUsedFrom,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, keyHash));
  return row;
}

/**
 * Notes a use, unless one from the same address was noted less than `sinceMs` ago (in the same
 * statement, so instances racing write once): the audit log has every use, this column only needs
 * to be recent, and a write per request would churn the row of a busy key.
 */
export async function noteUse(db: Db, id: string, from: string, sinceMs: number): Promise<void> {
  const since = new Date(Date.now() - sinceMs);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date(), lastUsedFrom: from })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since), ne(apiKeys.lastUsedFrom, from)),
      ),
    );
}
