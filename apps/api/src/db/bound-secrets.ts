import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bindSecret, SecretUnreadable } from '../lib/crypto/secrets.ts';
import type { LineLog } from '../lib/line-log.ts';
import { type Db, selectRows } from './client.ts';

/** Where a secret of `column` in the row `id` is stored: what its encryption is bound to. */
export const placeOf = (column: PgColumn, id: string) => `${getTableName(column.table)}:${column.name}:${id}`;

const BATCH = 1_000;

/**
 * Binds the secrets of `column` (encrypted under `key`) that are still in the form from before
 * secrets were bound to their row, each to its own; a module runs it as it starts, before it serves.
 * One transaction: a crash leaves every secret as it was, for the next start to bind. Instances that
 * start together take turns (a lock of the column's), and the one after finds nothing left to bind;
 * each row is written only while it still holds what was read, so a secret replaced meanwhile is never
 * overwritten. One that does not decrypt is left as it is, and logged.
 *
 * Nothing in the database can tell a secret of the old form that an instance of the version before
 * wrote from one copied in from another row by someone with write access (out of a snapshot taken
 * before the upgrade): both are bound where they stand. The binding holds against ciphertexts of the
 * bound form, which are all a database holds once every instance runs this version.
 */
export async function bindSecrets(db: Db, column: PgColumn, key: Buffer, log: LineLog): Promise<void> {
  const table = column.table;
  const id = getTableColumns(table).id!;
  const name = `${getTableName(table)}.${column.name}`;
  const unbound = (after: string | null) => sql`
    select ${id}::text as id, ${column} as stored from ${table}
    where ${column} like 'v1:%' ${after === null ? sql`` : sql`and ${id} > ${after}`}
    order by ${id} limit ${BATCH}`;
  if ((await selectRows(db, unbound(null))).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bind-secrets:${name}`}, 0))`);
    let bound = 0;
    for (let after: string | null = null; ;) {
      const rows: { id: string; stored: string }[] = await selectRows(tx, unbound(after));
      if (rows.length === 0) break;
      const rebound = rows.flatMap(({ id: rowId, stored }) => {
        const place = placeOf(column, rowId);
        try {
          return [sql`(${rowId}::uuid, ${stored}, ${bindSecret(key, stored, place)})`];
        } catch (error) {
          if (!(error instanceof SecretUnreadable)) throw error;
          log.error({ secret: place }, 'secret left unbound: it does not decrypt under this APP_SECRET');
          return [];
        }
      });
      if (rebound.length > 0) {
        await tx.execute(sql`
          update ${table} set ${sql.identifier(column.name)} = v.rebound
          from (values ${sql.join(rebound, sql`, `)}) as v(id, stored, rebound)
          where ${id} = v.id and ${column} = v.stored`);
      }
      bound += rebound.length;
      after = rows.at(-1)!.id;
    }
    log.info({ column: name, secrets: bound }, 'secrets bound to their rows');
  });
}
