import { tooLong } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { hasMessage, translate } from './index.ts';

describe('translate', () => {
  it("fills a schema message's own values in, in every language", () => {
    expect(translate('en', tooLong(200))).toBe('This value is too long (at most 200 characters)');
    expect(translate('de', tooLong(5000))).toBe('Dieser Wert ist zu lang (höchstens 5000 Zeichen)');
    expect(hasMessage(tooLong(200))).toBe(true);
    expect(hasMessage('Expected string, received number')).toBe(false);
  });
});
