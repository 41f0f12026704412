import { sql } from 'drizzle-orm';

/** `ms` before now, as the database's clock reads it (every instance shares it, unlike their own). */
export const msAgo = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/** `ms` after now, as the database's clock reads it. */
export const msAhead = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;
