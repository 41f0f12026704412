import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got: its headers and body as sent, and whether its signature verified. */
export type Received = {
  /** The path it was sent to: one receiver stands for several endpoints. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed body when `standardwebhooks` verified it with the receiver's secret, else null. */
  verified: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  /** Why verification failed, when it did. */
  refusal: string | null;
  at: number;
};

/** How the receiver answers a request: a status (and body), after a delay, or not at all. */
export type Answer =
  { status: number; body?: string; headers?: Record<string, string>; delayMs?: number } | 'hang';

/**
 * A webhook receiver as an integrator writes one: a real HTTP server on a loopback address (any of
 * 127.0.0.0/8), which verifies every request with the `standardwebhooks` package and the secret it was
 * given, and keeps it. `answer` decides each reply (2xx by default); `down()` closes the server so
 * connections are refused, `up()` listens again on the same port.
 */
export async function startReceiver({
  host = '127.0.0.1',
  secret = '',
}: { host?: string; secret?: string } = {}) {
  const received: Received[] = [];
  let secrets = secret ? [secret] : [];
  let answer: (received: Received) => Answer = () => ({ status: 204 });
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified: Received['verified'] = null;
      let refusal: string | null = secrets.length === 0 ? 'no secret' : null;
      for (const key of secrets) {
        try {
          verified = new Webhook(key).verify(
            body,
            request.headers as Record<string, string>,
          ) as Received['verified'];
          refusal = null;
          break;
        } catch (error) {
          refusal = (error as Error).message;
        }
      }
      const entry = {
        path: request.url ?? '/',
        headers: request.headers,
        body,
        verified,
        refusal,
        at: Date.now(),
      };
      received.push(entry);
      const reply = answer(entry);
      if (reply === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      const send = () => response.writeHead(reply.status, reply.headers).end(reply.body ?? '');
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    port,
    received,
    /** The secrets it verifies with (a rotation gives it the new one, or takes the old one away). */
    useSecrets(next: string[]) {
      secrets = next;
    },
    answer(next: (received: Received) => Answer) {
      answer = next;
    },
    /** The `webhook-id`s of the verified requests of these event types. */
    idsOf(...types: string[]) {
      return received
        .filter((r) => r.verified && types.includes(r.verified.type))
        .map((r) => String(r.headers['webhook-id']));
    },
    async down() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    async up() {
      server.listen(port, host);
      await once(server, 'listening');
    },
    async close() {
      if (server.listening) await this.down();
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
