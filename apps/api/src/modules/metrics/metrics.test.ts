import { randomUUID } from 'node:crypto';
import type { PrecheckCreated } from '@portal/shared';
import parsePrometheus from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshAddress, METRICS_TOKEN, type TestApp } from '../../test/app.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';
import { until } from '../../test/until.ts';
import { createEndpoint } from '../../test/webhook-endpoints.ts';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.ts';
import { backlog } from '../outbox/index.ts';
import { UNMATCHED_ROUTE } from './request-metrics.ts';

/*
 * Prometheus metrics (DESIGN §11, docs/operations.md): `GET /api/metrics` opens to the metrics token
 * alone, its answer parses as the text format, what the app did moves its series, and no label holds
 * an id, an e-mail or a query string.
 */

const ADMIN = 'metrics-admin@example.com';
const scraper = { authorization: `Bearer ${METRICS_TOKEN}` };

let t: TestApp;
let admin: string;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN, WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32', OUTBOX_POLL_MS: '50' });
  await t.addUser(ADMIN, 'admin');
  admin = (await t.signIn(ADMIN)).authorization;
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** One line of the text format: a sample's name (`…_bucket`, `…_count` of a histogram), labels and value. */
type Series = { name: string; labels: Record<string, string>; value: number };

/**
 * The text format as parse-prometheus-text-format reads it: line by line, as Prometheus's Python
 * client does, throwing on a line the format does not allow (a NaN, which prom-client writes for an
 * event-loop lag not yet measured, is allowed). Its objects group a histogram's lines into one per
 * family and drop their labels on the way, so the series are read a second time without the `TYPE`
 * lines: every line then stands for itself, its labels whole.
 */
function parseMetrics(text: string): Series[] {
  const families = parsePrometheus(text);
  expect(families.find((f) => f.name === 'portal_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
  const untyped = text
    .split('\n')
    .filter((line) => !line.startsWith('# TYPE '))
    .join('\n');
  return parsePrometheus(untyped).flatMap(({ name, metrics }) =>
    metrics.map((sample) => ({ name, labels: sample.labels ?? {}, value: Number(sample.value) })),
  );
}

async function scrape(): Promise<Series[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: scraper });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8$/);
  return parseMetrics(res.body);
}

/** The value of the series `name` with `labels` among its own, or 0 when there is none. */
function valueOf(metrics: Series[], name: string, labels: Record<string, string> = {}): number {
  const series = metrics.find(
    (s) => s.name === name && Object.entries(labels).every(([label, value]) => s.labels[label] === value),
  );
  return series?.value ?? 0;
}

