import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff, staffAuthOf } from '../src/admin/auth.ts';
import type { AdminSettings } from '../src/admin/settings.ts';
import { createGateway } from '../src/index.ts';

/**
 * The funnel (issue 25 section 4) on a small known data set: its counts and conversions, the visit triggers' daily
 * counts (inserts and deletes), roles, a bad range; the back office's idle timeout on a moved clock; and a streamed
 * export of 100,000 leads within 256 MB.
 */
const settings: AdminSettings = { host: 'admin.localhost', origin: 'http://admin.localhost:3000', idleMinutes: 30 };

let database: TestDatabase;
let gateway: ReturnType<typeof createGateway>;
let auth: ReturnType<typeof staffAuthOf>;

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) => {
  const headers: Record<string, string> = { host: 'admin.localhost:3000' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  if ((init.method ?? 'GET') !== 'GET') headers.origin = settings.origin;
  return gateway.request(`/admin-api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
};

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');

/** A signed-in staff member of the role with the one-time password changed (not an admin: no TOTP needed). */
const staffOf = async (role: 'marketing' | 'sales' | 'editor' | 'compliance') => {
  const username = `${role}-${Math.random().toString(36).slice(2, 8)}`;
  const created = await createStaff(await auth(), database.db, { username, role });
  const first = await call('/auth/sign-in/username', {
    method: 'POST',
    body: { username, password: created.password },
  });
  expect(first.status).toBe(200);
  const changed = await call('/auth/change-password', {
    method: 'POST',
    cookie: cookieOf(first),
    body: { currentPassword: created.password, newPassword: 'a-new-password-1', revokeOtherSessions: true },
  });
  expect(changed.status).toBe(200);
  return cookieOf(changed) || cookieOf(first);
};

/** 2026-03-02 10:00 China time is 02:00 UTC: each day of the data set at that hour. */
const at = (day: string, hour = 2) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const DEVICE_A = 'a'.repeat(32);
const DEVICE_B = 'b'.repeat(32);

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  auth = staffAuthOf({ db: database.db, settings, secret: 'test-secret-test-secret-test-secret' });
  gateway = createGateway({ db: database.db, admin: { settings, auth } });
  const { db } = database;
  // Brand 00, channel baidu: 10 visits on 2026-03-02 (4 of them landings: no referrer or another host) and 6 on
  // 03-03; channel none: 4 visits on 03-02. Brand 01: 5 visits (another brand, filtered out by brand=00).
  const visit = (day: string, channelNo: string | null, path: string, referrer: string | null, platform = '00') => ({
    platform,
    deviceId: channelNo === 'baidu' ? DEVICE_A : DEVICE_B,
    path,
    referrer,
    channelNo,
    createdAt: at(day),
  });
  await db
    .insert(schema.visitorRecords)
    .values([
      ...Array.from({ length: 2 }, () => visit('2026-03-02', 'baidu', '/ld/vat', null)),
      ...Array.from({ length: 2 }, () => visit('2026-03-02', 'baidu', '/ld/vat', 'https://www.baidu.com/s?wd=vat')),
      ...Array.from({ length: 6 }, () => visit('2026-03-02', 'baidu', '/ld/price', 'http://ost.localhost/ld/vat')),
      ...Array.from({ length: 6 }, () => visit('2026-03-03', 'baidu', '/ld/aboutUs', 'http://ost.localhost/ld/price')),
      ...Array.from({ length: 4 }, () => visit('2026-03-02', null, '/', null)),
      ...Array.from({ length: 5 }, () => visit('2026-03-02', 'baidu', '/', null, '01')),
    ]);
  // One visit in a single statement of its own (the trigger adds to the day's row).
  await db.insert(schema.visitorRecords).values(visit('2026-03-02', 'baidu', '/ld/vat', null));
  // A visit outside the range (2026-02-28 23:30 China time is 15:30 UTC).
  await db
    .insert(schema.visitorRecords)
    .values({ ...visit('2026-02-28', 'baidu', '/', null), createdAt: at('2026-02-28', 15) });

  const report = (userId: number | null, channelNo: string | null, day: string, refinedFrom: string | null = null) => ({
    platform: '00',
    userId,
    deviceId: DEVICE_A,
    channelNo,
    answers: [],
    report: {},
    services: [],
    engineVersion: 't',
    rulesVersion: 't',
    checkedOn: day,
    refinedFrom,
    createdAt: at(day),
  });
  const [first] = await db
    .insert(schema.questionnaireReports)
    .values([report(null, 'baidu', '2026-03-02'), report(null, 'baidu', '2026-03-03')])
    .returning({ id: schema.questionnaireReports.id });
  // A refinement is not a new report.
  await db.insert(schema.questionnaireReports).values(report(null, 'baidu', '2026-03-03', first?.id ?? null));
  // A registration of channel baidu.
  const [user] = await db
    .insert(schema.users)
    .values({
      mercNo: 'M1',
      platform: '00',
      phone: '13800138000',
      e164: '+8613800138000',
      channelNo: 'baidu',
      deviceId: DEVICE_A,
      createdAt: at('2026-03-03'),
    })
    .returning({ id: schema.users.id });
  // Two searches of the device (its last visit's channel: baidu) and one of the account (its channel: baidu).
  await db.insert(schema.trademarkSearchRecords).values([
    {
      deviceId: DEVICE_A,
      searchType: 0,
      mark: 'ACME',
      markKey: 'acme',
      platform: '00',
      searchedAt: at('2026-03-02', 3),
    },
    { deviceId: DEVICE_A, searchType: 2, mark: 'cup', markKey: 'cup', platform: '00', searchedAt: at('2026-03-03', 3) },
    { userId: user?.id, searchType: 0, mark: 'BOLT', markKey: 'bolt', platform: '00', searchedAt: at('2026-03-03', 3) },
  ]);
  // A contact message and a callback request (contacts: 2), an attorney request of the device (attorneys: 1).
  await db.insert(schema.contactMessages).values({
    platform: '00',
    name: '王',
    email: 'w@example.com',
    content: '你好',
    channelNo: 'baidu',
    createdAt: at('2026-03-03'),
  });
  await db.insert(schema.leads).values({
    platform: '00',
    kind: 'callback',
    name: '李',
    phone: '13900139000',
    channelNo: 'baidu',
    dedupeKey: 'x'.repeat(64),
    createdAt: at('2026-03-03'),
  });
  await db.insert(schema.artificialRequests).values({
    kind: 'trademark',
    platform: '00',
    deviceId: DEVICE_A,
    phone: '13900139000',
    mark: 'ACME',
    day: '2026-03-03',
    createdAt: at('2026-03-03', 4),
  });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

interface FunnelAnswer {
  code: number;
  msg: string;
  data: {
    granularity: string;
    totals: Record<string, number>;
    conversions: { from: string; to: string; rate: number | null }[];
    series: ({ bucket: string } & Record<string, number>)[];
    channels: ({ brand: string; channel: string } & Record<string, number>)[];
    landingPages: { path: string; visits: number }[];
    referrers: { host: string; visits: number }[];
  };
}

describe('the funnel', () => {
  it('counts each step per brand and channel with the conversions between steps', async () => {
    const cookie = await staffOf('marketing');
    const res = await call('/funnel?from=2026-03-02&to=2026-03-03&brand=00', { cookie });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as FunnelAnswer;
    expect(data.totals).toEqual({
      visits: 21,
      reports: 2,
      searches: 3,
      registrations: 1,
      contacts: 2,
      attorneys: 1,
    });
    expect(data.conversions.map((c) => [c.from, c.to, c.rate])).toEqual([
      ['visits', 'reports', 2 / 21],
      ['reports', 'searches', 3 / 2],
      ['searches', 'registrations', 1 / 3],
      ['registrations', 'contacts', 2],
      ['contacts', 'attorneys', 1 / 2],
    ]);
    expect(data.series.map((s) => [s.bucket, s.visits, s.reports, s.contacts])).toEqual([
      ['2026-03-02', 15, 1, 0],
      ['2026-03-03', 6, 1, 2],
    ]);
    expect(data.channels.map((c) => [c.brand, c.channel, c.visits, c.searches, c.attorneys])).toEqual([
      ['00', 'baidu', 17, 3, 1],
      ['00', '', 4, 0, 0],
    ]);
    // Landings: no referrer or another host (the brand's own host is in-site navigation).
    expect(data.landingPages).toEqual([
      { path: '/ld/vat', visits: 5 },
      { path: '/', visits: 4 },
    ]);
    expect(data.referrers).toEqual([{ host: 'www.baidu.com', visits: 2 }]);
  });

  it('filters by channel (none: without one) and sums by week', async () => {
    const cookie = await staffOf('sales');
    const none = (await (
      await call('/funnel?from=2026-03-01&to=2026-03-31&channel=none', { cookie })
    ).json()) as FunnelAnswer;
    expect(none.data.totals.visits).toBe(4);
    const weekly = (await (
      await call('/funnel?from=2026-02-26&to=2026-03-08&granularity=week&channel=baidu', { cookie })
    ).json()) as FunnelAnswer;
    // The weeks of Monday 02-23 (the 02-28 visit) and Monday 03-02 (both brands).
    expect(weekly.data.series.map((s) => [s.bucket, s.visits])).toEqual([
      ['2026-02-23', 1],
      ['2026-03-02', 22],
    ]);
  });

  it('follows deleted visits (erasing a person) in its daily counts', async () => {
    const cookie = await staffOf('marketing');
    const before = (await (
      await call('/funnel?from=2026-03-02&to=2026-03-02&brand=01', { cookie })
    ).json()) as FunnelAnswer;
    expect(before.data.totals.visits).toBe(5);
    await database.db.delete(schema.visitorRecords).where(sql`platform = '01'`);
    const after = (await (
      await call('/funnel?from=2026-03-02&to=2026-03-02&brand=01', { cookie })
    ).json()) as FunnelAnswer;
    expect(after.data.totals.visits).toBe(0);
    expect(after.data.landingPages).toEqual([]);
    const rows = await database.db.execute(sql`select count(*)::int as n from visit_days where platform = '01'`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  it('exports the funnel as CSV with a BOM, logged', async () => {
    const cookie = await staffOf('marketing');
    const res = await call('/funnel/export?from=2026-03-02&to=2026-03-03&brand=00', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF时间,品牌,渠道,访问')).toBe(true);
    expect(text).toContain('2026-03-03,00,baidu,6,1,2,1,2,1');
    const logged = await database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'funnel.export'`,
    );
    expect(logged.rows[0]).toEqual({ n: 1 });
  });

  it('refuses a bad range with a clear message (400), and the roles that do not read it (403)', async () => {
    const cookie = await staffOf('marketing');
    const cases: [string, string][] = [
      ['/funnel?from=2026-03-05&to=2026-03-01', '结束日期不能早于开始日期'],
      ['/funnel?from=2025-01-01&to=2026-03-01', '时间范围最长 366 天'],
      ['/funnel?from=2026-02-30&to=2026-03-01', '开始日期不是有效日期'],
      ['/funnel?from=yesterday&to=2026-03-01', '日期格式须为 YYYY-MM-DD'],
      ['/funnel?to=2026-03-01', 'from'],
    ];
    for (const [path, message] of cases) {
      const res = await call(path, { cookie });
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { msg: string };
      expect(body.msg, path).toContain(message);
      expect(body.msg).not.toMatch(/select|stack|at \//i);
    }
    for (const role of ['editor', 'compliance'] as const) {
      const res = await call('/funnel?from=2026-03-02&to=2026-03-03', { cookie: await staffOf(role) });
      expect(res.status).toBe(403);
    }
    expect((await call('/funnel?from=2026-03-02&to=2026-03-03')).status).toBe(401);
  });
});

