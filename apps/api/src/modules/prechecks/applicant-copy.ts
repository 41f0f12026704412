import { timingSafeEqual } from 'node:crypto';
import type { PrecheckKind } from '@portal/shared';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { copyGrants } from '../../db/schema.ts';
import { keyedHash } from '../../lib/crypto/derive-key.ts';

/** An anonymous applicant's copy link (DESIGN §11): three downloads within 15 minutes. */
export const COPY_DOWNLOADS = 3;
export const COPY_MINUTES = 15;

type Copy = { kind: PrecheckKind; id: string };

/**
 * The copy links of anonymous submissions. The token is an HMAC of the record (kind and id) under a
 * key of its own, so it names that one record and needs no storage: a replayed submission answers the
 * same token, and the database holds only the allowance. A token is worth nothing past its
 * allowance, which is spent in one statement, so many downloads at once get exactly three PDFs.
 */
export function createApplicantCopies(db: Db, key: Buffer) {
  const tokenOf = ({ kind, id }: Copy) => keyedHash(key, `copy:${kind}:${id}`);

  return {
    /** Allows `COPY_DOWNLOADS` downloads on `tx`, the submission's transaction; answers the token. */
    async grant(tx: Db, copy: Copy): Promise<string> {
      await tx.insert(copyGrants).values({
        kind: copy.kind,
        precheckId: copy.id,
        usesLeft: COPY_DOWNLOADS,
        expiresAt: sql`now() + make_interval(mins => ${COPY_MINUTES})`,
      });
      return tokenOf(copy);
    },

    /** Spends one download of `copy` if `token` is its token and its allowance lasts. */
    async spend(copy: Copy, token: string): Promise<boolean> {
      const expected = Buffer.from(tokenOf(copy));
      const given = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const spent = await db
        .update(copyGrants)
        .set({ usesLeft: sql`${copyGrants.usesLeft} - 1` })
        .where(
          and(
            eq(copyGrants.kind, copy.kind),
            eq(copyGrants.precheckId, copy.id),
            gt(copyGrants.usesLeft, 0),
            sql`${copyGrants.expiresAt} > now()`,
          ),
        )
        .returning({ usesLeft: copyGrants.usesLeft });
      return spent.length === 1;
    },

    /** Allowances past their time are of no use: removed hourly. */
    async prune(): Promise<void> {
      await db.delete(copyGrants).where(lt(copyGrants.expiresAt, sql`now()`));
    },
  };
}

export type ApplicantCopies = ReturnType<typeof createApplicantCopies>;
