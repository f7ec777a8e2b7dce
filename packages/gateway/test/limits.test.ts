import { type CallName, calls, Messages, urlOf } from '@site/contracts';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limitKeyOf } from '../src/client-address.ts';
import type { GatewayDeps } from '../src/context.ts';
import { createGateway } from '../src/index.ts';
import { CALL_LIMITS, type CallLimit, LIMITED_ELSEWHERE, parseRateLimitScale } from '../src/limits.ts';
import { chinaDay } from '../src/repositories/artificial-requests.ts';
import { DEVICES_PER_ADDRESS } from '../src/repositories/counted-views.ts';
import { readGatewaySettings } from '../src/settings.ts';

let database: TestDatabase;

const POSTERS = '/api/business/posterConfig/merc/incrCount';
const POPUPS = '/api/notify/sysNotifyPopupBoxConfig/incrCount';
const DEVICE_A = 'a'.repeat(32);
const DEVICE_B = 'b'.repeat(32);

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

interface Call {
  method?: 'GET' | 'POST';
  address?: string;
  device?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A gateway whose calls come from an address over a socket (as @hono/node-server gives them). */
const client = (deps: Partial<GatewayDeps> = {}) => {
  const gateway = createGateway({ db: database.db, ...deps });
  return async (path: string, init: Call = {}) => {
    const method = init.method ?? 'POST';
    const res = await gateway.request(
      path,
      {
        method,
        headers: {
          'x-platform-type': '00',
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...(init.device ? { 'x-device-id': init.device } : {}),
          ...init.headers,
        },
        body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
      },
      { incoming: { socket: { remoteAddress: init.address ?? '198.51.100.7' } } },
    );
    return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope };
  };
};

const posterOf = async (id: number) => {
  const [row] = await database.db.select().from(schema.posters).where(eq(schema.posters.id, id));
  return row;
};

const popupOf = async (id: number) => {
  const [row] = await database.db.select().from(schema.popupConfigs).where(eq(schema.popupConfigs.id, id));
  return row;
};

let posterId: number;
let otherPosterId: number;
let popupId: number;

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  const posters = await database.db.select().from(schema.posters).where(eq(schema.posters.platform, '00'));
  const [first, second] = posters;
  if (!first || !second) throw new Error('the seed has fewer than two posters of 00');
  posterId = first.id;
  otherPosterId = second.id;
  const [popup] = await database.db
    .insert(schema.popupConfigs)
    .values({ platform: '00', title: 'limits test', limitType: 1, enabled: true })
    .returning({ id: schema.popupConfigs.id });
  if (!popup) throw new Error('no pop-up');
  popupId = popup.id;
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.execute(sql`truncate counted_views, rate_limit_counters`);
});

