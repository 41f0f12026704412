import { asc, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LineLog } from '../../lib/line-log.ts';
import { auditLog } from '../../db/schema.ts';
import { lockChain } from './append.ts';
import { GENESIS_HASH, newLink } from './chain.ts';
import { verifyChain } from './verify.ts';
import { chainedContentColumns } from './verify.ts';

const BATCH = 2_000;

/**
 * Entries written before migration 0036 chained their personal fields as themselves, so an erasure
 * could not rewrite them without breaking the chain. Once, on the first start after 0036, the whole
 * chain is checked as it stands and, only when it holds, written again with personal digests, from
 * the first entry on (every later hash changes with the first). A broken chain is left as it is, so
 * verification goes on showing where it broke. Under the append lock: no entry is appended meanwhile,
 * and two instances starting together re-chain once.
 */
export async function upgradeChain(db: Db, log: LineLog): Promise<void> {
  const [old] = await db
    .select({ seq: auditLog.seq })
    .from(auditLog)
    .where(isNull(auditLog.personalDigest))
    .limit(1);
  if (!old) return;
  await db.transaction(async (tx) => {
    await lockChain(tx);
    const [still] = await tx
      .select({ seq: auditLog.seq })
      .from(auditLog)
      .where(isNull(auditLog.personalDigest))
      .limit(1);
    if (!still) return;
    const verification = await verifyChain(tx);
    if (!verification.ok) {
      log.error(
        { firstBrokenSeq: verification.firstBrokenSeq },
        'audit chain broken: left as it is, not re-chained',
      );
      return;
    }
    // The table's owner (who migrates) may switch the append-only trigger off for this one rewrite.
    await tx.execute(sql`alter table ${auditLog} disable trigger audit_log_append_only`);
    let prevHash = GENESIS_HASH;
    for (let afterSeq = 0; ;) {
      const rows = await tx
        .select(chainedContentColumns)
        .from(auditLog)
        .where(gt(auditLog.seq, afterSeq))
        .orderBy(asc(auditLog.seq))
        .limit(BATCH);
      if (rows.length === 0) break;
      const links = rows.map((row) => {
        const link = newLink(prevHash, row);
        prevHash = link.hash;
        return sql`(${row.seq}::bigint, ${link.personalSalt}, ${link.personalDigest}, ${link.prevHash}, ${link.hash})`;
      });
      await tx.execute(sql`
        update ${auditLog} set personal_salt = v.salt, personal_digest = v.digest, prev_hash = v.prev, hash = v.hash
        from (values ${sql.join(links, sql`, `)}) as v(seq, salt, digest, prev, hash)
        where ${auditLog.seq} = v.seq`);
      afterSeq = rows.at(-1)!.seq;
    }
    await tx.execute(sql`alter table ${auditLog} enable trigger audit_log_append_only`);
    log.info(
      { entries: verification.entries },
      'audit chain re-chained with personal digests (migration 0036)',
    );
  });
}
