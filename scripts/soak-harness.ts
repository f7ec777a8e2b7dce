/**
 * The load and crash test (issue 11, item 7): one run of it, used by `npm run soak` (scripts/soak.ts) and by the short
 * version in the gateway suite (packages/gateway/test/soak.test.ts).
 *
 * 1. Starts the site on a fresh temporary data directory with the embedded PostgreSQL: the full server
 *    (apps/web/server.ts, pages included) when apps/web holds a production build, else the gateway alone
 *    (packages/gateway/src/serve.ts). It runs in a process group of its own, with RATE_LIMITS=off, and TRUST_PROXY=1
 *    so that each request can come from its own visitor address (X-Forwarded-For): the counters count at most 20
 *    devices per address, item and day, and the contact form has its own per-address limit.
 * 2. Sends mixed traffic at a fixed rate for a fixed time (open loop: a request is sent on time whether or not the
 *    previous ones were answered): page views (full server only), gateway reads, and every kind of write a visitor
 *    makes, each with a unique marker: visit records (a unique path), poster and pop-up counters (a unique device
 *    id), contact form submissions (a unique email and idempotency key), questionnaire saves (a unique channel
 *    cookie, and the answered report id).
 * 3. Meanwhile kills the server with SIGKILL, in turn: its whole process group (Node and the postmaster; the
 *    backends, which are session leaders of their own, die when they notice the postmaster is gone), the Node
 *    process alone (the embedded PostgreSQL is orphaned and keeps running until the next start shuts it down), and
 *    the postmaster alone (the server's watchdog restarts it). Like a supervisor, the harness starts the server
 *    again whenever its process exits. A kill window lasts from the kill until /_ready answers 200 again.
 * 4. Afterwards counts the markers in the database (through the embedded server's connection string and its
 *    password file): every write acknowledged with code 0 must be there exactly once, no write more than once,
 *    counters must have grown by exactly the views they recorded, every stored contact message must have exactly
 *    one mail in the outbox, and no request outside the kill windows may fail.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Answers, toAnswerList } from '@site/compliance';
import { calls, urlOf } from '@site/contracts';
import { embeddedConnectionString } from '@site/db/embedded/password';
import { clusterProcesses, signal, waitForExit } from '@site/db/embedded/processes';
import { hashAddress } from '@site/gateway/client-address';
import { chinaDay } from '@site/gateway/repositories/artificial-requests';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIR = path.join(ROOT, 'apps/web');

export type SoakMode = 'web' | 'gateway';
export type KillKind = 'process group' | 'server only' | 'database only';
/** The order the kills take turns in. */
export const KILL_ORDER: readonly KillKind[] = ['process group', 'server only', 'database only'];

export interface SoakOptions {
  seconds: number;
  /** Requests per second. */
  rate: number;
  kills: number;
  /** The kinds of kill, taking turns. Default KILL_ORDER (all three). */
  killKinds?: readonly KillKind[];
  /** 'auto' (default): the full server when apps/web holds a production build, else the gateway alone. */
  mode?: SoakMode | 'auto';
  /** The site's port. */
  port: number;
  /** The embedded PostgreSQL's port. */
  pgPort: number;
  /** Progress and report lines. Default console.log. */
  log?: (line: string) => void;
  /** Keep the data directory and the server log when a check fails. Default true. */
  keepOnFailure?: boolean;
  /** How long one start of the server may take. Default 120 s. */
  startTimeoutMs?: number;
}

