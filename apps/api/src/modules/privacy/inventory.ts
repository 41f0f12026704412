/**
 * What personal data the portal holds (DESIGN §13): every table, why it exists, how long its rows stay,
 * and each column either with the personal data it holds or listed as not personal. `docs/privacy.md`
 * is generated from it (`npm run docs:privacy`), and a test fails when a column of the schema is
 * missing here, so a new column is classified when it is added.
 */

export type TableInventory = {
  purpose: string;
  retention: string;
  /** Column (as in SQL) → the personal data it holds. */
  personal: Record<string, string>;
  /** Columns that hold nothing about a person: ids, times, states, digests, counters. */
  notPersonal: readonly string[];
};

const REVIEW_COLUMNS = [
  'status',
  'status_changed_at',
  'assignee_id',
  'version',
  'revision',
  'proposed_by',
  'decision_reason',
  'decided_at',
  'decided_by',
] as const;

/** What both kinds' tables hold beside their answers: search text, legal hold, review. */
const PRECHECK_PERSONAL = {
  search_text: 'Company, contact name and e-mail folded for search',
  legal_hold_reason: 'Why the pre-check is held from erasure (free text, may name people)',
};
const PRECHECK_NOT_PERSONAL = [
  'id',
  'reference',
  'submitted_by',
  'language',
  'created_at',
  'legal_hold_at',
  'legal_hold_by',
] as const;

const PRECHECK_RETENTION =
  'Declined ones RETENTION_DECLINED (180 days) after the decision, withdrawn ones RETENTION_WITHDRAWN (90 days) after the withdrawal; a question unanswered for RETENTION_UNANSWERED (30 days) withdraws the pre-check. Others until an admin deletes them. A legal hold keeps any.';

