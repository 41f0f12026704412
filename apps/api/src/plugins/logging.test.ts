import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, urlForLog } from './logging.ts';

describe('request logs', () => {
  it('mask every query value that might name someone, and the tokens in links', () => {
    expect(urlForLog('/api/precheck-pos?q=anna%40example.com&page=2&pageSize=20')).toBe(
      '/api/precheck-pos?q=[redacted]&page=2&pageSize=20',
    );
    expect(urlForLog('/api/users?email=anna@example.com&sort=oldest')).toBe(
      '/api/users?email=[redacted]&sort=oldest',
    );
    expect(urlForLog('/api/precheck-pos/1/pdf?copy=secret-copy-token&language=de')).toBe(
      '/api/precheck-pos/1/pdf?copy=[redacted]&language=de',
    );
    expect(urlForLog('/api/updates/tok3n-value/withdraw')).toBe('/api/updates/[redacted]/withdraw');
    expect(urlForLog('/p/update/tok3n-value?x=1')).toBe('/p/update/[redacted]?x=[redacted]');
    expect(urlForLog('/api/precheck-pos?status=in_review&assignee=me&overdue=true')).toBe(
      '/api/precheck-pos?status=in_review&assignee=me&overdue=true',
    );
    expect(urlForLog('/api/health')).toBe('/api/health');
  });

  it("are what the app's logger writes for each request", async () => {
    let lines = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines += chunk.toString('utf8');
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.get('/api/precheck-pos', () => ({ items: [] }));
    await app.inject({ method: 'GET', url: '/api/precheck-pos?q=anna.subject%40example.com&page=1' });
    await app.close();
    expect(lines).toContain('/api/precheck-pos?q=[redacted]&page=1');
    expect(lines).not.toContain('anna.subject');
  });
});