export interface SoakResult {
  mode: SoakMode;
  seconds: number;
  rate: number;
  kills: { kind: KillKind; at: number; downMs: number }[];
  requests: number;
  byKind: Record<string, { requests: number; errors: number; p99: number }>;
  acknowledged: number;
  /** Acknowledged writes found exactly once. */
  found: number;
  /** Acknowledged writes not found. */
  lost: number;
  /** Writes (acknowledged or not) found more than once. */
  duplicates: number;
  unacknowledged: number;
  unacknowledgedPresent: number;
  /** Idempotent writes left unanswered by a kill and sent again after the run (contact form, counters). */
  retried: number;
  /** Of those, the ones not answered with code 0 the second time. */
  retryErrors: number;
  errorsInside: number;
  errorsOutside: number;
  /** Counters whose growth differs from the views they recorded, and contact messages without exactly one mail. */
  inconsistencies: string[];
  serverStarts: number;
  /** Exits of the server nobody caused (a crash, a start that failed): each one fails the run. */
  unexpectedExits: number;
  p50: number;
  p99: number;
  /** fsync, synchronous_commit and full_page_writes as the server runs them. */
  durability: string[];
  /** The first few errors outside the kill windows. */
  errorSamples: string[];
  ok: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP

interface Answer {
  status: number;
  body: string;
}

/** One request on a connection of its own (a killed server refuses the next one at once). */
const send = (
  port: number,
  init: { method: string; path: string; headers?: Record<string, string>; body?: string; timeoutMs?: number },
) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: init.path,
        method: init.method,
        headers: init.body === undefined ? init.headers : { ...init.headers, 'content-type': 'application/json' },
        agent: false,
        timeout: init.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(init.body);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ready = async (port: number): Promise<boolean> => {
  try {
    return (await send(port, { method: 'GET', path: '/_ready', timeoutMs: 5_000 })).status === 200;
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// The server and its supervisor

class Supervisor {
  child: ChildProcess | undefined;
  starts = 0;
  unexpectedExits = 0;
  /** Set while a kill of the process by the harness is pending, so its exit is not unexpected. */
  private expectExit = false;
  private stopping = false;
  private exitWaiters: (() => void)[] = [];

  constructor(
    private readonly command: { cwd: string; args: string[]; env: NodeJS.ProcessEnv },
    private readonly logFile: string,
    private readonly log: (line: string) => void,
  ) {}

  start(): void {
    const out = openSync(this.logFile, 'a');
    // Its own process group (detached): the group kill reaches Node and the postmaster, nothing of the harness.
    const child = spawn(process.execPath, this.command.args, {
      cwd: this.command.cwd,
      env: this.command.env,
      stdio: ['ignore', out, out],
      detached: true,
    });
    closeSync(out);
    this.starts += 1;
    this.child = child;
    child.once('exit', (code, sig) => {
      const expected = this.expectExit;
      this.expectExit = false;
      this.child = undefined;
      for (const waiter of this.exitWaiters.splice(0)) waiter();
      if (this.stopping) return;
      if (!expected) {
        this.unexpectedExits += 1;
        // Its last log lines, without the request lines, say why.
        const tail = readFileSync(this.logFile, 'utf8')
          .trimEnd()
          .split('\n')
          .filter((line) => !line.includes('"msg":"request"'))
          .slice(-30);
        this.log(`  the server exited by itself (${sig ?? `code ${code}`}); starting it again. Its last lines:`);
        for (const line of tail) this.log(`    ${line.slice(0, 600)}`);
      }
      // Like a supervisor (Restart=always): start again at once.
      setTimeout(() => {
        if (!this.stopping) this.start();
      }, 100);
    });
  }

  private exited(): Promise<void> {
    if (!this.child) return Promise.resolve();
    return new Promise((resolve) => this.exitWaiters.push(resolve));
  }

  /** SIGKILL to the process group or to the Node process alone; resolves when Node has exited. */
  async kill(target: 'group' | 'process'): Promise<void> {
    const pid = this.child?.pid;
    if (!pid) return;
    this.expectExit = true;
    const exited = this.exited();
    process.kill(target === 'group' ? -pid : pid, 'SIGKILL');
    await exited;
  }

  /** SIGTERM (graceful stop), SIGKILL to the group after the timeout; no restart afterwards. */
  async stop(timeoutMs = 30_000): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child?.pid) return;
    const exited = this.exited();
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, timeoutMs);
    await exited;
    clearTimeout(timer);
  }

