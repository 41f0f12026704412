/**
 * Errors that say the connection to PostgreSQL went away or could not be had (a restart, a failover, a
 * PgBouncer restart, `pg_terminate_backend`, too many connections) rather than that the statement was
 * wrong. Such a request may succeed a moment later, so it is answered 503 + Retry-After, never 500.
 */
const TRANSIENT_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

const TRANSIENT_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

const TRANSIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|is not currently accepting connections/i;

export function isTransientDatabaseError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (TRANSIENT_SQLSTATES.has(code) || TRANSIENT_NODE_CODES.has(code)))
      return true;
    if (typeof message === 'string' && TRANSIENT_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}
