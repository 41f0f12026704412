import { timingSafeEqual } from 'node:crypto';
import { SCREEN_PATHS } from '@portal/shared';
import { keyedHash } from '../../lib/crypto/derive-key.ts';

/** Whose notices a link turns off, and under which choice to have them (users.notify_generation). */
export type Subscription = { userId: string; generation: number };

const TOKEN = /^([0-9a-f-]{36})\.(\d{1,9})\.([\w-]{43})$/;

/**
 * The unsubscribe links of team notices (RFC 8058). The token is the subscription and its HMAC under a
 * key of its own, so it needs no storage and cannot be made up for another admin; it works once
 * because turning the notices off ends the generation it names (features/notifications).
 */
export function createUnsubscribeLinks(key: Buffer, portalUrl: string) {
  const macOf = ({ userId, generation }: Subscription) =>
    keyedHash(key, `unsubscribe:${userId}:${generation}`);

  return {
    /**
     * `oneClick` for the mail's `List-Unsubscribe` header, which a mailbox provider posts to; `page` for
     * the link in its text, a screen that asks before it posts: a link scanner opening every link of a
     * mail must not turn anything off.
     */
    urls(subscription: Subscription) {
      const token = `${subscription.userId}.${subscription.generation}.${macOf(subscription)}`;
      const query = `?token=${encodeURIComponent(token)}`;
      return {
        oneClick: `${portalUrl}/api/notifications/unsubscribe${query}`,
        page: `${portalUrl}${SCREEN_PATHS.unsubscribe}${query}`,
      };
    },

    /** The subscription a token names, or null for anything this portal did not sign. */
    read(token: string): Subscription | null {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const subscription = { userId: match[1]!, generation: Number(match[2]) };
      const expected = Buffer.from(macOf(subscription));
      const given = Buffer.from(match[3]!);
      return given.length === expected.length && timingSafeEqual(given, expected) ? subscription : null;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
