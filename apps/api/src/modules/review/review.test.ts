import type { ApiKeyScope, PosPrecheck, ReviewHistory, TransitionRequest } from '@portal/shared';
import { and, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecomPrechecks, outbox, precheckEvents } from '../../db/schema.ts';
import { createTestApp, openSecondInstance, type TestApp } from '../../test/app.ts';
import { ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';
import { until } from '../../test/until.ts';
import { createEndpoint } from '../../test/webhook-endpoints.ts';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.ts';

/*
 * Review and decisions (DESIGN §12): a pre-check moves only as the table says, each move under
 * If-Match, recorded in its history and the audit trail, and told to webhooks, once.
 */

let t: TestApp;
let instances: FastifyInstance[];
let first: string;
let second: string;
let merchant: string;
let receiver: Receiver;
const FIRST = 'review-first@example.com';
const SECOND = 'review-second@example.com';

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32', OUTBOX_POLL_MS: '50' });
  instances = process.env.DATABASE_URL ? [t.app, await openSecondInstance(t)] : [t.app];
  await t.addUser(FIRST, 'admin', 'Rita First');
  await t.addUser(SECOND, 'reviewer', 'Sam Second');
  await t.addUser('review-merchant@example.com', 'merchant', 'Mia Merchant');
  first = (await t.signIn(FIRST)).authorization;
  second = (await t.signIn(SECOND)).authorization;
  merchant = (await t.signIn('review-merchant@example.com')).authorization;
  receiver = await startReceiver();
  const endpoint = await createEndpoint(t, first, {
    url: `${receiver.url}/hooks`,
    events: ['precheck_pos.status_changed', 'precheck.status_changed'],
  });
  receiver.useSecrets([endpoint.secret]);
});
afterAll(async () => {
  await receiver.close();
  for (const app of instances.slice(1)) await app.close();
  await t.close();
});

/** A POS pre-check the merchant sends, signed in. */
async function submitted(app = t.app): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/precheck-pos',
    headers: { authorization: merchant },
    payload: posPrecheckBody(),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function read(id: string, authorization = first, path = '/api/precheck-pos') {
  const res = await t.app.inject({ method: 'GET', url: `${path}/${id}`, headers: { authorization } });
  expect(res.statusCode).toBe(200);
  return { record: res.json<PosPrecheck>(), etag: res.headers.etag as string };
}

function move(
  id: string,
  body: TransitionRequest,
  {
    authorization = first,
    etag,
    app = t.app,
    path = '/api/precheck-pos',
  }: {
    authorization?: string;
    etag?: string | undefined;
    app?: FastifyInstance;
    path?: string;
  },
) {
  return app.inject({
    method: 'POST',
    url: `${path}/${id}/transitions`,
    headers: { authorization, ...(etag && { 'if-match': etag }) },
    payload: body,
  });
}

/** Moves as `authorization`, reading the ETag first; answers the pre-check as the move left it. */
async function moved(id: string, body: TransitionRequest, authorization = first) {
  const res = await move(id, body, { authorization, etag: (await read(id)).etag });
  expect(res.statusCode, res.body).toBe(200);
  return { record: res.json<PosPrecheck>(), etag: res.headers.etag as string };
}

