type Loggable = { name?: string; message?: string; code?: string; stack?: string; cause?: Loggable };

/**
 * An error as it may be logged. Drizzle's query errors carry the statement's parameters (a
 * submitted form's values) in their message and `params`; a database error's `detail` can quote a
 * value too. Only the kind of error, its code, the statement text and the stack frames are kept.
 */
export function errorForLog(error: unknown) {
  const e = (error ?? {}) as Loggable;
  const { cause } = e;
  return {
    type: e.name ?? typeof error,
    code: e.code ?? cause?.code,
    message: String(e.message ?? error).split('\nparams:')[0] ?? '',
    ...(cause && { cause: { type: cause.name, code: cause.code, message: cause.message } }),
    // Only the frames: the stack's head repeats the message, parameters included.
    stack: (e.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
