import { FUNNEL_STEPS, type FunnelStep, type funnelFilter } from '@site/contracts/admin';
import type { HostMap } from '@site/contracts/hosts';
import type { Database } from '@site/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

/**
 * The funnel from visit to lead (issue 25 section 4), computed in PostgreSQL from what the site writes: visits from
 * the daily counts the visit triggers keep (visit_days, visit_day_pages: migration 0020), the other steps from their
 * own rows over the range (each table indexed on its time): first questionnaire reports, trademark and category
 * searches, registrations (portal accounts), contact requests (contact messages, callbacks, landing-page leads) and
 * attorney requests. Days are China time, the team's calendar. A row's channel is its own (reports, registrations,
 * contact requests); searches and attorney requests have none stored, so theirs is the signed-in account's, else the
 * channel of the device's last visit before it (last touch).
 */
export type FunnelFilter = z.infer<typeof funnelFilter>;
type Counts = Record<FunnelStep, number>;

const zero = (): Counts => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Counts;

/** One bucket, brand and channel with its step counts: the rows the page's sums and the export are made of. */
export interface FunnelRow extends Counts {
  bucket: string;
  brand: string;
  channel: string;
}

const CHINA = sql.raw(`'Asia/Shanghai'`);
/** The day of a timestamp column in China time. */
const dayOf = (column: SQL) => sql`(${column} at time zone ${CHINA})::date`;

const rangeOf = (f: FunnelFilter) => ({
  start: sql`(${f.from}::date)::timestamp at time zone ${CHINA}`,
  end: sql`(${f.to}::date + 1)::timestamp at time zone ${CHINA}`,
});

/** The step rows of the range: (day, brand, channel, step, n). */
const stepRows = (f: FunnelFilter): SQL => {
  const { start, end } = rangeOf(f);
  const within = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  // The channel of a row that stores none: the account's, else the device's last visit before the row.
  const touched = (device: SQL, user: SQL, at: SQL) => sql`coalesce(
    (select u.channel_no from users u where u.id = ${user}),
    (select v.channel_no from visitor_records v where v.device_id = ${device} and v.created_at <= ${at}
      order by v.created_at desc limit 1), '')`;
  return sql`
    select v.day, v.platform as brand, v.channel, 'visits' as step, v.views::bigint as n
      from visit_days v where v.day between ${f.from}::date and ${f.to}::date
    union all
    select ${dayOf(sql`r.created_at`)}, r.platform, coalesce(r.channel_no, ''), 'reports', 1
      from questionnaire_reports r where r.refined_from is null and ${within(sql`r.created_at`)}
    union all
    select ${dayOf(sql`s.searched_at`)}, s.platform, ${touched(sql`s.device_id`, sql`s.user_id`, sql`s.searched_at`)},
      'searches', 1
      from trademark_search_records s where ${within(sql`s.searched_at`)}
    union all
    select ${dayOf(sql`u.created_at`)}, u.platform, coalesce(u.channel_no, ''), 'registrations', 1
      from users u where ${within(sql`u.created_at`)}
    union all
    select ${dayOf(sql`c.created_at`)}, c.platform, coalesce(c.channel_no, ''), 'contacts', 1
      from contact_messages c where ${within(sql`c.created_at`)}
    union all
    select ${dayOf(sql`l.created_at`)}, l.platform, coalesce(l.channel_no, ''), 'contacts', 1
      from leads l where ${within(sql`l.created_at`)}
    union all
    select ${dayOf(sql`a.created_at`)}, a.platform, ${touched(sql`a.device_id`, sql`a.user_id`, sql`a.created_at`)},
      'attorneys', 1
      from artificial_requests a where ${within(sql`a.created_at`)}`;
};

const channelValue = (f: FunnelFilter) => (f.channel === 'none' ? '' : f.channel);