async function history(id: string, path = '/api/precheck-pos') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${path}/${id}/history`,
    headers: { authorization: first },
  });
  expect(res.statusCode).toBe(200);
  return res.json<ReviewHistory>().items;
}

/** The verified `status_changed` events about `id` the receiver got. */
/**
 * The status events of one pre-check in the order they happened: two workers deliver in parallel, so
 * arrival order is not the events' order; a receiver orders them by the body's own timestamp.
 */
const statusEventsOf = (id: string) =>
  receiver.received
    .map((x) => x.verified)
    .filter((v) => v?.type.endsWith('.status_changed') && (v.data as { id: string }).id === id)
    .sort((a, b) => a!.timestamp.localeCompare(b!.timestamp));

describe('a pre-check under review', () => {
  it('arrives received, unassigned and undecided, version 1, read with a strong ETag', async () => {
    const id = await submitted();
    const { record, etag } = await read(id);
    expect(record).toMatchObject({
      status: 'submitted',
      assignee: null,
      overdue: false,
      version: 1,
      decision: null,
    });
    expect(record.statusChangedAt).toBe(record.createdAt);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await history(id)).map((item) => item.type)).toEqual(['created']);
  });

  it('goes from received to approved: the taker is assigned, the question needs a message, each step is history and a webhook', async () => {
    const id = await submitted();
    const before = (await read(id)).etag;
    const taken = await moved(id, { to: 'in_review' });
    expect(taken.record).toMatchObject({ status: 'in_review', assignee: { name: 'Rita First' } });
    expect(taken.etag).not.toBe(before);
    expect((await read(id)).etag).toBe(taken.etag);

    const noMessage = await move(id, { to: 'information_requested' }, { etag: taken.etag });
    expectRefused(noMessage, 'validation_failed');
    expect(noMessage.json().errors).toEqual([{ path: 'message', code: 'required', message: 'Required' }]);

    await moved(id, { to: 'information_requested', message: 'Which terminals do you use today?' });
    await moved(id, { to: 'in_review' });
    const approved = await moved(id, { to: 'approved', note: 'All clear' }, second);
    expect(approved.record.status).toBe('approved');
    expect(approved.record.decision).toMatchObject({
      outcome: 'approved',
      reason: null,
      decidedBy: { name: 'Sam Second' },
    });
    // Assigned by the first move only: the approver is not made the assignee.
    expect(approved.record.assignee).toMatchObject({ name: 'Rita First' });

    const items = await history(id);
    expect(items.map(({ type, from, to, actor, text }) => [type, from, to, actor?.name, text])).toEqual([
      ['created', undefined, undefined, 'Mia Merchant', undefined],
      ['status', 'submitted', 'in_review', 'Rita First', undefined],
      ['status', 'in_review', 'information_requested', 'Rita First', 'Which terminals do you use today?'],
      ['mail', undefined, 'information_requested', undefined, undefined],
      ['status', 'information_requested', 'in_review', 'Rita First', undefined],
      ['status', 'in_review', 'approved', 'Sam Second', 'All clear'],
      ['mail', undefined, 'approved', undefined, undefined],
    ]);

    await until(async () => statusEventsOf(id).length >= 4, 'four status_changed events');
    expect(statusEventsOf(id).map((v) => (v!.data as { to: string }).to)).toEqual([
      'in_review',
      'information_requested',
      'in_review',
      'approved',
    ]);
  });

  it('is declined only with a reason, which the decision and the webhook carry; the note stays in the history', async () => {
    const id = await submitted();
    const { etag } = await moved(id, { to: 'in_review' });
    const noReason = await move(id, { to: 'declined', note: 'Thin margins' }, { etag });
    expectRefused(noReason, 'validation_failed');
    expect(noReason.json().errors[0]).toMatchObject({ path: 'reason', code: 'required' });
    const unknownReason = await move(id, { to: 'declined', reason: 'whim' as never }, { etag });
    expectRefused(unknownReason, 'validation_failed');

    const declined = await moved(id, {
      to: 'declined',
      reason: 'unsupported_business',
      note: 'Thin margins',
    });
    expect(declined.record.decision).toMatchObject({ outcome: 'declined', reason: 'unsupported_business' });
    expect((await history(id)).filter((item) => item.type === 'status').at(-1)).toMatchObject({
      to: 'declined',
      reason: 'unsupported_business',
      text: 'Thin margins',
    });
    // The export says the decision too: status, outcome and reason as the screens name them.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/precheck-pos/export.csv?q=${declined.record.reference}`,
      headers: { authorization: first },
    });
    const rows: string[][] = parse(csv.body.replace(/^\uFEFF/, ''));
    const [header, row] = rows;
    const exported = Object.fromEntries(header!.map((label, i) => [label, row![i]]));
    expect(exported).toMatchObject({
      Status: 'Declined',
      'Assigned to': 'Rita First',
      Decision: 'Declined',
      Reason: 'Business we do not support',
    });
    expect(exported['Decided at']).toBe(declined.record.decision!.decidedAt);
    await until(async () => statusEventsOf(id).length >= 2, 'the decline event');
    const event = statusEventsOf(id)[1]!;
    expect(event.data).toEqual({
      id,
      reference: declined.record.reference,
      from: 'in_review',
      to: 'declined',
      reason: 'unsupported_business',
      at: expect.any(String),
    });
    expect(JSON.stringify(event)).not.toContain('Thin margins');
  });

  it('refuses what the table does not list, without If-Match, with a stale ETag, and to a merchant', async () => {
    const id = await submitted();
    const { etag } = await read(id);
    expectRefused(await move(id, { to: 'approved' }, { etag }), 'invalid_transition');
    expectRefused(await move(id, { to: 'submitted' }, { etag }), 'invalid_transition');
    expectRefused(await move(id, { to: 'in_review' }, {}), 'precondition_required');
    expectRefused(await move(id, { to: 'in_review' }, { etag: `W/${etag}` }), 'precondition_failed');
    expectRefused(await move(id, { to: 'in_review' }, { etag, authorization: merchant }), 'forbidden');
    expectRefused(await move(id, { to: 'in_review', extra: 1 } as never, { etag }), 'validation_failed');
    expectRefused(
      await move('00000000-0000-4000-8000-000000000000', { to: 'in_review' }, { etag }),
      'not_found',
    );
    const taken = await moved(id, { to: 'in_review' });
    expectRefused(await move(id, { to: 'withdrawn' }, { etag }), 'precondition_failed');
    expect(taken.record.status).toBe('in_review');
    expect((await read(id)).record.status).toBe('in_review');
  });

  it('is reopened by an admin with a note, which clears the decision', async () => {
    const id = await submitted();
    await moved(id, { to: 'in_review' });
    await moved(id, { to: 'approved' });
    const { etag } = await read(id);
    const noNote = await move(id, { to: 'in_review' }, { etag });
    expectRefused(noNote, 'validation_failed');
    expect(noNote.json().errors[0]).toMatchObject({ path: 'note' });
    // A reviewer decides but does not reopen (DESIGN §12).
    expectRefused(
      await move(id, { to: 'in_review', note: 'Mine' }, { etag, authorization: second }),
      'forbidden',
    );
    const reopened = await moved(id, { to: 'in_review', note: 'The owner changed' });
    expect(reopened.record).toMatchObject({ status: 'in_review', decision: null });
  });

  it('may be withdrawn from any open status, and then moves no more', async () => {
    const id = await submitted();
    await moved(id, { to: 'withdrawn', note: 'Asked by phone' });
    const { etag } = await read(id);
    expectRefused(await move(id, { to: 'in_review', note: 'again' }, { etag }), 'invalid_transition');
  });

  it('has one of its e-commerce kind moved alike, on its own path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/precheck',
      headers: { authorization: merchant },
      payload: ecomPrecheckBody(['creditCard']),
    });
    const id = res.json<{ id: string }>().id;
    const path = '/api/precheck';
    const { etag } = await read(id, first, path);
    const taken = await move(id, { to: 'in_review' }, { etag, path });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ status: 'in_review', genInfo: expect.any(Object) });
    expect(taken.json().genInfo.genPass).toBeUndefined();
    expect((await history(id, path)).map((item) => item.to)).toEqual([undefined, 'in_review']);
    // The id of one kind is not a pre-check of the other.
    expectRefused(await move(id, { to: 'in_review' }, { etag }), 'not_found');

    // The website's password serves the decision only (DESIGN §13): erased by it, its ciphertext too.
    const secret = () =>
      t.app.inject({ method: 'GET', url: `/api/precheck/${id}/secret`, headers: { authorization: first } });
    expect((await secret()).json()).toEqual({ genPass: ecomPrecheckBody(['creditCard']).genInfo.genPass });
    const declined = await move(
      id,
      { to: 'declined', reason: 'duplicate' },
      { etag: taken.headers.etag, path },
    );
    expect(declined.statusCode).toBe(200);
    expectRefused(await secret(), 'secret_erased');
    const [row] = await t.db
      .select({ stored: ecomPrechecks.genPassEncrypted })
      .from(ecomPrechecks)
      .where(eq(ecomPrechecks.id, id));
    expect(row?.stored).toBeNull();
  });
});

