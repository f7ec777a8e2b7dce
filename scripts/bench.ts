/**
 * npm run bench: throughput and p99 latency of the home page, the price page and an article page of three brands
 * (and the home of MDT, which has neither)
 * served by the production server, against a bare node:http server sending the same bytes (the site's
 * headers included) from memory, in one run, printed as ratios; plus the first-load JavaScript (gzip bytes) of each
 * home page and of a content page; and the lead flows: the questionnaire round trip (save + result page
 * render, p50/p99) and the contact form's submission throughput, each against the bare server doing the
 * least the same exchange needs (read the body, answer the id; send the stored result page); and the trademark
 * registry: BENCH_MARKS generated marks (default 100,000; 0 skips it) imported through `npm run marks:import`
 * into the running site's database (marks/s), then 200 varied searches through the search call (p50/p99) next to a
 * plain pg_trgm similarity query on the same table. `BENCH_ONLY=marks` runs that part alone, against the gateway
 * service (no production build needed). Logins per second: BENCH_LOGINS accounts (default 3,000) with a live code
 * each, one login call per account, against a bare server answering the same JSON (`BENCH_ONLY=logins` alone).
 * `BENCH_ONLY=flood`: one client flooding cache variants and result-page PDFs while other clients view pages and
 * download their PDF, with the limits on (scripts/bench-flood.ts; issue 22). The back office's funnel: BENCH_FUNNEL_VISITS
 * visits (default 1,000,000; 0 skips it) seeded with generate_series, the funnel call's queries over 90 days (p50/p99)
 * next to a plain count(*) of the same visits (`BENCH_ONLY=funnel` alone).
 *
 * Pages are measured with wrk (Debian's package, installed when missing): the site with its page cache (warm), the
 * same site without it (cold, PAGE_CACHE_MB=0) and the bare server, with wrk's own CPU share printed so a reader
 * sees which side was saturated; the site and the bare server alternate, BENCH_ROUNDS measures each (default 2), and
 * the best of each is compared. The lead flows use autocannon (POST bodies), from this process. All servers run in
 * child processes.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateMarks, random } from '@site/db/marks/generator';
import { CANDIDATE_SETTINGS, candidateParts } from '@site/gateway/repositories/marks';
import { glyphVariants, markKeys } from '@site/trademark';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The production server as `npm start` runs it: the build's bundle of apps/web/server.ts. */
const SERVER_BUNDLE = path.join(root, 'apps/web', process.env.NEXT_DIST_DIR || '.next', 'node-server/server.mjs');
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BARE_PORT = PORT + 1;
/** The site without its page cache. */
const COLD_PORT = PORT + 2;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** Measures of the site and of the bare server per page row, alternated (BENCH_ROUNDS, default 2): the best of each. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PG_PORT = process.env.BENCH_PG_PORT ?? '54391';
/** Generated marks for the registry part: BENCH_MARKS (default 100,000; 0 skips the part). */
const MARKS = Number(process.env.BENCH_MARKS ?? 100_000);
const SEARCHES = 200;
/** Each brand's home page, and a content page (for its first-load JavaScript). */
const BRANDS = [
  {
    host: 'ost.localhost',
    name: 'OST 00',
    shellPath: '/ld/aboutUs',
    pricePath: '/ld/price',
    newsPath: '/ld/aboutVAT',
    article: /href="(\/ld\/VATdetail\/\d+)"/,
  },
  {
    host: 'xm.localhost',
    name: 'XM 10',
    shellPath: '/cht/accountingAudit',
    pricePath: '/cht/price',
    newsPath: '/cht/xmsailSchool/trends',
    article: /href="(\/trends\/\d+\.html)"/,
  },
  {
    host: 'sixdu.localhost',
    name: 'SIX_DU 08',
    shellPath: '/ld/aboutUs',
    pricePath: '/ld/price',
    newsPath: '/ld/aboutVAT',
    article: /href="(\/ld\/VATdetail\/\d+)"/,
  },
  // The trademark and patent brand: no price page and no articles (its pages are /mdt/...): its home only.
  { host: 'mdt.localhost', name: 'MDT 01', shellPath: '/mdt/aboutUs', pricePath: null, newsPath: null, article: null },
];

/** The machine's idle share of its CPU time over `ms` (/proc/stat; 1 where it cannot be read). */
const idleShare = async (ms: number): Promise<number> => {
  const read = () => {
    try {
      const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.trim().split(/\s+/).slice(1).map(Number);
      if (!fields || fields.length < 5) return null;
      return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total: fields.reduce((sum, n) => sum + n, 0) };
    } catch {
      return null;
    }
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  if (!before || !after || after.total === before.total) return 1;
  return (after.idle - before.idle) / (after.total - before.total);
};

/** Waits until the machine is quiet (at least 90% idle over a second), at most 60 s; false when it never was. */
const waitForQuiet = async (): Promise<boolean> => {
  for (let i = 0; i < 60; i++) if ((await idleShare(1000)) >= 0.9) return true;
  return false;
};

/** This process's environment without DATABASE_URL: the bench's own servers use the embedded database. */
const envWithoutDatabase = (): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'DATABASE_URL') env[k] = v;
  return env;
};

/** A fresh data directory the embedded database's own user can enter. */
const freshDataDir = (name: string): string => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `site-bench-${name}`));
  execFileSync('chmod', ['755', dataDir]);
  return dataDir;
};

/** The environment of a measured site: production, one worker, limits off, no warm-up, warnings only. */
const quietSiteEnv = (): NodeJS.ProcessEnv => ({
  ...envWithoutDatabase(),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'off',
  PAGE_CACHE_WARM: '0',
  WEB_CONCURRENCY: '1',
});

/** The production server (with its page cache) on PORT, over the embedded database of a data directory. */
const siteServer = (serverEnv: NodeJS.ProcessEnv, dataDir: string): ChildProcess =>
  spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: path.join(root, 'apps/web'),
    env: { ...serverEnv, PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: PG_PORT },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

/** A GET with a Host header: fetch() drops the Host header, and the brands are told apart by it. */
/** `from`: the loopback address the request leaves from (each of the round trips' loops is a client of its own). */
const get = (url: string, host: string, encoding = 'identity', from?: string) =>
  new Promise<{ status: number; body: string; raw: Buffer; headers: [string, string][] }>((resolve, reject) => {
    request(url, { headers: { host, 'accept-encoding': encoding }, agent: false, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      const headers: [string, string][] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        headers.push([res.rawHeaders[i] as string, res.rawHeaders[i + 1] as string]);
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body: raw.toString('utf8'), raw, headers });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

/** A POST of a JSON body with a Host header. */
const post = (url: string, host: string, json: unknown, from?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(json));
    const req = request(
      url,
      // A connection of its own (no keep-alive): a socket the server closed while the wrk runs went on is never reused.
      {
        method: 'POST',
        agent: false,
        localAddress: from,
        headers: { host, 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/** A German + French battery seller on Amazon: the questionnaire answer the round trip saves. */
const SURVEY_ANSWER = {
  source: 1,
  answerList: [
    { questionId: 1, answer: 'DE,FR' },
    { questionId: 2, answer: 'AMAZON' },
    { questionId: 3, answer: 'Y' },
    { questionId: 4, answer: 'Y' },
    { questionId: 5, answer: 'N' },
    { questionId: 6, answer: 'N' },
    { questionId: 7, answer: 'N' },
  ],
};

const contactBody = () => ({
  companyName: '深圳市示例贸易有限公司',
  name: '压测',
  email: 'bench@example.com',
  phone: '13800138000',
  subject: '德国包装法注册',
  content: '请问德国包装法和WEEE注册需要多长时间？',
  from: 'bench',
  idempotencyKey: randomUUID(),
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Save + result page, CONCURRENCY loops for DURATION seconds: per round trip p50/p99 and round trips per second. */
const roundTrips = async (base: string, host: string, resultPath: string) => {
  const latencies: number[] = [];
  let errors = 0;
  const started = Date.now();
  const deadline = started + DURATION * 1000;
  await Promise.all(
    // Four visitors, each from a loopback address of its own: the site lets a client have one result page in flight
    // (src/lib/page-limits.ts), so four loops from one address measured its 429s.
    Array.from({ length: 4 }, async (_, i) => {
      const from = `127.0.0.${i + 2}`;
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const saved = await post(`${base}/vat/mcSurveyReport/save`, host, SURVEY_ANSWER, from);
        const reportId = saved.status === 200 ? (JSON.parse(saved.body) as { data: string }).data : 'none';
        const page = await get(`${base}${resultPath}?reportId=${reportId}`, host, 'identity', from);
        if (saved.status !== 200 || page.status !== 200) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / ((Date.now() - started) / 1000),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors,
  };
};

/** Contact submissions per second (autocannon POSTs, a new idempotency key each). */
const contactThroughput = async (url: string, host: string): Promise<Measure> => {
  const options: autocannon.Options = {
    url,
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    connections: 10,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(contactBody()) }) }],
  };
  await autocannon({ ...options, duration: 1 }); // warm-up
  const cpuBefore = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  const result = await autocannon({ ...options, duration: DURATION });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average,
    non2xx: result.non2xx + result.errors + result.timeouts,
    generatorCpu: (cpu.user + cpu.system) / (Number(process.hrtime.bigint() - wallBefore) / 1000),
  };
};

const waitFor = async (url: string, host: string, timeoutMs = 120_000) => {
  const start = Date.now();
  for (;;) {
    try {
      if ((await get(url, host)).status === 200) return;
    } catch {}
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 300));
  }
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });

interface Measure {
  rps: number;
  p99: number;
  bytes: number;
  non2xx: number;
  generatorCpu: number;
}

/** wrk's latency text ('850.00us', '1.23ms', '2.01s') in ms. */
const wrkMs = (text: string): number => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
};

