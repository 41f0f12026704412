import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type Headers = Record<string, string>;

/**
 * The headers helmet sets for these options, read once by running its middleware on a recording
 * response. Our options hold no per-request part (no CSP nonce), so every answer's headers are the same.
 */
function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  // Helmet refuses bad options when it is built; its middleware only sets headers and calls on.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * What a page's scripts, styles, fonts and images keep of the headers. The rest (the CSP, framing,
 * referrer, opener and legacy switches) governs documents and workers only; on each of the ~25 files a
 * public form loads it was half a kilobyte that nothing reads.
 */
const SUBRESOURCE_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
];
/** Sec-Fetch-Dest values of such files; a worker script (ALTCHA's) and a document are not among them. */
const SUBRESOURCE_DESTINATIONS = new Set(['script', 'style', 'font', 'image']);

const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** The portal's headers: its content security policy, and no referrer. */
export function securityHeaderOptions(captchaProvider: string): HelmetOptions {
  // reCAPTCHA Enterprise runs Google's script, which talks to Google and shows its challenge in a frame.
  const recaptcha = captchaProvider === 'recaptcha-enterprise' ? RECAPTCHA_SOURCES : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptcha],
        connectSrc: ["'self'", ...recaptcha],
        frameSrc: ["'self'", ...recaptcha],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // TLS is the load balancer's business; forcing https here would break plain-http local use.
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

/**
 * Helmet's security headers on every answer. `@fastify/helmet` builds a new helmet middleware, with
 * its CSP parsed afresh, for every request: a tenth of a list request's CPU. The same library's headers
 * are computed once here instead. A request the browser marks as one of a page's subresources gets the
 * few that apply to it; one that says nothing gets them all. Outside the API, answers vary on that mark,
 * so no cache hands a script's answer to a worker or a document.
 */
export default fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = helmetHeaders(options);
    const subresourceHeaders = Object.fromEntries(
      SUBRESOURCE_HEADERS.map((name) => {
        const value = headers[name];
        if (value === undefined) throw new Error(`helmet no longer sets ${name}`);
        return [name, value];
      }),
    );
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api')) {
        void reply.headers(headers);
      } else {
        const destination = request.headers['sec-fetch-dest'];
        const subresource = typeof destination === 'string' && SUBRESOURCE_DESTINATIONS.has(destination);
        void reply.headers(subresource ? subresourceHeaders : headers).header('vary', 'sec-fetch-dest');
      }
      done();
    });
  },
  { name: 'security-headers' },
);
