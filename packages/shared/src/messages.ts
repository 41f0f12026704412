/**
 * A schema's message is a catalogue key ("validation.tooLong"). Where the text needs a value of the
 * rule, such as the length limit, the value travels after the key like a query string
 * ("validation.tooLong?max=200"), so the browser and the API translate it alike from one string.
 */
export function messageWith(key: string, values: Record<string, string | number>): string {
  const query = new URLSearchParams(
    Object.entries(values).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return `${key}?${query.toString()}`;
}

/** The key and the values of a message made by `messageWith` (a plain key has none). */
export function parseMessage(message: string): { key: string; values: Record<string, string> } {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, values: {} };
  return {
    key: message.slice(0, at),
    values: Object.fromEntries(new URLSearchParams(message.slice(at + 1))),
  };
}

/** "This value is too long (at most 200 characters)". */
export const tooLong = (max: number) => messageWith('validation.tooLong', { max });
