import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/shared';
import type { FastifyRequest } from 'fastify';

/** `?language=` wins (the spec's calls carry it), then the browser's Accept-Language, then English. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && isLanguage(query.language)) return query.language;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
      if (isLanguage(code)) return code;
    }
  }
  return DEFAULT_LANGUAGE;
}
