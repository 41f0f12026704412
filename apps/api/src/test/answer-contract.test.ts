import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, type SentAnswer } from './answer-contract.ts';
import { createTestApp, type TestApp } from './app.ts';

/** The check every API test's answers pass through: it must refuse what the document does not say. */
let t: TestApp;
let breachOf: ReturnType<typeof createContract>;
beforeAll(async () => {
  t = await createTestApp();
  breachOf = createContract(t.app.swagger());
});
afterAll(() => t.close());

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'admin',
  languagePreference: 'en',
  createdAt: '2026-01-05T10:00:00.000Z',
};
const json = 'application/json; charset=utf-8';
const read = (status: number, payload: unknown, contentType = json): SentAnswer => ({
  method: 'GET',
  url: '/api/users/:id',
  status,
  contentType,
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
});

describe('the answer contract', () => {
  it('passes answers as the document describes them', () => {
    expect(breachOf(read(200, user))).toBeNull();
    expect(breachOf(read(404, { code: 'not_found', message: 'Not found' }))).toBeNull();
    expect(breachOf({ ...read(304, ''), payload: '' })).toBeNull();
    expect(
      breachOf({ method: 'DELETE', url: '/api/users/:id', status: 204, contentType: '', payload: '' }),
    ).toBeNull();
  });

  it('refuses a body off its schema, an undeclared status, a wrong media type and an unknown operation', () => {
    const { email: _email, ...withoutEmail } = user;
    expect(breachOf(read(200, withoutEmail))).toMatch(/must have required property 'email'/);
    expect(breachOf(read(200, { ...user, role: 'owner' }))).toMatch(
      /must be equal to one of the allowed values/,
    );
    expect(breachOf(read(404, { message: 'Not found' }))).toMatch(/must have required property 'code'/);
    expect(breachOf(read(201, user))).toBe('status not declared');
    expect(breachOf(read(200, '<html></html>', 'text/html'))).toBe('text/html is not among application/json');
    expect(breachOf({ ...read(200, user), method: 'PATCH' })).toBe('no such operation in the document');
    expect(breachOf({ ...read(200, ''), payload: '' })).toBe('no body, but the document declares one');
  });
});
