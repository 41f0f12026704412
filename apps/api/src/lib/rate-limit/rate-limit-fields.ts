/** A budget: at most `max` calls per window of `windowMs`. */
export type Limit = { max: number; windowMs: number };

/** A named budget, as the `RateLimit-Policy` and `RateLimit` fields of an answer name it. */
export type Policy = { name: string; limit: Limit };

/**
 * The IETF httpapi ratelimit fields (draft-ietf-httpapi-ratelimit-headers): the budget (`q` requests
 * per `w` seconds) and what is left of it (`r` requests for the next `t` seconds).
 */
export function rateLimitFields({ name, limit }: Policy, remaining: number, resetSeconds: number) {
  return {
    'ratelimit-policy': `"${name}";q=${limit.max};w=${Math.ceil(limit.windowMs / 1000)}`,
    ratelimit: `"${name}";r=${Math.max(0, remaining)};t=${resetSeconds}`,
  };
}