/** Makes sure wrk (Debian's package) is there: installed when missing and this runs as root. */
const ensureWrk = () => {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  console.log('› installing wrk (apt-get install wrk)');
  spawnSync(
    'bash',
    ['-c', 'apt-get install -y -qq wrk >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq wrk)'],
    {
      stdio: 'inherit',
    },
  );
  if (spawnSync('wrk', ['--version']).error !== undefined) throw new Error('wrk is missing: apt-get install wrk');
};

/**
 * One wrk run (one thread, CONNECTIONS connections, DURATION s, after a 1 s warm-up): requests/s, p50/p99 and the
 * share of a core wrk used, so a reader sees whether the load generator was the limit. Pinned to the last core when
 * the machine has more than two.
 */
const wrkMeasure = (url: string, headers: Record<string, string>): Measure & { p50: number } => {
  const pin = os.cpus().length > 2 ? ['taskset', '-c', String(os.cpus().length - 1)] : [];
  const run = (seconds: number) => {
    const args = [
      ...pin,
      'wrk',
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      '--latency',
      // wrk adds its own Host (the URL's) unless a header named exactly 'Host' is given: a 'host' header would make a
      // second one, and which of the two a server takes would depend on wrk's table order.
      ...Object.entries(headers).flatMap(([name, value]) => [
        '-H',
        `${name.toLowerCase() === 'host' ? 'Host' : name}: ${value}`,
      ]),
      url,
    ];
    return spawnSync('bash', ['-c', 'TIMEFORMAT="cpu %U %S"; time "$@"', 'bash', ...args], { encoding: 'utf8' });
  };
  run(1);
  const result = run(DURATION);
  const out = result.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const p50 = wrkMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? '');
  const p99 = wrkMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(result.stderr);
  const generatorCpu = cpu ? (Number(cpu[1]) + Number(cpu[2])) / DURATION : 0;
  // Bytes per answer (wrk's Transfer/sec over its Requests/sec): the site and the bare server must send the same.
  const transfer = /Transfer\/sec:\s+([\d.]+)([KMG]?)B/.exec(out);
  const perSecond = transfer ? Number(transfer[1]) * 1024 ** ' KMG'.indexOf(transfer[2] || ' ') : 0;
  return { rps, p50, p99, bytes: rps > 0 ? perSecond / rps : 0, non2xx: non2xx + errors, generatorCpu };
};

const firstLoadJs = async (base: string, html: string) => {
  // <script src> tags, and the hashed loaders server.ts turns them into (s.src="…" inside an inline script). A
  // nomodule script (Next.js's polyfills for browsers without modules) is never fetched by a modern browser: not counted.
  const sources = [
    ...[...html.matchAll(/<script([^>]+)src="([^"]+)"/g)]
      .filter((m) => !/\bnomodule\b/i.test(m[1] as string))
      .map((m) => m[2] as string),
    ...[...html.matchAll(/\bs\.src="([^"]+)";(s\.noModule=true)?/g)].filter((m) => !m[2]).map((m) => m[1] as string),
  ];
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: new Set(sources).size, raw, gzip };
};

// ---------------------------------------------------------------------------------------------------------------
// Trademark registry: import rate, then search latency against a plain pg_trgm query on the same table.

const DESCRIPTORS = ['HOME', 'OUTDOOR', 'KIDS', 'PRO', 'LAB', 'STUDIO', 'BEAUTY', 'TECH', 'PET', 'LIVING'];
/** Marks with a meaning (translations, foreign words, synonyms are looked up for them). */
const MEANING_QUERIES = [
  'MOON',
  'LUNA',
  'RED BULL',
  '红牛',
  'SOLEIL',
  '月亮',
  'GOLDEN STAR',
  'BLUE OCEAN',
  'STELLA',
  'SUN',
];
/** Traditional spellings (their simplified form is a variant). */
const TRADITIONAL_QUERIES = ['門', '龍騰', '華美', '飛鳥', '樂康', '長城'];
/** A Chinese mark with one character swapped for a look-alike neighbour (己 -> 已). */
const lookAlike = (mark: string): string => {
  const [variant] = glyphVariants(mark);
  return variant ?? mark;
};

/** 200 varied queries from the generated registry (same seed as marks:generate): exact, misspelt, sound-alike, pinyin, multi-word, Chinese. */
const searchQueries = (count: number): { kind: string; mark: string }[] => {
  const rng = random(7_777);
  const pool = [...generateMarks(Math.min(MARKS, 20_000))].map((r) => r.mark);
  const latin = pool.filter((m) => /^[A-Z]+$/.test(m) && m.length >= 5);
  const multi = pool.filter((m) => m.includes(' '));
  const chinese = pool.filter((m) => /\p{Script=Han}/u.test(m));
  const pick = (list: string[]) => list[Math.floor(rng() * list.length)] ?? 'SUNRAY';
  const misspell = (m: string) => {
    const i = 1 + Math.floor(rng() * (m.length - 2));
    const op = Math.floor(rng() * 3);
    if (op === 0) return m.slice(0, i) + m.slice(i + 1); // drop a letter
    if (op === 1) return m.slice(0, i) + (m[i + 1] ?? '') + (m[i] ?? '') + m.slice(i + 2); // swap two
    return m.slice(0, i) + 'AEIOU'[Math.floor(rng() * 5)] + m.slice(i + 1); // change one
  };
  const soundAlike = (m: string) =>
    m
      .replace(/PH/g, 'F')
      .replace(/C(?=[AOU])/g, 'K')
      .replace(/QU/g, 'KW')
      .replace(/S$/, 'Z')
      .replace(/I/, 'Y');
  const kinds: [string, () => string][] = [
    ['exact', () => pick(latin)],
    ['misspelt', () => misspell(pick(latin))],
    ['sound-alike', () => soundAlike(pick(latin))],
    ['pinyin', () => markKeys(pick(chinese)).pinyin ?? 'LONGTENG'],
    ['multi-word', () => (rng() < 0.5 ? pick(multi) : `${pick(latin)} ${DESCRIPTORS[Math.floor(rng() * 10)]}`)],
    ['chinese', () => pick(chinese)],
    ['lower-case', () => pick(latin).toLowerCase()],
    ['new coinage', () => `${pick(latin).slice(0, 3)}${pick(latin).slice(-4)}`],
    // The meaning, look-alike and script matchers' lookups (issue 29).
    ['meaning', () => pick(MEANING_QUERIES)],
    ['look-alike', () => lookAlike(pick(chinese))],
    ['traditional', () => pick(TRADITIONAL_QUERIES)],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [kind, make] = kinds[i % kinds.length] as [string, () => string];
    return { kind, mark: make().slice(0, 50) };
  });
};