export const INVENTORY: Record<string, TableInventory> = {
  precheck_pos: {
    purpose: 'A point-of-sale pre-application, as the applicant sent it, and its review.',
    retention: PRECHECK_RETENTION,
    personal: {
      company: 'Company name (a sole trader’s is their own name)',
      tax_id: 'Tax number (a sole trader’s is personal)',
      creditor_id: 'SEPA creditor id',
      address: 'Business address (a sole trader’s may be their home)',
      locations: 'Further business addresses',
      website: 'Website address',
      director: 'Name of the managing director',
      contact_person: 'Name of the contact person',
      email: 'Contact e-mail address (the subject’s key)',
      telephone: 'Telephone number',
      mobile: 'Mobile number',
      online_shop: 'Online shop address',
      bank_statement_reference: 'Reference on a bank statement',
      ...PRECHECK_PERSONAL,
    },
    notPersonal: [
      ...PRECHECK_NOT_PERSONAL,
      'industry',
      'current_provider',
      'turnover',
      'receipt_size',
      'terminals',
      'checkout_connection',
      'cash_cut',
      'tip',
      'cards',
      'additional_services',
      ...REVIEW_COLUMNS,
    ],
  },
  precheck_ecom: {
    purpose: 'An e-commerce pre-application, as the applicant sent it, and its review.',
    retention: PRECHECK_RETENTION,
    personal: {
      gen_comp: 'Company name',
      gen_full_name: 'Name of the contact person',
      gen_email: 'Contact e-mail address (the subject’s key)',
      details:
        'Every other answer, by service: addresses (genAddr, genDirAddr, cbBusinessAddr, incExistingAddress), the director’s name and e-mail (genDirName, genDirEmail), telephone and Skype (genPhone, genSkype), tax id (genTaxID), the website and its test login name (genUrl, genUser), further contacts (chCustEmail, chAchName, chAchPhone, chAchEmail), whether a politically exposed person is involved (cbPEP), and free-text descriptions that may name people',
      gen_pass_encrypted:
        'The test login’s password for the website, encrypted (AES-GCM under a key derived from APP_SECRET); erased when the pre-check is decided or withdrawn',
      ...PRECHECK_PERSONAL,
    },
    notPersonal: [...PRECHECK_NOT_PERSONAL, 'reg', 'srv', ...REVIEW_COLUMNS],
  },
  precheck_versions: {
    purpose: 'The answers an applicant’s update replaced, so the team sees what changed.',
    retention: 'As long as its pre-check: deleted with it.',
    personal: { previous_answers: 'Every answer of the replaced version (as the pre-check’s columns)' },
    notPersonal: ['id', 'pos_id', 'ecom_id', 'version', 'at', 'changed_fields'],
  },
  precheck_events: {
    purpose: 'A pre-check’s history: moves, assignments, notes, mails, updates.',
    retention: 'As long as its pre-check: deleted with it.',
    personal: {
      text: 'The message to the applicant or an internal note (free text, may name people)',
      from: 'A status left, or the previous assignee’s user id',
      to: 'A status entered, or the new assignee’s user id',
    },
    notPersonal: ['id', 'pos_id', 'ecom_id', 'at', 'actor_id', 'type', 'reason', 'version'],
  },
  update_links: {
    purpose: 'The links that let an applicant answer the team’s question.',
    retention: 'As long as its pre-check; closed once answered or UPDATE_LINK_TTL after it was sent.',
    personal: { message: 'The team’s question to the applicant (free text)' },
    notPersonal: [
      'id',
      'pos_id',
      'ecom_id',
      'token_hash',
      'sections',
      'created_at',
      'expires_at',
      'closed_at',
    ],
  },
  merchants: {
    purpose: 'The merchant record each contact e-mail’s pre-checks build (DESIGN §6).',
    retention: 'Until an admin deletes it.',
    personal: {
      email: 'Contact e-mail address (the subject’s key)',
      company: 'Company name',
      address: 'Business address',
      contact_person: 'Name of the contact person',
      director: 'Name of the managing director',
      tax_id: 'Tax number',
      telephone: 'Telephone number',
      mobile: 'Mobile number',
      website: 'Website address',
      online_shop: 'Online shop address',
      locations: 'Further business addresses',
    },
    notPersonal: [
      'id',
      'owner_id',
      'industry',
      'avg_tx_value',
      'curr_month_vol',
      'proj_month_vol_acct',
      'onboarded_at',
      'created_at',
      'updated_at',
    ],
  },
  users: {
    purpose: 'Who may sign in: merchants, reviewers and admins.',
    retention: 'Until an admin deletes the user.',
    personal: {
      name: 'Name',
      email: 'E-mail address (the sign-in name)',
      totp_secret_encrypted: 'The authenticator app’s secret, encrypted',
    },
    notPersonal: [
      'id',
      'role',
      'language_preference',
      'created_at',
      'updated_at',
      'totp_confirmed_at',
      'totp_last_step',
      'notify_new_precheck',
      'notify_generation',
    ],
  },
  sessions: {
    purpose:
      'Signed-in sessions, so that one can be ended before its token expires; listed to their owner with where they began, so a stranger’s stands out.',
    retention: 'TOKEN_TTL; expired ones are pruned at sign-in. Deleted with the user.',
    personal: {
      ip: 'The address the session began from, shown to its owner (DESIGN §14).',
      user_agent: 'The browser the session began in, shown to its owner as its device.',
    },
    notPersonal: [
      'jti',
      'user_id',
      'created_at',
      'expires_at',
      'revoked_at',
      'second_factor',
      'last_used_at',
      'method',
      'stepped_up_at',
    ],
  },
  mfa_tickets: {
    purpose: 'The step between a mailed code and the second factor.',
    retention: 'Minutes; expired ones are pruned at sign-in.',
    personal: {},
    notPersonal: ['ticket_hash', 'user_id', 'kind', 'method', 'expires_at', 'failed_attempts', 'created_at'],
  },
  recovery_codes: {
    purpose: 'A user’s recovery codes for a lost authenticator, as digests.',
    retention: 'Until used, replaced, or the user is deleted.',
    personal: {},
    notPersonal: ['user_id', 'code_hash', 'used_at', 'created_at'],
  },
  otp_codes: {
    purpose: 'A sign-in code mailed to an address, as a digest.',
    retention: 'Minutes; expired ones are pruned at sign-in.',
    personal: { email: 'The address the code was mailed to' },
    notPersonal: ['code_hash', 'expires_at', 'failed_attempts', 'created_at'],
  },
  auth_failures: {
    purpose: 'Wrong codes per address, to limit guessing: per quarter-hour and per UTC day.',
    retention: 'A day after the last wrong code; pruned at sign-in.',
    personal: { email: 'The address the codes were tried for' },
    notPersonal: ['window_start', 'failures', 'day_start', 'day_failures'],
  },
  passkeys: {
    purpose: 'The public keys of a user’s passkeys, to sign in and step up without a code (DESIGN §14).',
    retention: 'Until the user removes one, or the user is deleted.',
    personal: {
      name: 'What the user called the passkey (often a device’s name)',
    },
    notPersonal: [
      'id',
      'user_id',
      'credential_id',
      'public_key',
      'counter',
      'transports',
      'created_at',
      'last_used_at',
    ],
  },
  oidc_logins: {
    purpose:
      'Single sign-ons under way: the checks the identity provider’s answer must pass, then a one-time hand-off.',
    retention: '10 minutes; each is taken once, expired ones are pruned when the next starts.',
    personal: {},
    notPersonal: [
      'state',
      'code_verifier',
      'nonce',
      'expires_at',
      'handoff_hash',
      'user_id',
      'second_factor',
    ],
  },
  webauthn_challenges: {
    purpose: 'Passkey challenges handed out and not yet answered, each taken once.',
    retention: '5 minutes; expired ones are pruned when the next is handed out.',
    personal: {},
    notPersonal: ['challenge', 'purpose', 'user_id', 'expires_at'],
  },
  audit_log: {
    purpose: 'Who did what and when, in a hash chain that shows tampering (DESIGN §9).',
    retention:
      'Kept; an erasure rewrites the personal fields of the entries naming its subject as their pseudonym, and the chain still verifies.',
    personal: {
      actor_email: 'The acting user’s e-mail address',
      ip: 'The caller’s IP address',
      details: 'What the action concerned (names, e-mail addresses, references)',
    },
    notPersonal: [
      'seq',
      'id',
      'at',
      'actor_id',
      'actor_role',
      'action',
      'target_type',
      'target_id',
      'personal_digest',
      'personal_salt',
      'erased_by',
      'prev_hash',
      'hash',
    ],
  },
  outbox: {
    purpose: 'Mails and deliveries waiting to be sent, and their outcome.',
    retention: 'Sent ones 30 days after sending.',
    personal: {
      recipient: 'The recipient’s e-mail address',
      payload: 'What the message is made from (the pre-check it confirms, names, a question)',
      last_error: 'The receiving server’s last answer (may quote the address)',
    },
    notPersonal: [
      'id',
      'kind',
      'topic',
      'language',
      'status',
      'attempts',
      'next_attempt_at',
      'give_up_at',
      'created_at',
      'sent_at',
    ],
  },
  idempotency_keys: {
    purpose: 'A create’s answer kept for its retries (Idempotency-Key).',
    retention: '24 hours.',
    personal: { body: 'The answer given: the created record' },
    notPersonal: ['scope', 'key', 'request_hash', 'claim', 'claimed_at', 'status', 'location', 'created_at'],
  },
  copy_grants: {
    purpose: 'How many copies of a fresh pre-check its applicant may still have mailed.',
    retention: 'Minutes; expired ones are pruned hourly.',
    personal: {},
    notPersonal: ['kind', 'precheck_id', 'uses_left', 'expires_at'],
  },
  captcha_solutions: {
    purpose: 'Captcha solutions already used, so none is used twice.',
    retention: 'Until the challenge expires.',
    personal: {},
    notPersonal: ['id', 'expires_at'],
  },
  precheck_counts: {
    purpose: 'Pre-checks per kind and month, for the dashboard.',
    retention: 'Kept.',
    personal: {},
    notPersonal: ['kind', 'month', 'count'],
  },
  api_keys: {
    purpose: 'Keys that let other systems call the API.',
    retention: 'Until deleted.',
    personal: { last_used_from: 'The IP address the key was last used from' },
    notPersonal: [
      'id',
      'name',
      'scopes',
      'key_hash',
      'created_by',
      'created_at',
      'expires_at',
      'revoked_at',
      'last_used_at',
    ],
  },
  webhook_endpoints: {
    purpose: 'Where events are delivered.',
    retention: 'Until deleted.',
    personal: {},
    notPersonal: [
      'id',
      'url',
      'events',
      'description',
      'enabled',
      'secret_encrypted',
      'previous_secret_encrypted',
      'previous_secret_expires_at',
      'disabled_reason',
      'failing_since',
      'created_by',
      'created_at',
      'updated_at',
    ],
  },
  webhook_events: {
    purpose: 'The events delivered to the webhooks, with the body each delivery signs.',
    retention: '30 days.',
    personal: { body: 'The event’s data: the pre-check it is about' },
    notPersonal: ['id', 'type', 'created_at'],
  },
  webhook_attempts: {
    purpose: 'Each delivery attempt’s outcome, for the delivery log.',
    retention: '30 days, with its delivery.',
    personal: { response: 'The start of the receiver’s answer (may echo what it was sent)' },
    notPersonal: ['id', 'delivery_id', 'attempt', 'at', 'status_code', 'duration_ms', 'error'],
  },
};