describe('counters count a device once per item and day', () => {
  it('20 items in one request and 200 requests add one view; a click counts apart; another device counts', async () => {
    // Without the rate limits (they would refuse the 61st request): the counter alone must hold.
    const send = client({ rateLimitScale: 0 });
    const before = await posterOf(posterId);
    const twenty = Array.from({ length: 20 }, () => ({ posterId, incrViewCount: 1 }));
    const first = await send(POSTERS, { body: twenty, device: DEVICE_A });
    expect(first.body).toEqual({ code: 0, msg: 'success', data: null });
    for (let i = 0; i < 200; i++) {
      const again = await send(POSTERS, { body: [{ posterId, incrViewCount: 1 }], device: DEVICE_A });
      expect(again.body.code).toBe(0);
    }
    expect((await posterOf(posterId))?.viewCount).toBe((before?.viewCount ?? 0) + 1);
    expect((await posterOf(posterId))?.clickCount).toBe(before?.clickCount ?? 0);

    await send(POSTERS, {
      body: [
        { posterId, incrClickCount: 1 },
        { posterId, incrClickCount: 1 },
        { posterId: otherPosterId, incrViewCount: 1 },
      ],
      device: DEVICE_A,
    });
    await send(POSTERS, { body: [{ posterId, incrViewCount: 1 }], device: DEVICE_B });
    const after = await posterOf(posterId);
    expect(after?.viewCount).toBe((before?.viewCount ?? 0) + 2);
    expect(after?.clickCount).toBe((before?.clickCount ?? 0) + 1);
    // The same device id from another address is the same device.
    await send(POSTERS, { body: [{ posterId, incrViewCount: 1 }], device: DEVICE_B, address: '203.0.113.77' });
    expect((await posterOf(posterId))?.viewCount).toBe((before?.viewCount ?? 0) + 2);
  });

  it('without a device id, the client address is the device', async () => {
    const send = client();
    const before = await posterOf(posterId);
    for (let i = 0; i < 5; i++) await send(POSTERS, { body: [{ posterId, incrViewCount: 1 }], address: '203.0.113.1' });
    await send(POSTERS, { body: [{ posterId, incrViewCount: 1 }], address: '203.0.113.2' });
    // A malformed device id is ignored (the address counts), not an error.
    const odd = await send(POSTERS, { body: [{ posterId, incrViewCount: 1 }], address: '203.0.113.2', device: 'x' });
    expect(odd.body.code).toBe(0);
    expect((await posterOf(posterId))?.viewCount).toBe((before?.viewCount ?? 0) + 2);
  });

  it('a made-up device id per request adds at most DEVICES_PER_ADDRESS views per address and day', async () => {
    const send = client();
    const before = await posterOf(posterId);
    for (let i = 0; i < DEVICES_PER_ADDRESS + 10; i++) {
      const device = i.toString(16).padStart(32, '0');
      expect((await send(POSTERS, { body: [{ posterId, incrViewCount: 1 }], device })).body.code).toBe(0);
    }
    expect((await posterOf(posterId))?.viewCount).toBe((before?.viewCount ?? 0) + DEVICES_PER_ADDRESS);
  });

  it("answers 404 for no poster of the brand (another brand's poster does not count)", async () => {
    const send = client();
    expect((await send(POSTERS, { body: [{ posterId: 999_999, incrViewCount: 1 }] })).status).toBe(404);
  });

  it('the pop-up counter counts a device once a day', async () => {
    const send = client();
    const before = await popupOf(popupId);
    for (let i = 0; i < 50; i++) {
      expect((await send(POPUPS, { body: { id: popupId, incrViewCount: 1 }, device: DEVICE_A })).body.code).toBe(0);
    }
    await send(POPUPS, { body: { id: popupId, incrViewCount: 1 }, device: DEVICE_B });
    expect((await popupOf(popupId))?.viewCount).toBe((before?.viewCount ?? 0) + 2);
    expect((await send(POPUPS, { body: { id: 999_999, incrViewCount: 1 } })).status).toBe(404);
  });

  it('keeps one row per item, device and day, and deletes the rows of past days', async () => {
    const send = client();
    await database.db.insert(schema.countedViews).values({
      kind: 'popup-view',
      itemId: popupId,
      day: '2020-01-01',
      deviceHash: 'x'.repeat(32),
      addressHash: 'y'.repeat(32),
    });
    await send(POPUPS, { body: { id: popupId, incrViewCount: 1 }, device: DEVICE_A });
    await send(POPUPS, { body: { id: popupId, incrViewCount: 1 }, device: DEVICE_A });
    const rows = await database.db.select().from(schema.countedViews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'popup-view', itemId: popupId, day: chinaDay(new Date()) });
    expect(rows[0]?.deviceHash).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0]?.deviceHash).not.toContain(DEVICE_A);
  });
});

/** Waits when a fixed window of `windowMs` ends within 3 s, so a test's requests fall into one window. */
const awayFromWindowEnd = async (windowMs: number) => {
  const left = windowMs - (Date.now() % windowMs);
  if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
};

const HOUR = 3_600_000;

/** A request of a call that reaches the limiter (the body need not be valid: the limit is counted first). */
const requestOf = (name: CallName): { path: string; method: 'GET' | 'POST'; body?: unknown } => {
  const def = calls[name];
  const path = urlOf(def).replace(/\{\w+\??\}/g, '1');
  return def.method === 'GET' ? { path, method: 'GET' } : { path, method: 'POST', body: {} };
};