const marksSection = async (base: string, host: string, dataDir: string) => {
  console.log(
    `\nTrademark registry: ${MARKS.toLocaleString('en')} generated marks (BENCH_MARKS; default 100,000, the goal is measured at 1,000,000), ${SEARCHES} searches\n`,
  );
  const csv = path.join(dataDir, 'marks.csv');
  // A kept data directory (BENCH_DATA_DIR) that already holds the registry is measured as it is: the import of a
  // million marks takes minutes, the searches seconds, and the searches want a quiet machine.
  const { embeddedConnectionString } = await import('@site/db/embedded/password');
  const held = await (async () => {
    if (!process.env.BENCH_DATA_DIR) return 0;
    const probe = new pg.Client({ connectionString: embeddedConnectionString(dataDir, PG_PORT) });
    await probe.connect();
    try {
      const { rows } = await probe.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM marks WHERE source = 'generated'",
      );
      return rows[0]?.n ?? 0;
    } finally {
      await probe.end();
    }
  })();
  let generateSeconds = 0;
  let importSeconds = 0;
  if (held >= MARKS)
    console.log(`the kept data directory holds ${held.toLocaleString('en')} generated marks: not imported again`);
  else {
    const generated = performance.now();
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/cli/marks-generate.ts', String(MARKS), '--out', csv],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    generateSeconds = (performance.now() - generated) / 1000;
    const imported = performance.now();
    const env = envWithoutDatabase();
    const importOutput = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/cli/marks-import.ts', csv, '--source', 'generated'],
      {
        cwd: root,
        env: { ...env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: PG_PORT },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ).toString();
    importSeconds = (performance.now() - imported) / 1000;
    console.log(importOutput.trim());
  }

  const client = new pg.Client({ connectionString: embeddedConnectionString(dataDir, PG_PORT) });
  await client.connect();
  try {
    await client.query('ANALYZE marks');
    const total = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM marks')).rows[0]?.n ?? 0;
    const queries = searchQueries(SEARCHES);

    // Every candidate query is served by indexes at this size (the plans of both halves the search runs, with the
    // search's settings; a search counts once).
    let scans = 0;
    await client.query(`BEGIN READ ONLY; ${CANDIDATE_SETTINGS}`);
    for (const q of queries) {
      let scanned = false;
      for (const { text, values } of candidateParts(markKeys(q.mark))) {
        const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values);
        scanned ||= plan.rows.some((r) => /Seq Scan on marks/.test(r['QUERY PLAN']));
      }
      if (scanned) scans++;
    }
    await client.query('ROLLBACK');

    const timeSearch = async (mark: string) => {
      const t0 = performance.now();
      const res = await post(`${base}/api/ipr/trademark/search`, host, { markElement: mark });
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`search ${mark} answered ${res.status}: ${res.body.slice(0, 200)}`);
      return { ms, hits: (JSON.parse(res.body) as { data: { total: number } }).data.total };
    };
    const PLAIN =
      'SELECT number, mark, similarity(compact, $1) AS score FROM marks WHERE compact % $1 ORDER BY similarity(compact, $1) DESC LIMIT 20';
    const timePlain = async (mark: string) => {
      const t0 = performance.now();
      const res = await client.query(PLAIN, [markKeys(mark).compact]);
      return { ms: performance.now() - t0, hits: res.rowCount ?? 0 };
    };
    for (const q of queries.slice(0, 20)) {
      await timeSearch(q.mark); // warm-up: caches, JIT
      await timePlain(q.mark);
    }
    const search: number[] = [];
    const plain: number[] = [];
    let searchHits = 0;
    let plainHits = 0;
    const slowest: { ms: number; kind: string; mark: string }[] = [];
    for (const q of queries) {
      const s = await timeSearch(q.mark);
      search.push(s.ms);
      searchHits += s.hits;
      slowest.push({ ms: s.ms, kind: q.kind, mark: q.mark });
      const p = await timePlain(q.mark);
      plain.push(p.ms);
      plainHits += p.hits;
    }
    search.sort((a, b) => a - b);
    plain.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const header = ['measure', 'search call (HTTP, candidates + ranking)', 'plain pg_trgm query (SQL only)'];
    console.log(
      [
        `marks in the table: ${total.toLocaleString('en')}; ${
          importSeconds > 0
            ? `generated ${MARKS.toLocaleString('en')} in ${generateSeconds.toFixed(1)} s; imported in ${importSeconds.toFixed(1)} s (${Math.round(MARKS / importSeconds).toLocaleString('en')} marks/s, whole command)`
            : 'imported by an earlier run (BENCH_DATA_DIR)'
        }`,
        `candidate plans with a Seq Scan on marks: ${scans} of ${queries.length}`,
        '',
        header.join(' | '),
        header.map(() => '---').join(' | '),
        ['p50', ms(percentile(search, 0.5)), ms(percentile(plain, 0.5))].join(' | '),
        ['p99', ms(percentile(search, 0.99)), ms(percentile(plain, 0.99))].join(' | '),
        ['max', ms(search[search.length - 1] ?? 0), ms(plain[plain.length - 1] ?? 0)].join(' | '),
        [
          'hits per query (mean)',
          (searchHits / queries.length).toFixed(1),
          (plainHits / queries.length).toFixed(1),
        ].join(' | '),
        '',
        `goal: search p99 <= 50 ms at 1,000,000 marks${MARKS === 1_000_000 ? `: ${percentile(search, 0.99) <= 50 ? 'met' : 'NOT met'}` : ' (run BENCH_MARKS=1000000 npm run bench)'}`,
        `slowest searches: ${slowest
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3)
          .map((x) => `${x.mark} (${x.kind}) ${ms(x.ms)}`)
          .join('; ')}`,
      ].join('\n'),
    );
  } finally {
    await client.end();
  }
};

/**
 * BENCH_ONLY=marks and BENCH_ONLY=logins: one section alone, against the gateway service on its own (no production
 * build), with a fresh data directory and the per-call limits off (hundreds of searches or thousands of logins from
 * one address: packages/gateway/src/limits.ts would answer 429), logging only warnings (one JSON line per request
 * would cost the gateway more than some calls).
 */
const sectionAgainstGateway = async (section: (base: string, host: string, dataDir: string) => Promise<void>) => {
  // BENCH_DATA_DIR: a data directory kept between runs (the marks section then imports only what is missing).
  const kept = process.env.BENCH_DATA_DIR;
  if (kept) mkdirSync(kept, { recursive: true });
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  execFileSync('chmod', ['755', dataDir]);
  const env = envWithoutDatabase();
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'packages/gateway/src/serve.ts'], {
    cwd: root,
    env: {
      ...env,
      GATEWAY_PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: PG_PORT,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/ipr/trademark/member/priceForSurveyReport`, 'localhost');
    await section(base, 'localhost', dataDir);
  } finally {
    await stop(gateway);
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
};

// Logins per second (issue 9): LOGINS accounts made through the gateway's own repository functions (createUser, and
// insertCode for a live code each: not through sendcode, whose per-phone and per-address limits would refuse a bench),
// then one login call per account with its distinct code. autocannon, not wrk: each request needs its own body (the
// next phone and its code), which autocannon's setupRequest gives from this process (wrk would need a Lua script
// over a file of bodies); the bare node:http server answering the same JSON (and a Set-Cookie) is measured with the
// same tool, same connections, same number of requests.
const LOGINS = Number(process.env.BENCH_LOGINS ?? 3_000);
const LOGIN_WARMUP = 300;
const LOGIN_CONNECTIONS = 10;
const LOGIN_BARE_PORT = PORT + 3;

const loginsSection = async (base: string, host: string, dataDir: string) => {
  const { embeddedConnectionString } = await import('@site/db/embedded/password');
  const { createDatabase } = await import('@site/db/client');
  const { createUser } = await import('@site/gateway/accounts/users');
  const { insertCode, newCode } = await import('@site/gateway/accounts/codes');
  const { authSecretOf, deviceHashOf, hashCode } = await import('@site/gateway/accounts/secret');
  const { addressSecret } = await import('@site/gateway/client-address');
  const connection = createDatabase(embeddedConnectionString(dataDir, PG_PORT));
  const { db } = connection;
  const deviceId = 'b'.repeat(32);
  const bareSource = `
    const body = JSON.stringify({ code: 0, msg: 'success', data: { token: '${'t'.repeat(43)}', mercNo: 'M20261125000001' } });
    require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'set-cookie': 'portal_session=${'c'.repeat(43)}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
        });
        res.end(body);
      });
    }).listen(${LOGIN_BARE_PORT}, '127.0.0.1', () => console.log('bare ready'));`;
  const bare = spawn(process.execPath, ['-e', bareSource], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const secret = await authSecretOf({ db, authSecret: process.env.AUTH_SECRET })();
    const deviceHash = deviceHashOf(process.env.ADDRESS_HASH_SECRET ?? (await addressSecret(db)), deviceId);
    const total = LOGINS + LOGIN_WARMUP;
    const made = performance.now();
    const accounts: { phone: string; smsCode: string }[] = [];
    const first = 17_000_000_000 + Math.floor(Math.random() * 900_000_000);
    for (let i = 0; i < total; i += 1) {
      const phone = String(first + i);
      const user = await createUser(db, {
        e164: `+86${phone}`,
        areaCode: '86',
        phone,
        platform: '00',
        passwordHash: null,
        channelNo: null,
        pointType: null,
        intoWay: 'bench',
        entryReportId: null,
        deviceId,
      });
      if (!user) throw new Error(`bench phone ${phone} is registered already`);
      const smsCode = newCode();
      await insertCode(db, {
        e164: `+86${phone}`,
        areaCode: '86',
        phone,
        deviceHash,
        codeHash: hashCode(secret, { e164: `+86${phone}`, deviceHash, code: smsCode }),
      });
      accounts.push({ phone, smsCode });
    }
    const madeSeconds = (performance.now() - made) / 1000;
    console.log(
      `\nLogins (BENCH_LOGINS=${LOGINS} accounts with a live code each, made in ${madeSeconds.toFixed(1)} s through the repository; ` +
        `autocannon, ${LOGIN_CONNECTIONS} connections, one login per account, after ${LOGIN_WARMUP} warm-up logins)\n`,
    );
    let next = 0;
    const measure = async (url: string, amount: number) => {
      const t0 = performance.now();
      const result = await autocannon({
        url,
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        connections: LOGIN_CONNECTIONS,
        amount,
        requests: [
          {
            setupRequest: (req: autocannon.Request) => {
              const account = accounts[next % accounts.length];
              next += 1;
              return { ...req, body: JSON.stringify({ ...account, deviceId, agreementAccepted: true }) };
            },
          },
        ],
      });
      return {
        // autocannon's own duration is in whole seconds: the wall time of the run instead.
        rps: result.requests.total / ((performance.now() - t0) / 1000),
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
      };
    };
    await waitFor(`http://127.0.0.1:${LOGIN_BARE_PORT}/`, host);
    await measure(`${base}/system/user/login`, LOGIN_WARMUP);
    const site = await measure(`${base}/system/user/login`, LOGINS);
    const bareResult = await measure(`http://127.0.0.1:${LOGIN_BARE_PORT}/system/user/login`, LOGINS);
    const sessions = await connection.pool.query<{ n: string }>(
      "select count(*) as n from sessions s join users u on u.id = s.user_id where u.into_way = 'bench'",
    );
    const header = ['measure', 'site', 'bare', 'ratio', 'note'];
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      [
        header.join(' | '),
        header.map(() => '---').join(' | '),
        [
          'logins/s',
          site.rps.toFixed(0),
          bareResult.rps.toFixed(0),
          `${((site.rps / bareResult.rps) * 100).toFixed(1)}%`,
          `${sessions.rows[0]?.n ?? '?'} sessions made (of ${LOGINS + LOGIN_WARMUP})${site.failed ? `; ${site.failed} failed` : ''}`,
        ].join(' | '),
        ['login p50', ms(site.p50), ms(bareResult.p50), `${((bareResult.p50 / site.p50) * 100).toFixed(1)}%`, ''].join(
          ' | ',
        ),
        ['login p99', ms(site.p99), ms(bareResult.p99), `${((bareResult.p99 / site.p99) * 100).toFixed(1)}%`, ''].join(
          ' | ',
        ),
      ].join('\n'),
    );
  } finally {
    await stop(bare);
    await connection.close();
  }
};

