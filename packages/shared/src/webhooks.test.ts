import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_URL_PATTERN, webhookCreateSchema } from './webhooks.ts';

describe('a webhook URL', () => {
  it('the pattern allows is one a URL parser reads: http or https, no user name or password', () => {
    fc.assert(
      fc.property(fc.stringMatching(WEBHOOK_URL_PATTERN), (text) => {
        const url = new URL(text);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.username + url.password).toBe('');
      }),
      { numRuns: 5000, seed: 30 },
    );
  });

  it('is a name, an IPv4 address or a bracketed IPv6 one, with a port and a path if need be', () => {
    const allowed = [
      'https://crm.example.com/hooks/portal?tenant=7',
      'http://localhost:8080',
      'http://127.0.0.1:3000/x',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'https://xn--mller-kva.example/',
    ];
    for (const url of allowed) expect(WEBHOOK_URL_PATTERN.test(url), url).toBe(true);
    const refused = [
      'ftp://example.com/',
      'HTTPS://example.com/',
      'https://user:secret@example.com/',
      'https://1.2.3.999/',
      'https://example.123/',
      'http://[::::]/',
      'https://example.com:65536/',
      'https://exa mple.com/',
      'https://müller.example/',
    ];
    for (const url of refused) expect(WEBHOOK_URL_PATTERN.test(url), url).toBe(false);
  });
});

describe('an endpoint to create', () => {
  it('names each event once, in the catalogue order, and trims its URL', () => {
    const parsed = webhookCreateSchema.parse({
      url: ' https://crm.example.com/hooks ',
      events: ['merchant.deleted', 'precheck_pos.created', 'merchant.deleted'],
    });
    expect(parsed).toEqual({
      url: 'https://crm.example.com/hooks',
      events: ['precheck_pos.created', 'merchant.deleted'],
    });
    expect(webhookCreateSchema.safeParse({ url: 'https://crm.example.com', events: ['test'] }).success).toBe(
      false,
    );
  });
});
