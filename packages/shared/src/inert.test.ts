import { describe, expect, it } from 'vitest';
import { inert, inertWords } from './inert.ts';

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

describe('inertWords', () => {
  it.each([
    ['Coffee.\r\nOrders at www.beans.example\ttoo', 'Coffee.\r\nOrders at www[.]beans[.]example\ttoo'],
    ['one\u2028two paypal.com', 'one\u2028two paypal[.]com'],
    ['evil\u200b.example', 'evil[.]example'],
    // A joiner the script needs stays where no link hides.
    ['می\u200cخواهم', 'می\u200cخواهم'],
    ['Rossi S.p.A.  Milano', 'Rossi S.p.A.  Milano'],
  ])('%j → %j', (input, output) => {
    expect(inertWords(input)).toBe(output);
  });
});