describe('GET /api/metrics', () => {
  it('refuses a caller without the metrics token, with another token or a person’s, as any 401', async () => {
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}x`, 'Bearer short', admin]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expectRefused(res, 'unauthorized');
    }
  });

  it('counts requests by method, route pattern and status, and times them by route pattern', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/precheck-pos/${randomUUID()}?language=de`,
      headers: { authorization: admin },
    });
    expectRefused(missing, 'not_found');
    await t.app.inject({ method: 'GET', url: `/api/nowhere/${randomUUID()}?email=someone@example.com` });
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    const health = { method: 'GET', route: '/api/health' };
    expect(moved('portal_http_requests_total', { ...health, status: '200' })).toBe(3);
    expect(moved('portal_http_request_duration_seconds_count', health)).toBe(3);
    expect(moved('portal_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(3);
    expect(
      moved('portal_http_requests_total', { method: 'GET', route: '/api/precheck-pos/:id', status: '404' }),
    ).toBe(1);
    expect(
      moved('portal_http_requests_total', { method: 'GET', route: UNMATCHED_ROUTE, status: '404' }),
    ).toBe(1);
  });

  it('counts the 429s by the budget they found spent', async () => {
    const email = `metrics-flood-${randomUUID()}@example.com`;
    const before = await scrape();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email },
        remoteAddress: freshAddress(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const after = await scrape();
    const refusals = (labels: Record<string, string>) =>
      valueOf(after, 'portal_rate_limit_refusals_total', labels) -
      valueOf(before, 'portal_rate_limit_refusals_total', labels);
    expect(refusals({ rule: 'login-email' })).toBe(1);
    expect(refusals({})).toBe(1);
  });

  it('reports the database pool, readiness, the outbox and the process', async () => {
    const families = await scrape();
    const names = families.map((series) => series.name);
    expect(valueOf(families, 'portal_ready')).toBe(1);
    if (t.database.kind === 'postgres') {
      expect(valueOf(families, 'portal_db_pool_size')).toBeGreaterThanOrEqual(1);
      // The scrape's own statements have given their connections back.
      expect(valueOf(families, 'portal_db_pool_waiting')).toBe(0);
      expect(names).toContain('portal_db_pool_in_use');
    } else {
      expect(valueOf(families, 'portal_db_pool_size')).toBe(1);
      expect(names).not.toContain('portal_db_pool_in_use');
      expect(names).not.toContain('portal_db_pool_waiting');
    }
    expect(valueOf(families, 'portal_outbox_queued')).toBe((await backlog(t.database.db)).queued);
    expect(names).toContain('portal_outbox_oldest_age_seconds');
    expect(names).toEqual(
      expect.arrayContaining(['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds']),
    );
  });

  it('times PDF renders by pool and reports their queue', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      headers: { authorization: admin },
      payload: posPrecheckBody({ email: 'metrics-pdf@example.com' }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<PrecheckCreated>();
    const before = await scrape();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/precheck-pos/${id}/pdf`,
      headers: { authorization: admin },
    });
    expect(pdf.statusCode).toBe(200);
    const after = await scrape();
    const requests = { pool: 'requests' };
    expect(
      valueOf(after, 'portal_pdf_render_seconds_count', requests) -
        valueOf(before, 'portal_pdf_render_seconds_count', requests),
    ).toBe(1);
    expect(valueOf(after, 'portal_pdf_queue', requests)).toBe(0);
  });

  it('counts failed sends by kind, and the webhook endpoints the portal disabled', async () => {
    const before = await scrape();
    expect(valueOf(before, 'portal_webhook_endpoints_disabled', { reason: 'gone' })).toBe(0);
    receiver.answer(() => ({ status: 410 }));
    const endpoint = await createEndpoint(t, admin, {
      url: `${receiver.url}/gone`,
      events: ['precheck_pos.created'],
    });
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/test`,
      headers: { authorization: admin },
    });
    expect(test.statusCode).toBe(202);
    let after = before;
    await until(async () => {
      after = await scrape();
      return valueOf(after, 'portal_webhook_endpoints_disabled', { reason: 'gone' }) === 1;
    }, 'the endpoint disabled');
    const failures = (kind: string) =>
      valueOf(after, 'portal_outbox_failures_total', { kind }) -
      valueOf(before, 'portal_outbox_failures_total', { kind });
    expect(failures('webhook')).toBe(1);
    expect(failures('mail')).toBe(0);
    expect(valueOf(after, 'portal_webhook_endpoints_disabled', { reason: 'failing' })).toBe(0);
  });

  // Last: every series the tests above made is looked at.
  it('keeps ids, e-mails and query strings out of every label of every series', async () => {
    await t.app.inject({ method: 'GET', url: `/api/users/${randomUUID()}?q=someone@example.com` });
    await t.app.inject({ method: 'DELETE', url: `/someone@example.com/${randomUUID()}?token=x` });
    await t.app.inject({ method: 'POST', url: `/api/audit?email=someone%40example.com`, payload: {} });
    const values = (await scrape()).flatMap((series) => Object.values(series.labels));
    expect(values.length).toBeGreaterThan(100);
    const personal = values.filter(
      (value) =>
        /@/.test(value) ||
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.test(value) ||
        /[?&=]/.test(value),
    );
    expect(personal).toEqual([]);
  });
});

describe('metrics switched off on the main port', () => {
  it('answers 404 while METRICS_TOKEN is unset, whatever the token', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/metrics', headers: scraper });
      expectRefused(res, 'not_found');
    } finally {
      await off.close();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on 127.0.0.1 without a token, nothing else there, and closes with the app', async () => {
    const local = await createTestApp({ METRICS_PORT: '0' });
    const address = local.app.metricsAddress!;
    try {
      expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await local.app.inject({ method: 'GET', url: '/api/health' });
      const res = await fetch(`${address}/metrics`);
      expect(res.status).toBe(200);
      const families = parseMetrics(await res.text());
      expect(valueOf(families, 'portal_http_requests_total', { route: '/api/health', status: '200' })).toBe(
        1,
      );
      expect((await fetch(`${address}/api/metrics`)).status).toBe(404);
      // The main port stays closed without a token of its own.
      expectRefused(await local.app.inject({ method: 'GET', url: '/api/metrics' }), 'not_found');
    } finally {
      await local.close();
    }
    await expect(fetch(`${address}/metrics`)).rejects.toThrow();
  });
});
