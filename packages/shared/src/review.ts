import { z } from './zod.ts';
import { requiredText, timestampSchema } from './common.ts';
import { ROLES } from './roles.ts';

/**
 * How a pre-check is decided (DESIGN §12): its status, who may move it where, and what each move
 * carries. The one table: the API enforces it, the detail screen offers the moves it allows, the
 * OpenAPI document and the locales (`review.statuses`, `review.reasons`) are built from these lists.
 */
export const PRECHECK_STATUSES = [
  'submitted',
  'in_review',
  'information_requested',
  'approval_pending',
  'approved',
  'declined',
  'withdrawn',
] as const;
export type PrecheckStatus = (typeof PRECHECK_STATUSES)[number];
export const precheckStatusSchema = z.enum(PRECHECK_STATUSES);

/** Where a pre-check waits on the team: past `REVIEW_SLA` in one of these it is overdue. */
export const TEAM_WAITING_STATUSES = [
  'submitted',
  'in_review',
  'approval_pending',
] as const satisfies readonly PrecheckStatus[];

/** Why a pre-check is declined; each has an applicant-facing text (`review.reasons` in the locales). */
export const DECLINE_REASONS = [
  'outside_risk_appetite',
  'unsupported_business',
  'unsupported_region',
  'incomplete_information',
  'duplicate',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** What a pre-check's history holds besides its creation (DESIGN §12). */
export const REVIEW_EVENT_TYPES = ['status', 'assignee', 'note', 'update', 'mail'] as const;
export type ReviewEventType = (typeof REVIEW_EVENT_TYPES)[number];

export const REVIEW_MESSAGE_MAX = 2_000;
export const REVIEW_NOTE_MAX = 4_000;

/** Who moves a pre-check: any staff member, only an admin, or the applicant it is about. */
export type TransitionActor = 'staff' | 'admin' | 'applicant';

type Transition = {
  from: readonly PrecheckStatus[];
  to: PrecheckStatus;
  by: readonly TransitionActor[];
  /** Only with four-eyes on (`approval_pending`), or only with it off (straight to `approved`). */
  fourEyes?: boolean;
  /** What the body must carry. */
  requires?: 'message' | 'reason' | 'note';
};

const OPEN = ['submitted', 'in_review', 'information_requested', 'approval_pending'] as const;

/** Where a pre-check's answers are no longer needed to decide it: decided or withdrawn. */
export const isClosed = (status: PrecheckStatus) => !(OPEN as readonly PrecheckStatus[]).includes(status);

/** DESIGN §12's table: every move there is; anything else is `invalid_transition`. */
export const TRANSITIONS: readonly Transition[] = [
  { from: ['submitted'], to: 'in_review', by: ['staff'] },
  { from: ['in_review'], to: 'information_requested', by: ['staff'], requires: 'message' },
  { from: ['information_requested'], to: 'in_review', by: ['staff'] },
  { from: ['in_review'], to: 'approved', by: ['staff'], fourEyes: false },
  { from: ['in_review'], to: 'approval_pending', by: ['staff'], fourEyes: true },
  { from: ['approval_pending'], to: 'approved', by: ['staff'], fourEyes: true },
  { from: ['approval_pending'], to: 'in_review', by: ['staff'] },
  { from: ['in_review', 'approval_pending'], to: 'declined', by: ['staff'], requires: 'reason' },
  { from: ['approved', 'declined'], to: 'in_review', by: ['admin'], requires: 'note' },
  { from: OPEN, to: 'withdrawn', by: ['staff', 'applicant'] },
];

export type TransitionContext = {
  /** Who asks: an admin counts as staff too. */
  actor: 'admin' | 'reviewer' | 'applicant';
  fourEyes: boolean;
  /** The caller proposed the approval now pending (four-eyes: they may not confirm it). */
  proposer: boolean;
};

export type ResolvedTransition =
  | { ok: true; to: PrecheckStatus; requires?: Transition['requires'] }
  | { ok: false; error: 'invalid_transition' | 'forbidden' | 'four_eyes_required' };

function allows(by: readonly TransitionActor[], actor: TransitionContext['actor']) {
  if (actor === 'applicant') return by.includes('applicant');
  return by.includes('staff') || (actor === 'admin' && by.includes('admin'));
}

/**
 * Where asking to move `from` → `to` leads, for this caller. With four-eyes on, asking for `approved`
 * from review gives `approval_pending`: the proposal; the proposer cannot then confirm it.
 */
export function resolveTransition(
  from: PrecheckStatus,
  to: PrecheckStatus,
  context: TransitionContext,
): ResolvedTransition {
  const target = context.fourEyes && from === 'in_review' && to === 'approved' ? 'approval_pending' : to;
  const move = TRANSITIONS.find(
    (t) =>
      t.from.includes(from) &&
      t.to === target &&
      (t.fourEyes === undefined || t.fourEyes === context.fourEyes),
  );
  if (!move) return { ok: false, error: 'invalid_transition' };
  if (!allows(move.by, context.actor)) return { ok: false, error: 'forbidden' };
  if (from === 'approval_pending' && target === 'approved' && context.proposer)
    return { ok: false, error: 'four_eyes_required' };
  return { ok: true, to: target, ...(move.requires && { requires: move.requires }) };
}

/**
 * The statuses a caller can ask for from `from`, as the detail screen offers them. Four-eyes is the
 * server's to apply: asking for `approved` from review proposes it when the rule is on; the proposer
 * (`proposer`) is not offered their own confirmation, which the server refuses (`four_eyes_required`).
 */
export function availableTransitions(
  from: PrecheckStatus,
  actor: TransitionContext['actor'],
  proposer = false,
): PrecheckStatus[] {
  const targets = TRANSITIONS.filter((t) => t.from.includes(from) && allows(t.by, actor)).map((t) => t.to);
  return PRECHECK_STATUSES.filter(
    (to) =>
      to !== 'approval_pending' &&
      targets.includes(to) &&
      !(proposer && from === 'approval_pending' && to === 'approved'),
  );
}

/** What a move's body must carry besides its target, if anything (the table's `requires`). */
export function transitionRequirement(from: PrecheckStatus, to: PrecheckStatus): Transition['requires'] {
  return TRANSITIONS.find((t) => t.from.includes(from) && t.to === to)?.requires;
}

/**
 * A request to move a pre-check. Which of `message`, `reason` and `note` the move needs depends on
 * where the pre-check is, so the server checks that against the table (`requires`), not this schema.
 */
export const transitionRequestSchema = z.strictObject({
  to: precheckStatusSchema.meta({
    description: 'The status asked for; with four-eyes on, `approved` from review proposes it',
  }),
  reason: z
    .enum(DECLINE_REASONS, { error: 'validation.invalid' })
    .optional()
    .meta({ description: 'Why it is declined; required with `declined`. Its text is sent to the applicant' }),
  message: requiredText('validation.required', REVIEW_MESSAGE_MAX)
    .optional()
    .meta({ description: 'For the applicant; required with `information_requested`' }),
  sections: z
    .array(z.string().max(100))
    .max(50)
    .optional()
    .meta({ description: 'The form sections the applicant should look at again' }),
  note: requiredText('validation.required', REVIEW_NOTE_MAX)
    .optional()
    .meta({ description: 'Internal, never shown to the applicant; required to reopen a decision' }),
});
export type TransitionRequest = z.input<typeof transitionRequestSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

/** `GET /staff`: the team a pre-check may be assigned to (admins and reviewers), by name. */
export const staffMembersSchema = z.object({ items: z.array(personSchema) });
export type StaffMembers = z.infer<typeof staffMembersSchema>;

/** What every pre-check answer (detail and list) tells of its review. */
export const reviewStateShape = {
  status: precheckStatusSchema,
  statusChangedAt: timestampSchema,
  assignee: personSchema.nullable(),
  overdue: z.boolean().meta({ description: 'Waiting on the team longer than `REVIEW_SLA`' }),
  version: z
    .number()
    .int()
    .min(1)
    .meta({ description: '1 at creation, +1 each time the applicant updates it' }),
  proposedBy: personSchema.nullable().meta({
    description: 'Who proposed the approval now pending (four-eyes): another person must confirm it',
  }),
  decision: z
    .object({
      outcome: z.enum(['approved', 'declined']),
      reason: z.enum(DECLINE_REASONS).nullable(),
      decidedAt: timestampSchema,
      decidedBy: personSchema.nullable(),
    })
    .nullable(),
};
export type ReviewState = z.infer<z.ZodObject<typeof reviewStateShape>>;

/** Whether a pre-check in `status` since `since` has waited on the team past the service level. */
export function isOverdue(status: PrecheckStatus, since: Date, slaMs: number, now = Date.now()): boolean {
  return (
    (TEAM_WAITING_STATUSES as readonly PrecheckStatus[]).includes(status) && now - since.getTime() > slaMs
  );
}

/** A pre-check's history (DESIGN §12), oldest first: its creation, then what happened to it. */
export const reviewHistorySchema = z.object({
  items: z.array(
    z.object({
      at: timestampSchema,
      actor: z
        .object({ id: z.string(), name: z.string(), role: z.enum(ROLES) })
        .nullable()
        .meta({ description: 'Who acted; null for the applicant, an API key, the system or a deleted user' }),
      type: z.enum(['created', ...REVIEW_EVENT_TYPES]),
      from: z.string().optional().meta({ description: "A status left, or the previous assignee's name" }),
      to: z.string().optional().meta({ description: "A status entered, or the new assignee's name" }),
      text: z.string().optional().meta({ description: 'The message to the applicant, or an internal note' }),
      reason: z.enum(DECLINE_REASONS).optional(),
      version: z.number().int().optional(),
    }),
  ),
});
export type ReviewHistory = z.infer<typeof reviewHistorySchema>;
export const reviewHistoryItemSchema = reviewHistorySchema.shape.items.element;
export type ReviewHistoryItem = z.infer<typeof reviewHistoryItemSchema>;

/** Who a pre-check is assigned to (DESIGN §12): a staff member's id, or null for nobody. */
export const assignRequestSchema = z.strictObject({
  assigneeId: z
    .uuid({ error: 'validation.invalid' })
    .nullable()
    .meta({ description: "A staff member's user id; null takes the pre-check off everyone" }),
});
export type AssignRequest = z.infer<typeof assignRequestSchema>;

/** An internal note on a pre-check: never shown to the applicant. */
export const noteRequestSchema = z.strictObject({
  text: requiredText('validation.required', REVIEW_NOTE_MAX),
});
export type NoteRequest = z.input<typeof noteRequestSchema>;

/** How a list of pre-checks is ordered: by when they were sent, or longest in their status first. */
export const QUEUE_SORTS = ['newest', 'oldest', 'waiting'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

const STATUS_LIST = new RegExp(`^(${PRECHECK_STATUSES.join('|')})(,(${PRECHECK_STATUSES.join('|')}))*$`);

/**
 * The queue's filters on a list of pre-checks (DESIGN §12): statuses (a comma list), whose it is
 * (`me`, `none`, or a staff member's id), only the overdue, and the order. Without any, the list is
 * every pre-check, newest first.
 */
export const queueQueryShape = {
  status: z
    .string()
    .regex(STATUS_LIST, { error: 'validation.invalid' })
    .optional()
    .meta({ description: `A comma list of statuses: ${PRECHECK_STATUSES.join(', ')}` }),
  assignee: z
    .union([z.enum(['me', 'none']), z.uuid()], { error: 'validation.invalid' })
    .optional()
    .meta({ description: "`me`, `none` (nobody's), or a staff member's user id" }),
  overdue: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .optional()
    .meta({ description: '`true`: only those waiting on the team past `REVIEW_SLA`' }),
  sort: z
    .enum(QUEUE_SORTS, { error: 'validation.invalid' })
    .default('newest')
    .meta({ description: '`waiting`: longest in its current status first' }),
};
export type QueueQuery = {
  status?: string | undefined;
  assignee?: string | undefined;
  overdue?: 'true' | 'false' | undefined;
  sort: QueueSort;
};

/** The statuses a queue query names, or undefined for every status. */
export const statusesOf = (query: QueueQuery): PrecheckStatus[] | undefined =>
  query.status ? (query.status.split(',') as PrecheckStatus[]) : undefined;

/** Whether a list query asks for the queue rather than the plain newest-first list. */
export const isQueueQuery = (query: QueueQuery) =>
  Boolean(query.status || query.assignee || query.overdue === 'true' || query.sort !== 'newest');

/** What a list row tells of its review: its status, since when, whose, and whether it is late. */
export const listReviewShape = {
  status: reviewStateShape.status,
  statusChangedAt: reviewStateShape.statusChangedAt,
  assignee: reviewStateShape.assignee,
  overdue: reviewStateShape.overdue,
};
