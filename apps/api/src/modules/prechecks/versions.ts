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
