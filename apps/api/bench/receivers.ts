/**
 * Webhook receivers for the benchmark: HTTPS servers in the bench process (the product, run as in
 * production, sends to https URLs only), with a certificate for 127.0.0.1 and `localhost` made for the
 * run by `openssl` and trusted by the product through NODE_EXTRA_CA_CERTS.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';

export type Certificate = { key: string; cert: string; certFile: string; remove(): void };

/** A self-signed certificate (P-256, one day) in a directory of its own, removed by `remove`. */
export function selfSignedCertificate(): Certificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  // prettier-ignore
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
    '-keyout', keyFile, '-out', certFile,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  return {
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(certFile, 'utf8'),
    certFile,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * One receiver: answers every request 200 after `answerMs`, keeps the distinct `webhook-id`s it got,
 * and verifies every `verifyEvery`th request's signature with `standardwebhooks` and its endpoint's
 * secret (set once the endpoint is created), so its figures are of deliveries a receiver accepts.
 */
export type BenchReceiver = {
  url: string;
  secret: string;
  ids: Set<string>;
  requests: number;
  verified: number;
  /** Why the requests whose signature did not verify were refused. */
  refused: string[];
  close(): Promise<void>;
};

export async function startHttpsReceiver(
  tls: Certificate,
  { answerMs, verifyEvery }: { answerMs: number; verifyEvery: number },
): Promise<BenchReceiver> {
  const server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.requests += 1;
      receiver.ids.add(String(request.headers['webhook-id']));
      if (receiver.requests % verifyEvery === 1 || verifyEvery === 1) {
        try {
          new Webhook(receiver.secret).verify(
            Buffer.concat(chunks).toString('utf8'),
            request.headers as Record<string, string>,
          );
          receiver.verified += 1;
        } catch (error) {
          receiver.refused.push((error as Error).message);
        }
      }
      setTimeout(() => response.writeHead(200).end(), answerMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const receiver: BenchReceiver = {
    url: `https://127.0.0.1:${port}/hooks`,
    secret: '',
    ids: new Set(),
    requests: 0,
    verified: 0,
    refused: [],
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return receiver;
}
