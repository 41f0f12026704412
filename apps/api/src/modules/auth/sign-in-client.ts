import type { FastifyRequest } from 'fastify';
import type { SignInClient } from './service.ts';

/** Who is signing in, as their sessions list will show it: the client's address and browser. */
export const clientOf = (request: FastifyRequest): SignInClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
