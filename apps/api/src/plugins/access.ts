import { createHash, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyScope, isStaffRole, type Role, STAFF_ROLES } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, notFound, tooManyRequests, unauthorized } from '../lib/app-error.ts';
import { addressKey } from '../lib/rate-limit/address-key.ts';
import type { AuthenticatedUser, Reader } from './caller.ts';
import type { Policy } from '../lib/rate-limit/rate-limit-fields.ts';
import { spend } from './rate-limit.ts';

/** An API key as a caller: what the audit log names and what its scopes let it call. */
export type KeyCaller = { id: string; name: string; scopes: ApiKeyScope[] };

/**
 * What a presented key turned out to be. Every refusal answers the same 401 (DESIGN §14): a caller
 * learns nothing of which keys exist; the audit log and the metrics keep the difference.
 */
export type KeyVerdict =
  | { status: 'valid'; key: KeyCaller }
  | { status: 'unknown' }
  | { status: 'revoked' | 'expired'; keyId: string };

export type KeyRefusal = Exclude<KeyVerdict, { status: 'valid' }>;

/**
 * What the API keys' module lends this plugin: how a presented key is judged, and how a call it let
 * in, or a key it refused, is recorded.
 */
export type KeyAccess = {
  authenticate(presented: string, from: string): Promise<KeyVerdict>;
  recordUse(request: FastifyRequest, key: KeyCaller): Promise<void>;
  recordRefusal(request: FastifyRequest, refusal: KeyRefusal): Promise<void>;
};

/**
 * Wrong keys one address (an IPv6 client's /64) may present per quarter-hour; beyond, every key from
 * there, right or wrong, answers 429 until the window ends.
 */
export const KEY_FAILURES_PER_ADDRESS: Policy = {
  name: 'key-failures',
  limit: { max: 30, windowMs: 15 * 60_000 },
};

/**
 * Who may call a route, declared on every API route as `config.access`:
 * - public: anyone, the token is not looked at;
 * - optional: anyone, a valid token identifies the caller (a broken one is refused);
 * - user: any signed-in user; admin / reviewer / merchant: exactly that role;
 * - staff: an admin or a reviewer, the team that reviews pre-checks (DESIGN §12);
 * - user-or-link: any signed-in user, or a caller holding a capability link (`?copy=`, an anonymous
 *   applicant's copy), which the route itself checks; without either, 401;
 * - metrics: a scraper with `METRICS_TOKEN` as its bearer token (no person, no API key); without one,
 *   or with another, 401; 404 while `METRICS_TOKEN` is unset (DESIGN §11).
 */
export type Access = 'public' | 'optional' | 'user' | 'user-or-link' | 'metrics' | 'staff' | Role;

/**
 * `token`: a person's or key's token is ignored, optional or required, or the token must be the
 * metrics token. `roles`: the roles a signed-in caller must hold one of (null: any).
 * `link`: the query parameter that may stand in for a token (the route judges its value).
 */
export type AccessRule = {
  token: 'ignored' | 'optional' | 'required' | 'metrics';
  roles: readonly Role[] | null;
  link?: string;
};

/**
 * What each declaration asks of a caller: whether a bearer token is looked at, and which role it must
 * carry. The access hook enforces this table and the API document is written from it, so the two
 * cannot disagree.
 */
export const ACCESS_RULES: Record<Access, AccessRule> = {
  public: { token: 'ignored', roles: null },
  optional: { token: 'optional', roles: null },
  user: { token: 'required', roles: null },
  'user-or-link': { token: 'optional', roles: null, link: 'copy' },
  metrics: { token: 'metrics', roles: null },
  staff: { token: 'required', roles: STAFF_ROLES },
  admin: { token: 'required', roles: ['admin'] },
  reviewer: { token: 'required', roles: ['reviewer'] },
  merchant: { token: 'required', roles: ['merchant'] },
};

export type RouteAccess = { method: string; url: string; access: Access; keyScope?: ApiKeyScope };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The scope an API key needs to call the route; without one no key may call it (users, keys,
     * webhooks, the audit log, second factors and sign-in never declare one).
     */
    keyScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    /** The signed-in person; null for an anonymous caller and for an API key. */
    user: AuthenticatedUser | null;
    /** The API key the request came with, once the access hook admitted it. */
    apiKey: KeyCaller | null;
  }
  interface FastifyInstance {
    routeAccess: RouteAccess[];
    /** Who a bearer token belongs to: the auth module provides it. */
    authenticate: Authenticate;
    /** Whether an API key may call: the api-keys module provides it. */
    keyAccess: KeyAccess;
    /** Whether a session proved its second factor lately (DESIGN §14): the auth module provides it. */
    steppedUp: (jti: string) => Promise<boolean>;
    /** Refuses unless a session may add a lasting credential (DESIGN §14): the auth module provides it. */
    freshProof: (user: { id: string; jti: string }) => Promise<void>;
  }
}

