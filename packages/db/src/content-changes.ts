/**
 * Content changes, as the database announces them: a trigger on every content table (migration 0010,
 * site_content_changed) sends `NOTIFY site_content, '<table>:<platform>'` when a row is inserted, deleted or changed
 * in anything but its counters (views), with the row's brand, or `*` for a table every brand shares (products,
 * trademark classes). The notification leaves at commit, to every connection listening, on the embedded server and
 * on any other: every instance of the site drops what it cached of that brand, whoever made the change (a gateway
 * call, the seed, an operator's SQL).
 *
 * listenContentChanges keeps one connection listening; when it is lost it reconnects (with a growing pause) and
 * reports a change of everything, since notifications sent meanwhile are gone.
 */
import pg from 'pg';

/** The channel the triggers notify. */
export const CONTENT_CHANNEL = 'site_content';

/** What changed: a table and a brand ('*' for every brand). */
export interface ContentChange {
  table: string;
  platform: string;
}

/** Everything may have changed (a lost connection, a reconnect). */
export const EVERYTHING: ContentChange = { table: '*', platform: '*' };

/** A notification's payload, `<table>:<platform>`; anything else reads as a change of everything. */
export const parseContentChange = (payload: string | undefined): ContentChange => {
  const match = /^([a-z_][a-z0-9_]{0,62}):([A-Za-z0-9_*-]{1,16})$/.exec(payload ?? '');
  return match ? { table: match[1] as string, platform: match[2] as string } : EVERYTHING;
};

export interface ContentListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

export interface ListenOptions {
  /** A lost connection, a failed reconnect. */
  onError?: (error: Error) => void;
  /** The pause before the first reconnect (ms); it doubles up to 30 s. */
  retryMs?: number;
}

/** Listens for content changes on its own connection (not the pool's: a LISTEN lives as long as its session). */
export function listenContentChanges(
  url: string,
  onChange: (change: ContentChange) => void,
  options: ListenOptions = {},
): ContentListener {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let pause = options.retryMs ?? 500;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const connect = async (reconnect: boolean) => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, application_name: 'site content listener' });
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) onChange(parseContentChange(message.payload));
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      if (closed) return;
      if (error) options.onError?.(error);
      timer = setTimeout(() => void connect(true), pause);
      pause = Math.min(pause * 2, 30_000);
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error('content listener connection ended')));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      pause = options.retryMs ?? 500;
      // Whatever changed while no one listened is unknown.
      if (reconnect) onChange(EVERYTHING);
      resolveReady();
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void connect(false);

  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      resolveReady();
      await last?.end().catch(() => undefined);
    },
  };
}