describe('session expiry', () => {
  it('ends a session idle for ADMIN_IDLE_MINUTES and keeps one in use alive (a moved clock)', async () => {
    const cookie = await staffOf('marketing');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start + 29 * 60_000);
    // Used within the idle time: answered, and its life starts again from now.
    expect((await call('/me', { cookie })).status).toBe(200);
    vi.setSystemTime(start + 58 * 60_000);
    expect((await call('/me', { cookie })).status).toBe(200);
    // Idle for more than 30 minutes since its last use: signed out.
    vi.setSystemTime(start + (58 + 31) * 60_000);
    expect((await call('/me', { cookie })).status).toBe(401);
  });
});

describe('export of 100,000 leads', () => {
  it('streams the CSV within 256 MB of memory', async () => {
    await database.db.execute(sql`
      insert into contact_messages (platform, name, email, phone, company_name, content, channel_no, created_at)
      select '00', '客户' || g, 'c' || g || '@example.com', '138' || lpad(g::text, 8, '0'), '公司' || g,
        repeat('留言内容', 20), 'bulk', timestamptz '2026-01-01' + g * interval '1 second'
      from generate_series(1, 100000) g`);
    const admin = await createStaff(await auth(), database.db, { username: 'export-sales', role: 'sales' });
    const first = await call('/auth/sign-in/username', {
      method: 'POST',
      body: { username: 'export-sales', password: admin.password },
    });
    const changed = await call('/auth/change-password', {
      method: 'POST',
      cookie: cookieOf(first),
      body: { currentPassword: admin.password, newPassword: 'a-new-password-1', revokeOtherSessions: true },
    });
    const cookie = cookieOf(changed) || cookieOf(first);
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const res = await call('/leads/export?format=csv&channel=bulk', { cookie });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const b of value) if (b === 10) lines += 1;
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }
    // The header and 100,000 rows.
    expect(lines).toBe(100_001);
    const mb = (n: number) => n / 1024 / 1024;
    console.log(
      `export of 100,000 rows: ${mb(bytes).toFixed(1)} MB sent; heap growth ${mb(peakHeap - baseline.heapUsed).toFixed(1)} MB, RSS growth ${mb(peakRss - baseline.rss).toFixed(1)} MB`,
    );
    expect(peakRss - baseline.rss).toBeLessThan(256 * 1024 * 1024);
    expect(peakHeap - baseline.heapUsed).toBeLessThan(256 * 1024 * 1024);
  }, 300_000);
});
