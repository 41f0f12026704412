import type { Database } from '../client.ts';
import { rowCounts, type SequenceState, sequenceStates, tableChecksums } from '../tables.ts';

/** What a copy must keep: the rows and a checksum of each table, and where each sequence stands. */
export type Census = {
  rows: Record<string, number>;
  checksums: Record<string, string>;
  sequences: Record<string, SequenceState>;
};

export async function takeCensus(database: Database): Promise<Census> {
  return database.withSession(async (query) => ({
    rows: await rowCounts(query),
    checksums: await tableChecksums(query),
    sequences: await sequenceStates(query),
  }));
}

/** Where the target differs from the source, one line each; none when the copy is faithful. */
export function censusDifferences(source: Census, target: Census): string[] {
  const differences: string[] = [];
  for (const [table, rows] of Object.entries(source.rows)) {
    if (target.rows[table] !== rows) {
      differences.push(`${table}: ${rows} rows in the source, ${target.rows[table] ?? 0} in the target`);
    } else if (target.checksums[table] !== source.checksums[table]) {
      differences.push(
        `${table}: the checksums differ (${source.checksums[table]}, ${target.checksums[table]})`,
      );
    }
  }
  for (const [name, state] of Object.entries(source.sequences)) {
    const copied = target.sequences[name];
    if (copied?.lastValue !== state.lastValue || copied.isCalled !== state.isCalled) {
      differences.push(
        `sequence ${name}: at ${state.lastValue} in the source, ${copied?.lastValue ?? 'missing'} in the target`,
      );
    }
  }
  return differences;
}
