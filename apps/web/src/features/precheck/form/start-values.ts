/**
 * A form's values made from answers as stored (an applicant's update, DESIGN §12): every question the
 * empty form has, answered as sent, amounts as text the way the form holds them ("12.5" reads the
 * same in every language, plain-amounts.ts), unanswered ones as the empty form has them. A group of
 * questions (the e-commerce form's) is filled the same way, one level down.
 */
export function startValues<TValues extends Record<string, unknown>>(
  defaults: TValues,
  answers: unknown,
): TValues {
  const given = (typeof answers === 'object' && answers !== null ? answers : {}) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [name, empty] of Object.entries(defaults)) {
    const answer = given[name];
    if (typeof empty === 'object' && empty !== null && !Array.isArray(empty)) {
      values[name] = startValues(empty as Record<string, unknown>, answer);
    } else if (answer === undefined || answer === null) {
      values[name] = empty;
    } else {
      values[name] = typeof answer === 'number' ? String(answer) : answer;
    }
  }
  return values as TValues;
}