export type Authenticate = (token: string) => Promise<AuthenticatedUser | null>;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The signed-in user of a route that requires one (set by the access hook). */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Refuses a grave action (DESIGN §14) unless the caller's session stepped up within the last minutes:
 * a stolen token alone must not mint lasting access or a stream of applicants' data.
 */
export async function requireStepUp(request: FastifyRequest): Promise<void> {
  const { jti } = requireUser(request);
  if (!(await request.server.steppedUp(jti))) throw new AppError('step_up_required');
}

/**
 * Refuses a new credential that outlives the session (a passkey, an authenticator app) unless the
 * caller stepped up lately, or, for an account with nothing to step up with, signed in lately
 * (403 `sign_in_again`): a token stolen later cannot plant one.
 */
export async function requireFreshProof(request: FastifyRequest): Promise<void> {
  const { id, jti } = requireUser(request);
  await request.server.freshProof({ id, jti });
}

/** Who reads a record on a route a key may call too: the signed-in user, or the key (every record). */
export function requireReader(request: FastifyRequest): Reader {
  const { apiKey } = request;
  if (apiKey) return { id: apiKey.id, seesAll: true, label: apiKey.name };
  const user = requireUser(request);
  return { id: user.id, seesAll: isStaffRole(user.role), label: user.email };
}

/** Whom budgets and idempotency keys count for: `user:<id>`, `key:<id>`, or null for anonymous callers. */
export function callerOf(request: FastifyRequest): string | null {
  if (request.user) return `user:${request.user.id}`;
  return request.apiKey && `key:${request.apiKey.id}`;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `presented` is the metrics token, in time that does not depend on where they differ: both
 * are hashed first, so the comparison is of equal lengths whatever was sent.
 */
function isMetricsToken(presented: string | undefined, metricsToken: string): boolean {
  return presented !== undefined && timingSafeEqual(digest(presented), digest(metricsToken));
}

async function accessPlugin(
  app: FastifyInstance,
  options: {
    keyRequestsPerMinute: number;
    /** The bearer token of routes declared `metrics`; unset, they answer 404. */
    metricsToken?: string | undefined;
  },
) {
  app.decorate('routeAccess', [] as RouteAccess[]);
  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);
  const keyRequests: Policy = {
    name: 'key-requests',
    limit: { max: options.keyRequestsPerMinute, windowMs: 60_000 },
  };

  /**
   * A key's request (DESIGN §11): the key must be known, live, allowed on the route and within its
   * rate; then the call is in the audit log, with the key as actor, before the route runs. Wrong keys
   * count against the caller's address, which is asked first, so a spent budget refuses right and
   * wrong keys alike and tells nothing.
   */
  async function admitKey(request: FastifyRequest, reply: FastifyReply, presented: string) {
    const failures = `${KEY_FAILURES_PER_ADDRESS.name}:ip:${addressKey(request.ip)}`;
    const room = await app.rateLimiter.peek(failures, KEY_FAILURES_PER_ADDRESS.limit);
    if (!room.allowed) throw tooManyRequests(room.retryAfterSeconds, KEY_FAILURES_PER_ADDRESS);
    const verdict = await app.keyAccess.authenticate(presented, request.ip);
    if (verdict.status !== 'valid') {
      await app.rateLimiter.hit(failures, KEY_FAILURES_PER_ADDRESS.limit);
      await app.keyAccess.recordRefusal(request, verdict);
      throw unauthorized();
    }
    const { key } = verdict;
    const scope = request.routeOptions.config.keyScope;
    if (!scope) throw forbidden();
    if (!key.scopes.includes(scope)) throw new AppError('insufficient_scope');
    request.apiKey = key;
    await spend(request, reply, keyRequests, `requests:key:${key.id}`);
    await app.keyAccess.recordUse(request, key);
  }

  // A route without a declaration does not start: forgetting one must fail loudly, never open a hole.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    const keyScope = route.config?.keyScope;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD')
        app.routeAccess.push({ method, url: route.url, access, ...(keyScope && { keyScope }) });
  });

  // Who checks tokens and keys is registered after this plugin, which must see every route: they are
  // looked up per request, and missing ones stop the start.
  app.addHook('onReady', async () => {
    for (const provider of ['authenticate', 'keyAccess', 'steppedUp', 'freshProof'])
      if (!app.hasDecorator(provider)) throw new Error(`No module provides ${provider}`);
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const rule = ACCESS_RULES[access];
    if (rule.token === 'ignored') return;
    const token = bearerToken(request);
    if (rule.token === 'metrics') {
      if (!options.metricsToken) throw notFound();
      if (!isMetricsToken(token, options.metricsToken)) throw unauthorized();
      return;
    }
    if (!token) {
      const query = request.query as Record<string, unknown>;
      if (rule.token === 'optional' && (!rule.link || query[rule.link])) return;
      throw unauthorized();
    }
    if (token.startsWith(API_KEY_PREFIX)) return admitKey(request, reply, token);
    const user = await app.authenticate(token);
    if (!user) throw unauthorized();
    request.user = user;
    if (rule.roles && !rule.roles.includes(user.role)) throw forbidden();
  });
}

export default fp(accessPlugin, { name: 'access' });
