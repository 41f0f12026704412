import { randomBytes } from 'node:crypto';
import type { AuditPerson, PasskeyCreate, WebauthnPurpose } from '@portal/shared';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import ipaddr from 'ipaddr.js';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import * as repo from './passkey-repository.ts';

/** How long a challenge may be answered: the browser's own prompt gives up after its `timeout`. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/** ES256, EdDSA and RS256: what platform authenticators and security keys sign with. */
const ALGORITHMS = [-7, -8, -257];

export type PasskeyAccount = { id: string; email: string; role: AuditPerson['role'] };

/**
 * The relying party is `PORTAL_URL`: its host is the id every passkey is bound to, its origin the
 * only one whose answers count. Browsers refuse an IP address as relying party, so with one the
 * portal offers no passkeys (DESIGN §14).
 */
export function relyingParty(portalUrl: string) {
  const url = new URL(portalUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return { id: host, origin: url.origin, available: !ipaddr.isValid(host) };
}

const refused = () => new AppError('passkey_refused');

/** The options as the plain JSON object they are (the library types them as interfaces). */
const asJson = async (options: Promise<object>): Promise<Record<string, unknown>> => ({ ...(await options) });

/**
 * Passkeys (WebAuthn through SimpleWebAuthn): registration on one's Security page, sign-in without an
 * e-mail code, and a step-up. User verification is required every time, so a passkey is both factors.
 * Each challenge is stored and taken once; each use must grow the authenticator's counter (or keep
 * it at 0); a failed check of any kind is the same 400 `passkey_refused`.
 */
export function createPasskeys(deps: { db: Db; audit: AuditRecorder; portalUrl: string; rpName: string }) {
  const { db, audit } = deps;
  const rp = relyingParty(deps.portalUrl);

  function ensureAvailable() {
    if (!rp.available) throw notFound();
  }

  /** 32 random bytes, stored as the base64url the browser's answer will name them by. */
  async function newChallenge(
    purpose: WebauthnPurpose,
    userId: string | null,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const bytes = new Uint8Array(randomBytes(32));
    const challenge = Buffer.from(bytes).toString('base64url');
    await repo.pruneChallenges(db);
    await repo.saveChallenge(db, {
      challenge,
      purpose,
      userId,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return bytes;
  }

  /** The answer's credential, checked against a challenge of `purpose` (and `userId`'s), and its use recorded. */
  async function verifyUse(
    response: AuthenticationResponseJSON,
    purpose: WebauthnPurpose,
    userId: string | null,
  ) {
    const passkey = await repo.findByCredential(db, response.id);
    if (!passkey || (userId !== null && passkey.user.id !== userId)) throw refused();
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => repo.takeChallenge(db, challenge, purpose, userId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
      },
    }).catch(() => ({ verified: false as const, authenticationInfo: null }));
    if (!verified.verified || !verified.authenticationInfo.userVerified) throw refused();
    if (!(await repo.recordUse(db, passkey.id, passkey.counter, verified.authenticationInfo.newCounter)))
      throw refused();
    return passkey.user;
  }

  return {
    available: rp.available,

    list: async (userId: string) => ({ items: await repo.listPasskeys(db, userId), available: rp.available }),

    async registrationOptions(user: PasskeyAccount & { name: string }) {
      ensureAvailable();
      const existing = await repo.credentialsOf(db, user.id);
      return asJson(
        generateRegistrationOptions({
          rpName: deps.rpName,
          rpID: rp.id,
          userName: user.email,
          userDisplayName: user.name,
          userID: Buffer.from(user.id.replaceAll('-', ''), 'hex'),
          challenge: await newChallenge('register', user.id),
          attestationType: 'none',
          excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          supportedAlgorithmIDs: ALGORITHMS,
        }),
      );
    },

    async register(user: PasskeyAccount, { name, response }: PasskeyCreate, source: AuditSource) {
      ensureAvailable();
      const verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: (challenge) => repo.takeChallenge(db, challenge, 'register', user.id),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      }).catch(() => ({ verified: false as const, registrationInfo: undefined }));
      if (!verified.verified) throw refused();
      const { credential } = verified.registrationInfo;
      return db.transaction(async (tx) => {
        const created = await repo.insertPasskey(tx, {
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name,
        });
        await audit.append(tx, source, {
          action: 'auth.passkey-add',
          targetType: 'user',
          targetId: user.id,
          details: { name },
        });
        return created;
      });
    },

    async remove(userId: string, id: string, source: AuditSource) {
      await db.transaction(async (tx) => {
        const removed = await repo.deletePasskey(tx, userId, id);
        if (!removed) throw notFound();
        await audit.append(tx, source, {
          action: 'auth.passkey-remove',
          targetType: 'user',
          targetId: userId,
          details: { name: removed.name },
        });
      });
    },

    /** Options for a sign-in: any passkey of this portal (discoverable), the account found by its answer. */
    async signInOptions() {
      ensureAvailable();
      return asJson(
        generateAuthenticationOptions({
          rpID: rp.id,
          challenge: await newChallenge('sign-in', null),
          userVerification: 'required',
        }),
      );
    },

    /** The account whose passkey answered a sign-in challenge, or 400 `passkey_refused`. */
    signIn: (response: AuthenticationResponseJSON) => verifyUse(response, 'sign-in', null),

    async stepUpOptions(userId: string) {
      ensureAvailable();
      const credentials = await repo.credentialsOf(db, userId);
      if (credentials.length === 0) throw notFound();
      return asJson(
        generateAuthenticationOptions({
          rpID: rp.id,
          challenge: await newChallenge('step-up', userId),
          userVerification: 'required',
          allowCredentials: credentials.map((c) => ({ id: c.id, transports: c.transports })),
        }),
      );
    },

    /** Whether `userId`'s own passkey answered their step-up challenge (else 400 `passkey_refused`). */
    stepUp: async (userId: string, response: AuthenticationResponseJSON) => {
      await verifyUse(response, 'step-up', userId);
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
