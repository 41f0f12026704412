import { z } from './zod.ts';

/** The headers of an update (DESIGN §10): it names the version it was made on; others pass through. */
export const ifMatchHeadersSchema = z.looseObject({
  'if-match': z.string().optional().meta({ description: 'The `ETag` the record was read with; required' }),
});
