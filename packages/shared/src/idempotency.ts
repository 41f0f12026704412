/**
 * The request header that makes a create safe to retry (DESIGN §10): a UUID the client draws once per
 * thing it means to create and sends with every try.
 *
 * Only the names here, no zod: the public forms' first load sends the header, and a schema built at
 * this module's top level would bring zod (~22 KiB brotli) into that load with it. The schema the
 * server checks the header with is in idempotency-headers.ts.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer sent again for a key already used, instead of a new record. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
