import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../plugins/logging.ts';
import { errorForLog } from './error-for-log.ts';

const leakyError = () =>
  new DrizzleQueryError(
    'insert into "precheck_pos" ("company") values ($1)',
    ['Geheim GmbH'],
    Object.assign(new Error('duplicate key'), {
      code: '23505',
      detail: 'Key (email)=(secret@example.com) already exists.',
    }),
  );

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

  it("is the app logger's serializer, so a plain `{ err }` log line never carries the values", () => {
    let line = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        line += chunk.toString('utf8');
        done();
      },
    });
    const { log } = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    log.error({ err: leakyError() }, 'request failed');
    log.warn({ error: leakyError() }, 'other key');
    expect(line).toContain('23505');
    expect(line).not.toContain('Geheim GmbH');
    expect(line).not.toContain('secret@example.com');
  });

  it('handles plain errors and non-errors', () => {
    expect(errorForLog(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(errorForLog('text')).toMatchObject({ type: 'string', message: 'text' });
  });
});
