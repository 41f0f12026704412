import type { TableColumn } from '@portal/shared';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { csvStream } from './csv-stream.ts';

const columns: TableColumn<number>[] = [{ key: 'n', label: 'N', cell: (n) => n }];

/** Batches of two rows, the database failing when batch `failing` is asked for. */
async function* batches(failing: number): AsyncGenerator<number[]> {
  for (let batch = 0; ; batch++) {
    if (batch === failing) throw new Error('database gone');
    yield [batch * 2, batch * 2 + 1];
  }
}

const app = Fastify({ logger: false });
app.get<{ Querystring: { failing: string } }>('/export.csv', async (request, reply) =>
  reply
    .header('content-type', 'text/csv')
    .send(await csvStream(columns, batches(Number(request.query.failing)))),
);
afterAll(() => app.close());

describe('a CSV export', () => {
  it('fails before its headers when the first batch cannot be read', async () => {
    await expect(csvStream(columns, batches(0))).rejects.toThrow('database gone');
    const answer = await app.inject({ method: 'GET', url: '/export.csv?failing=0' });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('ends the connection without its closing chunk when a later batch fails, so no client takes it for whole', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${base}/export.csv?failing=3`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    await expect(answer.text()).rejects.toThrow('terminated');
  });
});
