import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type MediaType = { schema?: object };
type Response = { content?: Record<string, MediaType> };
type Document = { paths: Record<string, Record<string, { responses: Record<string, Response> }>> };

/** One answer as it leaves: the route's URL as declared ('/api/users/:id'), status, type and body. */
export type SentAnswer = {
  method: string;
  url: string;
  status: number;
  contentType: string;
  payload: unknown;
};

/** What the suite's answers did that the API document does not allow; checked after every test. */
export const contractBreaches: string[] = [];

/** '/api/users/:id' → '/users/{id}', as the document names the path. */
const documentPath = (url: string) => url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The API document as a check of answers (DESIGN §10: the document is the API): the status must be
 * declared for the operation (or its 4XX/5XX range), an answer without a body must be declared
 * without one, its media type must be declared, and a JSON body must match the declared schema.
 * Answers what is wrong with an answer, or null.
 */
export function createContract(document: object) {
  const { paths } = document as Document;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'api');
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `api#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  return function breachOf({ method, url, status, contentType, payload }: SentAnswer): string | null {
    const path = documentPath(url);
    const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const operation = paths[path]?.[verb];
    if (!operation) return 'no such operation in the document';
    const code = String(status);
    const range = `${code[0]}XX`;
    const declared = operation.responses[code] ? code : operation.responses[range] ? range : null;
    if (!declared) return 'status not declared';
    const { content } = operation.responses[declared]!;
    // 204 and 304 never carry a body on the wire, whatever the route handed over; nor does HEAD.
    const empty =
      status === 204 || status === 304 || payload === undefined || payload === null || payload === '';
    if (empty) return content && method !== 'HEAD' ? 'no body, but the document declares one' : null;
    if (!content) return 'a body, but the document declares none';
    const type = contentType.split(';')[0]!.trim();
    if (!content[type]) return `${type || 'no content type'} is not among ${Object.keys(content).join(', ')}`;
    if (type !== 'application/json' || typeof payload !== 'string') return null;
    const validate = validatorAt(
      `/paths/${escape(path)}/${verb}/responses/${declared}/content/${escape(type)}/schema`,
    );
    return validate(JSON.parse(payload)) ? null : ajv.errorsText(validate.errors);
  };
}

/**
 * Checks every API answer of `app` against the document it serves. A breach is recorded and turns
 * the answer into a 500, so the test that met it fails where it happened, and the suite's after-each
 * check (test/contract-setup.ts) names it.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance) {
  // The document exists once the app is ready; the hook must be added before.
  let breachOf: ReturnType<typeof createContract> | undefined;
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    // Outside the API (the web app, the document itself), or no route matched: not the document's.
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs')) return payload;
    breachOf ??= createContract(app.swagger());
    const sent = {
      method: request.method,
      url,
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      payload,
    };
    const breach = breachOf(sent);
    if (breach) {
      const where = `${sent.method} ${documentPath(url)} → ${sent.status}: ${breach}`;
      contractBreaches.push(where);
      throw new Error(`answer off the API document: ${where}`);
    }
    return payload;
  });
}
