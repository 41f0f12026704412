import { DECLINE_REASONS, PRECHECK_SECTIONS, type PrecheckKind } from '@portal/shared';
import type { SessionQuery } from '../client.ts';

/** The team the seeded pre-checks are reviewed by: they sign in (and enrol a second factor) like anyone. */
export const SEED_STAFF = [
  { name: 'Rita Reviewer', email: 'rita.reviewer@seed.example', role: 'reviewer', language: 'en' },
  { name: 'Sven Prüfer', email: 'sven.pruefer@seed.example', role: 'reviewer', language: 'de' },
  { name: 'Lucía Revisora', email: 'lucia.revisora@seed.example', role: 'reviewer', language: 'es' },
  { name: 'Ada Admin', email: 'ada.admin@seed.example', role: 'admin', language: 'en' },
] as const;

/** Adds the seeded team (kept if a seed ran before) and answers their ids. */
export async function seedStaff(query: SessionQuery): Promise<string[]> {
  const column = (key: keyof (typeof SEED_STAFF)[number]) => SEED_STAFF.map((member) => member[key]);
  const { rows } = await query(
    `insert into users (name, email, role, language_preference)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[])
     on conflict (email) do update set role = excluded.role
     returning id`,
    [column('name'), column('email'), column('role'), column('language')],
  );
  return rows.map((row) => String(row.id));
}

const QUESTIONS = [
  'Please send the name of your current card acquirer.',
  'Which countries do most of your customers pay from?',
  'Could you confirm the expected monthly card volume?',
  'Please describe what you sell in a few more words.',
];
const NOTES = [
  'Called the director, all plausible.',
  'Website checked: terms and refund policy present.',
  'Volume high for the industry; asked risk for a second look.',
  'Company register entry matches.',
];

const TABLE = { pos: 'precheck_pos', ecom: 'precheck_ecom' } as const;

/** How long declined and withdrawn pre-checks are kept (RETENTION_*; null keeps them). */
type RetentionPeriods = { declinedMs: number | null; withdrawnMs: number | null };

/** The time before which retention has erased what it keeps for `ms`, as SQL; never, when it keeps all. */
const cutoff = (ms: number | null) =>
  ms === null ? `'-infinity'::timestamptz` : `now() - make_interval(secs => ${Math.round(ms / 1000)})`;
const OWNER = { pos: 'pos_id', ecom: 'ecom_id' } as const;
const sqlList = (items: readonly string[]) =>
  `(array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}])`;

/**
 * Spreads a working team's review over the generated pre-checks of `kind` (the review seed): the
 * older, the more are decided (approved most, some declined with a reason, a few withdrawn); the
 * last days' wait in the queue, some overdue, some asked a question with an open link; each move
 * in the history with its reviewer, and a note on some. What retention (`retention`) would have erased
 * already is seeded as approved instead, so a seeded portal does not shrink an hour after it starts. Set-based statements, so a million rows
 * take seconds, not a round trip each.
 */
export async function spreadReview(
  query: SessionQuery,
  kind: PrecheckKind,
  staffIds: string[],
  retention: RetentionPeriods = { declinedMs: null, withdrawnMs: null },
) {
  const table = TABLE[kind];
  const owner = OWNER[kind];
  const staff = `(array[${staffIds.map((id) => `'${id}'::uuid`).join(', ')}])`;
  await query(`
    with picked as (
      select id, created_at, r, ${staff}[1 + floor(random() * ${staffIds.length})::int] as reviewer,
        case
          when created_at < now() - interval '14 days' then case
            when r < 0.62 then 'approved' when r < 0.85 then 'declined' when r < 0.95 then 'withdrawn'
            else 'in_review' end
          when created_at < now() - interval '3 days' then case
            when r < 0.3 then 'in_review' when r < 0.48 then 'information_requested'
            when r < 0.55 then 'approval_pending' when r < 0.8 then 'approved' else 'declined' end
          else case when r < 0.55 then 'submitted' when r < 0.88 then 'in_review' else 'information_requested' end
        end as status
      from (select id, created_at, random() as r from ${table}) s
    ), timed as (
      -- A move some hours to a few days after the pre-check came, never in the future.
      select *, least(now() - interval '5 minutes',
        created_at + (0.1 + random() * 4) * interval '1 day') as moved_at
      from picked
    ), kept as (
      -- What retention would have erased by now is not there to seed: those became approvals.
      select id, reviewer, moved_at, case
        when status = 'declined' and moved_at < ${cutoff(retention.declinedMs)} then 'approved'
        when status = 'withdrawn' and moved_at < ${cutoff(retention.withdrawnMs)} then 'approved'
        else status end as status
      from timed
    )
    update ${table} p set
      status = kept.status,
      status_changed_at = case when kept.status = 'submitted' then p.created_at else kept.moved_at end,
      assignee_id = case when kept.status = 'submitted' then null else kept.reviewer end,
      proposed_by = case when kept.status = 'approval_pending' then kept.reviewer end,
      decided_at = case when kept.status in ('approved', 'declined') then kept.moved_at end,
      decided_by = case when kept.status in ('approved', 'declined') then kept.reviewer end,
      decision_reason = case when kept.status = 'declined'
        then (${sqlList(DECLINE_REASONS)})[1 + floor(random() * ${DECLINE_REASONS.length})::int] end
    from kept where p.id = kept.id`);

  // The history: taken into review halfway to the last move, then the last move, by the assignee.
  await query(`
    insert into precheck_events (${owner}, at, actor_id, type, "from", "to", reason, text)
    select id, created_at + (status_changed_at - created_at) / 2, assignee_id, 'status', 'submitted', 'in_review', null, null
      from ${table} where status <> 'submitted' and assignee_id is not null
    union all
    select id, status_changed_at, coalesce(decided_by, proposed_by, assignee_id), 'status', 'in_review', status,
      decision_reason,
      case when status = 'information_requested'
        then (${sqlList(QUESTIONS)})[1 + floor(random() * ${QUESTIONS.length})::int] end
      from ${table} where status not in ('submitted', 'in_review')
    union all
    select id, created_at + (status_changed_at - created_at) * 0.75, assignee_id, 'note', null, null, null,
      (${sqlList(NOTES)})[1 + floor(random() * ${NOTES.length})::int]
      from ${table} where status <> 'submitted' and random() < 0.3`);

  // Each question asked still waits for its answer: an open link whose token nobody holds (seeded,
  // never mailed), so the merchant's overview shows the question and a signed-in owner can answer.
  await query(`
    insert into update_links (id, ${owner}, token_hash, message, sections, created_at, expires_at)
    select gen_random_uuid()::text, p.id, md5(random()::text) || md5(random()::text), e.text,
      ${sqlList(PRECHECK_SECTIONS[kind].slice(0, 1))}, p.status_changed_at, p.status_changed_at + interval '14 days'
    from ${table} p join precheck_events e on e.${owner} = p.id and e.type = 'status' and e."to" = 'information_requested'
    where p.status = 'information_requested'`);
}