describe('assignment and notes', () => {
  it('names the staff a pre-check may be assigned to, by name, to a reviewer too; no merchant', async () => {
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/staff',
      headers: { authorization: second },
    });
    expect(staff.statusCode).toBe(200);
    const names = staff.json<{ items: { name: string }[] }>().items.map((member) => member.name);
    expect(names).toEqual(expect.arrayContaining(['Rita First', 'Sam Second']));
    expect(names).not.toContain('Mia Merchant');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/staff', headers: { authorization: merchant } }),
      'forbidden',
    );
  });

  const assign = (id: string, assigneeId: string | null, etag: string | undefined, authorization = first) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/precheck-pos/${id}/assignee`,
      headers: { authorization, ...(etag && { 'if-match': etag }) },
      payload: { assigneeId },
    });
  const note = (id: string, text: unknown, authorization = first) =>
    t.app.inject({
      method: 'POST',
      url: `/api/precheck-pos/${id}/notes`,
      headers: { authorization },
      payload: { text },
    });

  it('assigns under If-Match to staff only, and the history names who it moved between', async () => {
    const id = await submitted();
    const sam = (await t.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.email, SECOND) }))!;
    const mia = (await t.db.query.users.findFirst({
      where: (u, { eq: is }) => is(u.email, 'review-merchant@example.com'),
    }))!;
    const { etag } = await read(id);
    expectRefused(await assign(id, sam.id, undefined), 'precondition_required');
    const toMerchant = await assign(id, mia.id, etag);
    expectRefused(toMerchant, 'validation_failed');
    expect(toMerchant.json().errors).toEqual([
      { path: 'assigneeId', code: 'invalid', message: 'Invalid value' },
    ]);
    expectRefused(await assign(id, sam.id, etag, merchant), 'forbidden');

    const assigned = await assign(id, sam.id, etag);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'submitted',
      assignee: { id: sam.id, name: 'Sam Second' },
    });
    expectRefused(await assign(id, null, etag), 'precondition_failed');
    const released = await assign(id, null, String(assigned.headers.etag));
    expect(released.json().assignee).toBeNull();
    // Taking it into review makes the taker its assignee, since nobody has it now.
    const taken = await moved(id, { to: 'in_review' }, second);
    expect(taken.record.assignee).toMatchObject({ name: 'Sam Second' });

    expect((await history(id)).filter((item) => item.type === 'assignee')).toEqual([
      expect.objectContaining({ to: 'Sam Second', actor: expect.objectContaining({ name: 'Rita First' }) }),
      expect.objectContaining({ from: 'Sam Second' }),
    ]);
    expect((await history(id)).filter((item) => item.type === 'assignee')[1]).not.toHaveProperty('to');
  });

  it('keeps internal notes in the history, in order, refusing empty ones and anyone but staff', async () => {
    const id = await submitted();
    expectRefused(await note(id, '   '), 'validation_failed');
    expectRefused(await note(id, 'x'.repeat(4001)), 'validation_failed');
    expectRefused(await note(id, 'Mine', merchant), 'forbidden');
    expectRefused(await note('00000000-0000-4000-8000-000000000000', 'Lost'), 'not_found');
    const added = await note(id, 'Called the director:\nall fine');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      type: 'note',
      text: 'Called the director:\nall fine',
      actor: { name: 'Rita First' },
    });
    await note(id, 'Second thought');
    expect((await history(id)).map((item) => item.text ?? item.type)).toEqual([
      'created',
      'Called the director:\nall fine',
      'Second thought',
    ]);
    // A note changes no review: the ETag read before it still moves the pre-check.
    const { etag } = await read(id);
    await note(id, 'Third');
    expect((await move(id, { to: 'in_review' }, { etag })).statusCode).toBe(200);
  });
});

describe('twenty reviewers deciding at once with the same ETag', () => {
  it('lets exactly one through: one history entry, one audit entry, one webhook', async () => {
    const id = await submitted();
    const { etag } = await moved(id, { to: 'in_review' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        move(id, i % 2 ? { to: 'approved' } : { to: 'declined', reason: 'duplicate' }, {
          etag,
          authorization: i % 3 ? first : second,
          app: instances[i % instances.length]!,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(412)]);
    const decided = answers.find((a) => a.statusCode === 200)!.json<PosPrecheck>().status;

    const rows = await t.db.select().from(precheckEvents).where(eq(precheckEvents.posId, id));
    expect(rows.map((row) => [row.type, row.to])).toEqual([
      ['status', 'in_review'],
      ['status', decided],
      ['mail', decided],
    ]);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'applicant-review'), sql`${outbox.payload}->>'id' = ${id}`));
    expect(mails.map((mail) => mail.payload.news)).toEqual([decided]);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit?action=precheck-pos.transition&targetId=${id}&pageSize=100`,
      headers: { authorization: first },
    });
    expect(audit.json<{ items: unknown[] }>().items).toHaveLength(2);
    await until(async () => statusEventsOf(id).length >= 2, 'the decision event');
    // Some time for a duplicate to arrive, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statusEventsOf(id).map((v) => (v!.data as { to: string }).to)).toEqual(['in_review', decided]);
  });
});

