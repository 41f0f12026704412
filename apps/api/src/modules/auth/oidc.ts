import { randomBytes } from 'node:crypto';
import { isStaffRole, type VerifyResponse } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Db } from '../../db/client.ts';
import { keyedHash } from '../../lib/crypto/derive-key.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './oidc-repository.ts';
import { findUserByEmail } from './repository.ts';
import type { AuthService, SignInClient } from './service.ts';

/** What the ID token's `amr` may say that counts as a second factor (RFC 8176). */
const SECOND_FACTOR_AMR = new Set(['mfa', 'otp', 'hwk', 'swk']);

/** Why a single sign-on came back refused: the sign-in page says it in the person's language. */
export type OidcRefusal = 'failed' | 'expired' | 'unverified' | 'not-staff';

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; label: string };

/**
 * Staff single sign-on with the company's identity provider (OpenID Connect, DESIGN §14, through
 * `openid-client`): the authorization code flow with PKCE, `state` and `nonce`. An ID token names an
 * existing staff member by a verified e-mail or nothing happens; nobody is created. The provider's
 * `amr` decides whether the portal still asks for its own second factor. The browser comes back with
 * a one-time hand-off in the URL's fragment (never sent to a server, never logged), which it trades
 * for what a code's verification answers.
 */
export function createOidc(deps: {
  db: Db;
  settings: OidcSettings;
  portalUrl: string;
  handoffKey: Buffer;
  auth: AuthService;
  log: FastifyBaseLogger;
}) {
  const { db, settings, auth } = deps;
  const callbackUrl = `${deps.portalUrl}/api/auth/oidc/callback`;
  let discovered: Promise<client.Configuration> | null = null;

  /** The provider's metadata, fetched once; a failed fetch is tried again on the next sign-in. */
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // Production refuses an http issuer (config.ts); a test's provider runs on loopback.
        settings.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  const hashOf = (handoff: string) => keyedHash(deps.handoffKey, handoff);
  const back = (fragment: string) => `${deps.portalUrl}/auth#${fragment}`;

  return {
    label: settings.label,

    /** Where to send the browser: the provider's authorization endpoint, with this login's checks. */
    async start(): Promise<string> {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await repo.startLogin(db, { state, codeVerifier, nonce });
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: callbackUrl,
          scope: 'openid email',
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString();
    },

    /**
     * The provider's answer, the callback's query string: where to send the browser on, with a hand-off
     * or the reason it was refused. Read against the callback's own address (PORTAL_URL's), which the
     * token exchange must name exactly as the authorization did, whatever host a proxy passed on.
     */
    async callback(query: string): Promise<string> {
      const url = new URL(`${callbackUrl}?${query}`);
      const state = url.searchParams.get('state') ?? '';
      const login = await repo.takeLogin(db, state);
      if (!login) return back(`sso-error=${'expired' satisfies OidcRefusal}`);
      let claims: (client.IDToken & Partial<client.UserInfoResponse>) | undefined;
      try {
        const config = await configuration();
        const tokens = await client.authorizationCodeGrant(config, url, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        // Providers that keep the e-mail out of the ID token answer it at their userinfo endpoint,
        // for the same subject (checked by openid-client).
        if (claims && (claims.email === undefined || claims.email_verified === undefined))
          claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      } catch (error) {
        deps.log.warn({ err: error }, 'single sign-on refused: the provider’s answer did not check out');
        return back(`sso-error=${'failed' satisfies OidcRefusal}`);
      }
      if (!claims || claims.email_verified !== true || typeof claims.email !== 'string')
        return back(`sso-error=${'unverified' satisfies OidcRefusal}`);
      const user = await findUserByEmail(db, claims.email.trim().toLowerCase());
      if (!user || !isStaffRole(user.role)) return back(`sso-error=${'not-staff' satisfies OidcRefusal}`);
      const amr: unknown[] = Array.isArray(claims.amr) ? claims.amr : [];
      const handoff = randomBytes(32).toString('base64url');
      await repo.handOff(db, {
        state,
        handoffHash: hashOf(handoff),
        userId: user.id,
        secondFactor: amr.some((method) => typeof method === 'string' && SECOND_FACTOR_AMR.has(method)),
      });
      return back(`sso=${handoff}`);
    },

    /** The hand-off traded, once, for a session or a second-factor ticket. */
    async finish(handoff: string, signIn: SignInClient): Promise<VerifyResponse> {
      const taken = await repo.takeHandoff(db, hashOf(handoff));
      if (!taken) throw new AppError('sign_in_expired');
      return auth.signInWithIdentityProvider(taken.user, signIn, taken.secondFactor);
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;