  /** The last resort when the harness itself fails: the group, without waiting. */
  killNow(): void {
    this.stopping = true;
    const pid = this.child?.pid;
    if (!pid) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Traffic

type WriteKind = 'visit' | 'poster' | 'popup' | 'contact' | 'survey';

interface Sent {
  kind: string;
  write?: WriteKind;
  seq: number;
  start: number;
  end: number;
  ok: boolean;
  /** Writes: answered HTTP 200 with code 0. */
  acknowledged: boolean;
  error?: string;
  /** questionnaire saves: the report id answered. */
  data?: unknown;
  /** What was sent, kept for the idempotent writes that are sent again after the run. */
  request?: RequestInit;
  /** Acknowledged only when sent again after the run. */
  retried?: boolean;
}

type RequestInit = { method: string; path: string; headers?: Record<string, string>; body?: string };

/**
 * Writes a visitor sends again, as they are, when the answer was lost: the contact form (its idempotency key stays
 * until a success) and the counters (the same device on the same day counts once). Visit records and questionnaire
 * saves are not: sent again, they are a new visit and a new report.
 */
const RETRIED: ReadonlySet<WriteKind> = new Set(['contact', 'poster', 'popup']);

interface Target {
  kind: string;
  weight: number;
  write?: WriteKind;
  /** The request for sequence number `seq`. */
  make(seq: number): RequestInit;
  /** Whether the answer is a success. */
  check(answer: Answer): boolean;
}

const envelopeOk = (answer: Answer): boolean => {
  if (answer.status !== 200) return false;
  try {
    return (JSON.parse(answer.body) as { code?: unknown }).code === 0;
  } catch {
    return false;
  }
};

/** A visitor address per request: 10.x.y.z from the sequence number. */
const visitorAddress = (seq: number) => `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;

const SURVEY_ANSWERS: Answers = {
  targetSites: ['DE', 'FR'],
  platforms: ['AMAZON'],
  battery: true,
  powered: true,
  textileOrFurniture: false,
  energyLabelGoods: false,
  trademark: false,
  brandRegistry: false,
  rightsProtection: false,
};

interface Markers {
  run: string;
  device(seq: number): string;
  visitPath(seq: number): string;
  email(seq: number): string;
  channel(seq: number): string;
}

const markersOf = (run: string): Markers => ({
  run,
  device: (seq) => `${run}${seq.toString(16).padStart(24, '0')}`,
  visitPath: (seq) => `/soak/${run}/${seq}`,
  email: (seq) => `soak-${run}-${seq}@example.com`,
  channel: (seq) => `soak-${run}-${seq}`,
});

const targetsOf = (mode: SoakMode, markers: Markers, items: { posterId?: number; popupId?: number }): Target[] => {
  const gatewayHeaders = (seq: number, extra: Record<string, string> = {}) => ({
    'x-platform-type': '00',
    'x-forwarded-for': visitorAddress(seq),
    ...extra,
  });
  const read = (kind: string, url: string, weight: number): Target => ({
    kind,
    weight,
    make: (seq) => ({ method: 'GET', path: url, headers: gatewayHeaders(seq) }),
    check: envelopeOk,
  });
  const page = (url: string, weight: number): Target => ({
    kind: `page ${url}`,
    weight,
    make: (seq) => ({
      method: 'GET',
      path: url,
      headers: { host: 'ost.localhost', 'x-forwarded-for': visitorAddress(seq) },
    }),
    check: (answer) => answer.status === 200,
  });
  const write = (
    kind: WriteKind,
    url: string,
    weight: number,
    body: (seq: number) => unknown,
    extra: (seq: number) => Record<string, string> = () => ({}),
  ): Target => ({
    kind: `write ${kind}`,
    write: kind,
    weight,
    make: (seq) => ({
      method: 'POST',
      path: url,
      headers: gatewayHeaders(seq, extra(seq)),
      body: JSON.stringify(body(seq)),
    }),
    check: envelopeOk,
  });
  const answerList = toAnswerList(SURVEY_ANSWERS);
  const targets: Target[] = [
    read('read getCommon', urlOf(calls.getCommon), 4),
    read('read listPosters', urlOf(calls.listPosters), 2),
    read('read listPopMarket', urlOf(calls.listPopMarket), 2),
    read('read getPageConfigAllInfo', urlOf(calls.getPageConfigAllInfo), 2),
    write('visit', urlOf(calls.recordVisit), 4, (seq) => ({
      deviceId: markers.device(seq),
      path: markers.visitPath(seq),
      referrer: 'https://www.example.com/',
    })),
    write('contact', urlOf(calls.contactUs), 2, (seq) => ({
      name: 'Soak test',
      email: markers.email(seq),
      content: `Load and crash test ${markers.run}, request ${seq}`,
      from: 'soak',
      idempotencyKey: randomUUID(),
    })),
    write(
      'survey',
      urlOf(calls.mcSurveyReportSave),
      2,
      () => ({ answerList, source: 1 }),
      (seq) => ({
        cookie: `channelNo=${markers.channel(seq)}`,
      }),
    ),
  ];
  if (items.posterId !== undefined) {
    const posterId = items.posterId;
    targets.push(
      write(
        'poster',
        urlOf(calls.incrPosterCount),
        2,
        () => [{ posterId, incrViewCount: 1 }],
        (seq) => ({ 'x-device-id': markers.device(seq) }),
      ),
    );
  }
  if (items.popupId !== undefined) {
    const id = items.popupId;
    targets.push(
      write(
        'popup',
        urlOf(calls.incrPopupCount),
        2,
        () => ({ id, incrViewCount: 1 }),
        (seq) => ({ 'x-device-id': markers.device(seq) }),
      ),
    );
  }
  if (mode === 'web') targets.push(page('/', 3), page('/ld/aboutUs', 2), page('/ld/price', 1));
  return targets;
};

/** Picks targets by weight, the same sequence for the same run. */
const picker = (targets: Target[]) => {
  const total = targets.reduce((sum, t) => sum + t.weight, 0);
  let state = 0x2545f491;
  return (): Target => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    let roll = (state >>> 0) % total;
    for (const target of targets) {
      if (roll < target.weight) return target;
      roll -= target.weight;
    }
    return targets[0] as Target;
  };
};

/** Traffic after the last kill window, at the least. */
const AFTER_LAST_WINDOW_MS = 2_000;

/** PostgreSQL settings that must be on for an acknowledged commit to survive a crash of the machine. */
const DURABILITY_SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes'] as const;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

// ---------------------------------------------------------------------------------------------------------------
// The run

export const hasProductionBuild = (): boolean =>
  existsSync(path.join(WEB_DIR, process.env.NEXT_DIST_DIR ?? '.next', 'node-server/server.mjs'));

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const built = hasProductionBuild();
  const mode: SoakMode =
    options.mode === 'web' || options.mode === 'gateway' ? options.mode : built ? 'web' : 'gateway';
  if (mode === 'web' && !built) throw new Error('SOAK_MODE=web needs a production build in apps/web (npm run build)');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-soak-'));
  // As root the embedded PostgreSQL runs as the postgres user, which must reach the directory.
  chmodSync(dataDir, 0o755);
  const logFile = path.join(dataDir, 'server.log');
  const clusterDir = path.join(dataDir, 'pg');
  const secret = randomBytes(24).toString('hex');
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.GATEWAY_URL;
  delete env.SMTP_URL;
  Object.assign(env, {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(options.pgPort),
    HOST: '127.0.0.1',
    // Info: the start-up lines (database restarts, orphans stopped) explain a slow or failed start; the request lines
    // go to the log file only.
    LOG_LEVEL: 'info',
    RATE_LIMITS: 'off',
    CONTACT_RATE_LIMIT: '999999/1m',
    TRUST_PROXY: '1',
    ADDRESS_HASH_SECRET: secret,
    SHUTDOWN_GRACE_MS: '5000',
    // The full server renders every sitemap page of every brand after each start (1,771 pages): on a small machine
    // that starves the traffic for minutes after every kill. Off unless the environment asks for it.
    PAGE_CACHE_WARM: process.env.PAGE_CACHE_WARM ?? '0',
    // The kills aim at one Node process (WEB_CONCURRENCY workers are tested in apps/web/test/workers.test.ts).
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
  });
  const command =
    mode === 'web'
      ? {
          cwd: WEB_DIR,
          // The build's bundle of server.ts, as `npm start` runs it.
          args: [path.join(WEB_DIR, process.env.NEXT_DIST_DIR ?? '.next', 'node-server/server.mjs')],
          env: { ...env, NODE_ENV: 'production', PORT: String(options.port) },
        }
      : {
          cwd: ROOT,
          args: ['--import', 'tsx', 'packages/gateway/src/serve.ts'],
          env: { ...env, GATEWAY_PORT: String(options.port) },
        };
  const supervisor = new Supervisor(command, logFile, log);
  const onExit = () => supervisor.killNow();
  process.once('exit', onExit);

  const startTimeoutMs = options.startTimeoutMs ?? 120_000;
  const waitReady = async (what: string) => {
    const deadline = Date.now() + startTimeoutMs;
    while (!(await ready(options.port))) {
      if (Date.now() > deadline) throw new Error(`the server was not ready ${startTimeoutMs} ms after ${what}`);
      await sleep(100);
    }
  };

  log(
    mode === 'web'
      ? 'soak: the full server (apps/web/server.ts: pages and the in-process gateway), apps/web holds a production build'
      : `soak: the gateway alone (packages/gateway/src/serve.ts)${built ? '' : ': apps/web holds no production build, so no page views'}`,
  );
  log(
    `soak: ${options.seconds} s at ${options.rate} requests/s, ${options.kills} SIGKILLs; port ${options.port}, ` +
      `embedded PostgreSQL on ${options.pgPort}, data in ${dataDir}; RATE_LIMITS=off, TRUST_PROXY=1 (one visitor ` +
      'address per request)',
  );

  let failed = true;
  let client: pg.Client | undefined;
  try {
    supervisor.start();
    await waitReady('the first start');
    client = new pg.Client({ connectionString: embeddedConnectionString(dataDir, options.pgPort) });
    await client.connect();
    const poster = (
      await client.query<{ id: number; view_count: number }>(
        "select id, view_count from posters where platform = '00' order by id limit 1",
      )
    ).rows[0];
    const popup = (
      await client.query<{ id: number; view_count: number }>(
        "select id, view_count from popup_configs where platform = '00' order by id limit 1",
      )
    ).rows[0];
    await client.end();
    client = undefined;
    if (!poster) log('soak: no poster of brand 00 in the seed: no poster counter writes');
    if (!popup) log('soak: no pop-up of brand 00 in the seed: no pop-up counter writes');

    const run = randomBytes(4).toString('hex');
    const markers = markersOf(run);
    const targets = targetsOf(mode, markers, { posterId: poster?.id, popupId: popup?.id });
    const pick = picker(targets);
    const sent: Sent[] = [];
    const inFlight = new Set<Promise<void>>();
    const windows: { kind: KillKind; start: number; end: number }[] = [];
    let windowOpen = false;

    const t0 = Date.now();
    const durationMs = options.seconds * 1000;
    const total = Math.round(options.seconds * options.rate);

    // The kills: spread evenly over the run, each after the previous window has closed.
    // On a slow machine the windows may end late: the traffic then goes on, at the same rate, until every kill is
    // done and the server has served AFTER_LAST_WINDOW_MS after the last one.
    let killsDone = options.kills === 0;
    const killer = (async () => {
      for (let i = 0; i < options.kills; i++) {
        const due = t0 + (durationMs * (i + 1)) / (options.kills + 1);
        await sleep(Math.max(0, due - Date.now()));
        const order = options.killKinds?.length ? options.killKinds : KILL_ORDER;
        const kind = order[i % order.length] as KillKind;
        const start = Date.now();
        windowOpen = true;
        if (kind === 'database only') {
          const pid = Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
          process.kill(pid, 'SIGKILL');
          // /_ready must first notice (the watchdog marks the database down when the postmaster exits).
          const deadline = Date.now() + 5_000;
          while (Date.now() < deadline && (await ready(options.port))) await sleep(20);
        } else {
          await supervisor.kill(kind === 'process group' ? 'group' : 'process');
        }
        await waitReady(`the ${kind} kill`);
        const end = Date.now();
        windows.push({ kind, start, end });
        windowOpen = false;
        log(`  kill ${i + 1} at ${((start - t0) / 1000).toFixed(1)} s (${kind}): ready again after ${end - start} ms`);
      }
      killsDone = true;
    })();
    // A failed kill (the server never ready again) ends the traffic; the error is thrown after it.
    let killerFailed = false;
    killer.catch(() => {
      killerFailed = true;
    });

    const lastWindowEnd = () => windows.at(-1)?.end ?? 0;
    for (
      let seq = 0;
      !killerFailed && (seq < total || !killsDone || Date.now() < lastWindowEnd() + AFTER_LAST_WINDOW_MS);
      seq++
    ) {
      const due = t0 + (seq * 1000) / options.rate;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      const target = pick();
      const init = target.make(seq);
      const record: Sent = {
        kind: target.kind,
        write: target.write,
        seq,
        start: Date.now(),
        end: 0,
        ok: false,
        acknowledged: false,
        request: target.write && RETRIED.has(target.write) ? init : undefined,
      };
      sent.push(record);
      const done = send(options.port, init)
        .then((answer) => {
          record.ok = target.check(answer);
          if (!record.ok) record.error = `HTTP ${answer.status} ${answer.body.slice(0, 200)}`;
          if (record.ok && target.write) {
            record.acknowledged = true;
            record.data = (JSON.parse(answer.body) as { data?: unknown }).data;
          }
        })
        .catch((error: unknown) => {
          record.error = error instanceof Error ? error.message : String(error);
        })
        .finally(() => {
          record.end = Date.now();
          inFlight.delete(done);
        });
      inFlight.add(done);
    }
    await Promise.all(inFlight);
    await killer;
    if (windowOpen) await waitReady('the last kill');
    const elapsed = (Date.now() - t0) / 1000;

    // The visitors whose idempotent writes got no answer send them again, unchanged.
    const retries = sent.filter((record) => !record.acknowledged && record.request);
    let retryErrors = 0;
    for (const record of retries) {
      const answer = await send(options.port, record.request as RequestInit).catch((error: unknown) => ({
        status: 0,
        body: error instanceof Error ? error.message : String(error),
      }));
      if (envelopeOk(answer)) {
        record.acknowledged = true;
        record.retried = true;
      } else {
        retryErrors += 1;
        if (retryErrors <= 3)
          log(`  ! sent again, ${record.kind} #${record.seq}: HTTP ${answer.status} ${answer.body}`);
      }
    }

