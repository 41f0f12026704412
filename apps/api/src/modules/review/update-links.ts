import { createHash, randomBytes } from 'node:crypto';
import type { PrecheckKind } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import type { updateLinks } from '../../db/schema.ts';
import { keyedHash } from '../../lib/crypto/derive-key.ts';
import { closeUpdateLinks, insertUpdateLink, latestUpdateLink, updateLinkBy } from './repository.ts';

/** What finds a link's row from its token: its SHA-256 (the token is 256 bits of HMAC, no guessing). */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A link's row as the applicant's calls read it. */
export type UpdateLink = typeof updateLinks.$inferSelect;

/** Which pre-check a link belongs to. */
export const linkTarget = (link: UpdateLink): { kind: PrecheckKind; id: string } =>
  link.posId ? { kind: 'pos', id: link.posId } : { kind: 'ecom', id: link.ecomId! };

/** Whether a link still opens: not closed, not expired (its pre-check's status is checked apart). */
export const isOpen = (link: UpdateLink, now = Date.now()) =>
  link.closedAt === null && link.expiresAt.getTime() > now;

/**
 * The links a request for information mails to the applicant (DESIGN §12). A link's id is 128 random
 * bits; its token is the HMAC of that id under a key of its own, made again when the mail is sent, so
 * neither the outbox nor the table holds a token, and the table's hash of it finds the row.
 */
export function createUpdateLinks(key: Buffer, ttlMs: number) {
  const tokenOf = (linkId: string) => keyedHash(key, `update-link:${linkId}`);

  return {
    tokenOf,

    /** Opens a link for the request being made on `tx`; answers its id (the outbox message names it). */
    async open(tx: Db, kind: PrecheckKind, id: string, request: { message: string; sections: string[] }) {
      const linkId = randomBytes(16).toString('base64url');
      await insertUpdateLink(tx, kind, id, {
        id: linkId,
        tokenHash: hashOf(tokenOf(linkId)),
        message: request.message,
        sections: request.sections,
        expiresAt: new Date(Date.now() + ttlMs),
      });
      return linkId;
    },

    /** Closes every open link of the pre-check: it no longer waits for the applicant. */
    closeAll: closeUpdateLinks,

    /** The link a token names, open or not; undefined for a token no link has. */
    find: (db: Db, token: string): Promise<UpdateLink | undefined> =>
      updateLinkBy(db, { tokenHash: hashOf(token) }),

    /** The pre-check's latest link, open or not (the signed-in applicant answers through it). */
    latest: latestUpdateLink,

    byId: (db: Db, linkId: string): Promise<UpdateLink | undefined> => updateLinkBy(db, { id: linkId }),
  };
}

export type UpdateLinks = ReturnType<typeof createUpdateLinks>;
