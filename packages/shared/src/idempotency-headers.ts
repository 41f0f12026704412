import { z } from './zod.ts';
import { IDEMPOTENCY_HEADER } from './idempotency.ts';

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