    // ----- Counting in the database
    client = new pg.Client({ connectionString: embeddedConnectionString(dataDir, options.pgPort) });
    await client.connect();
    const counts = new Map<string, number>();
    const countInto = (prefix: string, rows: { marker: string; n: string | number }[]) => {
      for (const row of rows) counts.set(`${prefix}:${row.marker}`, Number(row.n));
    };
    countInto(
      'visit',
      (
        await client.query<{ marker: string; n: string }>(
          'select path as marker, count(*) as n from visitor_records where path like $1 group by path',
          [`/soak/${run}/%`],
        )
      ).rows,
    );
    countInto(
      'contact',
      (
        await client.query<{ marker: string; n: string }>(
          'select email as marker, count(*) as n from contact_messages where email like $1 group by email',
          [`soak-${run}-%`],
        )
      ).rows,
    );
    const surveyRows = (
      await client.query<{ marker: string; n: string; ids: string[] }>(
        'select channel_no as marker, count(*) as n, array_agg(id::text) as ids from questionnaire_reports ' +
          'where channel_no like $1 group by channel_no',
        [`soak-${run}-%`],
      )
    ).rows;
    countInto('survey', surveyRows);
    const surveyIds = new Map(surveyRows.map((row) => [row.marker, row.ids]));
    const day = chinaDay(new Date(t0));
    const deviceHashes = new Map<string, number>();
    for (const record of sent) {
      if (record.write === 'poster' || record.write === 'popup') {
        deviceHashes.set(hashAddress(secret, `device:${markers.device(record.seq)}`).slice(0, 32), record.seq);
      }
    }
    const viewRows = (
      await client.query<{ kind: string; device_hash: string; n: string }>(
        "select kind, device_hash, count(*) as n from counted_views where kind in ('poster-view', 'popup-view') " +
          'and device_hash = any($1) group by kind, device_hash',
        [[...deviceHashes.keys()]],
      )
    ).rows;
    for (const row of viewRows) {
      const seq = deviceHashes.get(row.device_hash);
      const prefix = row.kind === 'poster-view' ? 'poster' : 'popup';
      if (seq !== undefined) counts.set(`${prefix}:${markers.device(seq)}`, Number(row.n));
    }

