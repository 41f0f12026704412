import { describe, expect, it } from 'vitest';
import { inert } from './inert.ts';

describe('inert', () => {
  it.each([
    ['Visit http://evil.example\nPay here', 'Visit http[:]//evil[.]example Pay here'],
    ['www.evil.example', 'www[.]evil[.]example'],
    ['Acme paypal.com Ltd', 'Acme paypal[.]com Ltd'],
    ['mail me: boss@evil.example', 'mail me: boss[@]evil[.]example'],
    ['mailto:x', 'mailto[:]x'],
    ['evil\u200b.example\u202e', 'evil[.]example'],
    ['Rossi S.p.A.', 'Rossi S.p.A.'],
    ['Müller GmbH & Co. KG', 'Müller GmbH & Co. KG'],
  ])('%j → %j', (input, output) => {
    expect(inert(input)).toBe(output);
  });
});