// The back office's funnel (issue 25 section 4): FUNNEL_VISITS visits (default 1,000,000) over the last 90 days,
// inserted with generate_series in one statement (the visit triggers keep the daily counts as the site's own inserts
// do), with reports, searches, registrations, contact requests and attorney requests beside them; then the funnel
// call's queries (packages/gateway/src/admin/funnel.ts: the steps per day, brand and channel, the top landing pages and
// referrers) over those 90 days, next to a plain count(*) of the same visits and to the same grouping read from the
// raw visits.
const FUNNEL_VISITS = Number(process.env.BENCH_FUNNEL_VISITS ?? 1_000_000);
const FUNNEL_RUNS = 50;

const funnelSection = async (_base: string, _host: string, dataDir: string) => {
  const { embeddedConnectionString } = await import('@site/db/embedded/password');
  const { createDatabase } = await import('@site/db/client');
  const { funnelReport } = await import('@site/gateway/admin/funnel');
  const { parseHostMap } = await import('@site/contracts/hosts');
  const url = embeddedConnectionString(dataDir, PG_PORT);
  const connection = createDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    console.log(`\nFunnel (${FUNNEL_VISITS.toLocaleString('en')} visits over 90 days; ${FUNNEL_RUNS} runs each)\n`);
    const t0 = performance.now();
    // Brands, 20 channels and none, 40 pages, referrers: none, three search engines, the brand's own pages.
    await client.query(
      `INSERT INTO visitor_records (platform, device_id, path, referrer, channel_no, created_at)
       SELECT (array['00','01','08','10','13','15','19','20'])[1 + g % 8], md5((g % 200000)::text),
         '/ld/page' || (g % 40),
         (array[null, 'https://www.baidu.com/s?wd=vat', 'https://www.google.com/', 'https://www.zhihu.com/question/1',
           'http://ost.localhost/ld/page1', 'http://ost.localhost/ld/page2'])[1 + g % 6],
         CASE WHEN g % 21 = 0 THEN NULL ELSE 'CH' || lpad((g % 21)::text, 2, '0') END,
         now() - (g::float8 / $1) * interval '90 days'
       FROM generate_series(1, $1::int) g`,
      [FUNNEL_VISITS],
    );
    const steps = Math.max(1, Math.round(FUNNEL_VISITS / 50));
    await client.query(
      `INSERT INTO questionnaire_reports (platform, device_id, channel_no, answers, report, services, engine_version,
         rules_version, checked_on, created_at)
       SELECT (array['00','01','08','10'])[1 + g % 4], md5((g % 200000)::text), 'CH' || lpad((g % 21)::text, 2, '0'),
         '[]', '{}', '[]', 'bench', 'bench', current_date, now() - (g::float8 / $1) * interval '90 days'
       FROM generate_series(1, $1::int) g`,
      [steps],
    );
    await client.query(
      `INSERT INTO trademark_search_records (device_id, search_type, mark, mark_key, platform, searched_at)
       SELECT md5(g::text), 0, 'MARK' || g, 'mark' || g, (array['00','01','08','10'])[1 + g % 4],
         now() - (g::float8 / $1) * interval '90 days'
       FROM generate_series(1, $1::int) g`,
      [Math.round(steps / 2)],
    );
    await client.query(
      `INSERT INTO users (merc_no, platform, phone, e164, channel_no, device_id, created_at)
       SELECT 'BENCH' || g, (array['00','01','08','10'])[1 + g % 4], '139' || lpad(g::text, 8, '0'),
         '+86139' || lpad(g::text, 8, '0'), 'CH' || lpad((g % 21)::text, 2, '0'), md5(g::text),
         now() - (g::float8 / $1) * interval '90 days'
       FROM generate_series(1, $1::int) g ON CONFLICT DO NOTHING`,
      [Math.round(steps / 5)],
    );
    await client.query(
      `INSERT INTO contact_messages (platform, name, email, content, channel_no, created_at)
       SELECT (array['00','01','08','10'])[1 + g % 4], 'bench', 'b@example.com', 'bench',
         'CH' || lpad((g % 21)::text, 2, '0'), now() - (g::float8 / $1) * interval '90 days'
       FROM generate_series(1, $1::int) g`,
      [Math.round(steps / 5)],
    );
    await client.query(
      `INSERT INTO artificial_requests (kind, platform, device_id, mark, day, created_at)
       SELECT 'trademark', (array['00','01','08','10'])[1 + g % 4], md5((g % 200000)::text), 'MARK', current_date,
         now() - (g::float8 / $1) * interval '90 days'
       FROM generate_series(1, $1::int) g`,
      [Math.round(steps / 10)],
    );
    await client.query(
      'ANALYZE visitor_records, visit_days, visit_day_pages, questionnaire_reports, trademark_search_records, users, contact_messages, artificial_requests',
    );
    const seeded = (performance.now() - t0) / 1000;
    const counts = (
      await client.query<{ visits: number; days: number; pages: number }>(
        `SELECT (SELECT count(*)::int FROM visitor_records) AS visits, (SELECT count(*)::int FROM visit_days) AS days,
           (SELECT count(*)::int FROM visit_day_pages) AS pages`,
      )
    ).rows[0];
    const day = (offset: number) =>
      new Date(Date.now() + 8 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
    const filter = { from: day(89), to: day(0), granularity: 'day' as const };
    const hostMap = parseHostMap({});
    const PLAIN = `SELECT count(*) FROM visitor_records
      WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'Asia/Shanghai'
        AND created_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`;
    const RAW = `SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, platform, channel_no, count(*) FROM visitor_records
      WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'Asia/Shanghai'
        AND created_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai' GROUP BY 1, 2, 3`;
    const timed = async (run: () => Promise<unknown>, times: number) => {
      const out: number[] = [];
      for (let i = 0; i < times; i++) {
        const t = performance.now();
        await run();
        out.push(performance.now() - t);
      }
      return out.sort((a, b) => a - b);
    };
    let report: Awaited<ReturnType<typeof funnelReport>> | undefined;
    const funnel = () => funnelReport(connection.db, filter, hostMap).then((r) => (report = r));
    const plain = () => client.query(PLAIN, [filter.from, filter.to]);
    const raw = () => client.query(RAW, [filter.from, filter.to]);
    await timed(funnel, 5);
    await timed(plain, 5);
    const funnelMs = await timed(funnel, FUNNEL_RUNS);
    const plainMs = await timed(plain, FUNNEL_RUNS);
    const rawMs = await timed(raw, 10);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const header = [
      'measure',
      'funnel call queries (90 days, every brand and channel, by day)',
      'plain count(*) of the same visits',
      'grouping the raw visits per day, brand, channel (10 runs)',
    ];
    console.log(
      [
        `seeded in ${seeded.toFixed(1)} s: ${counts?.visits.toLocaleString('en')} visits, ${counts?.days.toLocaleString('en')} daily rows, ${counts?.pages.toLocaleString('en')} daily page rows; the funnel counted ${report?.totals.visits.toLocaleString('en')} visits, ${report?.totals.reports} reports, ${report?.totals.contacts} contact requests`,
        '',
        header.join(' | '),
        header.map(() => '---').join(' | '),
        ['p50', ms(percentile(funnelMs, 0.5)), ms(percentile(plainMs, 0.5)), ms(percentile(rawMs, 0.5))].join(' | '),
        ['p99', ms(percentile(funnelMs, 0.99)), ms(percentile(plainMs, 0.99)), ms(percentile(rawMs, 0.99))].join(' | '),
        '',
        `goal: funnel p99 < 300 ms at 1,000,000 visits${FUNNEL_VISITS >= 1_000_000 ? `: ${percentile(funnelMs, 0.99) < 300 ? 'met' : 'NOT met'}` : ''}`,
      ].join('\n'),
    );
  } finally {
    await client.end();
    await connection.close();
  }
};

