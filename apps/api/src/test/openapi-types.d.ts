// Generated from the API document by `npm run openapi:types`: do not edit. A test fails when it is stale.

export interface paths {
  '/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List audit entries, newest first
     * @description `actor` is a user id or e-mail, or an API key id; `from` and `to` are UTC days, both included.
     */
    get: operations['listAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export the audit entries as CSV, newest first
     * @description Every record the filters find (not one page), with the header and the labels of coded values in `language` (else Accept-Language). Dates are ISO 8601; text cells starting with `=`, `+`, `-`, `@`, a tab or a carriage return are prefixed with `'`.
     */
    get: operations['exportAuditEntriesCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check the audit hash chain from its first entry
     * @description Recomputes every entry's hash in order; answers the number of entries, or the first entry whose number, link or content breaks the chain.
     */
    get: operations['verifyAuditChain'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List outgoing messages, newest first
     * @description Every mail the portal sends, with its status, attempts, next try and last error.
     */
    get: operations['listOutgoingMessages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/outbox/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a failed or skipped message again
     * @description Queues it anew with a fresh 24 hours of retries; audited.
     */
    post: operations['resendOutgoingMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/security': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the signed-in user's second factor: set up or not, and recovery codes left */
    get: operations['getMySecurity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Begin setting up a second factor
     * @description Answers a new TOTP secret and its `otpauth://` URL (for the QR code); it takes effect once `POST /me/mfa/confirm` confirms it with a code. 409 when a second factor is already set up. Like a first passkey, it needs a recent step-up (403 `step_up_required`), or for an account with nothing to step up with a recent sign-in (403 `sign_in_again`): the app outlives the session.
     */
    post: operations['beginMyEnrolment'];
    /**
     * Remove the signed-in merchant's second factor
     * @description Merchants only: an admin cannot go without one (403). Needs a step-up within the last 5 minutes (403 `step_up_required`): a sign-in with the second factor counts for its first 5 minutes.
     */
    delete: operations['removeMySecondFactor'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/mfa/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the second factor being set up with a code from the authenticator app
     * @description Answers the 10 recovery codes, shown this once. A wrong code, or no enrolment begun, answers 400; from the next sign-in on, the second factor is asked for.
     */
    post: operations['confirmMyEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/captcha/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read which captcha anonymous submissions need */
    get: operations['getCaptchaConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/captcha/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a new ALTCHA challenge */
    get: operations['getCaptchaChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a sign-in code to an account
     * @description Answers the same whether or not the e-mail has an account.
     */
    post: operations['requestSignInCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange a sign-in code for an access token, or for a second-factor ticket
     * @description A merchant without a second factor gets `{access_token}`. An admin, or a merchant who set up a second factor, gets `{mfa: "totp", ticket}`; an admin without one yet `{mfa: "enrol", ticket, secret, otpauthUrl}`. Either way the ticket goes to `POST /auth/mfa` within 10 minutes.
     */
    post: operations['verifySignInCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange a second-factor ticket and code for an access token
     * @description The code is the 6-digit TOTP code of the authenticator app (each accepted once) or, once enrolled, an unused recovery code `xxxxx-xxxxx`. An enrolment ticket confirms the new secret and answers the 10 recovery codes, this once. A wrong code answers 401 and counts against the ticket (dead after 5) and the account (as wrong e-mailed codes do: 429 beyond the budget).
     */
    post: operations['verifySecondFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a merchant account and mail it a sign-in code
     * @description Needs a solved captcha in `X-Captcha-Token`, as an anonymous pre-check does. Safe to retry with the same `Idempotency-Key`: a replay mails no second code and needs no second solution.
     */
    post: operations['signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke the bearer token */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/validate-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the signed-in user */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the signed-in user's live sessions
     * @description Newest use first: when and how each began, the address and browser it began from, when it was last used, and which one this request came with (`current`).
     */
    get: operations['listMySessions'];
    put?: never;
    post?: never;
    /** End all your sessions but this one */
    delete: operations['endMyOtherSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * End one of your sessions
     * @description Its token is refused at once on every instance. Ending the current one signs you out.
     */
    delete: operations['endMySession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Sign a user out everywhere: end all of the user's sessions
     * @description Needs a step-up within the last 5 minutes (403 `step_up_required`).
     */
    delete: operations['endUserSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/step-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Prove a second factor again, for the grave actions of the next 5 minutes
     * @description A 6-digit authenticator code or an unused recovery code (`code`), or a passkey's answer to the options of `POST /auth/step-up/options` (`passkey`). A wrong code answers 400 `code_incorrect` (it does not sign you out) and counts against the account as a wrong code at sign-in does (429 beyond); a passkey that does not verify, 400 `passkey_refused`.
     */
    post: operations['stepUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the signed-in user's passkeys
     * @description `available` is false while the portal runs at an IP address, which browsers refuse passkeys for.
     */
    get: operations['listMyPasskeys'];
    put?: never;
    /**
     * Add a passkey
     * @description The browser's answer to the options, checked (user verification required) and kept with its name.
     */
    post: operations['addPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/passkeys/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start adding a passkey
     * @description Needs a recent step-up (403 `step_up_required`), or for an account with no second factor a recent sign-in (403 `sign_in_again`): a passkey outlives the session. Pass the options to the browser (`startRegistration`), then send its answer to `POST /me/passkeys` within 5 minutes.
     */
    post: operations['passkeyRegistrationOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/passkeys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove one of your passkeys
     * @description Needs a recent step-up (403 `step_up_required`).
     */
    delete: operations['removePasskey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/passkey/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start signing in with a passkey
     * @description Any passkey of this portal may answer (`startAuthentication`); 404 while passkeys are unavailable.
     */
    post: operations['passkeySignInOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/passkey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with a passkey
     * @description Both factors at once (user verification is required), for every role; the session counts as stepped up for its first minutes. A response that does not verify, or answers a spent challenge, is 400 `passkey_refused`.
     */
    post: operations['signInWithPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/step-up/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a step-up with a passkey
     * @description Options naming the caller's own passkeys; send the browser's answer to `POST /auth/step-up` as `passkey`.
     */
    post: operations['passkeyStepUpOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Go to the identity provider to sign in
     * @description A browser navigation: answers 302 to the provider, with PKCE, `state` and `nonce`.
     */
    get: operations['startSingleSignOn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The identity provider's way back
     * @description Answers 302 to the sign-in page: `#sso=<hand-off>` for an existing staff member with a verified e-mail, else `#sso-error=failed|expired|unverified|not-staff`. Nothing is created.
     */
    get: operations['finishSingleSignOnAtProvider'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/finish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Trade a single sign-on hand-off for a session, or for a second-factor ticket
     * @description The hand-off from the callback, once, within 10 minutes. When the ID token's `amr` named a second factor (`mfa`, `otp`, `hwk`, `swk`), `{access_token}`; else a ticket for `POST /auth/mfa`, as `POST /auth/verify` answers.
     */
    post: operations['finishSingleSignOn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/methods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read how one may sign in besides an e-mailed code
     * @description `passkeys` is false while the portal runs at an IP address, which browsers refuse passkeys for; `singleSignOn` names the company identity provider's button ("Sign in with <label>") when one is configured.
     */
    get: operations['getSignInMethods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users, newest first */
    get: operations['listUsers'];
    put?: never;
    /**
     * Create a user
     * @description Safe to retry with the same `Idempotency-Key`. A staff user (admin or reviewer) needs a step-up within the last 5 minutes (403 `step_up_required`); every admin is mailed when an admin is created.
     */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export the users as CSV, newest first
     * @description Every record the filters find (not one page), with the header and the labels of coded values in `language` (else Accept-Language). Dates are ISO 8601; text cells starting with `=`, `+`, `-`, `@`, a tab or a carriage return are prefixed with `'`.
     */
    get: operations['exportUsersCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read one user
     * @description The `ETag` is what `If-Match` names to update the user; `If-None-Match` with it answers 304.
     */
    get: operations['getUser'];
    /**
     * Update one user
     * @description `If-Match` must name the `ETag` the user was read with: without it 428, and 412 (nothing saved) once someone else has changed the user since. Changing the role or the e-mail needs a step-up within the last 5 minutes (403 `step_up_required`).
     */
    put: operations['updateUser'];
    post?: never;
    /** Delete one user */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/mfa-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reset a user's second factor
     * @description Removes the TOTP secret and recovery codes and ends all of the user's sessions (recorded as `user.mfa-reset`); the user enrols again at the next sign-in. An admin may reset their own only with an unused recovery code (`{recoveryCode}`): without one 403, with a wrong one 400. Another user's needs a step-up within the last 5 minutes (403 `step_up_required`).
     */
    post: operations['resetSecondFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the API keys not revoked, newest first */
    get: operations['listApiKeys'];
    put?: never;
    /**
     * Create an API key
     * @description Needs a step-up within the last 5 minutes (403 `step_up_required`), or a fresh code of the admin's authenticator app in `code` (a wrong one answers 400 and counts against the account like a code at sign-in). The answer holds the key, this once: only its hash is stored. Audited; every admin is mailed.
     */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API key
     * @description From the next request on, on every instance, the key answers 401 `unauthorized`, as an unknown key does. Audited.
     */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the webhook endpoints, newest first */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Create a webhook endpoint
     * @description The answer holds the signing secret, this once. A URL this server does not send to answers 400 `webhook_url_refused`, with why at `url`. Needs a step-up within the last 5 minutes (403 `step_up_required`). Audited; every admin is mailed.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read one webhook endpoint
     * @description The `ETag` is what `If-Match` names to update it; `If-None-Match` with it answers 304.
     */
    get: operations['getWebhook'];
    /**
     * Update one webhook endpoint
     * @description `If-Match` must name the `ETag` the endpoint was read with: without it 428, and 412 (nothing saved) once someone else has changed it since. Deliveries still to go are sent to the URL saved. A URL this server does not send to answers 400 `webhook_url_refused`, with why at `url`. Changing the URL or the events: Needs a step-up within the last 5 minutes (403 `step_up_required`). Audited.
     */
    put: operations['updateWebhook'];
    post?: never;
    /**
     * Delete one webhook endpoint
     * @description With its delivery log; nothing more is sent to it. Audited.
     */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a webhook endpoint's signing secret
     * @description The answer holds the new secret, this once. For 24 hours every delivery carries two signatures, with the new secret and the one before, so a receiver can switch without losing one. Audited.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test event to one webhook endpoint
     * @description Queues a `test` event for this endpoint alone (a disabled one too): its delivery shows in the log. Audited.
     */
    post: operations['sendWebhookTestEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a webhook endpoint's deliveries, newest first
     * @description Each event sent to it (kept 30 days), its status and its attempts: time, status code, duration and the first KiB of the answer.
     */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/deliveries/{deliveryId}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send one delivery again
     * @description A delivery that is over (sent, failed or skipped) is queued anew, with the same `webhook-id` and its schedule from the start; one still being tried answers 409 `not_resendable`. Needs a step-up within the last 5 minutes (403 `step_up_required`). Audited.
     */
    post: operations['resendWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck-pos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List POS pre-checks, newest first, or the review queue
     * @description Every pre-check newest first; `status`, `assignee`, `overdue` and `sort` make it the review queue (DESIGN §12): `sort=waiting` puts what has waited longest in its status first.
     *
     *     An API key with the `prechecks:read` scope may call this.
     */
    get: operations['listPosPrechecks'];
    put?: never;
    /**
     * Submit a POS pre-check
     * @description Without a bearer token the request must carry a solved captcha in `X-Captcha-Token`. An API key needs none; its pre-checks belong to no account, so, as for an anonymous applicant, the answer carries the `copyToken` of the applicant’s copy.
     *
     *     An API key with the `prechecks:write` scope may call this.
     */
    post: operations['createPosPrecheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck-pos/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export the POS pre-checks as CSV, newest first
     * @description Every record the filters find (not one page), with the header and the labels of coded values in `language` (else Accept-Language). Dates are ISO 8601; text cells starting with `=`, `+`, `-`, `@`, a tab or a carriage return are prefixed with `'`.
     *
     *     An API key with the `prechecks:read` scope may call this.
     */
    get: operations['exportPosPrechecksCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck-pos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read one POS pre-check
     * @description An API key with the `prechecks:read` scope may call this.
     */
    get: operations['getPosPrecheck'];
    put?: never;
    post?: never;
    /**
     * Delete one POS pre-check
     * @description An API key with the `prechecks:write` scope may call this.
     */
    delete: operations['deletePosPrecheck'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck-pos/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download one POS pre-check as a PDF
     * @description An API key with the `prechecks:read` scope may call this.
     */
    get: operations['downloadPosPrecheckPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List e-commerce pre-checks, newest first, or the review queue
     * @description Every pre-check newest first; `status`, `assignee`, `overdue` and `sort` make it the review queue (DESIGN §12): `sort=waiting` puts what has waited longest in its status first.
     *
     *     An API key with the `prechecks:read` scope may call this.
     */
    get: operations['listEcomPrechecks'];
    put?: never;
    /**
     * Submit a e-commerce pre-check
     * @description Without a bearer token the request must carry a solved captcha in `X-Captcha-Token`. An API key needs none; its pre-checks belong to no account, so, as for an anonymous applicant, the answer carries the `copyToken` of the applicant’s copy.
     *
     *     An API key with the `prechecks:write` scope may call this.
     */
    post: operations['createEcomPrecheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export the e-commerce pre-checks as CSV, newest first
     * @description Every record the filters find (not one page), with the header and the labels of coded values in `language` (else Accept-Language). Dates are ISO 8601; text cells starting with `=`, `+`, `-`, `@`, a tab or a carriage return are prefixed with `'`.
     *
     *     An API key with the `prechecks:read` scope may call this.
     */
    get: operations['exportEcomPrechecksCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read one e-commerce pre-check
     * @description An API key with the `prechecks:read` scope may call this.
     */
    get: operations['getEcomPrecheck'];
    put?: never;
    post?: never;
    /**
     * Delete one e-commerce pre-check
     * @description An API key with the `prechecks:write` scope may call this.
     */
    delete: operations['deleteEcomPrecheck'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download one e-commerce pre-check as a PDF
     * @description An API key with the `prechecks:read` scope may call this.
     */
    get: operations['downloadEcomPrecheckPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck/{id}/secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reveal an e-commerce pre-check's website password
     * @description For an admin or the merchant who submitted it. The only answer that carries the password; each call is recorded in the audit log as `precheck.secret`. 410 `secret_erased` once the pre-check was decided or withdrawn: the password is erased then (DESIGN §13).
     */
    get: operations['getEcomPrecheckSecret'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/staff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The staff a pre-check may be assigned to
     * @description Admins and reviewers, by name: whom `PUT …/{id}/assignee` takes.
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    get: operations['listStaff'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck-pos/{id}/transitions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a pre-check to another status
     * @description Only the moves DESIGN §12 lists (409 `invalid_transition` otherwise): take into review, ask the applicant (`message`), approve (with `REVIEW_FOUR_EYES=on` a proposal a second person confirms: the proposer gets 403 `four_eyes_required`), decline (`reason`), withdraw, and for admins reopen a decision (`note`). `If-Match` must name the `ETag` the pre-check was read with: without it 428, and 412 (nothing saved) once someone else has changed it since. Answers the pre-check as it now is. Audited.
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    post: operations['transitionPosPrecheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck-pos/{id}/assignee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Assign a pre-check to a staff member, or to nobody
     * @description `If-Match` must name the `ETag` the pre-check was read with (428 without, 412 stale). An id that is not a staff member is refused at `assigneeId`. Answers the pre-check as it now is. Audited.
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    put: operations['assignPosPrecheck'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck-pos/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add an internal note to a pre-check
     * @description The note joins its history; the applicant never sees it. Audited (without the text).
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    post: operations['addPosPrecheckNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck-pos/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A pre-check's history, oldest first
     * @description Its creation, then every status change (with the message to the applicant or the internal note), assignment, note, update by the applicant and mail sent.
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    get: operations['getPosPrecheckHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck/{id}/transitions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a pre-check to another status
     * @description Only the moves DESIGN §12 lists (409 `invalid_transition` otherwise): take into review, ask the applicant (`message`), approve (with `REVIEW_FOUR_EYES=on` a proposal a second person confirms: the proposer gets 403 `four_eyes_required`), decline (`reason`), withdraw, and for admins reopen a decision (`note`). `If-Match` must name the `ETag` the pre-check was read with: without it 428, and 412 (nothing saved) once someone else has changed it since. Answers the pre-check as it now is. Audited.
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    post: operations['transitionEcomPrecheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck/{id}/assignee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Assign a pre-check to a staff member, or to nobody
     * @description `If-Match` must name the `ETag` the pre-check was read with (428 without, 412 stale). An id that is not a staff member is refused at `assigneeId`. Answers the pre-check as it now is. Audited.
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    put: operations['assignEcomPrecheck'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add an internal note to a pre-check
     * @description The note joins its history; the applicant never sees it. Audited (without the text).
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    post: operations['addEcomPrecheckNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A pre-check's history, oldest first
     * @description Its creation, then every status change (with the message to the applicant or the internal note), assignment, note, update by the applicant and mail sent.
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    get: operations['getEcomPrecheckHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the signed-in staff member's choice of mails about new pre-checks */
    get: operations['getMyNotifications'];
    /**
     * Set the signed-in staff member's choice of mails about new pre-checks
     * @description The body is the whole choice, so a PUT replaces it and needs no `If-Match`. Turning it on makes the unsubscribe links of their earlier notices useless.
     */
    put: operations['setMyNotifications'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn off the new pre-check mails of the staff member a notice was sent to (RFC 8058 one click)
     * @description The `token` is the one in the notice's `List-Unsubscribe` header or link; a form body (`List-Unsubscribe=One-Click`) may come with it and is not read. 204 when the notices are off now; 404 for a token this portal did not sign, or one already used, or one whose choice was changed since.
     */
    post: operations['unsubscribeFromNotices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/updates/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open a request for information's link
     * @description What the team asks and the answers as they stand (never the website password). 404 for a token no link has; 410 `update_closed` once the answers were sent, the request ended or the link expired.
     */
    get: operations['getUpdateRequest'];
    /**
     * Send the changed answers
     * @description A whole submission body, checked like one (no captcha: the link is the credential). Makes the next version, puts the pre-check back in review, closes the link and tells the assignee. Audited without actor.
     */
    put: operations['saveUpdate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/updates/{token}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw the pre-check instead of answering */
    post: operations['withdrawByLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/prechecks/{kind}/{id}/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The team's request on one's own pre-check
     * @description As `GET /updates/{token}`, for the merchant who submitted it (404 for anyone else).
     */
    get: operations['getMyUpdateRequest'];
    /** Answer the team's request on one's own pre-check */
    put: operations['saveMyUpdate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/prechecks/{kind}/{id}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw one's own pre-check while it is open
     * @description Asked or not, until it is decided (409 `invalid_transition` after); 404 for anyone else.
     */
    post: operations['withdrawMyPrecheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck-pos/{id}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A pre-check's versions, oldest first, with the answers each changed
     * @description `GET …/{id}?version=N` answers the answers of version N.
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    get: operations['getPosPrecheckVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck/{id}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A pre-check's versions, oldest first, with the answers each changed
     * @description `GET …/{id}?version=N` answers the answers of version N.
     *
     *     An API key with the `prechecks:review` scope may call this.
     */
    get: operations['getEcomPrecheckVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/privacy/retention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retention: the periods, what is due, the legal holds
     * @description The RETENTION_* periods in force (null for `off`), how many pre-checks the next pass erases and withdraws, every pre-check under a legal hold with its reason, and when the last snapshot still holding someone erased is pruned (DESIGN §13).
     */
    get: operations['getRetention'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/privacy/subjects/find': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What the portal holds about an e-mail address
     * @description Every pre-check with the address in any of its e-mail fields (POS `email`; e-commerce `genEmail`, `genDirEmail`, `chCustEmail`, `chAchEmail`), case-insensitively, with whether it is held; the merchant records, the user, and how many outgoing messages and audit entries name it (DESIGN §13). The address travels in the body, so no access log holds it.
     */
    post: operations['findSubject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/privacy/subjects/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Every record about an e-mail address, as JSON
     * @description A download (`content-disposition: attachment`) of the pre-checks `find` names, each as its detail answer (the website password left out) with its history and the answers each update replaced; the merchant records, the user (no second-factor secret), the outgoing messages and the audit entries naming the address. Audited as `privacy.export` before it leaves (DESIGN §13).
     */
    post: operations['exportSubject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/privacy/subjects/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Erase a person's data
     * @description Deletes the pre-checks `find` names (held ones are reported in `held` and kept), the merchant records and the user; the outgoing messages, webhook events, cached answers and audit entries naming the address keep only its pseudonym, and `GET /audit/verify` still answers ok. One transaction; the erasure is written to the erasure ledger beside the snapshots first, so a restore re-applies it. Audited as `privacy.erase`; tells the webhooks `data_subject.erased` (DESIGN §13). The last admin cannot be erased (409 `last_admin`). Needs a step-up within the last 5 minutes (403 `step_up_required`).
     */
    post: operations['eraseSubject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck-pos/{id}/legal-hold': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Hold a pre-check from erasure
     * @description While held, neither retention nor an erasure request erases the pre-check (DESIGN §13); placing it again replaces the reason. Audited.
     */
    put: operations['placeLegalHoldPosPrecheck'];
    post?: never;
    /**
     * Release a pre-check's legal hold
     * @description Retention and erasure requests reach it again. Needs a step-up within the last 5 minutes (403 `step_up_required`). Audited.
     */
    delete: operations['releaseLegalHoldPosPrecheck'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/precheck/{id}/legal-hold': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Hold a pre-check from erasure
     * @description While held, neither retention nor an erasure request erases the pre-check (DESIGN §13); placing it again replaces the reason. Audited.
     */
    put: operations['placeLegalHoldEcomPrecheck'];
    post?: never;
    /**
     * Release a pre-check's legal hold
     * @description Retention and erasure requests reach it again. Needs a step-up within the last 5 minutes (403 `step_up_required`). Audited.
     */
    delete: operations['releaseLegalHoldEcomPrecheck'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/merchant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List merchants, newest first
     * @description An API key with the `merchants:read` scope may call this.
     */
    get: operations['listMerchants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/merchant/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export the merchants as CSV, newest first
     * @description Every record the filters find (not one page), with the header and the labels of coded values in `language` (else Accept-Language). Dates are ISO 8601; text cells starting with `=`, `+`, `-`, `@`, a tab or a carriage return are prefixed with `'`.
     *
     *     An API key with the `merchants:read` scope may call this.
     */
    get: operations['exportMerchantsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/merchant/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read one merchant
     * @description An API key with the `merchants:read` scope may call this.
     */
    get: operations['getMerchant'];
    put?: never;
    post?: never;
    /**
     * Delete one merchant
     * @description An API key with the `merchants:write` scope may call this.
     */
    delete: operations['deleteMerchant'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/me/prechecks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the signed-in user's own pre-checks, newest first
     * @description Each with where its review stands; while the team waits for an answer, its question, which `GET|PUT /me/prechecks/{kind}/{id}/update` answers.
     */
    get: operations['listMyPrechecks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stats/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read pre-checks per month and the latest ones */
    get: operations['getDashboardStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/backups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the embedded database's snapshots, newest first
     * @description Whether the server makes backups (`on` with BACKUP_DIR on the embedded database), its schedule, and every complete snapshot, with whether its manifest carries a MAC this server made (`signature`): `npm run restore` refuses an `invalid` one.
     */
    get: operations['listBackups'];
    put?: never;
    /**
     * Write a snapshot now
     * @description Starts one (or joins the one being written) and answers at once; the list shows it when it is complete. Audited. At most one per BACKUP_MANUAL_COOLDOWN on the whole portal: sooner is refused with 429 `rate_limited` and `Retry-After`.
     */
    post: operations['startBackup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check that the server is up */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check that the database and the rate-limit store answer
     * @description Public, so it says nothing more than ready or not: the outgoing queue is in the metrics (`portal_outbox_queued`).
     */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the server's metrics, for Prometheus
     * @description Requests by route pattern, method and status, latency by route pattern, the database pool, rate-limit refusals by budget, the PDF pools, the outbox, disabled webhook endpoints, readiness and the process's own (docs/operations.md). The bearer token is the server's `METRICS_TOKEN`; while that is unset this answers 404 (a localhost listener on `METRICS_PORT` may serve them instead).
     */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorBody: {
      /**
       * @description Stable; one of the codes of the API (ARCHITECTURE.md)
       * @enum {string}
       */
      code:
        | 'bad_request'
        | 'validation_failed'
        | 'captcha_required'
        | 'captcha_invalid'
        | 'code_incorrect'
        | 'passkey_refused'
        | 'webhook_url_refused'
        | 'unauthorized'
        | 'otp_invalid'
        | 'sign_in_expired'
        | 'forbidden'
        | 'insufficient_scope'
        | 'own_second_factor'
        | 'four_eyes_required'
        | 'step_up_required'
        | 'sign_in_again'
        | 'sso_required'
        | 'not_found'
        | 'method_not_allowed'
        | 'request_timeout'
        | 'email_taken'
        | 'last_admin'
        | 'invalid_transition'
        | 'already_enrolled'
        | 'not_resendable'
        | 'idempotency_in_progress'
        | 'backups_off'
        | 'precondition_failed'
        | 'update_closed'
        | 'secret_erased'
        | 'payload_too_large'
        | 'uri_too_long'
        | 'unsupported_media_type'
        | 'idempotency_conflict'
        | 'precondition_required'
        | 'rate_limited'
        | 'headers_too_large'
        | 'internal_error'
        | 'secret_unreadable'
        | 'service_unavailable'
        | 'captcha_unavailable';
      /** @description The same, in the language of the request, for people */
      message: string;
      errors?: {
        /** @description The field, dotted from the root of its part: `genInfo.genComp` */
        path: string;
        /** @enum {string} */
        code:
          | 'required'
          | 'invalid'
          | 'too_long'
          | 'unknown_field'
          | 'email_taken'
          | 'code_incorrect'
          | 'captcha_required'
          | 'captcha_invalid'
          | 'captcha_unavailable'
          | 'webhook_url_refused';
        /** @description What is wrong, in the language of the request */
        message: string;
      }[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listAuditEntries: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        actor?: string;
        action?:
          | 'auth.sign-in'
          | 'auth.sign-in-failed'
          | 'auth.mfa-failed'
          | 'auth.sign-out'
          | 'auth.step-up'
          | 'auth.sessions-end'
          | 'auth.passkey-add'
          | 'auth.passkey-remove'
          | 'user.create'
          | 'user.update'
          | 'user.delete'
          | 'user.mfa-reset'
          | 'user.sessions-end'
          | 'precheck-pos.view'
          | 'precheck-pos.pdf'
          | 'precheck-pos.delete'
          | 'precheck-pos.transition'
          | 'precheck-pos.assign'
          | 'precheck-pos.note'
          | 'precheck-pos.update'
          | 'precheck-pos.legal-hold'
          | 'precheck-pos.legal-hold-release'
          | 'precheck.view'
          | 'precheck.pdf'
          | 'precheck.delete'
          | 'precheck.transition'
          | 'precheck.assign'
          | 'precheck.note'
          | 'precheck.update'
          | 'precheck.legal-hold'
          | 'precheck.legal-hold-release'
          | 'precheck.secret'
          | 'merchant.view'
          | 'merchant.delete'
          | 'export.csv'
          | 'outbox.resend'
          | 'api-key.create'
          | 'api-key.revoke'
          | 'api-key.use'
          | 'api-key.refused'
          | 'webhook.create'
          | 'webhook.update'
          | 'webhook.delete'
          | 'webhook.rotate-secret'
          | 'webhook.test'
          | 'webhook.resend'
          | 'webhook.disable'
          | 'backup.create'
          | 'privacy.retention-erase'
          | 'privacy.export'
          | 'privacy.erase';
        targetType?:
          'user' | 'precheck-pos' | 'precheck' | 'merchant' | 'export' | 'outbox' | 'api-key' | 'webhook';
        targetId?: string;
        from?: string & string;
        to?: string & string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              seq: number;
              /** Format: date-time */
              at: string;
              actor: {
                id: string;
                /** @description The person's address; null for an API key */
                email: string | null;
                /** @enum {string} */
                role: 'admin' | 'reviewer' | 'merchant' | 'api_key';
                /** @description The API key's name; null for a person */
                name: string | null;
              } | null;
              /** @enum {string} */
              action:
                | 'auth.sign-in'
                | 'auth.sign-in-failed'
                | 'auth.mfa-failed'
                | 'auth.sign-out'
                | 'auth.step-up'
                | 'auth.sessions-end'
                | 'auth.passkey-add'
                | 'auth.passkey-remove'
                | 'user.create'
                | 'user.update'
                | 'user.delete'
                | 'user.mfa-reset'
                | 'user.sessions-end'
                | 'precheck-pos.view'
                | 'precheck-pos.pdf'
                | 'precheck-pos.delete'
                | 'precheck-pos.transition'
                | 'precheck-pos.assign'
                | 'precheck-pos.note'
                | 'precheck-pos.update'
                | 'precheck-pos.legal-hold'
                | 'precheck-pos.legal-hold-release'
                | 'precheck.view'
                | 'precheck.pdf'
                | 'precheck.delete'
                | 'precheck.transition'
                | 'precheck.assign'
                | 'precheck.note'
                | 'precheck.update'
                | 'precheck.legal-hold'
                | 'precheck.legal-hold-release'
                | 'precheck.secret'
                | 'merchant.view'
                | 'merchant.delete'
                | 'export.csv'
                | 'outbox.resend'
                | 'api-key.create'
                | 'api-key.revoke'
                | 'api-key.use'
                | 'api-key.refused'
                | 'webhook.create'
                | 'webhook.update'
                | 'webhook.delete'
                | 'webhook.rotate-secret'
                | 'webhook.test'
                | 'webhook.resend'
                | 'webhook.disable'
                | 'backup.create'
                | 'privacy.retention-erase'
                | 'privacy.export'
                | 'privacy.erase';
              /** @enum {string|null} */
              targetType:
                | 'user'
                | 'precheck-pos'
                | 'precheck'
                | 'merchant'
                | 'export'
                | 'outbox'
                | 'api-key'
                | 'webhook'
                | null;
              targetId: string | null;
              targetExists: boolean;
              ip: string | null;
              details: {
                [key: string]: string | number | boolean;
              };
            }[];
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportAuditEntriesCsv: {
    parameters: {
      query?: {
        actor?: string;
        action?:
          | 'auth.sign-in'
          | 'auth.sign-in-failed'
          | 'auth.mfa-failed'
          | 'auth.sign-out'
          | 'auth.step-up'
          | 'auth.sessions-end'
          | 'auth.passkey-add'
          | 'auth.passkey-remove'
          | 'user.create'
          | 'user.update'
          | 'user.delete'
          | 'user.mfa-reset'
          | 'user.sessions-end'
          | 'precheck-pos.view'
          | 'precheck-pos.pdf'
          | 'precheck-pos.delete'
          | 'precheck-pos.transition'
          | 'precheck-pos.assign'
          | 'precheck-pos.note'
          | 'precheck-pos.update'
          | 'precheck-pos.legal-hold'
          | 'precheck-pos.legal-hold-release'
          | 'precheck.view'
          | 'precheck.pdf'
          | 'precheck.delete'
          | 'precheck.transition'
          | 'precheck.assign'
          | 'precheck.note'
          | 'precheck.update'
          | 'precheck.legal-hold'
          | 'precheck.legal-hold-release'
          | 'precheck.secret'
          | 'merchant.view'
          | 'merchant.delete'
          | 'export.csv'
          | 'outbox.resend'
          | 'api-key.create'
          | 'api-key.revoke'
          | 'api-key.use'
          | 'api-key.refused'
          | 'webhook.create'
          | 'webhook.update'
          | 'webhook.delete'
          | 'webhook.rotate-secret'
          | 'webhook.test'
          | 'webhook.resend'
          | 'webhook.disable'
          | 'backup.create'
          | 'privacy.retention-erase'
          | 'privacy.export'
          | 'privacy.erase';
        targetType?:
          'user' | 'precheck-pos' | 'precheck' | 'merchant' | 'export' | 'outbox' | 'api-key' | 'webhook';
        targetId?: string;
        from?: string & string;
        to?: string & string;
        language?: 'en' | 'es' | 'de' | 'it';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The audit entries as a CSV file */
      200: {
        headers: {
          /** @description attachment; filename="audit-YYYY-MM-DD.csv" */
          'Content-Disposition'?: string;
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  verifyAuditChain: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @enum {boolean} */
                ok: true;
                entries: number;
              }
            | {
                /** @enum {boolean} */
                ok: false;
                firstBrokenSeq: number;
              };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listOutgoingMessages: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        kind?: 'mail' | 'webhook';
        status?: 'queued' | 'sending' | 'retrying' | 'sent' | 'failed' | 'skipped';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              /** @enum {string} */
              kind: 'mail' | 'webhook';
              /** @enum {string} */
              topic:
                | 'precheck-confirmation'
                | 'team-notice'
                | 'applicant-review'
                | 'update-notice'
                | 'webhook'
                | 'webhook-disabled'
                | 'security-notice';
              recipient: string;
              /** @enum {string} */
              status: 'queued' | 'sending' | 'retrying' | 'sent' | 'failed' | 'skipped';
              attempts: number;
              /** Format: date-time */
              nextAttemptAt: string | null;
              lastError: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              sentAt: string | null;
            }[];
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  resendOutgoingMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMySecurity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            mfa: boolean;
            recoveryCodesLeft: number;
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  beginMyEnrolment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
            otpauthUrl: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  removeMySecondFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  confirmMyEnrolment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            recoveryCodes: string[];
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCaptchaConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            provider: 'altcha' | 'recaptcha-enterprise' | 'off';
            siteKey?: string;
          };
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCaptchaChallenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            parameters: {
              /** @description The key derivation, e.g. `PBKDF2/SHA-256` */
              algorithm: string;
              nonce: string;
              salt: string;
              cost: number;
              keyLength: number;
              keyPrefix: string;
              keySignature?: string;
              memoryCost?: number;
              parallelism?: number;
              /** @description Seconds since 1970 after which no solution counts */
              expiresAt?: number;
            };
            signature?: string;
          };
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  requestSignInCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @description Read in lower case: the case of an address does not matter
           */
          email: string;
          /** @enum {string} */
          language?: 'en' | 'es' | 'de' | 'it';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  verifySignInCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @description Read in lower case: the case of an address does not matter
           */
          email: string;
          otp: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @enum {string} */
                mfa: 'enrol';
                ticket: string;
                secret: string;
                otpauthUrl: string;
              }
            | {
                /** @enum {string} */
                mfa: 'totp';
                ticket: string;
              }
            | {
                access_token: string;
              };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  verifySecondFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ticket: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access_token: string;
            recoveryCodes?: string[];
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  signUp: {
    parameters: {
      query?: never;
      header?: {
        /** @description A UUID drawn once per record to create and sent with every retry: the same key and body within 24 hours answer the first answer again (`Idempotent-Replayed: true`) and create nothing. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /**
           * Format: email
           * @description Read in lower case: the case of an address does not matter
           */
          email: string;
          /** @enum {string} */
          languagePreference?: 'en' | 'es' | 'de' | 'it';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            ok: true;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: 'admin' | 'reviewer' | 'merchant';
            /** @enum {string} */
            languagePreference: 'en' | 'es' | 'de' | 'it';
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listMySessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              lastUsedAt: string;
              ip: string | null;
              userAgent: string | null;
              /** @enum {string} */
              method: 'email-code' | 'passkey' | 'oidc' | 'api';
              current: boolean;
            }[];
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  endMyOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ended: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  endMySession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  endUserSessions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ended: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  stepUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A TOTP code or a recovery code */
          code?: string;
          /** @description Or a passkey's answer to the options of `POST /auth/step-up/options` */
          passkey?: {
            id: string;
            /** @enum {string} */
            type: 'public-key';
          } & {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listMyPasskeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              name: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              lastUsedAt: string | null;
            }[];
            available: boolean;
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  addPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @description The browser's `PublicKeyCredential` as JSON (`@simplewebauthn/browser`'s form) */
          response: {
            id: string;
            /** @enum {string} */
            type: 'public-key';
          } & {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The URL of the record just created */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  passkeyRegistrationOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  removePasskey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  passkeySignInOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  signInWithPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The browser's `PublicKeyCredential` as JSON (`@simplewebauthn/browser`'s form) */
          response: {
            id: string;
            /** @enum {string} */
            type: 'public-key';
          } & {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access_token: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  passkeyStepUpOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  startSingleSignOn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Found */
      302: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  finishSingleSignOnAtProvider: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Found */
      302: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  finishSingleSignOn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          handoff: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @enum {string} */
                mfa: 'enrol';
                ticket: string;
                secret: string;
                otpauthUrl: string;
              }
            | {
                /** @enum {string} */
                mfa: 'totp';
                ticket: string;
              }
            | {
                access_token: string;
              };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSignInMethods: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            passkeys: boolean;
            singleSignOn: {
              label: string;
            } | null;
          };
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listUsers: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              name: string;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'reviewer' | 'merchant';
              /** @enum {string} */
              languagePreference: 'en' | 'es' | 'de' | 'it';
              /** Format: date-time */
              createdAt: string;
            }[];
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description A UUID drawn once per record to create and sent with every retry: the same key and body within 24 hours answer the first answer again (`Idempotent-Replayed: true`) and create nothing. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /**
           * Format: email
           * @description Read in lower case: the case of an address does not matter
           */
          email: string;
          /**
           * @default merchant
           * @enum {string}
           */
          role?: 'admin' | 'reviewer' | 'merchant';
          /**
           * @default en
           * @enum {string}
           */
          languagePreference?: 'en' | 'es' | 'de' | 'it';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The URL of the record just created */
          Location?: string;
          /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: 'admin' | 'reviewer' | 'merchant';
            /** @enum {string} */
            languagePreference: 'en' | 'es' | 'de' | 'it';
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportUsersCsv: {
    parameters: {
      query?: {
        q?: string;
        language?: 'en' | 'es' | 'de' | 'it';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The users as a CSV file */
      200: {
        headers: {
          /** @description attachment; filename="users-YYYY-MM-DD.csv" */
          'Content-Disposition'?: string;
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: 'admin' | 'reviewer' | 'merchant';
            /** @enum {string} */
            languagePreference: 'en' | 'es' | 'de' | 'it';
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description Not Modified */
      304: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the record was read with; required */
        'if-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /**
           * Format: email
           * @description Read in lower case: the case of an address does not matter
           */
          email: string;
          /**
           * @default merchant
           * @enum {string}
           */
          role?: 'admin' | 'reviewer' | 'merchant';
          /**
           * @default en
           * @enum {string}
           */
          languagePreference?: 'en' | 'es' | 'de' | 'it';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: 'admin' | 'reviewer' | 'merchant';
            /** @enum {string} */
            languagePreference: 'en' | 'es' | 'de' | 'it';
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Failed */
      412: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Required */
      428: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  resetSecondFactor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          recoveryCode?: string;
        } | null;
      };
    };
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              name: string;
              scopes: (
                | 'prechecks:read'
                | 'prechecks:write'
                | 'prechecks:review'
                | 'merchants:read'
                | 'merchants:write'
              )[];
              createdBy: {
                id: string;
                email: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              expiresAt: string | null;
              /** Format: date-time */
              lastUsedAt: string | null;
              lastUsedFrom: string | null;
            }[];
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @description At least one; a scope named twice counts once */
          scopes: (
            'prechecks:read' | 'prechecks:write' | 'prechecks:review' | 'merchants:read' | 'merchants:write'
          )[];
          /**
           * Format: date-time
           * @description When the key stops working: in the future, and at most the server's `API_KEY_MAX_TTL` (default 365 days) ahead
           */
          expiresAt: string;
          /** @description A fresh code of the admin's authenticator app, standing in for a step-up: without it the session must have stepped up within the last 5 minutes */
          code?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The URL of the record just created */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            scopes: (
              'prechecks:read' | 'prechecks:write' | 'prechecks:review' | 'merchants:read' | 'merchants:write'
            )[];
            createdBy: {
              id: string;
              email: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            lastUsedAt: string | null;
            lastUsedFrom: string | null;
            /** @description The key, shown this once: `pk_`, 43 random characters, 6 of checksum */
            key: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              url: string;
              events: (
                | 'precheck_pos.created'
                | 'precheck_pos.deleted'
                | 'precheck_pos.status_changed'
                | 'precheck_pos.updated'
                | 'precheck.created'
                | 'precheck.deleted'
                | 'precheck.status_changed'
                | 'precheck.updated'
                | 'merchant.created'
                | 'merchant.updated'
                | 'merchant.deleted'
                | 'data_subject.erased'
              )[];
              description: string | null;
              enabled: boolean;
              /**
               * @description Why the portal disabled it: `gone` (it answered 410) or `failing` (every attempt failed for 5 days); null when enabled or disabled by an admin
               * @enum {string|null}
               */
              disabledReason: 'gone' | 'failing' | null;
              /**
               * Format: date-time
               * @description Since when every attempt has failed; null after a delivered one
               */
              failingSince: string | null;
              /**
               * Format: date-time
               * @description Until when the secret before the last rotation still signs beside the current one
               */
              previousSecretExpiresAt: string | null;
              createdBy: {
                id: string;
                email: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Where the events are posted: `http` or `https` (only `https` when the server runs in production), no user name or password. A private address is refused unless the operator allowed its network, loopback and the cloud metadata services always: when saved (a name resolved then) and at every delivery
           * @example https://crm.example.com/hooks/portal
           */
          url: string;
          /** @description At least one; an event named twice counts once */
          events: (
            | 'precheck_pos.created'
            | 'precheck_pos.deleted'
            | 'precheck_pos.status_changed'
            | 'precheck_pos.updated'
            | 'precheck.created'
            | 'precheck.deleted'
            | 'precheck.status_changed'
            | 'precheck.updated'
            | 'merchant.created'
            | 'merchant.updated'
            | 'merchant.deleted'
            | 'data_subject.erased'
          )[];
          /** @description What the endpoint is for, for the people who read the list */
          description?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The URL of the record just created */
          Location?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            events: (
              | 'precheck_pos.created'
              | 'precheck_pos.deleted'
              | 'precheck_pos.status_changed'
              | 'precheck_pos.updated'
              | 'precheck.created'
              | 'precheck.deleted'
              | 'precheck.status_changed'
              | 'precheck.updated'
              | 'merchant.created'
              | 'merchant.updated'
              | 'merchant.deleted'
              | 'data_subject.erased'
            )[];
            description: string | null;
            enabled: boolean;
            /**
             * @description Why the portal disabled it: `gone` (it answered 410) or `failing` (every attempt failed for 5 days); null when enabled or disabled by an admin
             * @enum {string|null}
             */
            disabledReason: 'gone' | 'failing' | null;
            /**
             * Format: date-time
             * @description Since when every attempt has failed; null after a delivered one
             */
            failingSince: string | null;
            /**
             * Format: date-time
             * @description Until when the secret before the last rotation still signs beside the current one
             */
            previousSecretExpiresAt: string | null;
            createdBy: {
              id: string;
              email: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The signing secret, shown this once: `whsec_` and base64 of 32 random bytes, as Standard Webhooks libraries take it */
            secret: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            events: (
              | 'precheck_pos.created'
              | 'precheck_pos.deleted'
              | 'precheck_pos.status_changed'
              | 'precheck_pos.updated'
              | 'precheck.created'
              | 'precheck.deleted'
              | 'precheck.status_changed'
              | 'precheck.updated'
              | 'merchant.created'
              | 'merchant.updated'
              | 'merchant.deleted'
              | 'data_subject.erased'
            )[];
            description: string | null;
            enabled: boolean;
            /**
             * @description Why the portal disabled it: `gone` (it answered 410) or `failing` (every attempt failed for 5 days); null when enabled or disabled by an admin
             * @enum {string|null}
             */
            disabledReason: 'gone' | 'failing' | null;
            /**
             * Format: date-time
             * @description Since when every attempt has failed; null after a delivered one
             */
            failingSince: string | null;
            /**
             * Format: date-time
             * @description Until when the secret before the last rotation still signs beside the current one
             */
            previousSecretExpiresAt: string | null;
            createdBy: {
              id: string;
              email: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description Not Modified */
      304: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the record was read with; required */
        'if-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Where the events are posted: `http` or `https` (only `https` when the server runs in production), no user name or password. A private address is refused unless the operator allowed its network, loopback and the cloud metadata services always: when saved (a name resolved then) and at every delivery
           * @example https://crm.example.com/hooks/portal
           */
          url: string;
          /** @description At least one; an event named twice counts once */
          events: (
            | 'precheck_pos.created'
            | 'precheck_pos.deleted'
            | 'precheck_pos.status_changed'
            | 'precheck_pos.updated'
            | 'precheck.created'
            | 'precheck.deleted'
            | 'precheck.status_changed'
            | 'precheck.updated'
            | 'merchant.created'
            | 'merchant.updated'
            | 'merchant.deleted'
            | 'data_subject.erased'
          )[];
          /** @description What the endpoint is for, for the people who read the list */
          description?: string;
          /** @description Whether events are sent; enabling one again clears why it was disabled */
          enabled: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            url: string;
            events: (
              | 'precheck_pos.created'
              | 'precheck_pos.deleted'
              | 'precheck_pos.status_changed'
              | 'precheck_pos.updated'
              | 'precheck.created'
              | 'precheck.deleted'
              | 'precheck.status_changed'
              | 'precheck.updated'
              | 'merchant.created'
              | 'merchant.updated'
              | 'merchant.deleted'
              | 'data_subject.erased'
            )[];
            description: string | null;
            enabled: boolean;
            /**
             * @description Why the portal disabled it: `gone` (it answered 410) or `failing` (every attempt failed for 5 days); null when enabled or disabled by an admin
             * @enum {string|null}
             */
            disabledReason: 'gone' | 'failing' | null;
            /**
             * Format: date-time
             * @description Since when every attempt has failed; null after a delivered one
             */
            failingSince: string | null;
            /**
             * Format: date-time
             * @description Until when the secret before the last rotation still signs beside the current one
             */
            previousSecretExpiresAt: string | null;
            createdBy: {
              id: string;
              email: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Failed */
      412: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Required */
      428: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The signing secret, shown this once: `whsec_` and base64 of 32 random bytes, as Standard Webhooks libraries take it */
            secret: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  sendWebhookTestEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              webhookId: string;
              /** @enum {string} */
              type:
                | 'precheck_pos.created'
                | 'precheck_pos.deleted'
                | 'precheck_pos.status_changed'
                | 'precheck_pos.updated'
                | 'precheck.created'
                | 'precheck.deleted'
                | 'precheck.status_changed'
                | 'precheck.updated'
                | 'merchant.created'
                | 'merchant.updated'
                | 'merchant.deleted'
                | 'data_subject.erased'
                | 'test';
              /** @enum {string} */
              status: 'queued' | 'sending' | 'retrying' | 'sent' | 'failed' | 'skipped';
              attempts: number;
              /** Format: date-time */
              nextAttemptAt: string | null;
              lastError: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              sentAt: string | null;
              log: {
                attempt: number;
                /** Format: date-time */
                at: string;
                statusCode: number | null;
                durationMs: number;
                response: string | null;
                /** @description Why there was no answer, or why it counts as failed: `HTTP <status>`, the connection failure, or `destination_refused` (no delivery may go where the URL leads now) or `secret_unreadable` (the signing secret was changed outside the portal: rotate it) */
                error: string | null;
              }[];
            }[];
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  resendWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listPosPrechecks: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
        pageSize?: number;
        /** @description A comma list of statuses: submitted, in_review, information_requested, approval_pending, approved, declined, withdrawn */
        status?: string;
        /** @description `me`, `none` (nobody's), or a staff member's user id */
        assignee?: ('me' | 'none') | string;
        /** @description `true`: only those waiting on the team past `REVIEW_SLA` */
        overdue?: 'true' | 'false';
        /** @description `waiting`: longest in its current status first */
        sort?: 'newest' | 'oldest' | 'waiting';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              /**
               * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
               * @example P-7KQ3-XM2A
               */
              reference: string;
              company: string;
              contactPerson: string;
              email: string;
              additionalServices: ('cashPooling' | 'documentArchiving' | 'dcc' | 'payPerLink')[];
              /** Format: date-time */
              createdAt: string;
              /** @enum {string} */
              status:
                | 'submitted'
                | 'in_review'
                | 'information_requested'
                | 'approval_pending'
                | 'approved'
                | 'declined'
                | 'withdrawn';
              /** Format: date-time */
              statusChangedAt: string;
              assignee: {
                id: string;
                name: string;
              } | null;
              /** @description Waiting on the team longer than `REVIEW_SLA` */
              overdue: boolean;
            }[];
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createPosPrecheck: {
    parameters: {
      query?: {
        language?: 'en' | 'es' | 'de' | 'it';
      };
      header?: {
        /** @description A UUID drawn once per record to create and sent with every retry: the same key and body within 24 hours answer the first answer again (`Idempotent-Replayed: true`) and create nothing. */
        'idempotency-key'?: string;
        /** @description The solved captcha; required without a bearer token */
        'x-captcha-token'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          company: string;
          taxId: string;
          creditorId?: string;
          industry?: string;
          address: string;
          locations?: string;
          /** @description A web address (http or https); a bare host such as `shop.example.com` is taken as https, so it may be 192 characters at most. The server reads the address as a browser does and takes some the pattern does not (a host in another script, a user name) */
          website?: string;
          director: string;
          contactPerson: string;
          /**
           * Format: email
           * @description Read in lower case: the case of an address does not matter
           */
          email: string;
          telephone: string & string;
          mobile?: string & string;
          cards: ('visaMastercard' | 'discoverDiners' | 'amex' | 'vpayMaestro' | 'girocard' | 'unionPay')[];
          additionalServices?: ('cashPooling' | 'documentArchiving' | 'dcc' | 'payPerLink')[];
          /** @description A web address (http or https); a bare host such as `shop.example.com` is taken as https, so it may be 192 characters at most. The server reads the address as a browser does and takes some the pattern does not (a host in another script, a user name) */
          onlineShop?: string;
          currentProvider: string;
          turnover: number | string;
          receiptSize: number | string;
          bankStatementReference: string;
          /**
           * @default no
           * @enum {string}
           */
          terminals?: 'yes' | 'no';
          /**
           * @default no
           * @enum {string}
           */
          checkoutConnection?: 'yes' | 'no';
          /**
           * @default standard
           * @enum {string}
           */
          cashCut?: 'standard' | 'detailed';
          /**
           * @default no
           * @enum {string}
           */
          tip?: 'no' | 'signature' | 'without-signature';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The URL of the record just created */
          Location?: string;
          /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            /**
             * Format: date-time
             * @description When the pre-check was received
             */
            createdAt: string;
            /** @description The address the applicant's confirmation (with the PDF) is sent to: the form's contact e-mail */
            confirmationTo: string;
            /** @description Anonymous submissions only: fetches this pre-check's PDF as `?copy=`, three times within 15 minutes */
            copyToken?: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportPosPrechecksCsv: {
    parameters: {
      query?: {
        q?: string;
        language?: 'en' | 'es' | 'de' | 'it';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The POS pre-checks as a CSV file */
      200: {
        headers: {
          /** @description attachment; filename="precheck-pos-YYYY-MM-DD.csv" */
          'Content-Disposition'?: string;
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPosPrecheck: {
    parameters: {
      query?: {
        /** @description An earlier version of the answers (`GET …/versions` lists them) */
        version?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            company: string;
            taxId: string;
            creditorId: string | null;
            industry: string | null;
            address: string;
            locations: string | null;
            website: string | null;
            director: string;
            contactPerson: string;
            email: string;
            telephone: string;
            mobile: string | null;
            cards: ('visaMastercard' | 'discoverDiners' | 'amex' | 'vpayMaestro' | 'girocard' | 'unionPay')[];
            additionalServices: ('cashPooling' | 'documentArchiving' | 'dcc' | 'payPerLink')[];
            onlineShop: string | null;
            currentProvider: string;
            turnover: number;
            receiptSize: number;
            bankStatementReference: string;
            /** @enum {string} */
            terminals: 'yes' | 'no';
            /** @enum {string} */
            checkoutConnection: 'yes' | 'no';
            /** @enum {string} */
            cashCut: 'standard' | 'detailed';
            /** @enum {string} */
            tip: 'no' | 'signature' | 'without-signature';
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            status:
              | 'submitted'
              | 'in_review'
              | 'information_requested'
              | 'approval_pending'
              | 'approved'
              | 'declined'
              | 'withdrawn';
            /** Format: date-time */
            statusChangedAt: string;
            assignee: {
              id: string;
              name: string;
            } | null;
            /** @description Waiting on the team longer than `REVIEW_SLA` */
            overdue: boolean;
            /** @description 1 at creation, +1 each time the applicant updates it */
            version: number;
            /** @description Who proposed the approval now pending (four-eyes): another person must confirm it */
            proposedBy: {
              id: string;
              name: string;
            } | null;
            decision: {
              /** @enum {string} */
              outcome: 'approved' | 'declined';
              /** @enum {string|null} */
              reason:
                | 'outside_risk_appetite'
                | 'unsupported_business'
                | 'unsupported_region'
                | 'incomplete_information'
                | 'duplicate'
                | 'other'
                | null;
              /** Format: date-time */
              decidedAt: string;
              decidedBy: {
                id: string;
                name: string;
              } | null;
            } | null;
          };
        };
      };
      /** @description Not Modified */
      304: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deletePosPrecheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  downloadPosPrecheckPdf: {
    parameters: {
      query?: {
        language?: 'en' | 'es' | 'de' | 'it';
        /** @description Without a bearer token: the `copyToken` of the submission's answer */
        copy?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The POS pre-check as a PDF */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listEcomPrechecks: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
        pageSize?: number;
        /** @description A comma list of statuses: submitted, in_review, information_requested, approval_pending, approved, declined, withdrawn */
        status?: string;
        /** @description `me`, `none` (nobody's), or a staff member's user id */
        assignee?: ('me' | 'none') | string;
        /** @description `true`: only those waiting on the team past `REVIEW_SLA` */
        overdue?: 'true' | 'false';
        /** @description `waiting`: longest in its current status first */
        sort?: 'newest' | 'oldest' | 'waiting';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              /**
               * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
               * @example P-7KQ3-XM2A
               */
              reference: string;
              /** @enum {string} */
              reg: 'us' | 'eu' | 'other';
              srv: (
                | 'creditCard'
                | 'clearingHouse'
                | 'corporateBanking'
                | 'affiliate'
                | 'whitelabelGateway'
                | 'alternativeBilling'
                | 'incorporation'
              )[];
              /** Format: date-time */
              createdAt: string;
              genInfo: {
                genComp: string;
                genFullName: string;
                genEmail: string;
              };
              /** @enum {string} */
              status:
                | 'submitted'
                | 'in_review'
                | 'information_requested'
                | 'approval_pending'
                | 'approved'
                | 'declined'
                | 'withdrawn';
              /** Format: date-time */
              statusChangedAt: string;
              assignee: {
                id: string;
                name: string;
              } | null;
              /** @description Waiting on the team longer than `REVIEW_SLA` */
              overdue: boolean;
            }[];
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  createEcomPrecheck: {
    parameters: {
      query?: {
        language?: 'en' | 'es' | 'de' | 'it';
      };
      header?: {
        /** @description A UUID drawn once per record to create and sent with every retry: the same key and body within 24 hours answer the first answer again (`Idempotent-Replayed: true`) and create nothing. */
        'idempotency-key'?: string;
        /** @description The solved captcha; required without a bearer token */
        'x-captcha-token'?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description A pre-check: the general information and the groups of the services asked for */
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default us
           * @enum {string}
           */
          reg?: 'us' | 'eu' | 'other';
          /** @description The services asked for, at least one, each offered in `reg`: us offers creditCard, affiliate, clearingHouse, alternativeBilling, corporateBanking, whitelabelGateway, incorporation; eu offers creditCard, affiliate, alternativeBilling, corporateBanking, whitelabelGateway, incorporation; other offers creditCard, affiliate, whitelabelGateway, incorporation */
          srv: (
            | 'creditCard'
            | 'clearingHouse'
            | 'corporateBanking'
            | 'affiliate'
            | 'whitelabelGateway'
            | 'alternativeBilling'
            | 'incorporation'
          )[];
          genInfo: {
            genComp: string;
            genAddr: string;
            genDirName: string;
            genDirEmail: string;
            genDirAddr: string;
            genTaxID: string;
            genDesc: string;
            genPrice: string;
            /** @description A web address (http or https); a bare host such as `shop.example.com` is taken as https, so it may be 192 characters at most. The server reads the address as a browser does and takes some the pattern does not (a host in another script, a user name) */
            genUrl: string;
            genUser: string;
            genPass: string;
            genFullName: string;
            /**
             * Format: email
             * @description Read in lower case: the case of an address does not matter
             */
            genEmail: string;
            genSkype?: string;
            genPhone?: string;
            genRefSource?: string;
          };
          /** @description Required when `srv` holds `creditCard` */
          ccpInfo?: {
            ccpFulfill: string;
            ccpCallCtr: string;
            /** @enum {string} */
            ccpLic: 'yes' | 'no';
            ccpLicJur?: string;
            ccpBankAcq: string;
            ccpCurrMCC?: string;
            ccpAvgTxVal: number | string;
            ccpCurrMonthVol: number | string;
            ccpExpMonthVol: number | string;
            ccpDescLine1?: string;
            ccpDescLine2?: string;
            ccpPrefGateway?: string;
          };
          /** @description Required when `srv` holds `clearingHouse` */
          chInfo?: {
            chPayee: string;
            chClient: string;
            /**
             * Format: email
             * @description Read in lower case: the case of an address does not matter
             */
            chCustEmail: string;
            chMktDesc: string;
            chCompHandling: string;
            /** @enum {string} */
            chRefundPol: 'yes' | 'no';
            chAchProvider: string;
            chAchName: string;
            chAchPhone: string;
            /**
             * Format: email
             * @description Read in lower case: the case of an address does not matter
             */
            chAchEmail: string;
            chHighTxAmt: number | string;
            chAvgTxAmt: number | string;
            chMaxTxPerDay: number | string;
            chReqMonthLimit: number | string;
            chRecTxPerc: number | string;
            /** @enum {string} */
            chRefundCap: 'yes' | 'no';
            /** @enum {string} */
            chAchCreditCap: 'yes' | 'no';
          };
          /** @description Required when `srv` holds `corporateBanking` */
          cbInfo?: {
            cbBusinessAddr?: string;
            /** @enum {string} */
            cbPEP: 'yes' | 'no';
            cbMainClients: string;
            cbFromCountry: string;
            cbCurrency: string;
            cbMonthlyVol: number | string;
            cbNumPayments: number | string;
            cbIncomingFunds: string;
            cbToCountry: string;
            cbOutgoingFunds: string;
          };
          /** @description Required when `srv` holds `affiliate` */
          apInfo?: {
            apRegNum: string;
            apUsage: string;
            apProjVolume: number | string;
            apProjCount: number | string;
            apAvgTxValue: number | string;
            apCardCount: number | string;
            apCurrencies: string;
            apProduct: ('bankTransfers' | 'payouts' | 'physicalPrepaidCards' | 'virtualPrepaidCards')[];
          };
          /** @description Required when `srv` holds `whitelabelGateway` */
          wlInfo?: {
            wlExpMonthVol: number | string;
            wlExpTxCount: number | string;
            wlAvgTxVal: number | string;
            /** @enum {string} */
            wlLicense: 'yes' | 'no';
            wlLicJur?: string;
            wlGatewayFeatures: (
              | 'riskManagement'
              | 'loadBalancing'
              | 'chargebackFraudAlerts'
              | 'midConfiguration'
              | 'binIpBlock'
              | 'other'
            )[];
            /** @description Required when `wlGatewayFeatures` holds `other` */
            wlOtherGateway?: string;
            wlTargetMarkets: string;
            wlBankAcquirers: string;
            wlAltBilling: string;
            wlOtherRemarks?: string;
          };
          /** @description Required when `srv` holds `alternativeBilling` */
          abInfo?: {
            abProduct: ('sepa' | 'sofort')[];
            abProjectedVolume: number | string;
            abProjectedTxCount: number | string;
            abLowestTxAmount: number | string;
            abHighestTxAmount: number | string;
            abAvgTxAmount: number | string;
            abTargetMarkets: string;
            abSalesTurnover: number | string;
          };
          /** @description Required when `srv` holds `incorporation` */
          incInfo?: {
            incSuggestedName: string;
            /** @enum {string} */
            incOfficeInUSA: 'yes' | 'no';
            incCurrentMerchantName?: string;
            incExistingAddress?: string;
            incCompanyDescription: string;
            incMonthlyVolume: number | string;
            incAvgTransactionValue: number | string;
            incBillingDescriptor1: string;
            incCityField: string;
            incBOName1: string;
            incBONationality1: string;
            incBOAddress1: string;
            incBOShares1: number | string;
            incBOName2?: string;
            incBONationality2?: string;
            incBOAddress2?: string;
            incBOShares2?: number | string;
            incDirectorName1: string;
            incDirectorNationality1: string;
            incDirectorName2?: string;
            incDirectorNationality2?: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The URL of the record just created */
          Location?: string;
          /** @description Present when this is the stored answer of an earlier request with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            /**
             * Format: date-time
             * @description When the pre-check was received
             */
            createdAt: string;
            /** @description The address the applicant's confirmation (with the PDF) is sent to: the form's contact e-mail */
            confirmationTo: string;
            /** @description Anonymous submissions only: fetches this pre-check's PDF as `?copy=`, three times within 15 minutes */
            copyToken?: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Unprocessable Entity */
      422: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportEcomPrechecksCsv: {
    parameters: {
      query?: {
        q?: string;
        language?: 'en' | 'es' | 'de' | 'it';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The e-commerce pre-checks as a CSV file */
      200: {
        headers: {
          /** @description attachment; filename="precheck-YYYY-MM-DD.csv" */
          'Content-Disposition'?: string;
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getEcomPrecheck: {
    parameters: {
      query?: {
        /** @description An earlier version of the answers (`GET …/versions` lists them) */
        version?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            /** @enum {string} */
            reg: 'us' | 'eu' | 'other';
            srv: (
              | 'creditCard'
              | 'clearingHouse'
              | 'corporateBanking'
              | 'affiliate'
              | 'whitelabelGateway'
              | 'alternativeBilling'
              | 'incorporation'
            )[];
            /** Format: date-time */
            createdAt: string;
            genInfo: {
              genComp: string;
              genAddr: string;
              genDirName: string;
              genDirEmail: string;
              genDirAddr: string;
              genTaxID: string;
              genDesc: string;
              genPrice: string;
              genUrl: string;
              genUser: string;
              genFullName: string;
              genEmail: string;
              genSkype?: string;
              genPhone?: string;
              genRefSource?: string;
            };
            ccpInfo?: {
              ccpFulfill: string;
              ccpCallCtr: string;
              /** @enum {string} */
              ccpLic: 'yes' | 'no';
              ccpLicJur?: string;
              ccpBankAcq: string;
              ccpCurrMCC?: string;
              ccpAvgTxVal: number;
              ccpCurrMonthVol: number;
              ccpExpMonthVol: number;
              ccpDescLine1?: string;
              ccpDescLine2?: string;
              ccpPrefGateway?: string;
            };
            apInfo?: {
              apRegNum: string;
              apUsage: string;
              apProjVolume: number;
              apProjCount: number;
              apAvgTxValue: number;
              apCardCount: number;
              apCurrencies: string;
              apProduct: ('bankTransfers' | 'payouts' | 'physicalPrepaidCards' | 'virtualPrepaidCards')[];
            };
            wlInfo?: {
              wlExpMonthVol: number;
              wlExpTxCount: number;
              wlAvgTxVal: number;
              /** @enum {string} */
              wlLicense: 'yes' | 'no';
              wlLicJur?: string;
              wlGatewayFeatures: (
                | 'riskManagement'
                | 'loadBalancing'
                | 'chargebackFraudAlerts'
                | 'midConfiguration'
                | 'binIpBlock'
                | 'other'
              )[];
              wlOtherGateway?: string;
              wlTargetMarkets: string;
              wlBankAcquirers: string;
              wlAltBilling: string;
              wlOtherRemarks?: string;
            };
            chInfo?: {
              chPayee: string;
              chClient: string;
              chCustEmail: string;
              chMktDesc: string;
              chCompHandling: string;
              /** @enum {string} */
              chRefundPol: 'yes' | 'no';
              chAchProvider: string;
              chAchName: string;
              chAchPhone: string;
              chAchEmail: string;
              chHighTxAmt: number;
              chAvgTxAmt: number;
              chMaxTxPerDay: number;
              chReqMonthLimit: number;
              chRecTxPerc: number;
              /** @enum {string} */
              chRefundCap: 'yes' | 'no';
              /** @enum {string} */
              chAchCreditCap: 'yes' | 'no';
            };
            cbInfo?: {
              cbBusinessAddr?: string;
              /** @enum {string} */
              cbPEP: 'yes' | 'no';
              cbMainClients: string;
              cbFromCountry: string;
              cbCurrency: string;
              cbMonthlyVol: number;
              cbNumPayments: number;
              cbIncomingFunds: string;
              cbToCountry: string;
              cbOutgoingFunds: string;
            };
            incInfo?: {
              incSuggestedName: string;
              /** @enum {string} */
              incOfficeInUSA: 'yes' | 'no';
              incCurrentMerchantName?: string;
              incExistingAddress?: string;
              incCompanyDescription: string;
              incMonthlyVolume: number;
              incAvgTransactionValue: number;
              incBillingDescriptor1: string;
              incCityField: string;
              incBOName1: string;
              incBONationality1: string;
              incBOAddress1: string;
              incBOShares1: number;
              incBOName2?: string;
              incBONationality2?: string;
              incBOAddress2?: string;
              incBOShares2?: number;
              incDirectorName1: string;
              incDirectorNationality1: string;
              incDirectorName2?: string;
              incDirectorNationality2?: string;
            };
            abInfo?: {
              abProduct: ('sepa' | 'sofort')[];
              abProjectedVolume: number;
              abProjectedTxCount: number;
              abLowestTxAmount: number;
              abHighestTxAmount: number;
              abAvgTxAmount: number;
              abTargetMarkets: string;
              abSalesTurnover: number;
            };
            /** @enum {string} */
            status:
              | 'submitted'
              | 'in_review'
              | 'information_requested'
              | 'approval_pending'
              | 'approved'
              | 'declined'
              | 'withdrawn';
            /** Format: date-time */
            statusChangedAt: string;
            assignee: {
              id: string;
              name: string;
            } | null;
            /** @description Waiting on the team longer than `REVIEW_SLA` */
            overdue: boolean;
            /** @description 1 at creation, +1 each time the applicant updates it */
            version: number;
            /** @description Who proposed the approval now pending (four-eyes): another person must confirm it */
            proposedBy: {
              id: string;
              name: string;
            } | null;
            decision: {
              /** @enum {string} */
              outcome: 'approved' | 'declined';
              /** @enum {string|null} */
              reason:
                | 'outside_risk_appetite'
                | 'unsupported_business'
                | 'unsupported_region'
                | 'incomplete_information'
                | 'duplicate'
                | 'other'
                | null;
              /** Format: date-time */
              decidedAt: string;
              decidedBy: {
                id: string;
                name: string;
              } | null;
            } | null;
          };
        };
      };
      /** @description Not Modified */
      304: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteEcomPrecheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  downloadEcomPrecheckPdf: {
    parameters: {
      query?: {
        language?: 'en' | 'es' | 'de' | 'it';
        /** @description Without a bearer token: the `copyToken` of the submission's answer */
        copy?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The e-commerce pre-check as a PDF */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getEcomPrecheckSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            genPass: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Gone */
      410: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              name: string;
            }[];
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  transitionPosPrecheck: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the record was read with; required */
        'if-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description The status asked for; with four-eyes on, `approved` from review proposes it
           * @enum {string}
           */
          to:
            | 'submitted'
            | 'in_review'
            | 'information_requested'
            | 'approval_pending'
            | 'approved'
            | 'declined'
            | 'withdrawn';
          /**
           * @description Why it is declined; required with `declined`. Its text is sent to the applicant
           * @enum {string}
           */
          reason?:
            | 'outside_risk_appetite'
            | 'unsupported_business'
            | 'unsupported_region'
            | 'incomplete_information'
            | 'duplicate'
            | 'other';
          /** @description For the applicant; required with `information_requested` */
          message?: string;
          /** @description The form sections the applicant should look at again */
          sections?: string[];
          /** @description Internal, never shown to the applicant; required to reopen a decision */
          note?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            company: string;
            taxId: string;
            creditorId: string | null;
            industry: string | null;
            address: string;
            locations: string | null;
            website: string | null;
            director: string;
            contactPerson: string;
            email: string;
            telephone: string;
            mobile: string | null;
            cards: ('visaMastercard' | 'discoverDiners' | 'amex' | 'vpayMaestro' | 'girocard' | 'unionPay')[];
            additionalServices: ('cashPooling' | 'documentArchiving' | 'dcc' | 'payPerLink')[];
            onlineShop: string | null;
            currentProvider: string;
            turnover: number;
            receiptSize: number;
            bankStatementReference: string;
            /** @enum {string} */
            terminals: 'yes' | 'no';
            /** @enum {string} */
            checkoutConnection: 'yes' | 'no';
            /** @enum {string} */
            cashCut: 'standard' | 'detailed';
            /** @enum {string} */
            tip: 'no' | 'signature' | 'without-signature';
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            status:
              | 'submitted'
              | 'in_review'
              | 'information_requested'
              | 'approval_pending'
              | 'approved'
              | 'declined'
              | 'withdrawn';
            /** Format: date-time */
            statusChangedAt: string;
            assignee: {
              id: string;
              name: string;
            } | null;
            /** @description Waiting on the team longer than `REVIEW_SLA` */
            overdue: boolean;
            /** @description 1 at creation, +1 each time the applicant updates it */
            version: number;
            /** @description Who proposed the approval now pending (four-eyes): another person must confirm it */
            proposedBy: {
              id: string;
              name: string;
            } | null;
            decision: {
              /** @enum {string} */
              outcome: 'approved' | 'declined';
              /** @enum {string|null} */
              reason:
                | 'outside_risk_appetite'
                | 'unsupported_business'
                | 'unsupported_region'
                | 'incomplete_information'
                | 'duplicate'
                | 'other'
                | null;
              /** Format: date-time */
              decidedAt: string;
              decidedBy: {
                id: string;
                name: string;
              } | null;
            } | null;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Failed */
      412: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Required */
      428: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  assignPosPrecheck: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the record was read with; required */
        'if-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: uuid
           * @description A staff member's user id; null takes the pre-check off everyone
           */
          assigneeId: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            company: string;
            taxId: string;
            creditorId: string | null;
            industry: string | null;
            address: string;
            locations: string | null;
            website: string | null;
            director: string;
            contactPerson: string;
            email: string;
            telephone: string;
            mobile: string | null;
            cards: ('visaMastercard' | 'discoverDiners' | 'amex' | 'vpayMaestro' | 'girocard' | 'unionPay')[];
            additionalServices: ('cashPooling' | 'documentArchiving' | 'dcc' | 'payPerLink')[];
            onlineShop: string | null;
            currentProvider: string;
            turnover: number;
            receiptSize: number;
            bankStatementReference: string;
            /** @enum {string} */
            terminals: 'yes' | 'no';
            /** @enum {string} */
            checkoutConnection: 'yes' | 'no';
            /** @enum {string} */
            cashCut: 'standard' | 'detailed';
            /** @enum {string} */
            tip: 'no' | 'signature' | 'without-signature';
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            status:
              | 'submitted'
              | 'in_review'
              | 'information_requested'
              | 'approval_pending'
              | 'approved'
              | 'declined'
              | 'withdrawn';
            /** Format: date-time */
            statusChangedAt: string;
            assignee: {
              id: string;
              name: string;
            } | null;
            /** @description Waiting on the team longer than `REVIEW_SLA` */
            overdue: boolean;
            /** @description 1 at creation, +1 each time the applicant updates it */
            version: number;
            /** @description Who proposed the approval now pending (four-eyes): another person must confirm it */
            proposedBy: {
              id: string;
              name: string;
            } | null;
            decision: {
              /** @enum {string} */
              outcome: 'approved' | 'declined';
              /** @enum {string|null} */
              reason:
                | 'outside_risk_appetite'
                | 'unsupported_business'
                | 'unsupported_region'
                | 'incomplete_information'
                | 'duplicate'
                | 'other'
                | null;
              /** Format: date-time */
              decidedAt: string;
              decidedBy: {
                id: string;
                name: string;
              } | null;
            } | null;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Failed */
      412: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Required */
      428: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  addPosPrecheckNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          text: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The URL of the record just created */
          Location?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            at: string;
            /** @description Who acted; null for the applicant, an API key, the system or a deleted user */
            actor: {
              id: string;
              name: string;
              /** @enum {string} */
              role: 'admin' | 'reviewer' | 'merchant';
            } | null;
            /** @enum {string} */
            type: 'created' | 'status' | 'assignee' | 'note' | 'update' | 'mail';
            /** @description A status left, or the previous assignee's name */
            from?: string;
            /** @description A status entered, or the new assignee's name */
            to?: string;
            /** @description The message to the applicant, or an internal note */
            text?: string;
            /** @enum {string} */
            reason?:
              | 'outside_risk_appetite'
              | 'unsupported_business'
              | 'unsupported_region'
              | 'incomplete_information'
              | 'duplicate'
              | 'other';
            version?: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPosPrecheckHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: date-time */
              at: string;
              /** @description Who acted; null for the applicant, an API key, the system or a deleted user */
              actor: {
                id: string;
                name: string;
                /** @enum {string} */
                role: 'admin' | 'reviewer' | 'merchant';
              } | null;
              /** @enum {string} */
              type: 'created' | 'status' | 'assignee' | 'note' | 'update' | 'mail';
              /** @description A status left, or the previous assignee's name */
              from?: string;
              /** @description A status entered, or the new assignee's name */
              to?: string;
              /** @description The message to the applicant, or an internal note */
              text?: string;
              /** @enum {string} */
              reason?:
                | 'outside_risk_appetite'
                | 'unsupported_business'
                | 'unsupported_region'
                | 'incomplete_information'
                | 'duplicate'
                | 'other';
              version?: number;
            }[];
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  transitionEcomPrecheck: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the record was read with; required */
        'if-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description The status asked for; with four-eyes on, `approved` from review proposes it
           * @enum {string}
           */
          to:
            | 'submitted'
            | 'in_review'
            | 'information_requested'
            | 'approval_pending'
            | 'approved'
            | 'declined'
            | 'withdrawn';
          /**
           * @description Why it is declined; required with `declined`. Its text is sent to the applicant
           * @enum {string}
           */
          reason?:
            | 'outside_risk_appetite'
            | 'unsupported_business'
            | 'unsupported_region'
            | 'incomplete_information'
            | 'duplicate'
            | 'other';
          /** @description For the applicant; required with `information_requested` */
          message?: string;
          /** @description The form sections the applicant should look at again */
          sections?: string[];
          /** @description Internal, never shown to the applicant; required to reopen a decision */
          note?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            /** @enum {string} */
            reg: 'us' | 'eu' | 'other';
            srv: (
              | 'creditCard'
              | 'clearingHouse'
              | 'corporateBanking'
              | 'affiliate'
              | 'whitelabelGateway'
              | 'alternativeBilling'
              | 'incorporation'
            )[];
            /** Format: date-time */
            createdAt: string;
            genInfo: {
              genComp: string;
              genAddr: string;
              genDirName: string;
              genDirEmail: string;
              genDirAddr: string;
              genTaxID: string;
              genDesc: string;
              genPrice: string;
              genUrl: string;
              genUser: string;
              genFullName: string;
              genEmail: string;
              genSkype?: string;
              genPhone?: string;
              genRefSource?: string;
            };
            ccpInfo?: {
              ccpFulfill: string;
              ccpCallCtr: string;
              /** @enum {string} */
              ccpLic: 'yes' | 'no';
              ccpLicJur?: string;
              ccpBankAcq: string;
              ccpCurrMCC?: string;
              ccpAvgTxVal: number;
              ccpCurrMonthVol: number;
              ccpExpMonthVol: number;
              ccpDescLine1?: string;
              ccpDescLine2?: string;
              ccpPrefGateway?: string;
            };
            apInfo?: {
              apRegNum: string;
              apUsage: string;
              apProjVolume: number;
              apProjCount: number;
              apAvgTxValue: number;
              apCardCount: number;
              apCurrencies: string;
              apProduct: ('bankTransfers' | 'payouts' | 'physicalPrepaidCards' | 'virtualPrepaidCards')[];
            };
            wlInfo?: {
              wlExpMonthVol: number;
              wlExpTxCount: number;
              wlAvgTxVal: number;
              /** @enum {string} */
              wlLicense: 'yes' | 'no';
              wlLicJur?: string;
              wlGatewayFeatures: (
                | 'riskManagement'
                | 'loadBalancing'
                | 'chargebackFraudAlerts'
                | 'midConfiguration'
                | 'binIpBlock'
                | 'other'
              )[];
              wlOtherGateway?: string;
              wlTargetMarkets: string;
              wlBankAcquirers: string;
              wlAltBilling: string;
              wlOtherRemarks?: string;
            };
            chInfo?: {
              chPayee: string;
              chClient: string;
              chCustEmail: string;
              chMktDesc: string;
              chCompHandling: string;
              /** @enum {string} */
              chRefundPol: 'yes' | 'no';
              chAchProvider: string;
              chAchName: string;
              chAchPhone: string;
              chAchEmail: string;
              chHighTxAmt: number;
              chAvgTxAmt: number;
              chMaxTxPerDay: number;
              chReqMonthLimit: number;
              chRecTxPerc: number;
              /** @enum {string} */
              chRefundCap: 'yes' | 'no';
              /** @enum {string} */
              chAchCreditCap: 'yes' | 'no';
            };
            cbInfo?: {
              cbBusinessAddr?: string;
              /** @enum {string} */
              cbPEP: 'yes' | 'no';
              cbMainClients: string;
              cbFromCountry: string;
              cbCurrency: string;
              cbMonthlyVol: number;
              cbNumPayments: number;
              cbIncomingFunds: string;
              cbToCountry: string;
              cbOutgoingFunds: string;
            };
            incInfo?: {
              incSuggestedName: string;
              /** @enum {string} */
              incOfficeInUSA: 'yes' | 'no';
              incCurrentMerchantName?: string;
              incExistingAddress?: string;
              incCompanyDescription: string;
              incMonthlyVolume: number;
              incAvgTransactionValue: number;
              incBillingDescriptor1: string;
              incCityField: string;
              incBOName1: string;
              incBONationality1: string;
              incBOAddress1: string;
              incBOShares1: number;
              incBOName2?: string;
              incBONationality2?: string;
              incBOAddress2?: string;
              incBOShares2?: number;
              incDirectorName1: string;
              incDirectorNationality1: string;
              incDirectorName2?: string;
              incDirectorNationality2?: string;
            };
            abInfo?: {
              abProduct: ('sepa' | 'sofort')[];
              abProjectedVolume: number;
              abProjectedTxCount: number;
              abLowestTxAmount: number;
              abHighestTxAmount: number;
              abAvgTxAmount: number;
              abTargetMarkets: string;
              abSalesTurnover: number;
            };
            /** @enum {string} */
            status:
              | 'submitted'
              | 'in_review'
              | 'information_requested'
              | 'approval_pending'
              | 'approved'
              | 'declined'
              | 'withdrawn';
            /** Format: date-time */
            statusChangedAt: string;
            assignee: {
              id: string;
              name: string;
            } | null;
            /** @description Waiting on the team longer than `REVIEW_SLA` */
            overdue: boolean;
            /** @description 1 at creation, +1 each time the applicant updates it */
            version: number;
            /** @description Who proposed the approval now pending (four-eyes): another person must confirm it */
            proposedBy: {
              id: string;
              name: string;
            } | null;
            decision: {
              /** @enum {string} */
              outcome: 'approved' | 'declined';
              /** @enum {string|null} */
              reason:
                | 'outside_risk_appetite'
                | 'unsupported_business'
                | 'unsupported_region'
                | 'incomplete_information'
                | 'duplicate'
                | 'other'
                | null;
              /** Format: date-time */
              decidedAt: string;
              decidedBy: {
                id: string;
                name: string;
              } | null;
            } | null;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Failed */
      412: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Required */
      428: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  assignEcomPrecheck: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` the record was read with; required */
        'if-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: uuid
           * @description A staff member's user id; null takes the pre-check off everyone
           */
          assigneeId: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            /** @enum {string} */
            reg: 'us' | 'eu' | 'other';
            srv: (
              | 'creditCard'
              | 'clearingHouse'
              | 'corporateBanking'
              | 'affiliate'
              | 'whitelabelGateway'
              | 'alternativeBilling'
              | 'incorporation'
            )[];
            /** Format: date-time */
            createdAt: string;
            genInfo: {
              genComp: string;
              genAddr: string;
              genDirName: string;
              genDirEmail: string;
              genDirAddr: string;
              genTaxID: string;
              genDesc: string;
              genPrice: string;
              genUrl: string;
              genUser: string;
              genFullName: string;
              genEmail: string;
              genSkype?: string;
              genPhone?: string;
              genRefSource?: string;
            };
            ccpInfo?: {
              ccpFulfill: string;
              ccpCallCtr: string;
              /** @enum {string} */
              ccpLic: 'yes' | 'no';
              ccpLicJur?: string;
              ccpBankAcq: string;
              ccpCurrMCC?: string;
              ccpAvgTxVal: number;
              ccpCurrMonthVol: number;
              ccpExpMonthVol: number;
              ccpDescLine1?: string;
              ccpDescLine2?: string;
              ccpPrefGateway?: string;
            };
            apInfo?: {
              apRegNum: string;
              apUsage: string;
              apProjVolume: number;
              apProjCount: number;
              apAvgTxValue: number;
              apCardCount: number;
              apCurrencies: string;
              apProduct: ('bankTransfers' | 'payouts' | 'physicalPrepaidCards' | 'virtualPrepaidCards')[];
            };
            wlInfo?: {
              wlExpMonthVol: number;
              wlExpTxCount: number;
              wlAvgTxVal: number;
              /** @enum {string} */
              wlLicense: 'yes' | 'no';
              wlLicJur?: string;
              wlGatewayFeatures: (
                | 'riskManagement'
                | 'loadBalancing'
                | 'chargebackFraudAlerts'
                | 'midConfiguration'
                | 'binIpBlock'
                | 'other'
              )[];
              wlOtherGateway?: string;
              wlTargetMarkets: string;
              wlBankAcquirers: string;
              wlAltBilling: string;
              wlOtherRemarks?: string;
            };
            chInfo?: {
              chPayee: string;
              chClient: string;
              chCustEmail: string;
              chMktDesc: string;
              chCompHandling: string;
              /** @enum {string} */
              chRefundPol: 'yes' | 'no';
              chAchProvider: string;
              chAchName: string;
              chAchPhone: string;
              chAchEmail: string;
              chHighTxAmt: number;
              chAvgTxAmt: number;
              chMaxTxPerDay: number;
              chReqMonthLimit: number;
              chRecTxPerc: number;
              /** @enum {string} */
              chRefundCap: 'yes' | 'no';
              /** @enum {string} */
              chAchCreditCap: 'yes' | 'no';
            };
            cbInfo?: {
              cbBusinessAddr?: string;
              /** @enum {string} */
              cbPEP: 'yes' | 'no';
              cbMainClients: string;
              cbFromCountry: string;
              cbCurrency: string;
              cbMonthlyVol: number;
              cbNumPayments: number;
              cbIncomingFunds: string;
              cbToCountry: string;
              cbOutgoingFunds: string;
            };
            incInfo?: {
              incSuggestedName: string;
              /** @enum {string} */
              incOfficeInUSA: 'yes' | 'no';
              incCurrentMerchantName?: string;
              incExistingAddress?: string;
              incCompanyDescription: string;
              incMonthlyVolume: number;
              incAvgTransactionValue: number;
              incBillingDescriptor1: string;
              incCityField: string;
              incBOName1: string;
              incBONationality1: string;
              incBOAddress1: string;
              incBOShares1: number;
              incBOName2?: string;
              incBONationality2?: string;
              incBOAddress2?: string;
              incBOShares2?: number;
              incDirectorName1: string;
              incDirectorNationality1: string;
              incDirectorName2?: string;
              incDirectorNationality2?: string;
            };
            abInfo?: {
              abProduct: ('sepa' | 'sofort')[];
              abProjectedVolume: number;
              abProjectedTxCount: number;
              abLowestTxAmount: number;
              abHighestTxAmount: number;
              abAvgTxAmount: number;
              abTargetMarkets: string;
              abSalesTurnover: number;
            };
            /** @enum {string} */
            status:
              | 'submitted'
              | 'in_review'
              | 'information_requested'
              | 'approval_pending'
              | 'approved'
              | 'declined'
              | 'withdrawn';
            /** Format: date-time */
            statusChangedAt: string;
            assignee: {
              id: string;
              name: string;
            } | null;
            /** @description Waiting on the team longer than `REVIEW_SLA` */
            overdue: boolean;
            /** @description 1 at creation, +1 each time the applicant updates it */
            version: number;
            /** @description Who proposed the approval now pending (four-eyes): another person must confirm it */
            proposedBy: {
              id: string;
              name: string;
            } | null;
            decision: {
              /** @enum {string} */
              outcome: 'approved' | 'declined';
              /** @enum {string|null} */
              reason:
                | 'outside_risk_appetite'
                | 'unsupported_business'
                | 'unsupported_region'
                | 'incomplete_information'
                | 'duplicate'
                | 'other'
                | null;
              /** Format: date-time */
              decidedAt: string;
              decidedBy: {
                id: string;
                name: string;
              } | null;
            } | null;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Failed */
      412: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Precondition Required */
      428: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  addEcomPrecheckNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          text: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The URL of the record just created */
          Location?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            at: string;
            /** @description Who acted; null for the applicant, an API key, the system or a deleted user */
            actor: {
              id: string;
              name: string;
              /** @enum {string} */
              role: 'admin' | 'reviewer' | 'merchant';
            } | null;
            /** @enum {string} */
            type: 'created' | 'status' | 'assignee' | 'note' | 'update' | 'mail';
            /** @description A status left, or the previous assignee's name */
            from?: string;
            /** @description A status entered, or the new assignee's name */
            to?: string;
            /** @description The message to the applicant, or an internal note */
            text?: string;
            /** @enum {string} */
            reason?:
              | 'outside_risk_appetite'
              | 'unsupported_business'
              | 'unsupported_region'
              | 'incomplete_information'
              | 'duplicate'
              | 'other';
            version?: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getEcomPrecheckHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: date-time */
              at: string;
              /** @description Who acted; null for the applicant, an API key, the system or a deleted user */
              actor: {
                id: string;
                name: string;
                /** @enum {string} */
                role: 'admin' | 'reviewer' | 'merchant';
              } | null;
              /** @enum {string} */
              type: 'created' | 'status' | 'assignee' | 'note' | 'update' | 'mail';
              /** @description A status left, or the previous assignee's name */
              from?: string;
              /** @description A status entered, or the new assignee's name */
              to?: string;
              /** @description The message to the applicant, or an internal note */
              text?: string;
              /** @enum {string} */
              reason?:
                | 'outside_risk_appetite'
                | 'unsupported_business'
                | 'unsupported_region'
                | 'incomplete_information'
                | 'duplicate'
                | 'other';
              version?: number;
            }[];
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMyNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            newPrecheck: boolean;
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  setMyNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Whether the signed-in admin is mailed each new pre-check */
    requestBody: {
      content: {
        'application/json': {
          newPrecheck: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            newPrecheck: boolean;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  unsubscribeFromNotices: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getUpdateRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'pos' | 'ecom';
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            /** @description The team's question, for the applicant */
            message: string;
            /** @description The form sections the team asks to look at again */
            sections: string[];
            /** @description The answers as a submission body holds them, without `genPass` */
            answers: {
              [key: string]: unknown;
            };
            /** Format: date-time */
            expiresAt: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Gone */
      410: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  saveUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    /** @description A whole submission of the link's kind; without `genPass` the stored password stays */
    requestBody: {
      content: {
        'application/json':
          | {
              company: string;
              taxId: string;
              creditorId?: string;
              industry?: string;
              address: string;
              locations?: string;
              /** @description A web address (http or https); a bare host such as `shop.example.com` is taken as https, so it may be 192 characters at most. The server reads the address as a browser does and takes some the pattern does not (a host in another script, a user name) */
              website?: string;
              director: string;
              contactPerson: string;
              /**
               * Format: email
               * @description Read in lower case: the case of an address does not matter
               */
              email: string;
              telephone: string & string;
              mobile?: string & string;
              cards: (
                'visaMastercard' | 'discoverDiners' | 'amex' | 'vpayMaestro' | 'girocard' | 'unionPay'
              )[];
              additionalServices?: ('cashPooling' | 'documentArchiving' | 'dcc' | 'payPerLink')[];
              /** @description A web address (http or https); a bare host such as `shop.example.com` is taken as https, so it may be 192 characters at most. The server reads the address as a browser does and takes some the pattern does not (a host in another script, a user name) */
              onlineShop?: string;
              currentProvider: string;
              turnover: number | string;
              receiptSize: number | string;
              bankStatementReference: string;
              /**
               * @default no
               * @enum {string}
               */
              terminals?: 'yes' | 'no';
              /**
               * @default no
               * @enum {string}
               */
              checkoutConnection?: 'yes' | 'no';
              /**
               * @default standard
               * @enum {string}
               */
              cashCut?: 'standard' | 'detailed';
              /**
               * @default no
               * @enum {string}
               */
              tip?: 'no' | 'signature' | 'without-signature';
            }
          | {
              /**
               * @default us
               * @enum {string}
               */
              reg?: 'us' | 'eu' | 'other';
              /** @description The services asked for, at least one, each offered in `reg`: us offers creditCard, affiliate, clearingHouse, alternativeBilling, corporateBanking, whitelabelGateway, incorporation; eu offers creditCard, affiliate, alternativeBilling, corporateBanking, whitelabelGateway, incorporation; other offers creditCard, affiliate, whitelabelGateway, incorporation */
              srv: (
                | 'creditCard'
                | 'clearingHouse'
                | 'corporateBanking'
                | 'affiliate'
                | 'whitelabelGateway'
                | 'alternativeBilling'
                | 'incorporation'
              )[];
              genInfo: {
                genComp: string;
                genAddr: string;
                genDirName: string;
                genDirEmail: string;
                genDirAddr: string;
                genTaxID: string;
                genDesc: string;
                genPrice: string;
                /** @description A web address (http or https); a bare host such as `shop.example.com` is taken as https, so it may be 192 characters at most. The server reads the address as a browser does and takes some the pattern does not (a host in another script, a user name) */
                genUrl: string;
                genUser: string;
                genPass: string;
                genFullName: string;
                /**
                 * Format: email
                 * @description Read in lower case: the case of an address does not matter
                 */
                genEmail: string;
                genSkype?: string;
                genPhone?: string;
                genRefSource?: string;
              };
              /** @description Required when `srv` holds `creditCard` */
              ccpInfo?: {
                ccpFulfill: string;
                ccpCallCtr: string;
                /** @enum {string} */
                ccpLic: 'yes' | 'no';
                ccpLicJur?: string;
                ccpBankAcq: string;
                ccpCurrMCC?: string;
                ccpAvgTxVal: number | string;
                ccpCurrMonthVol: number | string;
                ccpExpMonthVol: number | string;
                ccpDescLine1?: string;
                ccpDescLine2?: string;
                ccpPrefGateway?: string;
              };
              /** @description Required when `srv` holds `clearingHouse` */
              chInfo?: {
                chPayee: string;
                chClient: string;
                /**
                 * Format: email
                 * @description Read in lower case: the case of an address does not matter
                 */
                chCustEmail: string;
                chMktDesc: string;
                chCompHandling: string;
                /** @enum {string} */
                chRefundPol: 'yes' | 'no';
                chAchProvider: string;
                chAchName: string;
                chAchPhone: string;
                /**
                 * Format: email
                 * @description Read in lower case: the case of an address does not matter
                 */
                chAchEmail: string;
                chHighTxAmt: number | string;
                chAvgTxAmt: number | string;
                chMaxTxPerDay: number | string;
                chReqMonthLimit: number | string;
                chRecTxPerc: number | string;
                /** @enum {string} */
                chRefundCap: 'yes' | 'no';
                /** @enum {string} */
                chAchCreditCap: 'yes' | 'no';
              };
              /** @description Required when `srv` holds `corporateBanking` */
              cbInfo?: {
                cbBusinessAddr?: string;
                /** @enum {string} */
                cbPEP: 'yes' | 'no';
                cbMainClients: string;
                cbFromCountry: string;
                cbCurrency: string;
                cbMonthlyVol: number | string;
                cbNumPayments: number | string;
                cbIncomingFunds: string;
                cbToCountry: string;
                cbOutgoingFunds: string;
              };
              /** @description Required when `srv` holds `affiliate` */
              apInfo?: {
                apRegNum: string;
                apUsage: string;
                apProjVolume: number | string;
                apProjCount: number | string;
                apAvgTxValue: number | string;
                apCardCount: number | string;
                apCurrencies: string;
                apProduct: ('bankTransfers' | 'payouts' | 'physicalPrepaidCards' | 'virtualPrepaidCards')[];
              };
              /** @description Required when `srv` holds `whitelabelGateway` */
              wlInfo?: {
                wlExpMonthVol: number | string;
                wlExpTxCount: number | string;
                wlAvgTxVal: number | string;
                /** @enum {string} */
                wlLicense: 'yes' | 'no';
                wlLicJur?: string;
                wlGatewayFeatures: (
                  | 'riskManagement'
                  | 'loadBalancing'
                  | 'chargebackFraudAlerts'
                  | 'midConfiguration'
                  | 'binIpBlock'
                  | 'other'
                )[];
                /** @description Required when `wlGatewayFeatures` holds `other` */
                wlOtherGateway?: string;
                wlTargetMarkets: string;
                wlBankAcquirers: string;
                wlAltBilling: string;
                wlOtherRemarks?: string;
              };
              /** @description Required when `srv` holds `alternativeBilling` */
              abInfo?: {
                abProduct: ('sepa' | 'sofort')[];
                abProjectedVolume: number | string;
                abProjectedTxCount: number | string;
                abLowestTxAmount: number | string;
                abHighestTxAmount: number | string;
                abAvgTxAmount: number | string;
                abTargetMarkets: string;
                abSalesTurnover: number | string;
              };
              /** @description Required when `srv` holds `incorporation` */
              incInfo?: {
                incSuggestedName: string;
                /** @enum {string} */
                incOfficeInUSA: 'yes' | 'no';
                incCurrentMerchantName?: string;
                incExistingAddress?: string;
                incCompanyDescription: string;
                incMonthlyVolume: number | string;
                incAvgTransactionValue: number | string;
                incBillingDescriptor1: string;
                incCityField: string;
                incBOName1: string;
                incBONationality1: string;
                incBOAddress1: string;
                incBOShares1: number | string;
                incBOName2?: string;
                incBONationality2?: string;
                incBOAddress2?: string;
                incBOShares2?: number | string;
                incDirectorName1: string;
                incDirectorNationality1: string;
                incDirectorName2?: string;
                incDirectorNationality2?: string;
              };
            };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            version: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Gone */
      410: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  withdrawByLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Gone */
      410: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMyUpdateRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        kind: 'pos' | 'ecom';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'pos' | 'ecom';
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            /** @description The team's question, for the applicant */
            message: string;
            /** @description The form sections the team asks to look at again */
            sections: string[];
            /** @description The answers as a submission body holds them, without `genPass` */
            answers: {
              [key: string]: unknown;
            };
            /** Format: date-time */
            expiresAt: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Gone */
      410: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  saveMyUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        kind: 'pos' | 'ecom';
      };
      cookie?: never;
    };
    /** @description A whole submission of the link's kind; without `genPass` the stored password stays */
    requestBody: {
      content: {
        'application/json':
          | {
              company: string;
              taxId: string;
              creditorId?: string;
              industry?: string;
              address: string;
              locations?: string;
              /** @description A web address (http or https); a bare host such as `shop.example.com` is taken as https, so it may be 192 characters at most. The server reads the address as a browser does and takes some the pattern does not (a host in another script, a user name) */
              website?: string;
              director: string;
              contactPerson: string;
              /**
               * Format: email
               * @description Read in lower case: the case of an address does not matter
               */
              email: string;
              telephone: string & string;
              mobile?: string & string;
              cards: (
                'visaMastercard' | 'discoverDiners' | 'amex' | 'vpayMaestro' | 'girocard' | 'unionPay'
              )[];
              additionalServices?: ('cashPooling' | 'documentArchiving' | 'dcc' | 'payPerLink')[];
              /** @description A web address (http or https); a bare host such as `shop.example.com` is taken as https, so it may be 192 characters at most. The server reads the address as a browser does and takes some the pattern does not (a host in another script, a user name) */
              onlineShop?: string;
              currentProvider: string;
              turnover: number | string;
              receiptSize: number | string;
              bankStatementReference: string;
              /**
               * @default no
               * @enum {string}
               */
              terminals?: 'yes' | 'no';
              /**
               * @default no
               * @enum {string}
               */
              checkoutConnection?: 'yes' | 'no';
              /**
               * @default standard
               * @enum {string}
               */
              cashCut?: 'standard' | 'detailed';
              /**
               * @default no
               * @enum {string}
               */
              tip?: 'no' | 'signature' | 'without-signature';
            }
          | {
              /**
               * @default us
               * @enum {string}
               */
              reg?: 'us' | 'eu' | 'other';
              /** @description The services asked for, at least one, each offered in `reg`: us offers creditCard, affiliate, clearingHouse, alternativeBilling, corporateBanking, whitelabelGateway, incorporation; eu offers creditCard, affiliate, alternativeBilling, corporateBanking, whitelabelGateway, incorporation; other offers creditCard, affiliate, whitelabelGateway, incorporation */
              srv: (
                | 'creditCard'
                | 'clearingHouse'
                | 'corporateBanking'
                | 'affiliate'
                | 'whitelabelGateway'
                | 'alternativeBilling'
                | 'incorporation'
              )[];
              genInfo: {
                genComp: string;
                genAddr: string;
                genDirName: string;
                genDirEmail: string;
                genDirAddr: string;
                genTaxID: string;
                genDesc: string;
                genPrice: string;
                /** @description A web address (http or https); a bare host such as `shop.example.com` is taken as https, so it may be 192 characters at most. The server reads the address as a browser does and takes some the pattern does not (a host in another script, a user name) */
                genUrl: string;
                genUser: string;
                genPass: string;
                genFullName: string;
                /**
                 * Format: email
                 * @description Read in lower case: the case of an address does not matter
                 */
                genEmail: string;
                genSkype?: string;
                genPhone?: string;
                genRefSource?: string;
              };
              /** @description Required when `srv` holds `creditCard` */
              ccpInfo?: {
                ccpFulfill: string;
                ccpCallCtr: string;
                /** @enum {string} */
                ccpLic: 'yes' | 'no';
                ccpLicJur?: string;
                ccpBankAcq: string;
                ccpCurrMCC?: string;
                ccpAvgTxVal: number | string;
                ccpCurrMonthVol: number | string;
                ccpExpMonthVol: number | string;
                ccpDescLine1?: string;
                ccpDescLine2?: string;
                ccpPrefGateway?: string;
              };
              /** @description Required when `srv` holds `clearingHouse` */
              chInfo?: {
                chPayee: string;
                chClient: string;
                /**
                 * Format: email
                 * @description Read in lower case: the case of an address does not matter
                 */
                chCustEmail: string;
                chMktDesc: string;
                chCompHandling: string;
                /** @enum {string} */
                chRefundPol: 'yes' | 'no';
                chAchProvider: string;
                chAchName: string;
                chAchPhone: string;
                /**
                 * Format: email
                 * @description Read in lower case: the case of an address does not matter
                 */
                chAchEmail: string;
                chHighTxAmt: number | string;
                chAvgTxAmt: number | string;
                chMaxTxPerDay: number | string;
                chReqMonthLimit: number | string;
                chRecTxPerc: number | string;
                /** @enum {string} */
                chRefundCap: 'yes' | 'no';
                /** @enum {string} */
                chAchCreditCap: 'yes' | 'no';
              };
              /** @description Required when `srv` holds `corporateBanking` */
              cbInfo?: {
                cbBusinessAddr?: string;
                /** @enum {string} */
                cbPEP: 'yes' | 'no';
                cbMainClients: string;
                cbFromCountry: string;
                cbCurrency: string;
                cbMonthlyVol: number | string;
                cbNumPayments: number | string;
                cbIncomingFunds: string;
                cbToCountry: string;
                cbOutgoingFunds: string;
              };
              /** @description Required when `srv` holds `affiliate` */
              apInfo?: {
                apRegNum: string;
                apUsage: string;
                apProjVolume: number | string;
                apProjCount: number | string;
                apAvgTxValue: number | string;
                apCardCount: number | string;
                apCurrencies: string;
                apProduct: ('bankTransfers' | 'payouts' | 'physicalPrepaidCards' | 'virtualPrepaidCards')[];
              };
              /** @description Required when `srv` holds `whitelabelGateway` */
              wlInfo?: {
                wlExpMonthVol: number | string;
                wlExpTxCount: number | string;
                wlAvgTxVal: number | string;
                /** @enum {string} */
                wlLicense: 'yes' | 'no';
                wlLicJur?: string;
                wlGatewayFeatures: (
                  | 'riskManagement'
                  | 'loadBalancing'
                  | 'chargebackFraudAlerts'
                  | 'midConfiguration'
                  | 'binIpBlock'
                  | 'other'
                )[];
                /** @description Required when `wlGatewayFeatures` holds `other` */
                wlOtherGateway?: string;
                wlTargetMarkets: string;
                wlBankAcquirers: string;
                wlAltBilling: string;
                wlOtherRemarks?: string;
              };
              /** @description Required when `srv` holds `alternativeBilling` */
              abInfo?: {
                abProduct: ('sepa' | 'sofort')[];
                abProjectedVolume: number | string;
                abProjectedTxCount: number | string;
                abLowestTxAmount: number | string;
                abHighestTxAmount: number | string;
                abAvgTxAmount: number | string;
                abTargetMarkets: string;
                abSalesTurnover: number | string;
              };
              /** @description Required when `srv` holds `incorporation` */
              incInfo?: {
                incSuggestedName: string;
                /** @enum {string} */
                incOfficeInUSA: 'yes' | 'no';
                incCurrentMerchantName?: string;
                incExistingAddress?: string;
                incCompanyDescription: string;
                incMonthlyVolume: number | string;
                incAvgTransactionValue: number | string;
                incBillingDescriptor1: string;
                incCityField: string;
                incBOName1: string;
                incBONationality1: string;
                incBOAddress1: string;
                incBOShares1: number | string;
                incBOName2?: string;
                incBONationality2?: string;
                incBOAddress2?: string;
                incBOShares2?: number | string;
                incDirectorName1: string;
                incDirectorNationality1: string;
                incDirectorName2?: string;
                incDirectorNationality2?: string;
              };
            };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
            version: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Gone */
      410: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  withdrawMyPrecheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        kind: 'pos' | 'ecom';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description The pre-check's reference: `P-` (POS) or `E-` (e-commerce) and 8 characters
             * @example P-7KQ3-XM2A
             */
            reference: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getPosPrecheckVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              version: number;
              /** Format: date-time */
              at: string;
              changedFields: string[];
            }[];
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getEcomPrecheckVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              version: number;
              /** Format: date-time */
              at: string;
              changedFields: string[];
            }[];
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getRetention: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description RETENTION_DECLINED, RETENTION_WITHDRAWN, RETENTION_UNANSWERED; null is `off` */
            periods: {
              declinedSeconds: number | null;
              withdrawnSeconds: number | null;
              unansweredSeconds: number | null;
            };
            /** @description RETENTION_INTERVAL: how often each instance makes a pass */
            intervalSeconds: number;
            /** @description Both kinds' pre-checks the next pass erases and withdraws (held ones not counted) */
            due: {
              erase: number;
              withdraw: number;
            };
            holds: {
              /** @enum {string} */
              kind: 'pos' | 'ecom';
              id: string;
              reference: string;
              /** @enum {string} */
              status:
                | 'submitted'
                | 'in_review'
                | 'information_requested'
                | 'approval_pending'
                | 'approved'
                | 'declined'
                | 'withdrawn';
              reason: string;
              /** Format: date-time */
              at: string;
            }[];
            /** @description null: no snapshot holds anyone erased (or no backups are made) */
            erasedInSnapshots: {
              /** @description Snapshots written before the latest erasure */
              snapshots: number;
              /**
               * Format: date-time
               * @description When the last of them is pruned, as BACKUP_KEEP and BACKUP_INTERVAL foretell; until then a restore re-applies the erasures
               */
              prunedBy: string;
            } | null;
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  findSubject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @description Read in lower case: the case of an address does not matter
           */
          email: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            prechecks: {
              /** @enum {string} */
              kind: 'pos' | 'ecom';
              id: string;
              reference: string;
              /** @enum {string} */
              status:
                | 'submitted'
                | 'in_review'
                | 'information_requested'
                | 'approval_pending'
                | 'approved'
                | 'declined'
                | 'withdrawn';
              /** @description Under a legal hold: an erasure keeps it */
              held: boolean;
            }[];
            merchants: {
              id: number;
              company: string;
            }[];
            user: {
              id: string;
              /** @enum {string} */
              role: 'admin' | 'reviewer' | 'merchant';
            } | null;
            /** @description Outgoing messages addressed to it */
            messages: number;
            /** @description Audit entries naming it, as actor or in their details */
            auditEntries: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportSubject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @description Read in lower case: the case of an address does not matter
           */
          email: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            /** Format: date-time */
            exportedAt: string;
            prechecks: {
              /** @enum {string} */
              kind: 'pos' | 'ecom';
              /** @description The pre-check as its detail answer gives it */
              record: unknown;
              /** @description Its history, as `GET …/{id}/history` gives it */
              history: unknown;
              versions: {
                version: number;
                /** Format: date-time */
                at: string;
                changedFields: string[];
                previousAnswers: unknown;
              }[];
            }[];
            merchants: {
              [key: string]: unknown;
            }[];
            user: {
              [key: string]: unknown;
            } | null;
            messages: {
              [key: string]: unknown;
            }[];
            auditEntries: {
              [key: string]: unknown;
            }[];
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  eraseSubject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @description Read in lower case: the case of an address does not matter
           */
          email: string;
          /** @description Why (the request, its date and channel): kept in the audit entry, so name no one in it */
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The pseudonym the erased address now reads as everywhere */
            subject: string;
            erased: {
              prechecks: number;
              merchants: number;
              users: number;
              messages: number;
              webhookDeliveries: number;
            };
            pseudonymizedAuditEntries: number;
            held: {
              /** @enum {string} */
              kind: 'pos' | 'ecom';
              id: string;
              reference: string;
            }[];
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  placeLegalHoldPosPrecheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Why it is held (a court order, an investigation); for the team only */
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reason: string;
            /** Format: date-time */
            at: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  releaseLegalHoldPosPrecheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  placeLegalHoldEcomPrecheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Why it is held (a court order, an investigation); for the team only */
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reason: string;
            /** Format: date-time */
            at: string;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  releaseLegalHoldEcomPrecheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listMerchants: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              company: string;
              contactPerson: string | null;
              email: string;
              industry: string | null;
              /** Format: date-time */
              createdAt: string;
            }[];
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  exportMerchantsCsv: {
    parameters: {
      query?: {
        q?: string;
        language?: 'en' | 'es' | 'de' | 'it';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The merchants as a CSV file */
      200: {
        headers: {
          /** @description attachment; filename="merchant-YYYY-MM-DD.csv" */
          'Content-Disposition'?: string;
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMerchant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The strong entity tag of this version: send it in If-None-Match to read, If-Match to update */
          ETag?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            company: string;
            address: string | null;
            contactPerson: string | null;
            /** Format: date-time */
            createdAt: string;
            director: string | null;
            email: string;
            industry: string | null;
            locations: string | null;
            mobile: string | null;
            onlineShop: string | null;
            avgTxValue: number | null;
            taxId: string | null;
            telephone: string | null;
            currMonthVol: number | null;
            projMonthVolAcct: number | null;
            website: string | null;
            /**
             * Format: date-time
             * @description When a pre-check of this merchant was approved (DESIGN §12); null until then
             */
            onboardedAt: string | null;
          };
        };
      };
      /** @description Not Modified */
      304: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteMerchant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No Content */
      204: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          /** @description The budget this call counts against (IETF httpapi ratelimit headers), e.g. `"login";q=30;w=900` */
          'RateLimit-Policy'?: string;
          /** @description What is left of it: requests `r` for the next `t` seconds, e.g. `"login";r=29;t=840` */
          RateLimit?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listMyPrechecks: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              /** @enum {string} */
              type: 'POS' | 'ECOM';
              company: string;
              contact: string;
              /** Format: date-time */
              createdAt: string;
              /** @enum {string} */
              status:
                | 'submitted'
                | 'in_review'
                | 'information_requested'
                | 'approval_pending'
                | 'approved'
                | 'declined'
                | 'withdrawn';
              /** Format: date-time */
              statusChangedAt: string;
              /** @description While `information_requested`: the team's question */
              message?: string;
            }[];
            total: number;
            totalCapped: boolean;
            page: number;
            pageSize: number;
          };
        };
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getDashboardStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            months: {
              month: string;
              pos: number;
              ecom: number;
            }[];
            latest: {
              id: string;
              /** @enum {string} */
              type: 'POS' | 'ECOM';
              company: string;
              contact: string;
              /** Format: date-time */
              createdAt: string;
            }[];
            queue: {
              submitted: number;
              in_review: number;
              information_requested: number;
              approval_pending: number;
              /** @description Waiting on the team past `REVIEW_SLA` */
              overdue: number;
            };
            decisions: {
              days: number;
              approved: number;
              declined: number;
              /** @description From sending to the decision; null without decisions */
              medianHoursToDecision: number | null;
            };
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listBackups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            state: 'on' | 'off' | 'postgres';
            intervalSeconds: number | null;
            keep: number | null;
            /** @description A snapshot is being written now */
            running: boolean;
            /**
             * Format: date-time
             * @description When the last snapshot failed, if the last one did
             */
            lastFailedAt: string | null;
            /** @description Newest first */
            snapshots: {
              /** @description The file name of the snapshot in BACKUP_DIR */
              name: string;
              /**
               * Format: date-time
               * @description Everything acknowledged before this time is in it
               */
              createdAt: string;
              /**
               * @description Written on the schedule, or by "Back up now"; each kind is kept by its own count
               * @enum {string}
               */
              kind: 'scheduled' | 'manual';
              /**
               * @description Its manifest's MAC under this server's APP_SECRET: `valid`; `missing` (written before manifests were signed: `npm run restore` needs `--accept-unsigned`); `invalid` (altered, forged or from another APP_SECRET: never restored)
               * @enum {string}
               */
              signature: 'valid' | 'missing' | 'invalid';
              bytes: number;
              schemaVersion: number;
              /** @description Rows in all tables, as counted in the snapshot */
              rows: number;
            }[];
          };
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  startBackup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid; `errors` names each field that is wrong and why */
      400: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in user does not have the role this call needs, or an API key lacks its scope (`insufficient_scope`) or may never make it (`forbidden`) */
      403: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The change conflicts with what is stored */
      409: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than the server accepts */
      413: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is not JSON */
      415: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests; try again after Retry-After seconds */
      429: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
          };
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
          };
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * @description Stable; one of the codes of the API (ARCHITECTURE.md)
             * @enum {string}
             */
            code:
              | 'bad_request'
              | 'validation_failed'
              | 'captcha_required'
              | 'captcha_invalid'
              | 'code_incorrect'
              | 'passkey_refused'
              | 'webhook_url_refused'
              | 'unauthorized'
              | 'otp_invalid'
              | 'sign_in_expired'
              | 'forbidden'
              | 'insufficient_scope'
              | 'own_second_factor'
              | 'four_eyes_required'
              | 'step_up_required'
              | 'sign_in_again'
              | 'sso_required'
              | 'not_found'
              | 'method_not_allowed'
              | 'request_timeout'
              | 'email_taken'
              | 'last_admin'
              | 'invalid_transition'
              | 'already_enrolled'
              | 'not_resendable'
              | 'idempotency_in_progress'
              | 'backups_off'
              | 'precondition_failed'
              | 'update_closed'
              | 'secret_erased'
              | 'payload_too_large'
              | 'uri_too_long'
              | 'unsupported_media_type'
              | 'idempotency_conflict'
              | 'precondition_required'
              | 'rate_limited'
              | 'headers_too_large'
              | 'internal_error'
              | 'secret_unreadable'
              | 'service_unavailable'
              | 'captcha_unavailable';
            /** @description The same, in the language of the request, for people */
            message: string;
            errors?: {
              /** @description The field, dotted from the root of its part: `genInfo.genComp` */
              path: string;
              /** @enum {string} */
              code:
                | 'required'
                | 'invalid'
                | 'too_long'
                | 'unknown_field'
                | 'email_taken'
                | 'code_incorrect'
                | 'captcha_required'
                | 'captcha_invalid'
                | 'captcha_unavailable'
                | 'webhook_url_refused';
              /** @description What is wrong, in the language of the request */
              message: string;
            }[];
            status: string;
          };
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every metric of this instance */
      200: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Not signed in: no valid bearer token, a wrong, expired or used sign-in code, or an API key that is unknown, revoked or expired (all alike) */
      401: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such record, or one the caller may not see */
      404: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A store the server needs is unavailable; try again after Retry-After seconds */
      503: {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request could not be read: malformed (400), too slow to arrive (408) or with headers over the limit (431) */
      '4XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The server failed unexpectedly */
      '5XX': {
        headers: {
          /** @description The request's id, as the server's log names it: the client's own `X-Request-Id` when it sent one of at most 64 characters of `[A-Za-z0-9._-]`, else one the server made. Quote it to support. */
          'X-Request-Id'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
}
