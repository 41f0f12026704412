import { translate } from '@portal/i18n';
import { FIRST_FILTER_DAY, LAST_FILTER_DAY } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRefused } from '../../test/refused.ts';

/*
 * The audit log's filters reach the database as they are given: each is checked first, so a NUL or a
 * day PostgreSQL cannot hold is a 400 naming the filter, never the database's 500, and an export
 * refused so is refused before its headers, not a 200 cut short after them.
 */

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.addUser('filters-admin@example.com', 'admin');
  admin = { authorization: (await t.signIn('filters-admin@example.com')).authorization };
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

const LIST_AND_EXPORT = ['/api/audit', '/api/audit/export.csv'];

/** The one field a refusal names, and what it says. */
function refusedField(answer: Awaited<ReturnType<typeof get>>) {
  expectRefused(answer, 'validation_failed');
  return answer.json<{ errors: { path: string; message: string }[] }>().errors;
}

const exports = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'export.csv'), eq(auditLog.targetId, 'audit')));

describe('the audit filters', () => {
  it('refuse a NUL or another control character in the actor or the target id', async () => {
    for (const path of LIST_AND_EXPORT) {
      for (const name of ['actor', 'targetId']) {
        for (const value of ['%00', 'a%00b', '%01', '%1B', '%7F', '%E2%80%AE']) {
          expect(refusedField(await get(`${path}?${name}=${value}`)), `${path} ${name}=${value}`).toEqual([
            {
              path: `querystring.${name}`,
              code: 'invalid',
              message: translate('en', 'validation.invalidCharacters'),
            },
          ]);
        }
      }
    }
  });

  it('refuse days outside the years a filter may name, year 0 and 9999 among them, in the caller’s language', async () => {
    const outside = translate('de', 'validation.dateOutOfRange', {
      from: FIRST_FILTER_DAY,
      to: LAST_FILTER_DAY,
    });
    expect(outside).toBe('Bitte geben Sie ein Datum vom 1900-01-01 bis zum 2999-12-31 ein');
    for (const path of LIST_AND_EXPORT) {
      for (const name of ['from', 'to']) {
        for (const day of ['0000-01-01', '0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31']) {
          expect(
            refusedField(await get(`${path}?${name}=${day}&language=de`)),
            `${path} ${name}=${day}`,
          ).toEqual([{ path: `querystring.${name}`, code: 'invalid', message: outside }]);
        }
      }
    }
  });

  it('take every day from the first to the last', async () => {
    const days = `from=${FIRST_FILTER_DAY}&to=${LAST_FILTER_DAY}`;
    const list = await get(`/api/audit?${days}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ total: number }>().total).toBeGreaterThan(0);
    const csv = await get(`/api/audit/export.csv?${days}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.endsWith('\r\n')).toBe(true);
  });

  it('refuse an export before its headers are sent, and record none', async () => {
    const before = (await exports()).length;
    for (const query of ['to=9999-12-31', 'from=0000-01-01', 'actor=%00']) {
      const answer = await get(`/api/audit/export.csv?${query}`);
      expectRefused(answer, 'validation_failed');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-disposition']).toBeUndefined();
    }
    expect(await exports()).toHaveLength(before);
  });
});