    const inconsistencies: string[] = [];
    // A counter grows by exactly the views it records (the row and the + 1 are one transaction).
    const allViews = (
      await client.query<{ kind: string; n: string }>(
        'select kind, count(*) as n from counted_views where day = $1 group by kind',
        [day],
      )
    ).rows;
    const viewsOf = (kind: string) => Number(allViews.find((row) => row.kind === kind)?.n ?? 0);
    if (poster) {
      const now = (await client.query<{ v: number }>('select view_count as v from posters where id = $1', [poster.id]))
        .rows[0]?.v;
      if (Number(now) - Number(poster.view_count) !== viewsOf('poster-view'))
        inconsistencies.push(
          `poster ${poster.id}: views ${poster.view_count} -> ${now}, but ${viewsOf('poster-view')} counted views`,
        );
    }
    if (popup) {
      const now = (
        await client.query<{ v: number }>('select view_count as v from popup_configs where id = $1', [popup.id])
      ).rows[0]?.v;
      if (Number(now) - Number(popup.view_count) !== viewsOf('popup-view'))
        inconsistencies.push(
          `pop-up ${popup.id}: views ${popup.view_count} -> ${now}, but ${viewsOf('popup-view')} counted views`,
        );
    }
    // Every stored contact message has exactly one mail in the outbox (one transaction).
    const mails = (
      await client.query<{ id: number; mails: string }>(
        "select m.id, (select count(*) from mail_outbox o where o.reference = 'contact_messages:' || m.id) as mails " +
          'from contact_messages m where m.email like $1',
        [`soak-${run}-%`],
      )
    ).rows;
    for (const row of mails) {
      if (Number(row.mails) !== 1) inconsistencies.push(`contact message ${row.id} has ${row.mails} outbox mails`);
    }
    // A SIGKILL leaves the kernel's page cache alone, so this test cannot lose what a power cut would: the settings
    // that make an acknowledged commit survive one are checked instead.
    const durability: string[] = [];
    for (const name of DURABILITY_SETTINGS) {
      const value = (await client.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name];
      durability.push(`${name} ${value}`);
      if (value !== 'on') inconsistencies.push(`${name} is ${value}: an acknowledged commit may not survive a crash`);
    }
    await client.end();
    client = undefined;

