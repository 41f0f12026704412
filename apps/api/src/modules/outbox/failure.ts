/** A delivery that must not be tried again as it is (thrown by a `Delivery`). */
export class PermanentFailure extends Error {}

/** Network failures that say nothing about the message: the next try may well pass. */
const TEMPORARY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // nodemailer's own: no connection, a broken socket, a DNS failure, no greeting in time.
  'ECONNECTION',
  'ESOCKET',
  'EDNS',
  'ETIMEOUT',
  'EPROTOCOL',
]);

/** What the Outgoing screen keeps of a failure: the server's reply, never more than this. */
const MAX_REASON = 500;

type Described = { permanent: boolean; reason: string };

/**
 * Whether a failed send is worth retrying, and why it failed in the receiver's words. SMTP says it
 * itself: a 4xx reply is temporary ("try again later", greylisting, a full mailbox queue), a 5xx one
 * permanent (no such user, refused). Network failures are temporary; so is anything unforeseen, which
 * its 24 hours of retries then end.
 */
export function describeFailure(error: unknown): Described {
  const { responseCode, response, code, message } = (error ?? {}) as {
    responseCode?: unknown;
    response?: unknown;
    code?: unknown;
    message?: unknown;
  };
  const text =
    typeof response === 'string' ? response : typeof message === 'string' ? message : String(error);
  const reason = text.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON);
  if (error instanceof PermanentFailure) return { permanent: true, reason };
  if (typeof responseCode === 'number') return { permanent: responseCode >= 500, reason };
  if (typeof code === 'string' && TEMPORARY_CODES.has(code))
    return { permanent: false, reason: `${code}: ${reason}` };
  return { permanent: false, reason };
}