/**
 * BENCH_ONLY=start (issue 27, "a two-second start"): `npm start` (scripts/start.sh, after the build is checked) twice
 * on one fresh data directory, each timed from the spawn to the first 200 of a brand's home page: the first start
 * (initdb, every migration, the seed) is the baseline, the second (an existing data directory: migrations and seed
 * skipped) the figure the goal is about. The server's own line of its start's phases is printed beside each.
 */
const startSection = async () => {
  execFileSync('bash', ['scripts/ensure-build.sh'], { cwd: root, stdio: 'inherit' });
  const dataDir = freshDataDir('start-');
  const env = envWithoutDatabase();
  const host = BRANDS[0]?.host ?? 'localhost';
  const once = async () => {
    const t0 = performance.now();
    const child = spawn('bash', ['scripts/start.sh'], {
      cwd: root,
      env: { ...env, PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: PG_PORT, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const phases: string[] = [];
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const msg = /"msg":"([^"]*)"/.exec(line)?.[1] ?? line;
        if (/started in|database ready in|ready on/.test(msg)) phases.push(msg);
      }
    });
    try {
      for (;;) {
        try {
          if ((await get(`http://127.0.0.1:${PORT}/`, host)).status === 200) break;
        } catch {}
        if (performance.now() - t0 > 180_000) throw new Error('no 200 within 180 s');
        await new Promise((r) => setTimeout(r, 25));
      }
      return { seconds: (performance.now() - t0) / 1000, phases };
    } finally {
      await stop(child);
    }
  };
  try {
    const first = await once();
    const second = await once();
    console.log(
      `\nStart (npm start's scripts/start.sh, spawn to the first 200 of ${host}/; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})\n`,
    );
    console.log(['measure', 'time to first 200', 'goal', 'server phases'].join(' | '));
    console.log(['---', '---', '---', '---'].join(' | '));
    console.log(
      [
        'first start (new data directory: baseline)',
        `${first.seconds.toFixed(2)} s`,
        '',
        first.phases.join(' / '),
      ].join(' | '),
    );
    console.log(
      [
        'second start (existing data directory)',
        `${second.seconds.toFixed(2)} s`,
        '≤ 2 s',
        second.phases.join(' / '),
      ].join(' | '),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/**
 * BENCH_ONLY=report (issue 27, "the report"): the questionnaire round trip (save, then the result page) and a reload of
 * that result page, one loop for BENCH_SECONDS (one client: the page guard lets a client have one result page in flight,
 * so more loops from this address would measure its 429s), against the production server with its private report cache (the page
 * cache, PAGE_CACHE_MB default) and the same site without it (PAGE_CACHE_MB=0: the baseline), on one database, in one
 * run. WEB_CONCURRENCY=1 for both. Each server prints the reports shown ahead (its printer, as `npm start` has it)
 * once it is quiet, so the bench waits for one server's printer to be done (/_health) before measuring the other.
 */
const reportSection = async () => {
  execFileSync('bash', ['scripts/ensure-build.sh'], { cwd: root, stdio: 'inherit' });
  const dataDir = freshDataDir('report-');
  const serverEnv = quietSiteEnv();
  const host = BRANDS[0]?.host ?? 'ost.localhost';
  const on = siteServer(serverEnv, dataDir);
  let off: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${PORT}/`, host);
    off = await uncachedServer(serverEnv, dataDir);
    await waitFor(`http://127.0.0.1:${COLD_PORT}/`, host);
    const RESULT_PATH = '/ld/questionAnswer';
    // A browser asks for compression: its miss is sent as gzip, and that gzip is what the cache keeps (no packing twice).
    const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
    const measure = async (base: string, encoding = 'identity') => {
      const trips: number[] = [];
      const reloads: number[] = [];
      let errors = 0;
      const deadline = Date.now() + DURATION * 1000;
      await Promise.all(
        Array.from({ length: 1 }, async () => {
          while (Date.now() < deadline) {
            const t0 = performance.now();
            const saved = await post(`${base}/vat/mcSurveyReport/save`, host, SURVEY_ANSWER);
            const reportId = saved.status === 200 ? (JSON.parse(saved.body) as { data: string }).data : 'none';
            const page = await get(`${base}${RESULT_PATH}?reportId=${reportId}`, host, encoding);
            trips.push(performance.now() - t0);
            const t1 = performance.now();
            const again = await get(`${base}${RESULT_PATH}?reportId=${reportId}`, host, encoding);
            reloads.push(performance.now() - t1);
            if (saved.status !== 200 || page.status !== 200 || again.status !== 200) {
              if (errors === 0)
                console.log(
                  `first error: save ${saved.status} ${saved.body.slice(0, 120)}, page ${page.status}, reload ${again.status}`,
                );
              errors++;
            }
          }
        }),
      );
      trips.sort((a, b) => a - b);
      reloads.sort((a, b) => a - b);
      return { trips, reloads, errors };
    };
    // The prints ahead a measure left (each server prints the reports shown once it is quiet: src/lib/foreground.ts)
    // are done before the next measure starts, so one server's printing never runs beside the other's measure.
    const printerSettled = async (base: string) => {
      for (let i = 0; i < 600; i++) {
        const health = JSON.parse((await get(`${base}/_health`, host)).body) as {
          printer?: { printing: number; waiting: number; pending: number };
        };
        const printer = health.printer;
        if (!printer || printer.printing + printer.waiting + printer.pending === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const measured = async (base: string, encoding?: string) => {
      const result = await measure(base, encoding);
      await printerSettled(base);
      return result;
    };
    // A warm-up of each (the first renders load the page's code), then the measures, alternated.
    await measured(`http://127.0.0.1:${COLD_PORT}`);
    await measured(`http://127.0.0.1:${PORT}`);
    const baseline = await measured(`http://127.0.0.1:${COLD_PORT}`);
    const cached = await measured(`http://127.0.0.1:${PORT}`);
    const baselineZ = await measured(`http://127.0.0.1:${COLD_PORT}`, BROWSER_ENCODING);
    const cachedZ = await measured(`http://127.0.0.1:${PORT}`, BROWSER_ENCODING);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `\nThe report (${DURATION} s each, one visitor's loop: the result page allows one request at a time per client; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})\n`,
    );
    console.log(['measure', 'cache off (baseline)', 'cache on', 'goal', 'note'].join(' | '));
    console.log(['---', '---', '---', '---', '---'].join(' | '));
    const row = (
      name: string,
      pick: (r: typeof baseline) => number[],
      p: number,
      goal: string,
      [off, on] = [baseline, cached],
    ) =>
      console.log(
        [
          name,
          ms(percentile(pick(off), p)),
          ms(percentile(pick(on), p)),
          goal,
          `${pick(off).length}/${pick(on).length} samples${off.errors + on.errors ? `; ${off.errors}/${on.errors} errors` : ''}`,
        ].join(' | '),
      );
    row('round trip (save + result page) p50', (r) => r.trips, 0.5, '');
    row('round trip (save + result page) p99', (r) => r.trips, 0.99, '≤ 100 ms');
    row('reload of the result page p50', (r) => r.reloads, 0.5, '');
    row('reload of the result page p99', (r) => r.reloads, 0.99, '');
    const browser: [typeof baseline, typeof baseline] = [baselineZ, cachedZ];
    row('round trip, as a browser asks (gzip, br) p50', (r) => r.trips, 0.5, '', browser);
    row('round trip, as a browser asks (gzip, br) p99', (r) => r.trips, 0.99, '≤ 100 ms', browser);
    row('reload, as a browser asks (gzip, br) p50', (r) => r.reloads, 0.5, '', browser);
    row('reload, as a browser asks (gzip, br) p99', (r) => r.reloads, 0.99, '', browser);
  } finally {
    if (off) await stop(off);
    await stop(on);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/**
 * Every page kind Lighthouse scores (issue 27: mobile 0.95 or more on each): OST's home, content, list, article,
 * video, partner, Q&A, the questionnaire's page, a tool, the trademark and category searches, the result page of a
 * report saved for it, the portal's login and registration, and the home pages of XM, MDT and the EU site.
 */
const LIGHTHOUSE_PAGES: { name: string; host: string; path: string }[] = [
  { name: 'OST home', host: 'ost.localhost', path: '/' },
  { name: 'OST content (VAT service)', host: 'ost.localhost', path: '/ld/VAT' },
  { name: 'OST article list', host: 'ost.localhost', path: '/ld/aboutVat' },
  { name: 'OST article', host: 'ost.localhost', path: '/ld/aboutVat/103' },
  { name: 'OST video', host: 'ost.localhost', path: '/ld/videoDetail/1' },
  { name: 'OST partner', host: 'ost.localhost', path: '/ld/cooperative/1' },
  { name: 'OST Q&A', host: 'ost.localhost', path: '/ld/problem/102' },
  { name: 'OST questionnaire page', host: 'ost.localhost', path: '/buyingGuide' },
  { name: 'OST tool (calculator)', host: 'ost.localhost', path: '/ld/calculate/4' },
  { name: 'OST trademark search', host: 'ost.localhost', path: '/search' },
  { name: 'OST category search', host: 'ost.localhost', path: '/searchCategory' },
  { name: 'OST result page', host: 'ost.localhost', path: '/ld/questionAnswer?reportId=%REPORT%' },
  { name: 'OST portal login', host: 'ost.localhost', path: '/user/login' },
  { name: 'OST portal registration', host: 'ost.localhost', path: '/user/register' },
  { name: 'XM 10 home', host: 'xm.localhost', path: '/' },
  { name: 'MDT 01 home', host: 'mdt.localhost', path: '/' },
  { name: 'EU home', host: 'eu.localhost', path: '/' },
];

/**
 * Lighthouse over LIGHTHOUSE_PAGES against the running site at `base` (`origin` with %HOST% for the brand's host): a
 * report is saved for the result page, every page is asked for until the page cache holds it fresh, and the run waits
 * for a quiet machine (Lighthouse times the page's tasks on this machine).
 */
const lighthouseRun = async (base: string, origin: string) => {
  const saved = await post(`${base}/vat/mcSurveyReport/save`, 'ost.localhost', SURVEY_ANSWER);
  const reportId = saved.status === 200 ? (JSON.parse(saved.body) as { data: string }).data : 'none';
  const targets = LIGHTHOUSE_PAGES.map((page) => ({
    name: page.name,
    url: `${origin.replace('%HOST%', page.host)}${page.path.replace('%REPORT%', reportId)}`,
  }));
  for (const page of LIGHTHOUSE_PAGES) {
    const pagePath = page.path.replace('%REPORT%', reportId);
    for (let i = 0; i < 20; i++) {
      const answer = await get(`${base}${pagePath}`, page.host);
      const state = answer.headers.find(([name]) => name.toLowerCase() === 'x-page-cache')?.[1];
      if (answer.status !== 200) console.log(`(${page.name}: HTTP ${answer.status})`);
      if (answer.status !== 200 || state === 'HIT' || state === undefined) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const waitStarted = performance.now();
  const quiet = await waitForQuiet();
  const waited = Math.round((performance.now() - waitStarted) / 1000);
  if (!quiet) console.log('\n(the machine was not quiet after 60 s: Lighthouse runs beside other work)');
  else if (waited > 1) console.log(`\n(Lighthouse waited ${waited} s for a quiet machine)`);
  spawnSync(process.execPath, [path.join(root, 'scripts/bench-lighthouse.mjs'), JSON.stringify(targets)], {
    stdio: 'inherit',
  });
};

/**
 * BENCH_ONLY=lighthouse (issue 27, "Lighthouse mobile 0.95 or more on every page kind"): the production server with
 * its page cache (WEB_CONCURRENCY=1) on a fresh data directory, and lighthouseRun over every page kind.
 */
const lighthouseSection = async () => {
  execFileSync('bash', ['scripts/ensure-build.sh'], { cwd: root, stdio: 'inherit' });
  const dataDir = freshDataDir('lighthouse-');
  const server = siteServer(quietSiteEnv(), dataDir);
  try {
    await waitFor(`http://127.0.0.1:${PORT}/`, 'ost.localhost');
    await lighthouseRun(`http://127.0.0.1:${PORT}`, `http://%HOST%:${PORT}`);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** Every brand's host the memory load visits (each brand's sitemap). */
const MEMORY_HOSTS = [
  'ost.localhost',
  'xm.localhost',
  'eu.localhost',
  'mdt.localhost',
  'consult.localhost',
  'korea.localhost',
  'lvzhou.localhost',
  'reme.localhost',
  'shuyou.localhost',
  'sixdu.localhost',
  'tianhe.localhost',
];

/** Resident memory (PSS) of every process of the site by role, from its /_health (src/lib/process-memory.ts). */
const siteMemory = async (base: string): Promise<{ total: number; byRole: Record<string, number>; count: number }> => {
  const health = JSON.parse((await get(`${base}/_health`, 'ost.localhost')).body) as {
    memory?: { processes?: { role: string; pssBytes?: number; rssBytes: number }[] };
  };
  const byRole: Record<string, number> = {};
  let total = 0;
  const processes = health.memory?.processes ?? [];
  for (const p of processes) {
    const bytes = p.pssBytes ?? p.rssBytes;
    byRole[p.role] = (byRole[p.role] ?? 0) + bytes;
    total += bytes;
  }
  return { total, byRole, count: processes.length };
};

/**
 * BENCH_ONLY=memory (issue 27, "half the memory"): the site as `npm start` serves it (scripts/start.sh: the bundle, the
 * default WEB_CONCURRENCY, limits on, the page cache warmed) on a fresh data directory; every process's memory
 * (PSS: what the machine pays; /_health) after the warm-up, at the end of BENCH_MEMORY_SECONDS (default 600) of mixed
 * load, and 40 s later (the printer closes when idle). The mixed load: wrk at 4 connections over every brand's sitemap
 * pages (a tenth with a tracking parameter), and a visitor saving a questionnaire, viewing its result page every 7 s
 * and downloading its PDF every 5th time. The baseline, in the same run: the same with two workers
 * (WEB_CONCURRENCY=2, the default on two cores before).
 */
const memorySection = async () => {
  execFileSync('bash', ['scripts/ensure-build.sh'], { cwd: root, stdio: 'inherit' });
  ensureWrk();
  const seconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 600);
  const base = `http://127.0.0.1:${PORT}`;
  const measureOne = async (workers: string | undefined) => {
    const dataDir = freshDataDir('memory-');
    const env: NodeJS.ProcessEnv = { ...envWithoutDatabase(), NODE_ENV: 'production', LOG_LEVEL: 'info' };
    delete env.WEB_CONCURRENCY;
    delete env.PAGE_CACHE_WARM;
    delete env.RATE_LIMITS;
    if (workers) env.WEB_CONCURRENCY = workers;
    // npm start's own script (its environment, MALLOC_ARENA_MAX included), which execs the bundle.
    const server = spawn('bash', ['scripts/start.sh'], {
      cwd: root,
      env: { ...env, PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: PG_PORT },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let warmed = 0;
    let workerCount = 1;
    let buffered = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('page cache warmed')) warmed++;
        const ready = /ready on http[^(]*\((\d+) workers/.exec(line);
        if (ready) workerCount = Number(ready[1]);
      }
    });
    try {
      await waitFor(`${base}/`, 'ost.localhost');
      // Every worker logs its warm-up's end.
      const warmStart = performance.now();
      while (warmed < workerCount) {
        if (performance.now() - warmStart > 900_000) throw new Error('the warm-up did not end within 15 minutes');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const warmSeconds = (performance.now() - warmStart) / 1000;
      const afterWarm = await siteMemory(base);
      // The pages of every brand's sitemap, as wrk requests.
      const requests: string[] = [];
      for (const host of MEMORY_HOSTS) {
        const sitemap = (await get(`${base}/sitemap.xml`, host)).body;
        for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
          const url = new URL(loc as string);
          const pagePath = `${url.pathname}${url.search}`;
          requests.push(`wrk.format('GET', ${JSON.stringify(pagePath)}, { Host = ${JSON.stringify(host)} })`);
          if (requests.length % 10 === 0)
            requests.push(
              `wrk.format('GET', ${JSON.stringify(`${pagePath}${url.search ? '&' : '?'}utm_source=bench`)}, { Host = ${JSON.stringify(host)} })`,
            );
        }
      }
      const script = path.join(dataDir, 'memory-load.lua');
      writeFileSync(
        script,
        [
          'local requests = {',
          ...requests.map((r) => `  ${r},`),
          '}',
          'local i = 0',
          'request = function()',
          '  i = i % #requests + 1',
          '  return requests[i]',
          'end',
          'init = function() wrk.headers["Accept-Encoding"] = "gzip, deflate, br" end',
        ].join('\n'),
      );
      const wrk = spawn('wrk', ['-t1', '-c4', `-d${seconds}s`, '-s', script, base], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let wrkOutput = '';
      wrk.stdout?.on('data', (chunk: Buffer) => {
        wrkOutput += chunk.toString('utf8');
      });
      const wrkDone = new Promise<void>((resolve) => wrk.once('exit', () => resolve()));
      // The visitor's questionnaires, result pages and PDFs beside it.
      let reports = 0;
      let pdfs = 0;
      let failures = 0;
      const deadline = Date.now() + seconds * 1000;
      while (Date.now() < deadline) {
        const saved = await post(`${base}/vat/mcSurveyReport/save`, 'ost.localhost', SURVEY_ANSWER);
        const reportId = saved.status === 200 ? (JSON.parse(saved.body) as { data: string }).data : null;
        if (reportId) {
          const page = await get(`${base}/ld/questionAnswer?reportId=${reportId}`, 'ost.localhost');
          reports++;
          if (page.status !== 200) failures++;
          if (reports % 5 === 0) {
            const pdf = await get(`${base}/ld/questionAnswer/pdf?reportId=${reportId}`, 'ost.localhost');
            pdfs++;
            if (pdf.status !== 200) failures++;
          }
        } else failures++;
        await new Promise((resolve) => setTimeout(resolve, 7000));
      }
      await wrkDone;
      const atEnd = await siteMemory(base);
      await new Promise((resolve) => setTimeout(resolve, 40_000));
      const later = await siteMemory(base);
      const requestsDone = /(\d+) requests in/.exec(wrkOutput)?.[1] ?? '?';
      return { workerCount, warmSeconds, afterWarm, atEnd, later, requestsDone, reports, pdfs, failures };
    } finally {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  // BENCH_MEMORY_BASELINE=0 measures the default start alone (half the time).
  const baseline = process.env.BENCH_MEMORY_BASELINE === '0' ? undefined : await measureOne('2');
  const current = await measureOne(undefined);
  const mb = (bytes: number | undefined) => (bytes === undefined ? '-' : `${Math.round(bytes / 1024 / 1024)} MB`);
  console.log(
    `\nMemory (PSS of every process of the site, /_health), ${seconds} s of mixed load; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  const columns = [
    `baseline: 2 workers`,
    `default: ${current.workerCount === 1 ? 'one process' : `${current.workerCount} workers`}`,
  ];
  console.log(['measure', ...columns, 'goal'].join(' | '));
  console.log(['---', ...columns.map(() => '---'), '---'].join(' | '));
  const row = (name: string, pick: (r: typeof current) => string, goal = '') =>
    console.log([name, baseline ? pick(baseline) : 'not measured', pick(current), goal].join(' | '));
  row('warm-up (every sitemap page of every brand)', (r) => `${r.warmSeconds.toFixed(0)} s`);
  row('total after warm-up', (r) => mb(r.afterWarm.total), '≤ 1024 MB');
  row('total at the end of the load', (r) => mb(r.atEnd.total), '≤ 1024 MB');
  row('total 40 s later (printer closed)', (r) => mb(r.later.total), '≤ 1024 MB');
  for (const role of ['primary', 'worker', 'postgres', 'browser', 'other'])
    row(`- ${role} at the end of the load`, (r) => mb(r.atEnd.byRole[role]));
  row('page views (wrk, 4 connections)', (r) => r.requestsDone);
  row('reports / PDFs (failures)', (r) => `${r.reports} / ${r.pdfs} (${r.failures})`);
};

const main = async () => {
  if (process.env.BENCH_ONLY === 'start') return startSection();
  if (process.env.BENCH_ONLY === 'memory') return memorySection();
  if (process.env.BENCH_ONLY === 'report') return reportSection();
  if (process.env.BENCH_ONLY === 'lighthouse') return lighthouseSection();
  if (process.env.BENCH_ONLY === 'marks') return sectionAgainstGateway(marksSection);
  if (process.env.BENCH_ONLY === 'logins') return sectionAgainstGateway(loginsSection);
  if (process.env.BENCH_ONLY === 'funnel') return sectionAgainstGateway(funnelSection);
  if (process.env.BENCH_ONLY === 'flood') {
    // One client flooding cache variants and PDFs beside other clients (scripts/bench-flood.ts).
    execFileSync('bash', ['scripts/ensure-build.sh'], { cwd: root, stdio: 'inherit' });
    ensureWrk();
    return (await import('./bench-flood.ts')).floodSection();
  }
  execFileSync('bash', ['scripts/ensure-build.sh'], { cwd: root, stdio: 'inherit' });
  ensureWrk();
  const dataDir = freshDataDir('');
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // One JSON line per request would cost the servers more than the answers.
    LOG_LEVEL: 'warn',
    // The bench submits the contact form thousands of times from one address.
    CONTACT_RATE_LIMIT: '999999/1m',
    // ... and the other calls too (the per-call limits of packages/gateway/src/limits.ts).
    RATE_LIMITS: 'off',
    // The pages measured are rendered and stored by the bench itself; a warm-up would run beside the measures.
    PAGE_CACHE_WARM: '0',
    // One process, compared with one bare process (WEB_CONCURRENCY workers would each need their own warm pages).
    WEB_CONCURRENCY: '1',
  };
  const started = performance.now();
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: path.join(root, 'apps/web'),
    env: { ...serverEnv, PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: PG_PORT },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let bare: ChildProcess | undefined;
  let cold: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/`, BRANDS[0]?.host ?? 'localhost');
    const coldStartSeconds = (performance.now() - started) / 1000;
    // The same site without its page cache (PAGE_CACHE_MB=0), on the same database: the cold figures.
    cold = await uncachedServer(serverEnv, dataDir);
    await waitFor(`http://127.0.0.1:${COLD_PORT}/`, BRANDS[0]?.host ?? 'localhost');

    // The pages measured, for each brand: its home, its price page and the newest article of its news list.
    const ost = BRANDS[0]?.host ?? 'ost.localhost';
    const targets: { name: string; host: string; path: string }[] = [];
    for (const brand of BRANDS) {
      targets.push({ name: `${brand.name} home`, host: brand.host, path: '/' });
      if (brand.pricePath) targets.push({ name: `${brand.name} price`, host: brand.host, path: brand.pricePath });
      if (brand.newsPath && brand.article) {
        const news = (await get(`${base}${brand.newsPath}`, brand.host)).body;
        const articlePath = brand.article.exec(news)?.[1];
        if (!articlePath) throw new Error(`no article link on ${brand.name}'s ${brand.newsPath}`);
        targets.push({ name: `${brand.name} article`, host: brand.host, path: articlePath });
      }
    }
    // The exact bytes each page is served with, for the bare server.
    // With the headers the site answered them with (security headers, policy, ETag...): the bare server sends the
    // same bytes, headers included; only what Node.js adds itself or what depends on the encoding is left to it.
    // The gzip body too, as the site's cache stores it (its level, not the bare server's choice).
    const pages: { host: string; path: string; body: string; gzip?: string; headers: [string, string][] }[] = [];
    for (const target of targets) {
      for (let i = 0; i < 3; i++) await get(`${base}${target.path}`, target.host); // render and cache
      const page = await get(`${base}${target.path}`, target.host);
      const gzipped = await get(`${base}${target.path}`, target.host, 'gzip');
      const gzip = gzipped.headers.some(([name, value]) => /^content-encoding$/i.test(name) && value === 'gzip');
      pages.push({
        host: target.host,
        path: target.path,
        body: page.body,
        ...(gzip ? { gzip: gzipped.raw.toString('base64') } : {}),
        headers: page.headers,
      });
    }
    // A stored report's result page: the bytes the bare server answers for the round trip.
    const RESULT_PATH = '/ld/questionAnswer';
    const sampleSave = await post(`${base}/vat/mcSurveyReport/save`, ost, SURVEY_ANSWER);
    const sampleId = (JSON.parse(sampleSave.body) as { data: string }).data;
    const resultPage = await get(`${base}${RESULT_PATH}?reportId=${sampleId}`, ost);
    if (resultPage.status !== 200) throw new Error(`result page answered ${resultPage.status}`);
    pages.push({ host: ost, path: RESULT_PATH, body: resultPage.body, headers: resultPage.headers });
    const bareSource = `
      const http = require('node:http');
      const zlib = require('node:zlib');
      const pages = new Map(JSON.parse(require('node:fs').readFileSync(process.env.PAGES_FILE, 'utf8')).map((p) => {
        const body = Buffer.from(p.body);
        const own = /^(date|connection|keep-alive|transfer-encoding|content-length|content-encoding)$/i;
        const headers = p.headers.filter(([name]) => !own.test(name)).flat();
        const gzip = p.gzip ? Buffer.from(p.gzip, 'base64') : zlib.gzipSync(body);
        return [p.host + p.path, { body, gzip, headers }];
      }));
      const id = () => require('node:crypto').randomUUID();
      http.createServer((req, res) => {
        if (req.method === 'POST') {
          const chunks = [];
          req.on('data', (c) => chunks.push(c));
          req.on('end', () => {
            JSON.parse(Buffer.concat(chunks).toString('utf8'));
            const body = JSON.stringify({ code: 0, msg: 'success', data: req.url.startsWith('/vat/') ? id() : null });
            res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
            res.end(body);
          });
          return;
        }
        const page = pages.get((req.headers.host || '').replace(/:\\d+$/, '') + req.url.split('?')[0]);
        if (!page) { res.writeHead(404); return res.end(); }
        const gzip = /\\bgzip\\b/.test(req.headers['accept-encoding'] || '');
        const body = gzip ? page.gzip : page.body;
        res.writeHead(200, [...page.headers, 'content-length', body.length, ...(gzip ? ['content-encoding', 'gzip'] : [])]);
        res.end(body);
      }).listen(${BARE_PORT}, '127.0.0.1', () => console.log('bare ready'));`;
    const pagesFile = path.join(dataDir, 'pages.json');
    writeFileSync(pagesFile, JSON.stringify(pages));
    bare = spawn(process.execPath, ['-e', bareSource], {
      env: { ...process.env, PAGES_FILE: pagesFile },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`, BRANDS[0]?.host ?? '');

    const cores = os.cpus().length;
    console.log(
      `\nPages, wrk: 1 thread, ${CONNECTIONS} connections, ${DURATION} s each; ${cores} cores shared by the servers and wrk${cores > 2 ? ' (wrk pinned to the last core)' : ''}.` +
        `\nwarm and bare: the best of ${ROUNDS} alternated measures each; cold: one measure.` +
        '\nwarm: the page cache answers (a hit); cold: the same site with PAGE_CACHE_MB=0 (Next.js renders or serves its own cache);' +
        '\nbare: node:http sending the same bytes (headers included) from memory. wrk cpu: the share of one core wrk used (near 100%: wrk is the limit).\n',
    );
    const rows: string[] = [];
    const header = [
      'page',
      'encoding',
      'warm req/s',
      'bare req/s',
      'warm/bare',
      'cold req/s',
      'cold/bare',
      'warm p50/p99',
      'bare p50/p99',
      'cold p50/p99',
      'wrk cpu (warm/bare)',
      'note',
    ];
    const msText = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
    /** Asks for a page until it is a fresh hit (a stale one is answered while one background render refreshes it). */
    const freshHit = async (host: string, pagePath: string) => {
      for (let i = 0; i < 20; i++) {
        const state = (await get(`${base}${pagePath}`, host)).headers.find(
          ([name]) => name.toLowerCase() === 'x-page-cache',
        )?.[1];
        if (state === 'HIT') return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    for (const target of targets) {
      // Stored pages are fresh for s-maxage (300 s) and the rows take minutes: a page found stale is refreshed first,
      // so each row measures hits of a fresh page (a stale hit answers as fast, but its one background render would
      // land inside the measure).
      await freshHit(target.host, target.path);
      for (const encoding of ['identity', 'gzip'] as const) {
        const headers = { host: target.host, 'accept-encoding': encoding };
        // Warm and bare alternate, ROUNDS measures each, and each side's best is compared: a moment of noise from
        // outside the two servers (another tenant of the machine, a background task) lowers one measure, not the row.
        const warms: ReturnType<typeof wrkMeasure>[] = [];
        const bares: ReturnType<typeof wrkMeasure>[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          warms.push(wrkMeasure(`${base}${target.path}`, headers));
          bares.push(wrkMeasure(`http://127.0.0.1:${BARE_PORT}${target.path}`, headers));
        }
        const best = (runs: ReturnType<typeof wrkMeasure>[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
        const warm = best(warms);
        const bareResult = best(bares);
        const coldResult = wrkMeasure(`http://127.0.0.1:${COLD_PORT}${target.path}`, headers);
        // The cold server ends the renders still in flight when wrk stops: the next row's measures start after them.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const notes: string[] = [];
        if (warm.non2xx) notes.push(`${warm.non2xx} warm errors`);
        if (coldResult.non2xx) notes.push(`${coldResult.non2xx} cold errors`);
        if (bareResult.non2xx) notes.push(`${bareResult.non2xx} bare errors`);
        // The comparison only holds when both sent the same page: flag answers of another size.
        if (Math.abs(bareResult.bytes - warm.bytes) > 0.02 * warm.bytes)
          notes.push(`bytes/answer differ: warm ${warm.bytes.toFixed(0)}, bare ${bareResult.bytes.toFixed(0)}`);
        if (bareResult.generatorCpu > 0.9) notes.push('bare: wrk is the limit');
        rows.push(
          [
            target.name,
            encoding,
            warm.rps.toFixed(0),
            bareResult.rps.toFixed(0),
            `${((warm.rps / bareResult.rps) * 100).toFixed(1)}%`,
            coldResult.rps.toFixed(0),
            `${((coldResult.rps / bareResult.rps) * 100).toFixed(1)}%`,
            `${msText(warm.p50)}/${msText(warm.p99)} ms`,
            `${msText(bareResult.p50)}/${msText(bareResult.p99)} ms`,
            `${msText(coldResult.p50)}/${msText(coldResult.p99)} ms`,
            `${(warm.generatorCpu * 100).toFixed(0)}%/${(bareResult.generatorCpu * 100).toFixed(0)}%`,
            notes.join('; '),
          ].join(' | '),
        );
      }
    }
    console.log([header.join(' | '), header.map(() => '---').join(' | '), ...rows].join('\n'));
    console.log(`\ncold start (embedded database included) to the first 200: ${coldStartSeconds.toFixed(1)} s`);

    console.log(`\nLead flows (${DURATION} s each; 4 round-trip loops, 10 contact connections)\n`);
    const site = await roundTrips(base, ost, RESULT_PATH);
    const bareTrips = await roundTrips(`http://127.0.0.1:${BARE_PORT}`, ost, RESULT_PATH);
    const contactSite = await contactThroughput(`${base}/api/business/officialQuery/contactUs`, ost);
    const contactBare = await contactThroughput(
      `http://127.0.0.1:${BARE_PORT}/api/business/officialQuery/contactUs`,
      ost,
    );
    const leadHeader = ['measure', 'site', 'bare', 'ratio', 'note'];
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      [
        leadHeader.join(' | '),
        leadHeader.map(() => '---').join(' | '),
        [
          'questionnaire round trip p50',
          ms(site.p50),
          ms(bareTrips.p50),
          `${((bareTrips.p50 / site.p50) * 100).toFixed(1)}%`,
          site.errors ? `${site.errors} site errors` : '',
        ].join(' | '),
        [
          'questionnaire round trip p99',
          ms(site.p99),
          ms(bareTrips.p99),
          `${((bareTrips.p99 / site.p99) * 100).toFixed(1)}%`,
          '',
        ].join(' | '),
        [
          'questionnaire round trips/s',
          site.perSecond.toFixed(0),
          bareTrips.perSecond.toFixed(0),
          `${((site.perSecond / bareTrips.perSecond) * 100).toFixed(1)}%`,
          '',
        ].join(' | '),
        [
          'contact submissions/s',
          contactSite.rps.toFixed(0),
          contactBare.rps.toFixed(0),
          `${((contactSite.rps / contactBare.rps) * 100).toFixed(1)}%`,
          [
            contactSite.non2xx ? `${contactSite.non2xx} site errors` : '',
            contactBare.generatorCpu > 0.9 ? 'bare: load generator is the limit' : '',
          ]
            .filter(Boolean)
            .join('; '),
        ].join(' | '),
        ['contact p99', `${contactSite.p99} ms`, `${contactBare.p99} ms`, '', ''].join(' | '),
      ].join('\n'),
    );

    console.log('\nFirst-load JavaScript (the <script src> files a page loads)\n');
    const jsRows: string[] = [];
    for (const brand of BRANDS) {
      const shell = await get(`${base}${brand.shellPath}`, brand.host);
      for (const [page, html, status] of [
        ['/', pages.find((p) => p.host === brand.host && p.path === '/')?.body ?? '', 200],
        [brand.shellPath, shell.body, shell.status],
      ] as const) {
        const js = await firstLoadJs(`${base}/`, html);
        // The inline RSC payload: the self.__next_f.push(...) scripts the page carries besides its HTML.
        const payload = [...html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].reduce(
          (sum, m) => sum + Buffer.byteLength(m[1] as string),
          0,
        );
        jsRows.push(
          [
            `${brand.name} ${page}${status === 200 ? '' : ` (HTTP ${status})`}`,
            js.files,
            `${(js.raw / 1024).toFixed(1)} KiB`,
            `${(js.gzip / 1024).toFixed(1)} KiB`,
            `${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB`,
            `${(payload / 1024).toFixed(1)} KiB`,
            `${(gzipSync(html).length / 1024).toFixed(1)} KiB`,
          ].join(' | '),
        );
      }
    }
    const jsHeader = ['page', 'files', 'JS raw', 'JS gzip', 'HTML', 'of it RSC payload', 'HTML gzip'];
    console.log([jsHeader.join(' | '), jsHeader.map(() => '---').join(' | '), ...jsRows].join('\n'));

    // Lighthouse loads the pages as a phone would (the page cache answers them: the bench stored them above).
    await lighthouseRun(base, `http://%HOST%:${PORT}`);

    if (MARKS > 0) await marksSection(base, ost, dataDir);
    else console.log('\nTrademark registry: skipped (BENCH_MARKS=0)');
    if (LOGINS > 0) await loginsSection(base, ost, dataDir);
    else console.log('\nLogins: skipped (BENCH_LOGINS=0)');
    if (FUNNEL_VISITS > 0) await funnelSection(base, ost, dataDir);
    else console.log('\nFunnel: skipped (BENCH_FUNNEL_VISITS=0)');
  } finally {
    if (bare) await stop(bare);
    if (cold) await stop(cold);
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/** The site without its page cache (PAGE_CACHE_MB=0) on COLD_PORT, on the embedded database of a data directory. */
async function uncachedServer(serverEnv: NodeJS.ProcessEnv, dataDir: string): Promise<ChildProcess> {
  const { embeddedConnectionString } = await import('@site/db/embedded/password');
  return spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: path.join(root, 'apps/web'),
    env: {
      ...serverEnv,
      PORT: String(COLD_PORT),
      DATABASE_URL: embeddedConnectionString(dataDir, PG_PORT),
      PAGE_CACHE_MB: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
