import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './error-for-log.ts';

describe('errorForLog', () => {
  it('keeps the statement and the codes but never the parameters or details', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (email)=(secret@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "precheck_pos" ("company") values ($1)',
      ['Geheim GmbH'],
      cause,
    );
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).toContain('insert into');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('Geheim GmbH');
    expect(logged).not.toContain('secret@example.com');
  });

  it('handles plain errors and non-errors', () => {
    expect(errorForLog(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(errorForLog('text')).toMatchObject({ type: 'string', message: 'text' });
  });
});
