/**
 * What a job that runs both inside the server and from a command line logs through: the server's
 * logger fits it, and so does `lineLog`, which a command prints with.
 */
export type LineLog = {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
};

/** Writes each line (`message` and its facts as JSON) to standard error. */
export const lineLog: LineLog = {
  info: (facts, message) => process.stderr.write(`${message} ${JSON.stringify(facts)}\n`),
  warn: (facts, message) => process.stderr.write(`${message} ${JSON.stringify(facts)}\n`),
  error: (facts, message) => process.stderr.write(`${message} ${JSON.stringify(facts)}\n`),
};