    // ----- Figures
    const markerOf = (record: Sent): string => {
      switch (record.write) {
        case 'visit':
          return `visit:${markers.visitPath(record.seq)}`;
        case 'contact':
          return `contact:${markers.email(record.seq)}`;
        case 'survey':
          return `survey:${markers.channel(record.seq)}`;
        default:
          return `${record.write}:${markers.device(record.seq)}`;
      }
    };
    let acknowledged = 0;
    let found = 0;
    let lost = 0;
    let duplicates = 0;
    let unacknowledged = 0;
    let unacknowledgedPresent = 0;
    const samples: string[] = [];
    for (const record of sent) {
      if (!record.write) continue;
      const n = counts.get(markerOf(record)) ?? 0;
      if (n > 1) {
        duplicates += 1;
        if (samples.length < 10) samples.push(`duplicate: ${markerOf(record)} stored ${n} times`);
      }
      if (record.acknowledged) {
        acknowledged += 1;
        if (n === 1) found += 1;
        if (n === 0) {
          lost += 1;
          if (samples.length < 10) samples.push(`lost: ${markerOf(record)} acknowledged but not stored`);
        }
        if (record.write === 'survey' && n === 1) {
          const ids = surveyIds.get(markers.channel(record.seq)) ?? [];
          if (!ids.includes(String(record.data)))
            inconsistencies.push(`survey ${record.seq}: answered report id ${String(record.data)}, stored ${ids}`);
        }
      } else {
        unacknowledged += 1;
        if (n > 0) unacknowledgedPresent += 1;
      }
    }
    const inWindow = (record: Sent) => windows.some((w) => record.start <= w.end && record.end >= w.start);
    let errorsInside = 0;
    let errorsOutside = 0;
    const latencies: number[] = [];
    const byKind: SoakResult['byKind'] = {};
    const kindLatencies = new Map<string, number[]>();
    for (const record of sent) {
      const inside = inWindow(record);
      const entry = byKind[record.kind] ?? { requests: 0, errors: 0, p99: 0 };
      byKind[record.kind] = entry;
      entry.requests += 1;
      if (!record.ok) {
        entry.errors += 1;
        if (inside) errorsInside += 1;
        else {
          errorsOutside += 1;
          if (samples.length < 10)
            samples.push(
              `error outside kill windows: ${record.kind} #${record.seq} at ${record.start - t0} ms: ${record.error}`,
            );
        }
      }
      if (!inside) {
        latencies.push(record.end - record.start);
        const list = kindLatencies.get(record.kind) ?? [];
        list.push(record.end - record.start);
        kindLatencies.set(record.kind, list);
      }
    }
    latencies.sort((a, b) => a - b);
    for (const [kind, list] of kindLatencies) {
      list.sort((a, b) => a - b);
      const entry = byKind[kind];
      if (entry) entry.p99 = percentile(list, 99);
    }