const filtersOf = (f: FunnelFilter, alias: string): SQL[] => {
  const parts: SQL[] = [];
  if (f.brand) parts.push(sql`${sql.raw(alias)}.brand = ${f.brand}`);
  if (f.channel !== undefined) parts.push(sql`${sql.raw(alias)}.channel = ${channelValue(f)}`);
  return parts;
};

const bucketOf = (f: FunnelFilter, column: SQL) =>
  f.granularity === 'week' ? sql`date_trunc('week', ${column})::date` : column;

/** The query of the step counts per bucket, brand and channel over the range (the bench explains it too). */
export const funnelRowsQuery = (f: FunnelFilter): SQL => {
  const where = filtersOf(f, 'x');
  // Grouped on the date, formatted after: text keys would cost the hashing a collation each.
  return sql`
    select to_char(g.bucket, 'YYYY-MM-DD') as bucket, g.brand, g.channel, g.step, g.n::text as n
    from (
      select ${bucketOf(f, sql`x.day`)} as bucket, x.brand, x.channel, x.step, sum(x.n) as n
      from (${stepRows(f)}) x (day, brand, channel, step, n)
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      group by 1, 2, 3, 4
    ) g`;
};

/**
 * The page's sums in one pass: per bucket and step (the series) and per brand, channel and step (the table), as
 * grouping sets, so the answer is a few thousand rows rather than one per bucket, brand, channel and step.
 */
export const funnelSumsQuery = (f: FunnelFilter): SQL => {
  const where = filtersOf(f, 'x');
  return sql`
    select grouping(g.brand) = 1 as series, to_char(g.bucket, 'YYYY-MM-DD') as bucket, g.brand, g.channel, g.step,
      sum(g.n)::text as n
    from (
      select ${bucketOf(f, sql`x.day`)} as bucket, x.brand, x.channel, x.step, x.n
      from (${stepRows(f)}) x (day, brand, channel, step, n)
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    ) g
    group by grouping sets ((g.bucket, g.step), (g.brand, g.channel, g.step))`;
};

/**
 * Settings of the funnel's reads: no JIT (its compile time, ~70 ms, is more than these queries' run at a million
 * visits; the planner turns it on for their per-row subplans' cost) and room to hash the step rows in memory.
 */
const FUNNEL_SETTINGS = [sql`set local jit = off`, sql`set local work_mem = '32MB'`];

/** Runs the funnel's reads in a read-only transaction with its settings. */
export const funnelRead = <T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction(
    async (tx) => {
      for (const setting of FUNNEL_SETTINGS) await tx.execute(setting);
      return read(tx as unknown as Database);
    },
    { accessMode: 'read only' },
  );

/** The step counts per bucket, brand and channel over the range (one query). */
export const funnelRows = async (db: Database, f: FunnelFilter): Promise<FunnelRow[]> => {
  const result = await funnelRead(db, (tx) =>
    tx.execute<{ bucket: string; brand: string; channel: string; step: FunnelStep; n: string }>(funnelRowsQuery(f)),
  );
  const rows = new Map<string, FunnelRow>();
  for (const r of result.rows) {
    const key = `${r.bucket}|${r.brand}|${r.channel}`;
    let row = rows.get(key);
    if (!row) {
      row = { bucket: r.bucket, brand: r.brand, channel: r.channel, ...zero() };
      rows.set(key, row);
    }
    row[r.step] += Number(r.n);
  }
  return [...rows.values()].sort(
    (a, b) => a.bucket.localeCompare(b.bucket) || a.brand.localeCompare(b.brand) || a.channel.localeCompare(b.channel),
  );
};

/** The hosts of a brand (its own pages' referrers are not a landing or a referrer). */
const ownHosts = (hostMap: HostMap, brand: string | undefined) =>
  Object.entries(hostMap.hosts)
    .filter(([, code]) => !brand || code === brand)
    .map(([host]) => host);

const TOP = 10;

