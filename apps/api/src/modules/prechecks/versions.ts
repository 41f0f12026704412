import type { PrecheckKind } from '@portal/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PRECHECK_OWNER, precheckVersions } from '../../db/schema.ts';

/** Answers as a submission body holds them: fields, and for the e-commerce form groups of fields. */
export type Answers = Record<string, unknown>;

/** A group of answers (or any JSON object): not a list, not null. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every answer by its path (`company`, `genInfo.genComp`): a group's answers one level down. */
function byPath(answers: Answers): Map<string, string> {
  const paths = new Map<string, string>();
  for (const [key, value] of Object.entries(answers)) {
    if (isRecord(value)) {
      for (const [field, answer] of Object.entries(value))
        paths.set(`${key}.${field}`, JSON.stringify(answer ?? null));
    } else paths.set(key, JSON.stringify(value ?? null));
  }
  return paths;
}

/** The paths whose answers differ between two versions, in the newer version's order then the dropped ones. */
export function changedFields(before: Answers, after: Answers): string[] {
  const old = byPath(before);
  const now = byPath(after);
  const changed = [...now]
    .filter(([path, value]) => (old.get(path) ?? 'null') !== value)
    .map(([path]) => path);
  const dropped = [...old]
    .filter(([path, value]) => !now.has(path) && value !== 'null')
    .map(([path]) => path);
  return [...changed, ...dropped];
}

/** Records the version an update made, with what it changed and the answers it replaced. */
export async function addVersion(
  tx: Db,
  kind: PrecheckKind,
  id: string,
  version: { version: number; changedFields: string[]; previousAnswers: Answers },
) {
  await tx.insert(precheckVersions).values({ ...version, [PRECHECK_OWNER[kind]]: id });
}

/** The answers of an earlier version (kept by the version after it), or undefined when there is none. */
export async function answersOfVersion(db: Db, kind: PrecheckKind, id: string, version: number) {
  const [row] = await db
    .select({ answers: precheckVersions.previousAnswers })
    .from(precheckVersions)
    .where(and(eq(precheckVersions[PRECHECK_OWNER[kind]], id), eq(precheckVersions.version, version + 1)));
  return row?.answers;
}

/** The versions past the first, oldest first. */
export const versionsOf = (db: Db, kind: PrecheckKind, id: string) =>
  db
    .select({
      version: precheckVersions.version,
      at: precheckVersions.at,
      changedFields: precheckVersions.changedFields,
    })
    .from(precheckVersions)
    .where(eq(precheckVersions[PRECHECK_OWNER[kind]], id))
    .orderBy(asc(precheckVersions.version));
