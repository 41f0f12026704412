import { readFileSync } from 'node:fs';
import { API_ERRORS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { codeOfStatus } from './app-error.ts';

describe('error codes', () => {
  it('ARCHITECTURE.md lists exactly the codes of the API, each with its status', () => {
    const text = readFileSync(new URL('../../../../ARCHITECTURE.md', import.meta.url), 'utf8');
    const rows = [...text.matchAll(/^\| `([a-z_]+)` +\| +(\d{3}) +\|/gm)].map((m) => [m[1], Number(m[2])]);
    expect(Object.fromEntries(rows)).toEqual(API_ERRORS);
    expect(rows).toHaveLength(Object.keys(API_ERRORS).length);
  });

  it('answers a bare status with the first code listed for it', () => {
    expect(codeOfStatus(400)).toBe('bad_request');
    expect(codeOfStatus(413)).toBe('payload_too_large');
    expect(codeOfStatus(418)).toBe('bad_request');
    expect(codeOfStatus(502)).toBe('internal_error');
  });
});