    const result: SoakResult = {
      mode,
      seconds: options.seconds,
      rate: options.rate,
      kills: windows.map((w) => ({ kind: w.kind, at: w.start - t0, downMs: w.end - w.start })),
      requests: sent.length,
      byKind,
      acknowledged,
      found,
      lost,
      duplicates,
      unacknowledged,
      unacknowledgedPresent,
      retried: retries.length,
      retryErrors,
      errorsInside,
      errorsOutside,
      inconsistencies,
      serverStarts: supervisor.starts,
      unexpectedExits: supervisor.unexpectedExits,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      durability,
      errorSamples: samples,
      ok: false,
    };
    result.ok =
      acknowledged === found &&
      lost === 0 &&
      duplicates === 0 &&
      errorsOutside === 0 &&
      retryErrors === 0 &&
      supervisor.unexpectedExits === 0 &&
      inconsistencies.length === 0;
    for (const line of report(result, elapsed)) log(line);
    failed = !result.ok;
    return result;
  } finally {
    await client?.end().catch(() => undefined);
    await supervisor.stop();
    process.off('exit', onExit);
    // Nothing of ours may outlive the run: backends of a killed postmaster, an orphan left by the last kill.
    const left = clusterProcesses(clusterDir);
    for (const pid of left) signal(pid, 'SIGKILL');
    for (const pid of left) await waitForExit(pid, 2_000);
    if (left.length > 0) log(`soak: ${left.length} PostgreSQL processes were left on the data directory and killed`);
    if (failed) {
      // What the server said, without its request lines.
      const said = existsSync(logFile)
        ? readFileSync(logFile, 'utf8')
            .split('\n')
            .filter((line) => line.trim() !== '' && !line.includes('"msg":"request"'))
        : [];
      log('soak: the server log without its request lines, last 40:');
      for (const line of said.slice(-40)) log(`    ${line.slice(0, 400)}`);
    }
    if (failed && options.keepOnFailure !== false) log(`soak: kept ${dataDir} (server log: ${logFile})`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's lines. */
export function report(result: SoakResult, elapsed: number): string[] {
  const writes = Object.entries(result.byKind).filter(([kind]) => kind.startsWith('write '));
  const downs = result.kills.map((k) => `${k.kind} at ${(k.at / 1000).toFixed(1)} s, down ${k.downMs} ms`);
  const lines = [
    '',
    `soak ${result.ok ? 'passed' : 'FAILED'}: mode ${result.mode}, ${result.seconds} s at ${result.rate}/s ` +
      `(ran ${elapsed.toFixed(1)} s)`,
    `  kills              ${result.kills.length}: ${downs.join('; ')}`,
    `  server starts      ${result.serverStarts} (exits nobody caused: ${result.unexpectedExits})`,
    `  requests           ${result.requests} (writes ${writes.reduce((sum, [, v]) => sum + v.requests, 0)})`,
    `  acknowledged       ${result.acknowledged} writes (${result.retried - result.retryErrors} of them when sent ` +
      `again); found exactly once ${result.found}, lost ${result.lost}`,
    `  duplicates         ${result.duplicates}`,
    `  not acknowledged   ${result.unacknowledged} writes; present ${result.unacknowledgedPresent}, absent ` +
      `${result.unacknowledged - result.unacknowledgedPresent}`,
    `  sent again         ${result.retried} contact and counter writes left unanswered by a kill, unchanged ` +
      `(same idempotency key, same device); ${result.retryErrors} not answered with code 0`,
    `  errors             ${result.errorsInside} inside kill windows, ${result.errorsOutside} outside`,
    `  latency            p50 ${result.p50} ms, p99 ${result.p99} ms (outside kill windows)`,
    `  consistency        ${result.inconsistencies.length === 0 ? 'counters = counted views, one outbox mail per contact message' : result.inconsistencies.slice(0, 5).join('; ')}`,
    `  database           ${result.durability.join(', ')}`,
    '  by kind            requests / errors / p99 outside kill windows',
  ];
  for (const [kind, entry] of Object.entries(result.byKind).sort()) {
    lines.push(
      `    ${kind.padEnd(32)} ${String(entry.requests).padStart(6)} ${String(entry.errors).padStart(5)} ${String(entry.p99).padStart(6)} ms`,
    );
  }
  for (const sample of result.errorSamples) lines.push(`  ! ${sample}`);
  return lines;
}