describe('per-address limits of the calls', () => {
  it('every write call (POST) has a limit, here or in its route', () => {
    const posts = (Object.keys(calls) as CallName[]).filter((name) => calls[name].method === 'POST');
    const missing = posts.filter((name) => !CALL_LIMITS[name] && !LIMITED_ELSEWHERE.includes(name));
    expect(missing).toEqual([]);
    for (const name of ['searchTrademark', 'categorySearch', 'trademarkCategorySearch', 'getSurveyReport'] as const) {
      expect(CALL_LIMITS[name]).toBeDefined();
    }
    for (const limit of Object.values(CALL_LIMITS)) expect(limit.reason.length).toBeGreaterThan(5);
  });

  it('each limited call answers 429 with Retry-After after its limit; other addresses go on', async () => {
    const tight = Object.fromEntries(
      Object.entries(CALL_LIMITS).map(([name, limit]) => [
        name,
        { ...limit, windows: [{ limit: 2, windowMs: HOUR }] } satisfies CallLimit,
      ]),
    );
    const send = client({ callLimits: tight });
    await awayFromWindowEnd(HOUR);
    for (const name of Object.keys(CALL_LIMITS) as CallName[]) {
      const { path, method, body } = requestOf(name);
      for (let i = 0; i < 2; i++) {
        const res = await send(path, { method, body, address: '203.0.113.50' });
        expect(res.status, `${name} #${i + 1}`).not.toBe(429);
      }
      const limited = await send(path, { method, body, address: '203.0.113.50' });
      expect(limited.status, name).toBe(429);
      expect(limited.body).toEqual({ code: 429, msg: Messages.tooManyRequests, data: null });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
      expect((await send(path, { method, body, address: '203.0.113.51' })).status, name).not.toBe(429);
    }
  });

  it('the table applies by default: the 61st poster counter call in a minute is refused', async () => {
    const send = client();
    const perMinute = CALL_LIMITS.incrPosterCount?.windows[0]?.limit ?? 0;
    expect(perMinute).toBe(60);
    await awayFromWindowEnd(60_000);
    for (let i = 0; i < perMinute; i++) {
      expect((await send(POSTERS, { body: [{ posterId, incrViewCount: 1 }], address: '203.0.113.60' })).status).toBe(
        200,
      );
    }
    const limited = await send(POSTERS, { body: [{ posterId, incrViewCount: 1 }], address: '203.0.113.60' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('the trademark search is limited per address, also when X-Forwarded-For is made up', async () => {
    const send = client({ callLimits: { searchTrademark: { windows: [{ limit: 1, windowMs: HOUR }], reason: 't' } } });
    await awayFromWindowEnd(HOUR);
    const path = '/api/ipr/trademark/search';
    expect((await send(path, { address: '203.0.113.70' })).status).not.toBe(429);
    const spoofed = await send(path, { address: '203.0.113.70', headers: { 'x-forwarded-for': '192.0.2.9' } });
    expect(spoofed.status).toBe(429);
  });

  it('RATE_LIMITS=off turns the limits off; a multiplier scales them', async () => {
    const one = { incrPopupCount: { windows: [{ limit: 1, windowMs: HOUR }], reason: 't' } };
    await awayFromWindowEnd(HOUR);
    const off = client({ callLimits: one, rateLimitScale: 0 });
    for (let i = 0; i < 5; i++) {
      expect((await off(POPUPS, { body: { id: popupId, incrViewCount: 1 }, address: '203.0.113.80' })).status).toBe(
        200,
      );
    }
    const doubled = client({ callLimits: one, rateLimitScale: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await doubled(POPUPS, { body: { id: popupId, incrViewCount: 1 }, address: '203.0.113.81' })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('does not limit in-process calls (no client address: the server rendering pages)', async () => {
    const gateway = createGateway({
      db: database.db,
      callLimits: { getSurveyReport: { windows: [{ limit: 1, windowMs: 60_000 }], reason: 't' } },
    });
    for (let i = 0; i < 3; i++) {
      const res = await gateway.request('/vat/mcSurveyReport/get', { headers: { 'x-platform-type': '00' } });
      expect(res.status).not.toBe(429);
    }
  });

  it('keys an IPv6 client by its /64 and an IPv4-mapped address as IPv4 (issue 22, finding 11)', () => {
    expect(limitKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('[2001:db8:1:2:3:4:5:6]')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOf('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(limitKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(limitKeyOf('not an address')).toBe('not an address');
  });

  it('every address of one /64 shares one budget; another /64 has its own; ::ffff:a.b.c.d is a.b.c.d', async () => {
    const send = client({ callLimits: { searchTrademark: { windows: [{ limit: 2, windowMs: HOUR }], reason: 't' } } });
    await awayFromWindowEnd(HOUR);
    const path = '/api/ipr/trademark/search';
    expect((await send(path, { address: '2001:db8:7:1::1' })).status).not.toBe(429);
    expect((await send(path, { address: '2001:db8:7:1:a:b:c:d' })).status).not.toBe(429);
    expect((await send(path, { address: '2001:0db8:0007:0001:ffff::2' })).status).toBe(429);
    expect((await send(path, { address: '2001:db8:7:2::1' })).status).not.toBe(429);
    expect((await send(path, { address: '::ffff:203.0.113.95' })).status).not.toBe(429);
    expect((await send(path, { address: '203.0.113.95' })).status).not.toBe(429);
    expect((await send(path, { address: '::ffff:203.0.113.95' })).status).toBe(429);
  });

  it('the counters count at most DEVICES_PER_ADDRESS made-up devices per /64, not per address', async () => {
    const send = client();
    const before = await posterOf(otherPosterId);
    for (let i = 0; i < DEVICES_PER_ADDRESS + 10; i++) {
      const device = (i + 1000).toString(16).padStart(32, '0');
      const address = `2001:db8:9:9:${i.toString(16)}::1`;
      const res = await send(POSTERS, { body: [{ posterId: otherPosterId, incrViewCount: 1 }], device, address });
      expect(res.body.code).toBe(0);
    }
    expect((await posterOf(otherPosterId))?.viewCount).toBe((before?.viewCount ?? 0) + DEVICES_PER_ADDRESS);
  });

  it('reads RATE_LIMITS: on, off, xN or N; refuses anything else', () => {
    expect(parseRateLimitScale(undefined)).toBe(1);
    expect(parseRateLimitScale('on')).toBe(1);
    expect(parseRateLimitScale('off')).toBe(0);
    expect(parseRateLimitScale('x10')).toBe(10);
    expect(parseRateLimitScale('3')).toBe(3);
    expect(() => parseRateLimitScale('x0')).toThrow();
    expect(() => parseRateLimitScale('lots')).toThrow();
    expect(readGatewaySettings({ RATE_LIMITS: 'off' }).rateLimitScale).toBe(0);
    expect(readGatewaySettings({}).rateLimitScale).toBe(1);
    expect(() => readGatewaySettings({ RATE_LIMITS: 'lots' })).toThrow(/RATE_LIMITS/);
  });
});