/** The top landing pages and referrer hosts of the range (visits with no referrer or one of another host). */
export const funnelTops = async (db: Database, f: FunnelFilter, hostMap: HostMap) => {
  const own = ownHosts(hostMap, f.brand);
  const ownList = own.length
    ? sql`array[${sql.join(
        own.map((h) => sql`${h}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
  const parts = [sql`p.day between ${f.from}::date and ${f.to}::date`, sql`not (p.referrer_host = any(${ownList}))`];
  if (f.brand) parts.push(sql`p.platform = ${f.brand}`);
  if (f.channel !== undefined) parts.push(sql`p.channel = ${channelValue(f)}`);
  const where = sql.join(parts, sql` and `);
  const [pages, referrers] = await funnelRead(db, (tx) =>
    Promise.all([
      tx.execute<{ path: string; visits: string }>(sql`
      select p.path, sum(p.views)::text as visits from visit_day_pages p where ${where}
      group by p.path order by sum(p.views) desc, p.path limit ${TOP}`),
      tx.execute<{ host: string; visits: string }>(sql`
      select p.referrer_host as host, sum(p.views)::text as visits from visit_day_pages p
      where ${where} and p.referrer_host <> ''
      group by p.referrer_host order by sum(p.views) desc, p.referrer_host limit ${TOP}`),
    ]),
  );
  return {
    landingPages: pages.rows.map((r) => ({ path: r.path, visits: Number(r.visits) })),
    referrers: referrers.rows.map((r) => ({ host: r.host, visits: Number(r.visits) })),
  };
};

/** Each bucket of the range: days, or the Mondays of the weeks the range touches. */
export const bucketsOf = (f: FunnelFilter): string[] => {
  const day = 86_400_000;
  let at = Date.parse(`${f.from}T00:00:00Z`);
  const end = Date.parse(`${f.to}T00:00:00Z`);
  if (f.granularity === 'week') at -= ((new Date(at).getUTCDay() + 6) % 7) * day;
  const out: string[] = [];
  for (; at <= end; at += f.granularity === 'week' ? 7 * day : day) out.push(new Date(at).toISOString().slice(0, 10));
  return out;
};

/** The conversion of each step from the one before it (null when the one before is 0). */
export const conversionsOf = (totals: Counts) =>
  FUNNEL_STEPS.slice(1).map((to, i) => {
    const from = FUNNEL_STEPS[i] as FunnelStep;
    return { from, to, rate: totals[from] > 0 ? totals[to] / totals[from] : null };
  });

/** The funnel page's answer: sums over the range, per bucket, per brand and channel, and the top lists. */
export const funnelReport = async (db: Database, f: FunnelFilter, hostMap: HostMap) => {
  const granularity = f.granularity ?? 'day';
  const filter = { ...f, granularity };
  const [sums, tops] = await Promise.all([
    funnelRead(db, (tx) =>
      tx.execute<{
        series: boolean;
        bucket: string | null;
        brand: string;
        channel: string;
        step: FunnelStep;
        n: string;
      }>(funnelSumsQuery(filter)),
    ),
    funnelTops(db, filter, hostMap),
  ]);
  const totals = zero();
  const series = new Map(bucketsOf(filter).map((bucket) => [bucket, { bucket, ...zero() }]));
  const channels = new Map<string, Counts & { brand: string; channel: string }>();
  for (const row of sums.rows) {
    const n = Number(row.n);
    if (row.series) {
      totals[row.step] += n;
      const bucket = series.get(row.bucket ?? '');
      if (bucket) bucket[row.step] += n;
      continue;
    }
    const key = `${row.brand}|${row.channel}`;
    let channel = channels.get(key);
    if (!channel) {
      channel = { brand: row.brand, channel: row.channel, ...zero() };
      channels.set(key, channel);
    }
    channel[row.step] += n;
  }
  return {
    from: f.from,
    to: f.to,
    granularity,
    totals,
    conversions: conversionsOf(totals),
    series: [...series.values()],
    channels: [...channels.values()].sort(
      (a, b) => b.visits - a.visits || a.brand.localeCompare(b.brand) || a.channel.localeCompare(b.channel),
    ),
    ...tops,
  };
};
