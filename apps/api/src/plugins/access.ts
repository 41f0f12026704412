import type { Role } from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import type { AuthenticatedUser } from '../lib/ownership.ts';

/**
 * Who may call a route, declared on every API route as `config.access`:
 * - public: anyone, the token is not looked at;
 * - optional: anyone, a valid token identifies the caller (a broken one is refused);
 * - user: any signed-in user; admin / merchant: exactly that role;
 * - user-or-link: any signed-in user, or a caller holding a capability link (`?copy=`, an anonymous
 *   applicant's copy), which the route itself checks; without either, 401.
 */
export type Access = 'public' | 'optional' | 'user' | 'user-or-link' | Role;

/** `link`: the query parameter that may stand in for a token (the route judges its value). */
export type AccessRule = { token: 'ignored' | 'optional' | 'required'; role: Role | null; link?: string };

/**
 * What each declaration asks of a caller: whether a bearer token is looked at, and which role it must
 * carry. The access hook enforces this table and the API document is written from it, so the two
 * cannot disagree.
 */
export const ACCESS_RULES: Record<Access, AccessRule> = {
  public: { token: 'ignored', role: null },
  optional: { token: 'optional', role: null },
  user: { token: 'required', role: null },
  'user-or-link': { token: 'optional', role: null, link: 'copy' },
  admin: { token: 'required', role: 'admin' },
  merchant: { token: 'required', role: 'merchant' },
};

export type RouteAccess = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    routeAccess: RouteAccess[];
  }
}

export type Authenticate = (token: string) => Promise<AuthenticatedUser | null>;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The signed-in user of a route declared `user`, `admin` or `merchant` (set by the access hook). */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

async function accessPlugin(app: FastifyInstance, options: { authenticate: Authenticate }) {
  app.decorate('routeAccess', [] as RouteAccess[]);
  app.decorateRequest('user', null);

  // A route without a declaration does not start: forgetting one must fail loudly, never open a hole.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const rule = ACCESS_RULES[access];
    if (rule.token === 'ignored') return;
    const token = bearerToken(request);
    if (!token) {
      const query = request.query as Record<string, unknown>;
      if (rule.token === 'optional' && (!rule.link || query[rule.link])) return;
      throw unauthorized();
    }
    const user = await options.authenticate(token);
    if (!user) throw unauthorized();
    request.user = user;
    if (rule.role && user.role !== rule.role) throw forbidden();
  });
}

export default fp(accessPlugin, { name: 'access' });
