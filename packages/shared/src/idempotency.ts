import { z } from 'zod';

/**
 * The request header that makes a create safe to retry (DESIGN §10): a UUID the client draws once per
 * thing it means to create and sends with every try.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer sent again for a key already used, instead of a new record. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** The headers of a creating POST; every other header passes through untouched. */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER.toLowerCase()]: z
    .uuid()
    .optional()
    .meta({
      description:
        'A UUID drawn once per record to create and sent with every retry: the same key and body within 24 hours ' +
        'answer the first answer again (`Idempotent-Replayed: true`) and create nothing.',
    }),
});
