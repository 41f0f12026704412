import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Target } from './destination.ts';

/** What a delivery waits for an answer, all of it, and reads of it at most (DESIGN §11). */
export const SEND_TIMEOUT_MS = 10_000;
export const ANSWER_READ_BYTES = 4096;

export type Answer = { statusCode: number; body: Buffer };

/**
 * POSTs `body` to `url` over a connection to `target`, the address the destination check passed:
 * the request's own name lookup answers that address, so a second resolution cannot lead elsewhere,
 * while the `Host` header, TLS's SNI and the certificate check keep the URL's name. No agent (each
 * delivery has its own connection, never one made for an earlier check), no redirect followed (an
 * answer is an answer), at most `ANSWER_READ_BYTES` of the answer read, and the whole exchange over
 * after `SEND_TIMEOUT_MS`.
 */
export function postPinned(
  url: URL,
  target: Target,
  headers: Record<string, string>,
  body: string,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<Answer> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: pinned,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const answer = () => resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks) });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= ANSWER_READ_BYTES) {
            answer();
            response.destroy();
          }
        });
        response.on('end', answer);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
