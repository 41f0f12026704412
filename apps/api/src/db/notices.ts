import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** What a listener tells its owner: each notice, and whether notices are reaching it at all. */
export type NoticeHandlers = {
  notice(channel: string, payload: string): void;
  /** Listening (again): notices from now on arrive. */
  up(): void;
  /** Not listening: notices sent from now until the next `up` are lost. */
  down(): void;
};

export type NoticeListener = {
  /**
   * Since when every notice committed is known to have arrived: when the last heartbeat that came
   * back was sent (notices on one connection arrive in commit order).
   */
  confirmedSince(): number;
  /** Sends a notice to every listener of the channel, this one included. */
  notify(channel: string, payload: string): Promise<void>;
  /** How many instances listen on this database now, this one included. */
  instances(): Promise<number>;
  close(): Promise<void>;
};

const RECONNECT_MS = 1_000;
/** How the notice connections show in pg_stat_activity: one per instance. */
export const NOTICE_CONNECTION_NAME = 'portal-notices';
/** How often the notice connection proves notices reach it; a silent loss shows within this. */
export const HEARTBEAT_MS = 500;
/** How long a statement on the notice connection may take before the connection counts as lost. */
const STATEMENT_TIMEOUT_MS = HEARTBEAT_MS * 2;
/** Each listener's heartbeats: a notice to itself, the proof that notices (not only queries) arrive. */
const HEARTBEAT_CHANNEL = 'portal_notice_heartbeat';

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** The notice connection and its statements, run one after another. */
type Connection = {
  client: pg.Client;
  query: <R extends pg.QueryResultRow>(config: pg.QueryConfig) => Promise<pg.QueryResult<R>>;
};

/**
 * A connection runs one statement at a time; pg's own queue for a second one is deprecated (pg 9
 * removes it). The heartbeat, LISTEN and the owner's statements take turns here instead, each with
 * the connection's time limit from its own start: one that stalls (a connection cut without a word)
 * fails within it and the connection is replaced, rather than holding every later one for ever.
 */
function inTurn(client: pg.Client): Connection {
  let last: Promise<unknown> = Promise.resolve();
  return {
    client,
    query: <R extends pg.QueryResultRow>(config: pg.QueryConfig) => {
      const result = last.then(() => client.query<R>(config));
      last = result.catch(() => undefined);
      return result;
    },
  };
}

/**
 * LISTEN on a connection of its own, outside the pool, kept open: when it is lost the owner hears
 * `down` at once and the listener reconnects every second until it hears `up` again. Twice a second
 * it sends a notice to itself; the owner hears `up` only once the first comes back, and
 * `confirmedSince` says when the last returned one was sent. So a connection that answers queries but
 * gets no notices (a transaction-pooling PgBouncer between) never counts as listening, and a silent
 * loss shows within a heartbeat or two.
 */
export async function listenPostgres(
  url: string,
  channels: string[],
  handlers: NoticeHandlers,
  onLost: (error: Error) => void,
): Promise<NoticeListener> {
  let current: Connection | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let confirmed = 0;
  const self = randomUUID();
  let beats = 0;
  const sentAt = new Map<string, number>();

  const lose = (client: pg.Client, error: Error) => {
    if (current?.client !== client) return;
    current = undefined;
    confirmed = 0;
    sentAt.clear();
    handlers.down();
    onLost(error);
    client.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const beat = async ({ client, query }: Connection) => {
    const payload = `${self}:${++beats}`;
    sentAt.set(payload, Date.now());
    // Beats that never come back (notices not delivered at all) are not kept for ever.
    if (sentAt.size > 20) sentAt.delete(sentAt.keys().next().value!);
    try {
      await query({ text: 'select pg_notify($1, $2)', values: [HEARTBEAT_CHANNEL, payload] });
    } catch (error) {
      lose(client, asError(error));
    }
  };
  const heardBeat = (client: pg.Client, payload: string) => {
    const sent = sentAt.get(payload);
    if (sent === undefined || current?.client !== client) return;
    for (const key of sentAt.keys()) {
      sentAt.delete(key);
      if (key === payload) break;
    }
    const first = confirmed === 0;
    confirmed = sent;
    if (first) handlers.up();
  };
  const heartbeat = setInterval(() => {
    if (current) void beat(current);
  }, HEARTBEAT_MS).unref();

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      // Each statement's, from its own start (inTurn): whichever misses it loses the connection.
      query_timeout: STATEMENT_TIMEOUT_MS,
      application_name: NOTICE_CONNECTION_NAME,
    });
    const connection = inTurn(client);
    current = connection;
    client.on('notification', ({ channel, payload = '' }) =>
      channel === HEARTBEAT_CHANNEL ? heardBeat(client, payload) : handlers.notice(channel, payload),
    );
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('notice connection ended')));
    try {
      await client.connect();
      // The channels are this code's constants, never input.
      for (const channel of [HEARTBEAT_CHANNEL, ...channels])
        await connection.query({ text: `LISTEN ${channel}` });
    } catch (error) {
      lose(client, asError(error));
      return;
    }
    if (current === connection && !closed) await beat(connection);
  }

  /** A statement on the notice connection, when there is one (a lost one is being replaced). */
  const onConnection = async (text: string, values: unknown[]) => {
    const connection = current;
    if (!connection) return undefined;
    return connection.query<{ n: number }>({ text, values }).catch((error: unknown) => {
      lose(connection.client, asError(error));
      return undefined;
    });
  };

  await connect();
  return {
    confirmedSince: () => confirmed,
    notify: async (channel, payload) =>
      void (await onConnection('select pg_notify($1, $2)', [channel, payload])),
    async instances() {
      const answer = await onConnection(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and application_name = $1`,
        [NOTICE_CONNECTION_NAME],
      );
      return answer?.rows[0]?.n ?? 0;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const connection = current;
      current = undefined;
      await connection?.client.end().catch(() => undefined);
    },
  };
}
