import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import type { FastifyInstance } from 'fastify';

/** Does what the browser widget does: fetch a challenge, solve it, encode the payload. */
export async function solvedCaptcha(app: FastifyInstance, remoteAddress?: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/captcha/challenge',
    ...(remoteAddress && { remoteAddress }),
  });
  if (res.statusCode !== 200) throw new Error(`challenge failed: ${res.body}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
