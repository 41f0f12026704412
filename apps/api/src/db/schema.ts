import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditDetails,
  LANGUAGES,
  MFA_TICKET_KINDS,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  OUTBOX_TOPICS,
  UNSENT_STATUSES,
  POS_CASH_CUTS,
  WEBAUTHN_PURPOSES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENTS,
  type WebhookDisabledReason,
  type WebhookEvent,
  type WebhookEventType,
  POS_TIPS,
  PRECHECK_KINDS,
  type PrecheckKind,
  REFERENCE_PREFIX,
  REGIONS,
  ROLES,
  SESSION_METHODS,
  AUDIT_ACTOR_ROLES,
  DECLINE_REASONS,
  PRECHECK_STATUSES,
  REVIEW_EVENT_TYPES,
  TEAM_WAITING_STATUSES,
  YES_NO,
} from '@portal/shared';

/** `('a', 'b')`: a check constraint's (or a raw query's) list of the wire values, written out from their one definition. */
export const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

// Lists read "newest first" as ORDER BY created_at DESC, id DESC (nulls first by default); an ascending
// (created_at, id) index read backwards gives exactly that order, so the newest page is an index range scan.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Always stored lower-cased (the schemas normalise it), so a plain unique index is case-insensitive.
    email: text('email').notNull().unique(),
    role: text('role', { enum: ROLES }).notNull(),
    languagePreference: text('language_preference', { enum: LANGUAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The TOTP secret (DESIGN §9), encrypted like genPass under a key of its own. Set but not confirmed
     * while an enrolment waits for its first code; a second factor exists only once confirmed.
     */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last time step a code was accepted for: each step is accepted once, later ones only. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** An admin's "Mail me each new pre-check" (DESIGN §11); off until they choose it. */
    notifyNewPrecheck: boolean('notify_new_precheck').notNull().default(false),
    /**
     * Counts the times the notices were turned on: an unsubscribe link names the count it was made
     * under, so it works once, and never against a later choice to have them again.
     */
    notifyGeneration: integer('notify_generation').notNull().default(0),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ${oneOf(ROLES)}`),
    check('users_language_check', sql`${t.languagePreference} in ${oneOf(LANGUAGES)}`),
    index('users_created_at_idx').on(t.createdAt, t.id),
  ],
);

/** One row per issued token: revoking a row (logout) or deleting the user ends the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Issued after a second factor: an admin's session without one is refused (no admin token without it). */
    secondFactor: boolean('second_factor').notNull().default(false),
    /** Touched at most every few seconds per instance; a staff session idle past `SESSION_IDLE` ends. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where and with what the session began, for its owner to recognise it (DESIGN §14). */
    ip: text('ip'),
    userAgent: text('user_agent'),
    method: text('method', { enum: SESSION_METHODS }).notNull().default('email-code'),
    /** The last proof of a second factor within this session: grave actions need it recent (§14). */
    steppedUpAt: timestamp('stepped_up_at', { withTimezone: true }),
  },
  (t) => [
    check('sessions_method_check', sql`${t.method} in ${oneOf(SESSION_METHODS)}`),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * A passkey (WebAuthn, DESIGN §14): the public key of one credential of one account, found by the id
 * the authenticator names. `counter` is the authenticator's signature count as last seen: one that
 * does not grow (but 0, for authenticators that keep none) is a cloned key, refused.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge handed out and not yet answered: each is taken once (`DELETE … RETURNING`), for
 * its purpose and, but for a sign-in, its account, within 5 minutes. A replayed answer finds it gone.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('webauthn_challenges_purpose_check', sql`${t.purpose} in ${oneOf(WEBAUTHN_PURPOSES)}`),
    index('webauthn_challenges_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * A single sign-on under way (DESIGN §14): what the callback checks the identity provider's answer
 * against (PKCE verifier, nonce; the state is the key), then, once it named a staff member, the
 * hand-off the browser trades for a session (a keyed hash). Taken once each; 10 minutes at most.
 */
export const oidcLogins = pgTable(
  'oidc_logins',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    handoffHash: text('handoff_hash').unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Whether the identity provider's `amr` names a second factor: then the portal asks for none. */
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (t) => [index('oidc_logins_expires_at_idx').on(t.expiresAt)],
);

/**
 * The step between the e-mailed code and the second factor: proof that the first factor passed, for
 * one account, one use, 10 minutes, dead after 5 wrong codes. Only a keyed hash of the ticket is kept.
 * `enrol` tickets confirm a new secret, `totp` tickets check an existing one (or a recovery code).
 */
export const mfaTickets = pgTable(
  'mfa_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MFA_TICKET_KINDS }).notNull(),
    /** How the first factor was proven: the session the ticket leads to says so to its owner. */
    method: text('method', { enum: SESSION_METHODS }).notNull().default('email-code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mfa_tickets_kind_check', sql`${t.kind} in ${oneOf(MFA_TICKET_KINDS)}`),
    check('mfa_tickets_method_check', sql`${t.method} in ${oneOf(SESSION_METHODS)}`),
    index('mfa_tickets_user_id_idx').on(t.userId),
    index('mfa_tickets_expires_at_idx').on(t.expiresAt),
  ],
);

/** Single-use recovery codes of a second factor, as keyed hashes bound to their user. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** The one live code per e-mail; only its keyed hash is kept. */
export const otpCodes = pgTable('otp_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The searched columns of a pre-check in one, for its search: one trigram index instead of one per
 * column, and a newest-first index carries it (migrations 0009, 0010), so the first page of a common
 * term is found in that index alone, without reading the table. The columns are joined by the unit
 * separator, which a search term (plain text) cannot hold, so no match spans two of them. Stored
 * lower-cased: a search then matches with LIKE on the lower-cased term (`foldedContains`), which finds
 * what ILIKE finds (ILIKE lower-cases both sides with the same lower()) without lower-casing every
 * row it passes again, six times faster over the rows a common term's pages walk.
 */
function searchText(...columns: SQL[]) {
  return text('search_text')
    .notNull()
    .generatedAlwaysAs(sql`lower(${sql.join(columns, sql.raw(` || chr(31) || `))})`);
}

/**
 * Wrong sign-in codes per account in the current window. The verification locks this row for its
 * transaction, so the check against the cap and the count of a failure cannot interleave, on any
 * instance. Kept for unknown addresses too, so a guess costs the same whoever it names.
 */
export const authFailures = pgTable('auth_failures', {
  email: text('email').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
  /** The UTC day whose failures `dayFailures` counts: past the daily cap the lockout lasts until it ends. */
  dayStart: timestamp('day_start', { withTimezone: true }).notNull().defaultNow(),
  dayFailures: integer('day_failures').notNull().default(0),
});

/**
 * A pre-check's reference (DESIGN §11, `@portal/shared` reference.ts), drawn by the database when the
 * row is inserted: `precheck_reference` (migration 0014) permutes the next number of one sequence, so
 * it is unique without a retry and two records in a row do not read alike.
 */
const reference = (kind: keyof typeof REFERENCE_PREFIX) =>
  text('reference')
    .notNull()
    .unique()
    .default(sql.raw(`precheck_reference('${REFERENCE_PREFIX[kind]}')`));

const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });

/**
 * A legal hold (DESIGN §13): while `legal_hold_at` is set, neither retention nor an erasure request
 * erases the pre-check. Who placed it keeps no reference, like a decision's.
 */
const legalHoldColumns = () => ({
  legalHoldReason: text('legal_hold_reason'),
  legalHoldAt: timestamp('legal_hold_at', { withTimezone: true }),
  legalHoldBy: uuid('legal_hold_by'),
});

/**
 * A pre-check's review (DESIGN §12), the same columns on both kinds. `revision` counts every change to
 * them: it is the detail answer's ETag, which a change's `If-Match` must name, and the one statement
 * that makes a change also checks it, so two reviewers deciding at once cannot both succeed.
 * `decided_by` and `proposed_by` keep no reference: a deleted user's decisions read as by nobody, and
 * deleting a user need not scan every pre-check for them.
 */
const reviewColumns = () => ({
  status: text('status', { enum: PRECHECK_STATUSES }).notNull().default('submitted'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  revision: integer('revision').notNull().default(1),
  proposedBy: uuid('proposed_by'),
  decisionReason: text('decision_reason', { enum: DECLINE_REASONS }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: uuid('decided_by'),
});

/** The columns of both kinds' tables that their indexes and checks name. */
type PrecheckRuleColumns = Record<
  | 'id'
  | 'createdAt'
  | 'submittedBy'
  | 'searchText'
  | 'status'
  | 'language'
  | 'assigneeId'
  | 'statusChangedAt'
  | 'decidedAt',
  AnyPgColumn
>;

/** The indexes and checks both kinds' tables have, named after `table`. */
const precheckTableRules = (table: string, t: PrecheckRuleColumns) => [
  // Migration 0009 adds a twin that includes search_text (INCLUDE, which drizzle cannot declare).
  index(`${table}_created_at_idx`).on(t.createdAt, t.id),
  index(`${table}_submitted_by_idx`).on(t.submittedBy, t.createdAt, t.id),
  index(`${table}_search_trgm_idx`).using('gin', sql`${t.searchText} gin_trgm_ops`),
  check(`${table}_status_check`, sql`${t.status} in ${oneOf(PRECHECK_STATUSES)}`),
  check(`${table}_language_check`, sql`${t.language} in ${oneOf(LANGUAGES)}`),
  // One person's queue (`assignee=me`), longest waiting first.
  index(`${table}_assignee_idx`).on(t.assigneeId, t.status, t.statusChangedAt, t.id),
  // The last days' decisions and their time to decide (the dashboard), read from the index alone.
  index(`${table}_decided_idx`)
    .on(t.statusChangedAt, t.status, t.decidedAt, t.createdAt)
    .where(sql`${t.status} in ('approved', 'declined')`),
  // What waits on the team, longest first: the overdue filter reads its oldest end.
  index(`${table}_waiting_idx`)
    .on(t.statusChangedAt, t.id)
    .where(sql`${t.status} in ${oneOf(TEAM_WAITING_STATUSES)}`),
  // The review queue (modules/prechecks/repository.ts): by status, longest waiting first.
  index(`${table}_queue_idx`).on(t.status, t.statusChangedAt, t.id),
];

export const posPrechecks = pgTable(
  'precheck_pos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: reference('pos'),
    company: text('company').notNull(),
    taxId: text('tax_id').notNull(),
    creditorId: text('creditor_id'),
    industry: text('industry'),
    address: text('address').notNull(),
    locations: text('locations'),
    website: text('website'),
    director: text('director').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    mobile: text('mobile'),
    onlineShop: text('online_shop'),
    currentProvider: text('current_provider').notNull(),
    turnover: money('turnover').notNull(),
    receiptSize: money('receipt_size').notNull(),
    bankStatementReference: text('bank_statement_reference').notNull(),
    terminals: text('terminals', { enum: YES_NO }).notNull(),
    checkoutConnection: text('checkout_connection', { enum: YES_NO }).notNull(),
    cashCut: text('cash_cut', { enum: POS_CASH_CUTS }).notNull(),
    tip: text('tip', { enum: POS_TIPS }).notNull(),
    cards: text('cards').array().notNull(),
    additionalServices: text('additional_services').array().notNull(),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The language the form was filled in: every mail to the applicant about it is written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...reviewColumns(),
    ...legalHoldColumns(),
    searchText: searchText(sql`company`, sql`contact_person`, sql`email`),
  },
  (t) => [
    ...precheckTableRules('precheck_pos', t),
    // A subject request's (DESIGN §13) pre-checks by their address, whatever its case.
    index('precheck_pos_subject_idx').using('btree', sql`lower(${t.email})`),
  ],
);

/**
 * One merchant per lower-cased contact e-mail (DESIGN §6). Only its owner (the signed-in merchant whose
 * submission created or claimed it) and admins' submissions change it; anonymous ones only link to it.
 */
export const merchants = pgTable(
  'merchants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    address: text('address'),
    contactPerson: text('contact_person'),
    director: text('director'),
    taxId: text('tax_id'),
    telephone: text('telephone'),
    mobile: text('mobile'),
    website: text('website'),
    onlineShop: text('online_shop'),
    industry: text('industry'),
    locations: text('locations'),
    avgTxValue: money('avg_tx_value'),
    currMonthVol: money('curr_month_vol'),
    projMonthVolAcct: money('proj_month_vol_acct'),
    /** Set when a pre-check of this merchant is approved (DESIGN §12). */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchants_created_at_idx').on(t.createdAt, t.id),
    // Deleting a user clears its ownership: without an index that is a scan of every merchant.
    index('merchants_owner_id_idx').on(t.ownerId),
    index('merchants_company_trgm_idx').using('gin', sql`${t.company} gin_trgm_ops`),
    index('merchants_contact_trgm_idx').using('gin', sql`${t.contactPerson} gin_trgm_ops`),
    index('merchants_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Each captcha solution is accepted once: the unique key makes the second insert, anywhere, fail. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_at_idx').on(t.expiresAt)],
);

/**
 * The answers of creates sent with an `Idempotency-Key` (DESIGN §10, lib/idempotency): one row per
 * caller and key. A row without `status` is a claim in progress (`claim` names its holder, whose lease
 * runs from `claimed_at`); its answer is written in the create's own transaction, so a stored record
 * and its stored answer commit together or not at all. Kept 24 hours from `created_at`.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: uuid('key').notNull(),
    requestHash: text('request_hash').notNull(),
    claim: uuid('claim').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    status: integer('status'),
    body: jsonb('body'),
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * E-commerce pre-checks: the list and search columns are kept as columns, every group's answers in
 * `details` (JSON), and the website password only encrypted, in its own column.
 */
export const ecomPrechecks = pgTable(
  'precheck_ecom',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: reference('ecom'),
    reg: text('reg', { enum: REGIONS }).notNull(),
    srv: text('srv').array().notNull(),
    genComp: text('gen_comp').notNull(),
    genFullName: text('gen_full_name').notNull(),
    genEmail: text('gen_email').notNull(),
    details: jsonb('details').$type<Record<string, Record<string, unknown>>>().notNull(),
    /** Null once the pre-check is decided or withdrawn (DESIGN §13): the login is of no more use. */
    genPassEncrypted: text('gen_pass_encrypted'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The language the form was filled in: every mail to the applicant about it is written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...reviewColumns(),
    ...legalHoldColumns(),
    searchText: searchText(sql`gen_comp`, sql`gen_full_name`, sql`gen_email`),
  },
  (t) => [
    ...precheckTableRules('precheck_ecom', t),
    // Likewise the contact's address; the other addresses are read from the answers, row by row.
    index('precheck_ecom_subject_idx').using('btree', sql`lower(${t.genEmail})`),
  ],
);

/** Which of `precheckOwner`'s columns names a pre-check of each kind. */
export const PRECHECK_OWNER = { pos: 'posId', ecom: 'ecomId' } as const;

/** Each kind's table. */
export const PRECHECK_TABLES = { pos: posPrechecks, ecom: ecomPrechecks } as const;

/**
 * A kind's table for the statements about its review: both kinds carry the same review columns, so
 * those statements are written once, against the POS table's column types, and run on either.
 */
export const reviewTableOf = (kind: PrecheckKind) => PRECHECK_TABLES[kind] as unknown as typeof posPrechecks;

/** The columns that name a pre-check of either kind: exactly one is set, and the row goes with it. */
const precheckOwner = () => ({
  posId: uuid('pos_id').references(() => posPrechecks.id, { onDelete: 'cascade' }),
  ecomId: uuid('ecom_id').references(() => ecomPrechecks.id, { onDelete: 'cascade' }),
});

/**
 * What happened to a pre-check after it was sent (DESIGN §12's history): status changes, assignments,
 * notes, the applicant's updates, mails. Each row belongs to one pre-check of either kind and goes
 * with it. The actor is the user who acted, kept while they exist; none for the applicant or the
 * system. `text` holds a note or a message; `from`/`to` a status, or an assignee's user id.
 */
export const precheckEvents = pgTable(
  'precheck_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...precheckOwner(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: REVIEW_EVENT_TYPES }).notNull(),
    from: text('from'),
    to: text('to'),
    text: text('text'),
    reason: text('reason', { enum: DECLINE_REASONS }),
    version: integer('version'),
  },
  (t) => [
    check('precheck_events_one_precheck', sql`num_nonnulls(${t.posId}, ${t.ecomId}) = 1`),
    check('precheck_events_type_check', sql`${t.type} in ${oneOf(REVIEW_EVENT_TYPES)}`),
    index('precheck_events_pos_idx').on(t.posId, t.id),
    index('precheck_events_ecom_idx').on(t.ecomId, t.id),
    index('precheck_events_actor_idx').on(t.actorId),
  ],
);

/**
 * A request for information's link (DESIGN §12): the token mailed to the applicant is an HMAC of the
 * row's random id under a key of its own (modules/applicant-updates/links.ts), so the database holds
 * neither the token nor what makes it without the key; `token_hash` finds the row a token names. A
 * link is open while `closed_at` is null, `expires_at` is ahead and its pre-check still waits for the
 * applicant; closed, it stays to answer 410 rather than 404.
 */
export const updateLinks = pgTable(
  'update_links',
  {
    id: text('id').primaryKey(),
    ...precheckOwner(),
    tokenHash: text('token_hash').notNull().unique(),
    message: text('message').notNull(),
    sections: text('sections').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('update_links_one_precheck', sql`num_nonnulls(${t.posId}, ${t.ecomId}) = 1`),
    index('update_links_pos_idx').on(t.posId),
    index('update_links_ecom_idx').on(t.ecomId),
  ],
);

/**
 * A pre-check's versions past the first (DESIGN §12): each row is the version an applicant's update
 * made, when, what it changed, and the answers it replaced (the version before, whose own row, or
 * the pre-check's creation, says when it began). The current answers live in the pre-check's row;
 * a website password is never kept here.
 */
export const precheckVersions = pgTable(
  'precheck_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...precheckOwner(),
    version: integer('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changedFields: text('changed_fields').array().notNull(),
    previousAnswers: jsonb('previous_answers').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    check('precheck_versions_one_precheck', sql`num_nonnulls(${t.posId}, ${t.ecomId}) = 1`),
    uniqueIndex('precheck_versions_pos_idx').on(t.posId, t.version),
    uniqueIndex('precheck_versions_ecom_idx').on(t.ecomId, t.version),
  ],
);

/**
 * Pre-checks per kind and calendar month (UTC), kept by triggers on insert and delete. Totals and the
 * dashboard chart read these few rows instead of counting a million-row table on every request.
 */
export const precheckCounts = pgTable(
  'precheck_counts',
  {
    kind: text('kind', { enum: PRECHECK_KINDS }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.month] })],
);

/**
 * The audit trail (DESIGN §9): append-only, one row per recorded action, written in the action's own
 * transaction. Each row carries the SHA-256 of the row before it and of its own canonical content
 * (features/audit/chain.ts), so a row changed, removed or moved afterwards breaks the chain at that
 * row. `seq` is gapless (taken under a lock, not from a sequence, which leaves gaps on rollback), so a
 * removed row shows as a missing number. The actor is copied, not referenced: the entry outlives the
 * user. Migration 0011 adds the trigger that refuses UPDATE, DELETE and TRUNCATE.
 *
 * The personal fields (actor e-mail, IP, details) are chained through `personal_digest`, a SHA-256 of
 * them under the entry's own random `personal_salt`, rather than as themselves (DESIGN §13): an erasure
 * rewrites them as the subject's pseudonym and drops the salt, and the chain still verifies. Without
 * the salt the digest names no one (no address can be tried against it). `erased_by` is the `seq` of
 * the erasure's own entry, which counts the entries it rewrote; migration 0036's trigger lets only
 * that rewrite through. An entry from before 0036 has no digest until the audit module's start
 * re-chains it (modules/audit/upgrade.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique().defaultRandom(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role', { enum: AUDIT_ACTOR_ROLES }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }),
    targetId: text('target_id'),
    ip: text('ip'),
    details: jsonb('details').$type<AuditDetails>().notNull(),
    personalDigest: text('personal_digest'),
    personalSalt: text('personal_salt'),
    erasedBy: bigint('erased_by', { mode: 'number' }),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    check('audit_log_action_check', sql`${t.action} in ${oneOf(AUDIT_ACTIONS)}`),
    index('audit_log_actor_id_idx').on(t.actorId, t.seq),
    index('audit_log_actor_email_idx').on(t.actorEmail, t.seq),
    index('audit_log_action_idx').on(t.action, t.seq),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.seq),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_erased_by_idx')
      .on(t.erasedBy)
      .where(sql`${t.erasedBy} is not null`),
    // Empty once the chain is re-chained: every start asks it whether there is anything to re-chain.
    index('audit_log_undigested_idx')
      .on(t.seq)
      .where(sql`${t.personalDigest} is null`),
  ],
);

/**
 * Everything the portal sends (DESIGN §11): a row per message, written in the transaction of the change
 * that causes it, so a rolled-back change sends nothing and a committed one is never lost. Workers on
 * every instance claim due rows with `FOR UPDATE SKIP LOCKED` (modules/outbox). `payload` names what the
 * message is about (a record's kind and id), never a form's answers: the message is composed when it
 * is sent. `next_attempt_at` is when a queued or retrying message is due, and while one is `sending`
 * the end of its worker's lease, after which another worker takes it over (at least once).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    topic: text('topic', { enum: OUTBOX_TOPICS }).notNull(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastError: text('last_error'),
    /** Temporary failures are retried until then: 24 hours from its creation, or from a Send again. */
    giveUpAt: timestamp('give_up_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_kind_check', sql`${t.kind} in ${oneOf(OUTBOX_KINDS)}`),
    check('outbox_status_check', sql`${t.status} in ${oneOf(OUTBOX_STATUSES)}`),
    index('outbox_created_at_idx').on(t.createdAt, t.id),
    // The workers' question, "what is due?", reads only the messages still to send.
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ${oneOf(UNSENT_STATUSES)}`),
    // A webhook endpoint's delivery log, newest first, and its deliveries to skip once it is disabled.
    index('outbox_webhook_endpoint_idx')
      .on(sql`(${t.payload}->>'endpointId')`, t.createdAt, t.id)
      .where(sql`${t.topic} = 'webhook'`),
    // The webhook claim's walk over the endpoints with deliveries to send, and each one's due ones.
    index('outbox_webhook_due_idx')
      .on(sql`(${t.payload}->>'endpointId')`, t.nextAttemptAt)
      .where(sql`${t.topic} = 'webhook' and ${t.status} in ${oneOf(UNSENT_STATUSES)}`),
  ],
);

