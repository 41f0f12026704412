import { describe, expect, it } from 'vitest';
import { requiredText } from './common.ts';
import { messageWith, parseMessage, tooLong } from './messages.ts';

describe('messages with values', () => {
  it('carry their values after the key and give them back', () => {
    expect(tooLong(200)).toBe('validation.tooLong?max=200');
    expect(parseMessage(messageWith('validation.between', { min: 1, max: 'a&b' }))).toEqual({
      key: 'validation.between',
      values: { min: '1', max: 'a&b' },
    });
    expect(parseMessage('validation.nameRequired')).toEqual({ key: 'validation.nameRequired', values: {} });
  });

  it('say the limit a too long text broke', () => {
    const result = requiredText('validation.nameRequired', 10).safeParse('x'.repeat(11));
    expect(result.error?.issues[0]?.message).toBe('validation.tooLong?max=10');
  });
});