describe('four-eyes', () => {
  let fourEyes: TestApp;
  let proposer: string;
  let confirmer: string;
  beforeAll(async () => {
    fourEyes = await createTestApp({ REVIEW_FOUR_EYES: 'on' });
    await fourEyes.addUser(FIRST, 'admin', 'Rita First');
    await fourEyes.addUser(SECOND, 'reviewer', 'Sam Second');
    proposer = (await fourEyes.signIn(FIRST)).authorization;
    confirmer = (await fourEyes.signIn(SECOND)).authorization;
  });
  afterAll(() => fourEyes.close());

  async function received() {
    const created = await fourEyes.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      headers: { authorization: proposer },
      payload: posPrecheckBody(),
    });
    return created.json<{ id: string }>().id;
  }
  /** One move as `authorization`, with the ETag it reads just before. */
  async function step(id: string, authorization: string, body: TransitionRequest) {
    const { headers } = await fourEyes.app.inject({
      method: 'GET',
      url: `/api/precheck-pos/${id}`,
      headers: { authorization },
    });
    return fourEyes.app.inject({
      method: 'POST',
      url: `/api/precheck-pos/${id}/transitions`,
      headers: { authorization, 'if-match': headers.etag as string },
      payload: body,
    });
  }

  it('turns an approval into a proposal the proposer cannot confirm and a second person can', async () => {
    const id = await received();
    expect((await step(id, proposer, { to: 'in_review' })).statusCode).toBe(200);
    const proposed = await step(id, proposer, { to: 'approved' });
    expect(proposed.json()).toMatchObject({
      status: 'approval_pending',
      proposedBy: { name: 'Rita First' },
      decision: null,
    });
    expectRefused(await step(id, proposer, { to: 'approved' }), 'four_eyes_required');
    expectRefused(await step(id, proposer, { to: 'approval_pending' }), 'invalid_transition');
    const confirmed = await step(id, confirmer, { to: 'approved' });
    expect(confirmed.json()).toMatchObject({
      status: 'approved',
      proposedBy: null,
      decision: { outcome: 'approved', decidedBy: { name: 'Sam Second' } },
    });
  });

  it('lets the proposal go back to review, after which the other may propose and the first confirm', async () => {
    const id = await received();
    await step(id, proposer, { to: 'in_review' });
    await step(id, proposer, { to: 'approved' });
    expect((await step(id, confirmer, { to: 'in_review', note: 'Check the address' })).json().status).toBe(
      'in_review',
    );
    expect((await step(id, confirmer, { to: 'approved' })).json().status).toBe('approval_pending');
    expectRefused(await step(id, confirmer, { to: 'approved' }), 'four_eyes_required');
    expect((await step(id, proposer, { to: 'approved' })).json().status).toBe('approved');
  });
});

describe('an API key', () => {
  async function key(scopes: ApiKeyScope[]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { authorization: first },
      payload: {
        name: `review ${scopes.join(' ')}`,
        scopes,
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        code: await t.freshCode(FIRST),
      },
    });
    expect(res.statusCode).toBe(201);
    return `Bearer ${res.json<{ key: string }>().key}`;
  }

  it('moves pre-checks with the prechecks:review scope, and without it is refused', async () => {
    const id = await submitted();
    const { etag } = await read(id);
    const reader = await key(['prechecks:read']);
    expectRefused(await move(id, { to: 'in_review' }, { etag, authorization: reader }), 'insufficient_scope');
    const reviewer = await key(['prechecks:read', 'prechecks:review']);
    const taken = await move(id, { to: 'in_review' }, { etag, authorization: reviewer });
    expect(taken.statusCode).toBe(200);
    // A key is nobody to assign; its move is in the history with no person.
    expect(taken.json()).toMatchObject({ status: 'in_review', assignee: null });
    expect((await history(id)).at(-1)).toMatchObject({ type: 'status', to: 'in_review', actor: null });
  });
});
