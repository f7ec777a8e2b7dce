import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/index.ts';
import { hashToken } from '../src/repositories/sessions.ts';

let database: TestDatabase;
let gateway: Gateway;
const token = 'session-token-0123456789abcdef';

const call = (path: string, init: RequestInit & { token?: string } = {}) =>
  gateway.request(path, {
    ...init,
    headers: {
      'x-platform-type': '00',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway({ db: database.db });
  const [user] = await database.db
    .insert(schema.users)
    .values({ mercNo: 'M20261121001', platform: '00', phone: '13800138000', buryingPoint: 'reg-2026' })
    .returning();
  if (!user) throw new Error('no user');
  await database.db
    .insert(schema.sessions)
    .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
});

afterAll(async () => {
  await database?.close();
});

describe('session calls', () => {
  it('answers the user info of a live session, masked', async () => {
    const res = await call('/system/user/info?client=1', { token });
    const body = (await res.json()) as { code: number; data: Record<string, unknown> };
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ mercNo: 'M20261121001', buryingPoint: 'reg-2026', phone: '138****8000' });
  });

  it('answers 401 without a token, with an unknown one, or without client=1 a 400', async () => {
    expect((await call('/system/user/info?client=1')).status).toBe(401);
    expect((await call('/system/user/info?client=1', { token: 'unknown-token-xyz' })).status).toBe(401);
    const bad = await call('/system/user/info?client=2', { token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toMatch(/client/);
  });

  it('never takes the login-code cookie alone as the session (a script must send it as the header)', async () => {
    // The cookie is readable by scripts (spec section 3) and a browser sends it with any request to the site;
    // only the Authorization header, which another site's page cannot set, identifies the user.
    const cookieOnly = await gateway.request('/system/user/info?client=1', {
      headers: { 'x-platform-type': '00', cookie: `loginCode=${token}` },
    });
    expect(cookieOnly.status).toBe(401);
    const logout = await gateway.request('/auth/logout', {
      method: 'POST',
      headers: { 'x-platform-type': '00', cookie: `loginCode=${token}` },
    });
    expect(logout.status).toBe(200);
    // The session is still live: the cookie-only logout ended nothing.
    expect((await call('/system/user/info?client=1', { token })).status).toBe(200);
  });

  it('logs out: the session ends, and logging out again still succeeds', async () => {
    expect(await (await call('/auth/logout', { method: 'POST', token })).json()).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect((await call('/system/user/info?client=1', { token })).status).toBe(401);
    expect((await call('/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call('/auth/logout', { method: 'POST' })).status).toBe(200);
  });
});

describe('pop-up display count', () => {
  it("counts a view of the brand's pop-up and rejects others", async () => {
    const [popup] = await database.db.select().from(schema.popupConfigs).where(eq(schema.popupConfigs.platform, '00'));
    expect(popup).toBeDefined();
    if (!popup) return;
    const ok = await call('/api/notify/sysNotifyPopupBoxConfig/incrCount', {
      method: 'POST',
      body: JSON.stringify({ id: popup.id, incrViewCount: 1 }),
    });
    expect(ok.status).toBe(200);
    const [after] = await database.db.select().from(schema.popupConfigs).where(eq(schema.popupConfigs.id, popup.id));
    expect(after?.viewCount).toBe(popup.viewCount + 1);

    const [other] = await database.db.select().from(schema.popupConfigs).where(eq(schema.popupConfigs.platform, '10'));
    const wrong = await call('/api/notify/sysNotifyPopupBoxConfig/incrCount', {
      method: 'POST',
      body: JSON.stringify({ id: other?.id, incrViewCount: 1 }),
    });
    expect(wrong.status).toBe(404);
    const bad = await call('/api/notify/sysNotifyPopupBoxConfig/incrCount', {
      method: 'POST',
      body: JSON.stringify({ id: popup.id, incrViewCount: 2 }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toMatch(/incrViewCount must be 1/);
  });
});