/**
 * The applicant's copy of an anonymous submission (DESIGN §11): its PDF may be fetched without
 * signing in, with a link whose token is an HMAC of the record (modules/prechecks/applicant-copy.ts), `uses_left`
 * times until `expires_at`. Only the allowance is stored, never the token.
 */
export const copyGrants = pgTable(
  'copy_grants',
  {
    kind: text('kind', { enum: PRECHECK_KINDS }).notNull(),
    precheckId: uuid('precheck_id').notNull(),
    usesLeft: integer('uses_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.precheckId] }),
    index('copy_grants_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * API keys (DESIGN §11): a machine's credential. Only the SHA-256 of a key is stored (a key is 32
 * random bytes, so a plain hash cannot be reversed by guessing); the key itself is shown once. A
 * revoked key keeps its row, so its use is refused as revoked rather than unknown, and the audit
 * trail's entries keep naming it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedFrom: text('last_used_from'),
  },
  (t) => [
    check(
      'api_keys_scopes_check',
      sql`${t.scopes} <@ array${sql.raw(`[${API_KEY_SCOPES.map((s) => `'${s}'`).join(', ')}]`)}::text[]`,
    ),
    index('api_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Webhook endpoints (DESIGN §11): where events are posted, and which. The signing secret is kept
 * encrypted (lib/crypto/secrets.ts, a key of its own), as is the one before the last rotation, which signs
 * beside it until `previous_secret_expires_at`. `failing_since` is the first failed attempt after the
 * last delivered one; `disabled_reason` says why the portal (not an admin) disabled the endpoint.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    secretEncrypted: text('secret_encrypted').notNull(),
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    disabledReason: text('disabled_reason').$type<WebhookDisabledReason>(),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'webhook_endpoints_events_check',
      sql`${t.events} <@ array${sql.raw(`[${WEBHOOK_EVENTS.map((e) => `'${e}'`).join(', ')}]`)}::text[]`,
    ),
    check(
      'webhook_endpoints_disabled_reason_check',
      sql`${t.disabledReason} in ${oneOf(WEBHOOK_DISABLED_REASONS)}`,
    ),
    index('webhook_endpoints_created_at_idx').on(t.createdAt),
  ],
);

/**
 * One row per event, written in the transaction of the change it tells of, with the exact body every
 * endpoint is sent (the record as it was then: a deleted one is gone by the time it is sent). Each
 * endpoint's delivery of it is an outbox row (topic `webhook`, payload `{endpointId, eventId}`); its
 * id is the deliveries' `webhook-id`. Kept 30 days, like the deliveries.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<WebhookEventType>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created_at_idx').on(t.createdAt)],
);

/** Each attempt of a webhook delivery, for its log: the answer's status and its first KiB, or why none. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    response: text('response'),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
