import type { OutgoingHttpHeaders } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { ApiErrorCode } from '@portal/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Whatever a caller sends must never come back in the answer. */
const MARKER = 'Echo7Marker';

type Answer = { status: number; headers: OutgoingHttpHeaders; body: string };

function expectSafeAnswer(answer: Answer, status: number, code: ApiErrorCode, message: string) {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({ code, message });
  expect(answer.body).not.toContain(MARKER);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
  expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  expect(answer.headers['x-frame-options']).toBeDefined();
}

async function inject(options: InjectOptions): Promise<Answer> {
  const response = await t.app.inject(options);
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

/** A request written byte for byte, as Node's HTTP parser gets it, and the raw answer read back. */
function rawRequest(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('answers made before the pipeline runs', () => {
  it('a path parameter over the router limit: 414, in the caller language, without the parameter', async () => {
    const answer = await inject({
      url: `/api/users/${MARKER}${'a'.repeat(120)}`,
      headers: { 'accept-language': 'de' },
    });
    expectSafeAnswer(answer, 414, 'uri_too_long', 'Die Adresse der Anfrage ist zu lang');
  });

  it('a path that cannot be decoded: 400 without the path', async () => {
    const answer = await inject({ url: `/api/precheck-pos/${MARKER}%E0%A4%A` });
    expectSafeAnswer(answer, 400, 'bad_request', 'The request is not valid');
  });

  it('headers over Node’s limit: 431 on the bare socket, with the headers of every answer', async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${MARKER}${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expectSafeAnswer(answer, 431, 'headers_too_large', 'The request headers are too large');
    expect(answer.headers.connection).toBe('close');
  });

  it('a request Node’s parser cannot read: 400 on the bare socket', async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\n${MARKER} no colon\r\n\r\n`,
    );
    expectSafeAnswer(answer, 400, 'bad_request', 'The request is not valid');
  });

  it('a request too slow to arrive: 408', async () => {
    let written = '';
    const socket = {
      destroyed: false,
      writable: true,
      write(chunk: string) {
        written += chunk;
        return true;
      },
      destroy() {
        this.destroyed = true;
      },
    };
    t.app.server.emit(
      'clientError',
      Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      socket,
    );
    await expect.poll(() => socket.destroyed).toBe(true);
    expect(written).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(written).toContain('cache-control: no-store\r\n');
    expect(written.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ code: 'request_timeout', message: 'The request took too long, please try again' }),
    );
  });
});

describe('answers of the pipeline to unreadable bodies', () => {
  it('malformed JSON: 400 without the body', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email": "${MARKER}`,
    });
    expectSafeAnswer(answer, 400, 'bad_request', 'The request is not valid');
  });

  it('a prototype-poisoning body: 400 without the body', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email": "a@example.com", "__proto__": {"${MARKER}": 1}}`,
    });
    expectSafeAnswer(answer, 400, 'bad_request', 'The request is not valid');
  });

  it('a content type other than JSON: 415 without the type or the body', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': `application/x-${MARKER}` },
      payload: MARKER,
    });
    expectSafeAnswer(answer, 415, 'unsupported_media_type', 'The request must be JSON');
  });

  it('a body over the limit: 413 without the body', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: MARKER.repeat(30_000) }),
    });
    expectSafeAnswer(answer, 413, 'payload_too_large', 'The request is too large');
  });

  it('an unknown API path: 404 without the path', async () => {
    expectSafeAnswer(await inject({ url: `/api/${MARKER}` }), 404, 'not_found', 'Not found');
  });
});
