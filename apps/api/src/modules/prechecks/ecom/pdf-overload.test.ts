import { translate } from '@portal/i18n';
import { ECOM_SERVICES } from '@portal/shared';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ecomPrecheckBody } from '../../../test/precheck-ecom-fixture.ts';

const THREADS = 1;
const QUEUE = 8;

let t: TestApp;
let authorization: string;
let id: string;

beforeAll(async () => {
  t = await createTestApp({ PDF_WORKERS: String(THREADS), PDF_QUEUE: String(QUEUE) });
  await t.addUser('pdf-overload-admin@example.com', 'admin');
  authorization = (await t.signIn('pdf-overload-admin@example.com')).authorization;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/precheck',
    payload: ecomPrecheckBody([...ECOM_SERVICES]),
    headers: { authorization },
  });
  id = created.json().id;
});
afterAll(() => t.close());

const pdf = () =>
  t.app.inject({ method: 'GET', url: `/api/precheck/${id}/pdf?language=de`, headers: { authorization } });

describe('a burst of PDF requests', () => {
  it('answers each with a PDF or a 503 to retry, never a 500', async () => {
    const answers = await Promise.all(Array.from({ length: 3 * (THREADS + QUEUE) }, pdf));
    const statuses = answers.map((res) => res.statusCode);
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    for (const res of answers.filter((a) => a.statusCode === 503)) {
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json().message).toBe(translate('de', 'apiErrors.service_unavailable'));
    }
    const ok = answers.find((res) => res.statusCode === 200)!;
    expect(ok.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(ok.rawPayload) });
    expect((await parser.getText()).text).toContain('Nordlicht Commerce GmbH');
    await parser.destroy();

    // Once the burst is over the pool takes work again.
    expect((await pdf()).statusCode).toBe(200);
  });
});
