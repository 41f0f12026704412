import { posPrecheckSchema } from '@portal/shared';
import { FULL_POS_RECORD } from '@portal/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import { blankMail, mailerRefusing } from '../../test/deliveries.ts';
import { createMemoryRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';
import type { OutboxRow } from '../outbox/index.ts';
import { teamNoticeDelivery } from './team-notice.ts';

/*
 * A team notice's budget counts mails, not tries: a mail server saying "try later" three times must
 * not make the team mailbox's notice look like one too many.
 */

const message = (attempts: number): OutboxRow => ({
  id: '00000000-0000-4000-8000-00000000beef',
  kind: 'mail',
  topic: 'team-notice',
  recipient: 'Team@Notices.example',
  language: 'en',
  payload: { precheck: 'pos', id: FULL_POS_RECORD.id },
  status: 'sending',
  attempts,
  nextAttemptAt: new Date(),
  lastError: null,
  giveUpAt: new Date(Date.now() + 60_000),
  createdAt: new Date(),
  sentAt: null,
});

describe('a team notice', () => {
  it('spends the mailbox budget once per message, not once per try refused', async () => {
    const database = await openTestDatabase();
    try {
      const record = posPrecheckSchema.parse(FULL_POS_RECORD);
      const mailer = mailerRefusing(3);
      const deliver = teamNoticeDelivery({
        db: database.db,
        copies: {
          pos: async () => ({ subject: { kind: 'pos', record }, company: record.company }),
          ecom: vi.fn(),
        },
        links: createUnsubscribeLinks(Buffer.alloc(32), 'https://onboarding.example.com'),
        portalUrl: 'https://onboarding.example.com',
        limiter: createMemoryRateLimiter(),
        perRecipient: { max: 2, windowMs: 60_000 },
        mailer,
        compose: blankMail,
      });
      for (const attempts of [1, 2, 3]) await expect(deliver(message(attempts))).rejects.toThrow();
      expect(await deliver(message(4))).toEqual({ status: 'sent' });
      // Two more messages fill the budget of two; the third is skipped.
      expect(await deliver(message(1))).toEqual({ status: 'sent' });
      expect(await deliver(message(1))).toEqual({ status: 'skipped', reason: 'recipient_budget' });
    } finally {
      await database.close();
    }
  });
});
