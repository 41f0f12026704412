import type { ApiKeyScope } from '@portal/shared';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  onRequestAsyncHookHandler,
  preHandlerHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { StoredAnswer } from './idempotency-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    publicMaxAgeS?: number;
    documentedBody?: z.ZodType;
    /** The route counts its calls against a budget and says so in `RateLimit-Policy`/`RateLimit`. */
    rateLimited?: boolean;
  }
}

/**
 * One API route, flat: who may call it (plugins/access.ts), how the API document names and describes it,
 * its zod schemas, and its handler, whose request and reply are typed from those schemas.
 */
export type RouteDeclaration<Headers, Params, Query, Body, Response> = {
  access: Access;
  /** The scope an API key needs here; without it no key may call the route (plugins/access.ts). */
  keyScope?: ApiKeyScope;
  /**
   * Seconds any browser or proxy may reuse a successful answer, for answers the same for everyone;
   * without it nothing the API answers is stored (app.ts).
   */
  publicMaxAgeS?: number;
  /**
   * The body as the API document shows it, when the validating schema's rules are more than a JSON
   * schema can say (the e-commerce groups the selected services ask for): built from the same parts.
   */
  documentedBody?: z.ZodType;
  /** A detail GET: a strong `ETag` on its 200, and 304 for `If-None-Match` (plugins/conditional.ts). */
  etag?: boolean;
  /** Whether the route spends a budget of its own making (the submissions of an account). */
  rateLimited?: boolean;
  /** The route's per-address budget (plugins/rate-limit.ts `perAddress`), counted before the body is read. */
  rateLimit?: onRequestAsyncHookHandler;
  preHandler?: preHandlerHookHandler[];
  operationId: string;
  summary: string;
  description?: string;
  headers?: Headers;
  params?: Params;
  querystring?: Query;
  body?: Body;
  response: Response;
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    { headers: Headers; params: Params; querystring: Query; body: Body; response: Response },
    ZodTypeProvider
  >;
};

/**
 * Declares a feature's routes, all under one tag of the API document, each as
 * `get(url, { access, operationId, summary, ...schemas, handler })`: the access declaration becomes
 * `config.access` (with `publicMaxAgeS` and `etag` beside it when given), `rateLimit` its first hook, and the rest the route's schema.
 */
export function routesOf(app: FastifyInstance, tag: string) {
  const tags = [tag];
  const declare =
    (method: HTTPMethods) =>
    <H, P, Q, B, R>(url: string, route: RouteDeclaration<H, P, Q, B, R>) => {
      const {
        access,
        keyScope,
        publicMaxAgeS,
        etag,
        documentedBody,
        rateLimited,
        rateLimit,
        preHandler,
        handler,
        ...schema
      } = route;
      // Typed as the app's plain route options: the handler is typed against the declaration's own
      // schemas above, and route() would otherwise infer them again from `schema`.
      const options: RouteOptions = {
        method,
        url,
        config: {
          access,
          ...(keyScope && { keyScope }),
          ...(publicMaxAgeS && { publicMaxAgeS }),
          ...(etag && { etag }),
          ...(documentedBody && { documentedBody }),
          ...((rateLimited || rateLimit) && { rateLimited: true }),
        },
        ...(rateLimit && { onRequest: [rateLimit] }),
        ...(preHandler && { preHandler }),
        schema: { tags, ...schema },
        handler: handler as RouteHandlerMethod,
      };
      app.route(options);
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), delete: declare('DELETE') };
}

/**
 * A create's answer (DESIGN §10): 201 with `Location`, the new record's URL under the collection the
 * request was sent to (`/api/precheck-pos` → `/api/precheck-pos/<id>`).
 */
export function createdAnswer(request: FastifyRequest, id: string, body: unknown): StoredAnswer {
  return { status: 201, body, location: `${request.routeOptions.url}/${encodeURIComponent(id)}` };
}

/** Sends an answer as it is stored for its idempotency key, so the first and every replay read alike. */
export function sendAnswer(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  if (answer.location) void reply.header('location', answer.location);
  return reply.status(answer.status).send(answer.body);
}

/** 202 without a body, as the document declares it: the `null` the schema types is not written out. */
export function sendAccepted(reply: FastifyReply): FastifyReply {
  return reply
    .status(202)
    .serializer(() => '')
    .send(null);
}
