import type { Database, SessionQuery } from '../client.ts';
import {
  rowCounts,
  schemaVersion,
  sequenceStates,
  TABLES_IN_DEPENDENCY_ORDER,
  useCanonicalText,
} from '../tables.ts';

/**
 * Rows read and written at a time: one statement each way per batch. A pre-check's text is a few KB
 * at most, so a batch stays a few MB in memory.
 */
const BATCH_ROWS = 2_000;

/** A copy the target cannot take: said to the operator as it is, nothing written. */
export class CopyRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefusedError';
  }
}

/** Reports the rows copied of one table, given its name and rows to copy. */
export type TableProgress = (table: string, rows: number) => (done: number) => void;

/** The columns a copy writes: generated ones (the search texts) the target computes from the others. */
async function writableColumns(query: SessionQuery, table: string): Promise<string> {
  const { rows } = await query(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [`"${table}"`],
  );
  return rows.map((row) => `"${String(row.name)}"`).join(', ');
}

/**
 * Reads a table through a cursor, `BATCH_ROWS` rows at a time, each row as its text, and writes each
 * batch while the next is read. A row's text is read back through the table's row type, every value
 * by its own type: the one round trip that keeps every value exactly, and in which the databases'
 * own code does the work rather than JavaScript.
 */
async function copyTable(
  source: SessionQuery,
  target: SessionQuery,
  table: string,
  progress: (done: number) => void,
) {
  const columns = await writableColumns(source, table);
  const insert = `insert into "${table}" (${columns}) overriding system value select ${columns} from unnest($1::"${table}"[])`;
  await source(`declare copied_rows no scroll cursor for select t::text as row from "${table}" t`);
  const read = async () => (await source(`fetch ${BATCH_ROWS} from copied_rows`)).rows.map((r) => r.row);
  let done = 0;
  progress(done);
  for (let batch = await read(); batch.length > 0;) {
    const [, next] = await Promise.all([target(insert, [batch]), read()]);
    done += batch.length;
    progress(done);
    batch = next;
  }
  await source('close copied_rows');
}

async function refuseUnfitTarget(source: SessionQuery, target: SessionQuery) {
  const [from, to] = [await schemaVersion(source), await schemaVersion(target)];
  if (from !== to) {
    throw new CopyRefusedError(
      `the schemas differ after migrating: the target's is at version ${to}, the embedded database's at ${from}; ` +
        'copy into a new, empty database with the portal version that wrote the newer one',
    );
  }
  const filled = Object.entries(await rowCounts(target)).filter(([, rows]) => rows > 0);
  if (filled.length > 0) {
    throw new CopyRefusedError(
      `the target holds data (${filled.map(([table, rows]) => `${table}: ${rows}`).join(', ')}): ` +
        'db:copy only fills an empty database; create a new one',
    );
  }
}

/**
 * Copies every table of the embedded database into an empty, migrated PostgreSQL database, parents
 * before children, then sets each sequence where the source's stands: ids, references, timestamps
 * and the audit chain arrive as they were. The target writes in one transaction (a failed copy
 * leaves it empty) as a replica: no trigger fires, so the pre-check counters are copied rather than
 * counted twice, and foreign keys were checked where the rows came from. The source is read in one
 * snapshot.
 */
export async function copyDatabase(source: Database, target: Database, progress: TableProgress) {
  await source.withSession((from) =>
    target.withSession(async (to) => {
      await to('begin');
      await from('begin isolation level repeatable read read only');
      try {
        await refuseUnfitTarget(from, to);
        await to('set local session_replication_role = replica');
        await useCanonicalText(from);
        const rows = await rowCounts(from);
        for (const table of TABLES_IN_DEPENDENCY_ORDER) {
          await copyTable(from, to, table, progress(table, rows[table] ?? 0));
        }
        for (const [name, state] of Object.entries(await sequenceStates(from))) {
          await to('select setval($1::regclass, $2::bigint, $3)', [
            `"${name}"`,
            state.lastValue,
            state.isCalled,
          ]);
        }
        await to('commit');
      } catch (error) {
        await to('rollback').catch(() => undefined);
        throw error;
      } finally {
        await from('rollback').catch(() => undefined);
      }
    }),
  );
  // Fresh statistics for the planner and the visibility map that index-only scans need (the seed
  // does the same after a bulk load).
  await target.withSession((to) => to('vacuum analyze'));
}
