import { business, chtco } from '@site/contracts';
import { CONTENT_KINDS, PREVIEW_HEADER, STALE_CONTENT_MESSAGE, type StaffRole } from '@site/contracts/admin';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, staffAuthOf } from '../src/admin/auth.ts';
import type { AdminSettings } from '../src/admin/settings.ts';
import { createGateway } from '../src/index.ts';

/** The back office's content calls (issue 26): drafts, publish, history, diff, restore, concurrency, sanitising. */

const settings: AdminSettings = { host: 'admin.localhost', origin: 'http://admin.localhost:3000', idleMinutes: 30 };

let database: TestDatabase;
let gateway: ReturnType<typeof createGateway>;
let editor: string;
let otherEditor: string;
let productId: number;
let articleId: number;

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const call = async <T = unknown>(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) => {
  const headers: Record<string, string> = { host: 'admin.localhost:3000' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  if ((init.method ?? 'GET') !== 'GET') headers.origin = settings.origin;
  const res = await gateway.request(`/admin-api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, res, json: (await res.json()) as Envelope<T> };
};

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');

/** A signed-in staff member of a role without TOTP (every role but admin), password changed. */
const staffOf = async (role: Exclude<StaffRole, 'admin'>, username: string) => {
  const auth = staffAuthOf({ db: database.db, settings, secret: 'test-secret-test-secret-test-secret' });
  const created = await createStaff(await auth(), database.db, { username, role });
  const first = await call('/auth/sign-in/username', {
    method: 'POST',
    body: { username, password: created.password },
  });
  const changed = await call('/auth/change-password', {
    method: 'POST',
    cookie: cookieOf(first.res),
    body: { currentPassword: created.password, newPassword: 'a-new-password-1', revokeOtherSessions: true },
  });
  expect(changed.status).toBe(200);
  return cookieOf(changed.res) || cookieOf(first.res);
};

const publicPrice = async (id: number, preview?: string, genuine = true) => {
  const res = await gateway.request('/api/business/merc/product/officialProductPrice', {
    headers: { 'x-platform-type': '00', ...(preview ? { [PREVIEW_HEADER]: preview } : {}) },
  });
  if (preview) expect(res.headers.get('cache-control')).toBe(genuine ? 'private, no-store' : 'no-store');
  const body = (await res.json()) as Envelope;
  return business.officialProductPrice.data.parse(body.data).find((p) => p.id === id);
};

const publicArticle = async (id: number) => {
  const res = await gateway.request(`/api/chtco/officialArticle/showArticleDetailById?id=${id}`, {
    headers: { 'x-platform-type': '10' },
  });
  const body = (await res.json()) as Envelope;
  return chtco.showArticleDetailById.data.parse(body.data);
};

interface Item {
  live: Record<string, unknown>;
  latestVersion: number;
  draft: { version: number; data: Record<string, unknown> } | null;
  publicUrl: string;
}

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway({
    db: database.db,
    admin: {
      settings,
      auth: staffAuthOf({ db: database.db, settings, secret: 'test-secret-test-secret-test-secret' }),
    },
  });
  const [product] = await database.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.enabled, true))
    .orderBy(asc(schema.products.id))
    .limit(1);
  const [article] = await database.db
    .select()
    .from(schema.articles)
    .where(eq(schema.articles.platform, '10'))
    .orderBy(desc(schema.articles.id))
    .limit(1);
  if (!product || !article) throw new Error('the seed has no product or XM article');
  productId = product.id;
  articleId = article.id;
  editor = await staffOf('editor', 'editor-one');
  otherEditor = await staffOf('editor', 'editor-two');
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('roles', () => {
  it('sales, marketing and compliance cannot read or edit content (403); anonymous 401', async () => {
    for (const role of ['sales', 'marketing', 'compliance'] as const) {
      const cookie = await staffOf(role, `${role}-content`);
      expect((await call('/content/product', { cookie })).status).toBe(403);
      const save = await call(`/content/product/${productId}/draft`, {
        method: 'POST',
        cookie,
        body: { baseVersion: 0, data: {} },
      });
      expect(save.status).toBe(403);
      expect(save.json.msg).toBe('没有权限访问该功能');
    }
    expect((await call(`/content/product/${productId}`)).status).toBe(401);
  });

  it('an unknown kind or item is a 404', async () => {
    expect((await call('/content/nothing', { cookie: editor })).status).toBe(404);
    expect((await call('/content/product/99999999', { cookie: editor })).status).toBe(404);
    expect((await call('/content/product/abc', { cookie: editor })).status).toBe(404);
  });
});

describe('products and prices', () => {
  it('lists with search and paging', async () => {
    const page = await call<{ total: number; rows: { id: number; title: string }[] }>('/content/product?pageSize=5', {
      cookie: editor,
    });
    expect(page.status).toBe(200);
    expect(page.json.data.rows).toHaveLength(5);
    expect(page.json.data.total).toBeGreaterThan(5);
    const first = page.json.data.rows[0];
    const found = await call<{ rows: { id: number }[] }>(
      `/content/product?q=${encodeURIComponent(first?.title ?? '')}`,
      { cookie: editor },
    );
    expect(found.json.data.rows.map((r) => r.id)).toContain(first?.id);
  });

  it('refuses bad data with the field and its message, saving nothing', async () => {
    const item = (await call<Item>(`/content/product/${productId}`, { cookie: editor })).json.data;
    const bad = await call(`/content/product/${productId}/draft`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, data: { ...item.live, unitPrice: -5 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('unitPrice: 原价不能为负数');
    const discount = await call(`/content/product/${productId}/draft`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, data: { ...item.live, unitPrice: 100, discountPrice: 200 } },
    });
    expect(discount.json.msg).toBe('discountPrice: 优惠金额不能超过原价');
    const unknown = await call(`/content/product/${productId}/draft`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, data: { ...item.live, serviceType: 1 } },
    });
    expect(unknown.status).toBe(400);
    const history = await call<unknown[]>(`/content/product/${productId}/versions`, { cookie: editor });
    expect(history.json.data).toEqual([]);
  });

  it('a draft is never public; publish makes it live; a stale save is refused; restore brings the old price back', async () => {
    const item = (await call<Item>(`/content/product/${productId}`, { cookie: editor })).json.data;
    expect(item.latestVersion).toBe(0);
    expect(item.publicUrl).toBe('http://ost.localhost:3000/ld/price');
    const oldPrice = item.live.unitPrice as number;
    const newPrice = oldPrice + 1000;

    const saved = await call<{ version: number }>(`/content/product/${productId}/draft`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: 0, data: { ...item.live, unitPrice: newPrice, discountPrice: 0 } },
    });
    expect(saved.status).toBe(200);
    // Version 1 keeps the content as it was before the first edit; the draft is version 2.
    expect(saved.json.data.version).toBe(2);
    expect((await publicPrice(productId))?.unitPrice).toBe(oldPrice);

    // A preview link: signed, for 15 minutes, on the brand's host; its token shows the draft in the public read only.
    const preview = await call<{ url: string; expiresAt: string }>(`/content/product/${productId}/preview`, {
      method: 'POST',
      cookie: editor,
      body: { version: 2 },
    });
    expect(preview.status).toBe(200);
    const link = new URL(preview.json.data.url);
    expect(link.origin + link.pathname).toBe('http://ost.localhost:3000/__preview');
    const minutes = (Date.parse(preview.json.data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const token = link.searchParams.get('token') ?? '';
    expect((await publicPrice(productId, token))?.unitPrice).toBe(newPrice);
    expect((await publicPrice(productId))?.unitPrice).toBe(oldPrice);
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await publicPrice(productId, forged, false))?.unitPrice).toBe(oldPrice);

    // The second editor opened the item before the first saved: refused, never overwritten.
    const stale = await call(`/content/product/${productId}/draft`, {
      method: 'POST',
      cookie: otherEditor,
      body: { baseVersion: 0, data: { ...item.live, unitPrice: 1, discountPrice: 0 } },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.msg).toBe(STALE_CONTENT_MESSAGE);

    const published = await call<{ version: number }>(`/content/product/${productId}/publish`, {
      method: 'POST',
      cookie: editor,
      body: { version: 2 },
    });
    expect(published.status).toBe(200);
    expect((await publicPrice(productId))?.unitPrice).toBe(newPrice);
    const again = await call(`/content/product/${productId}/publish`, {
      method: 'POST',
      cookie: editor,
      body: { version: 2 },
    });
    expect(again.status).toBe(409);

    const history = await call<{ version: number; state: string; authorName: string; live: boolean }[]>(
      `/content/product/${productId}/versions`,
      { cookie: editor },
    );
    expect(history.json.data.map((v) => [v.version, v.state, v.live])).toEqual([
      [2, 'published', true],
      [1, 'published', false],
    ]);
    expect(history.json.data[0]?.authorName).toBe('editor-one');

    const diff = await call<{ changes: { field: string; before: unknown; after: unknown }[] }>(
      `/content/product/${productId}/diff?from=1&to=2`,
      { cookie: editor },
    );
    expect(diff.json.data.changes).toContainEqual({ field: 'unitPrice', before: oldPrice, after: newPrice });

    const staleRestore = await call(`/content/product/${productId}/restore`, {
      method: 'POST',
      cookie: otherEditor,
      body: { version: 1, baseVersion: 1 },
    });
    expect(staleRestore.status).toBe(409);
    const restored = await call<{ version: number }>(`/content/product/${productId}/restore`, {
      method: 'POST',
      cookie: otherEditor,
      body: { version: 1, baseVersion: 2 },
    });
    expect(restored.json.data.version).toBe(3);
    expect((await publicPrice(productId))?.unitPrice).toBe(newPrice);
    await call(`/content/product/${productId}/publish`, { method: 'POST', cookie: otherEditor, body: { version: 3 } });
    expect((await publicPrice(productId))?.unitPrice).toBe(oldPrice);

    const log = await database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.target, `product:${productId}`))
      .orderBy(asc(schema.auditLog.id));
    expect(log.map((row) => row.action)).toEqual([
      'content.draft',
      'content.preview',
      'content.publish',
      'content.restore',
      'content.publish',
    ]);
    expect(log[3]).toMatchObject({ actorName: 'editor-two', after: { version: 3, restoredFrom: 1 } });
  });
});

describe('articles', () => {
  it('sanitises the body on save (script, event handlers, javascript: URLs) and publishes to the public read', async () => {
    const item = (await call<Item>(`/content/article/${articleId}`, { cookie: editor })).json.data;
    const title = '跨境電商合規：新版指南';
    const body =
      '<p onclick="steal()">繁體內容</p><script>alert(1)</script><a href="javascript:alert(1)">連結</a>' +
      '<img src="x" onerror="alert(1)"><a href="https://example.com/x">外部</a>';
    const saved = await call<{ version: number }>(`/content/article/${articleId}/draft`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, data: { ...item.live, title, body } },
    });
    expect(saved.status).toBe(200);
    const draft = (await call<Item>(`/content/article/${articleId}`, { cookie: editor })).json.data.draft;
    const html = String(draft?.data.body);
    expect(html).toContain('<p>繁體內容</p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">外部</a>');
    expect((await publicArticle(articleId)).title).not.toBe(title);

    await call(`/content/article/${articleId}/publish`, {
      method: 'POST',
      cookie: editor,
      body: { version: saved.json.data.version },
    });
    const live = await publicArticle(articleId);
    expect(live.title).toBe(title);
  });

  it('an empty title gets its field message', async () => {
    const item = (await call<Item>(`/content/article/${articleId}`, { cookie: editor })).json.data;
    const bad = await call(`/content/article/${articleId}/draft`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, data: { ...item.live, title: '  ' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('title: 请输入标题');
  });
});

/** A public read of the brand, as the site's server sends it (with a preview token when given). */
const publicRead = async (path: string, platform: string, init: { body?: unknown; preview?: string } = {}) => {
  const res = await gateway.request(path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'x-platform-type': platform,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.preview ? { [PREVIEW_HEADER]: init.preview } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Envelope).data;
};

interface KindCase {
  kind: string;
  /** The first item of the kind, of a brand. */
  pick(): Promise<{ id: number; platform: string }>;
  /** A change of one field, and the public read that shows it. */
  change: Record<string, unknown>;
  /** The public read's text in which the changed value appears. */
  read(id: number, platform: string, preview?: string): Promise<string>;
  expected: string;
  /** A bad value and its field's message. */
  bad: { data: Record<string, unknown>; msg: string };
  publicPath: RegExp;
}

const firstOf = async (
  table: 'qaQuestions' | 'videos' | 'partners' | 'agreements' | 'popupConfigs' | 'posters',
  platform = '00',
) => {
  const t = schema[table];
  const [row] = await database.db
    .select({ id: t.id, platform: t.platform })
    .from(t)
    .where(eq(t.platform, platform))
    .orderBy(asc(t.id))
    .limit(1);
  if (!row) throw new Error(`the seed has no ${table} of brand ${platform}`);
  return row;
};

const KIND_CASES: KindCase[] = [
  {
    kind: 'qa',
    pick: () => firstOf('qaQuestions'),
    change: { question: '海外仓发货需要注册哪些国家的VAT？（编辑后）' },
    read: async (id, platform, preview) =>
      JSON.stringify(await publicRead(`/vat/qaAnswerDetail/get/${id}`, platform, { preview })),
    expected: '海外仓发货需要注册哪些国家的VAT？（编辑后）',
    bad: { data: { qaType: 'no spaces allowed' }, msg: 'qaType: 问题分类不正确' },
    publicPath: /\/ld\/complianceAnswer\?answerId=\d+$/,
  },
  {
    kind: 'video',
    pick: () => firstOf('videos'),
    change: { title: '欧盟VAT申报实操（编辑后）' },
    read: async (_id, platform, preview) =>
      JSON.stringify(
        await publicRead(`/api/business/officialQuery/getVideoCourse?pageNum=1&pageSize=100`, platform, { preview }),
      ),
    expected: '欧盟VAT申报实操（编辑后）',
    bad: { data: { cover: 'javascript:alert(1)' }, msg: 'cover: 封面须为 http(s) 地址或站内路径' },
    publicPath: /\/ld\/videoDetail\/\d+$/,
  },
  {
    kind: 'partner',
    pick: () => firstOf('partners'),
    change: { description: '合作伙伴简介（编辑后）', content: '<p>详情</p><script>alert(1)</script>' },
    read: async (id, platform, preview) =>
      JSON.stringify(
        await publicRead(`/api/business/officialPartnersInfo/getPartnersInfoById?id=${id}`, platform, { preview }),
      ),
    expected: '合作伙伴简介（编辑后）',
    bad: { data: { linkUrl: 'ftp://example.com' }, msg: 'linkUrl: 链接须为 http(s) 地址' },
    publicPath: /\/ld\/cooperative\/\d+$/,
  },
  {
    kind: 'agreement',
    pick: () => firstOf('agreements'),
    change: { title: '用户服务协议（编辑后）' },
    read: async (_id, platform, preview) =>
      JSON.stringify(
        await publicRead('/api/business/sysAgreement/listNewestAgreement', platform, {
          preview,
          body: { agreementTypes: ['userAgreement', 'privacyPolicy'] },
        }),
      ),
    expected: '用户服务协议（编辑后）',
    bad: { data: { effectiveDate: '2026-13-40' }, msg: 'effectiveDate: 生效日期格式不正确（YYYY-MM-DD）' },
    publicPath: /\/custom\/(user-agreement|privacy-policy)$/,
  },
  {
    kind: 'poster',
    pick: async () => {
      const row = await firstOf('posters');
      // The seed's campaign window follows the calendar: opened, the public list shows the poster whatever the day.
      await database.db.update(schema.posters).set({ startAt: null, endAt: null }).where(eq(schema.posters.id, row.id));
      return row;
    },
    change: { title: '首页海报（编辑后）' },
    read: async (_id, platform, preview) =>
      JSON.stringify(await publicRead('/api/business/posterConfig/merc/list?module=1&status=1', platform, { preview })),
    expected: '首页海报（编辑后）',
    bad: { data: { img: '' }, msg: 'img: 图片须为 http(s) 地址或站内路径' },
    publicPath: /\/$/,
  },
  {
    kind: 'platform',
    pick: async () => {
      const [row] = await database.db
        .select({ id: schema.platformConfigs.id, platform: schema.platformConfigs.code })
        .from(schema.platformConfigs)
        .where(eq(schema.platformConfigs.code, '00'))
        .limit(1);
      if (!row) throw new Error('the seed has no configuration of brand 00');
      return row;
    },
    change: { seoTitle: '欧思拓跨境合规服务（编辑后）' },
    read: async (_id, platform, preview) =>
      JSON.stringify(await publicRead('/system/pageConfig/allInfo', platform, { preview })),
    expected: '欧思拓跨境合规服务（编辑后）',
    bad: {
      data: { contact: { phone: '', businessCooperation: '', email: 'not-an-email', address: '', hours: '' } },
      msg: 'contact.email: 邮箱格式不正确',
    },
    publicPath: /\/contact$/,
  },
];

describe('every other kind: questions, videos, partners, agreements, posters, brand configuration', () => {
  it.each(KIND_CASES)(
    '$kind: a draft is private, preview shows it, publish makes it public, bad data is refused',
    async (c) => {
      const { id, platform } = await c.pick();
      const item = (await call<Item>(`/content/${c.kind}/${id}`, { cookie: editor })).json.data;
      expect(item.publicUrl).toMatch(c.publicPath);

      const bad = await call(`/content/${c.kind}/${id}/draft`, {
        method: 'POST',
        cookie: editor,
        body: { baseVersion: item.latestVersion, data: { ...item.live, ...c.bad.data } },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.msg).toBe(c.bad.msg);
      expect((await call<Item>(`/content/${c.kind}/${id}`, { cookie: editor })).json.data.latestVersion).toBe(
        item.latestVersion,
      );

      const saved = await call<{ version: number }>(`/content/${c.kind}/${id}/draft`, {
        method: 'POST',
        cookie: editor,
        body: { baseVersion: item.latestVersion, data: { ...item.live, ...c.change } },
      });
      expect(saved.status).toBe(200);
      expect(await c.read(id, platform)).not.toContain(c.expected);

      const preview = await call<{ url: string }>(`/content/${c.kind}/${id}/preview`, {
        method: 'POST',
        cookie: editor,
        body: { version: saved.json.data.version },
      });
      const token = new URL(preview.json.data.url).searchParams.get('token') ?? '';
      expect(await c.read(id, platform, token)).toContain(c.expected);

      const published = await call(`/content/${c.kind}/${id}/publish`, {
        method: 'POST',
        cookie: editor,
        body: { version: saved.json.data.version },
      });
      expect(published.status).toBe(200);
      const live = await c.read(id, platform);
      expect(live).toContain(c.expected);
      expect(live).not.toContain('<script');

      const sales = await staffOf('sales', `sales-${c.kind}`);
      expect((await call(`/content/${c.kind}/${id}`, { cookie: sales })).status).toBe(403);
    },
  );

  it('a campaign pop-up ends at its end time: published with an end in the past, it leaves the public list', async () => {
    const popups = async () =>
      (await publicRead('/api/business/merc/popMarket/list', '00')) as { id: number; title: string | null }[];
    const [live] = await popups();
    if (!live) throw new Error('brand 00 has no live pop-up in the seed');
    const item = (await call<Item>(`/content/popup/${live.id}`, { cookie: editor })).json.data;

    const reversed = await call(`/content/popup/${live.id}/draft`, {
      method: 'POST',
      cookie: editor,
      body: {
        baseVersion: item.latestVersion,
        data: { ...item.live, startAt: '2026-12-01T00:00:00.000Z', endAt: '2026-11-01T00:00:00.000Z' },
      },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toBe('endAt: 结束时间须晚于开始时间');

    const retitled = await call<{ version: number }>(`/content/popup/${live.id}/draft`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, data: { ...item.live, title: '双十二活动（编辑后）' } },
    });
    await call(`/content/popup/${live.id}/publish`, {
      method: 'POST',
      cookie: editor,
      body: { version: retitled.json.data.version },
    });
    expect((await popups()).find((p) => p.id === live.id)?.title).toBe('双十二活动（编辑后）');

    const ended = await call<{ version: number }>(`/content/popup/${live.id}/draft`, {
      method: 'POST',
      cookie: editor,
      body: {
        baseVersion: retitled.json.data.version,
        data: { ...item.live, title: '双十二活动（编辑后）', endAt: new Date(Date.now() - 60_000).toISOString() },
      },
    });
    expect(ended.status).toBe(200);
    await call(`/content/popup/${live.id}/publish`, {
      method: 'POST',
      cookie: editor,
      body: { version: ended.json.data.version },
    });
    expect((await popups()).some((p) => p.id === live.id)).toBe(false);
  });

  it("a brand's customer-service WeChat ID: checked by WeChat's rule, published into the public configuration", async () => {
    const [row] = await database.db
      .select({ id: schema.platformConfigs.id })
      .from(schema.platformConfigs)
      .where(eq(schema.platformConfigs.code, '10'))
      .limit(1);
    if (!row) throw new Error('the seed has no configuration of brand 10');
    const item = (await call<Item>(`/content/platform/${row.id}`, { cookie: editor })).json.data;
    const contact = item.live.contact as Record<string, string>;
    expect(contact.wechatId).toBeUndefined();
    const bad = await call(`/content/platform/${row.id}/draft`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, data: { ...item.live, contact: { ...contact, wechatId: '12345' } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('contact.wechatId: 微信号须为6-20位字母、数字、下划线或减号，以字母开头');
    const saved = await call<{ version: number }>(`/content/platform/${row.id}/draft`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, data: { ...item.live, contact: { ...contact, wechatId: 'xm_kefu' } } },
    });
    expect(saved.status).toBe(200);
    await call(`/content/platform/${row.id}/publish`, {
      method: 'POST',
      cookie: editor,
      body: { version: saved.json.data.version },
    });
    const config = (await publicRead('/system/pageConfig/allInfo', '10')) as { contact: { wechatId?: string } };
    expect(config.contact.wechatId).toBe('xm_kefu');
  });

  it('lists every kind, a page at a time', async () => {
    for (const kind of CONTENT_KINDS) {
      const list = await call<{ total: number; rows: unknown[] }>(`/content/${kind}?page=1&pageSize=20`, {
        cookie: editor,
      });
      expect(list.status, `${kind}: ${list.json.msg}`).toBe(200);
      expect(list.json.data.rows.length, kind).toBeGreaterThan(0);
    }
  });

  it('lists every kind by brand with search', async () => {
    const list = await call<{ total: number; rows: { platform: string }[] }>('/content/qa?platform=00&pageSize=5', {
      cookie: editor,
    });
    expect(list.status).toBe(200);
    expect(list.json.data.total).toBeGreaterThan(0);
    expect(list.json.data.rows.every((r) => r.platform === '00')).toBe(true);
  });
});

describe('scheduled publishing', () => {
  it('a draft scheduled for later goes live when its time comes; a newer draft cancels the schedule', async () => {
    const { publishDue } = await import('../src/admin/content.ts');
    const [other] = await database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.enabled, true))
      .orderBy(desc(schema.products.id))
      .limit(1);
    const id = other?.id ?? 0;
    const item = (await call<Item>(`/content/product/${id}`, { cookie: editor })).json.data;
    const save = (baseVersion: number, unitPrice: number) =>
      call<{ version: number }>(`/content/product/${id}/draft`, {
        method: 'POST',
        cookie: editor,
        body: { baseVersion, data: { ...item.live, unitPrice, discountPrice: 0 } },
      });
    const first = await save(item.latestVersion, 7777);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await call<{ scheduledAt: string | null; publishedAt: string | null }>(
      `/content/product/${id}/publish`,
      { method: 'POST', cookie: editor, body: { version: first.json.data.version, at: at.toISOString() } },
    );
    expect(scheduled.json.data).toEqual({
      version: first.json.data.version,
      publishedAt: null,
      scheduledAt: at.toISOString(),
    });
    const history = await call<{ version: number; publishAt: string | null }[]>(`/content/product/${id}/versions`, {
      cookie: editor,
    });
    expect(history.json.data[0]?.publishAt).toBe(at.toISOString());
    const badTime = await call(`/content/product/${id}/publish`, {
      method: 'POST',
      cookie: editor,
      body: { version: first.json.data.version, at: 'tomorrow' },
    });
    expect(badTime.status).toBe(400);

    expect(await publishDue(database.db, new Date(at.getTime() - 1000))).toBe(0);
    expect((await publicPrice(id))?.unitPrice).not.toBe(7777);
    expect(await publishDue(database.db, new Date(at.getTime() + 1000))).toBe(1);
    expect((await publicPrice(id))?.unitPrice).toBe(7777);
    const [entry] = await database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.target, `product:${id}`))
      .orderBy(desc(schema.auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'content.publish', actorName: '定时发布' });

    // A schedule belongs to its draft: a newer draft supersedes it, and nothing is published at the old time.
    const second = await save(first.json.data.version, 6666);
    await call(`/content/product/${id}/publish`, {
      method: 'POST',
      cookie: editor,
      body: { version: second.json.data.version, at: at.toISOString() },
    });
    await save(second.json.data.version, 5555);
    expect(await publishDue(database.db, new Date(at.getTime() + 1000))).toBe(0);
    expect((await publicPrice(id))?.unitPrice).toBe(7777);
  });
});

describe('preview tokens', () => {
  it('are refused when expired, altered or of another shape', async () => {
    const { signPreview, verifyPreview } = await import('../src/admin/preview.ts');
    const claim = { kind: 'product' as const, id: 1, version: 2, platform: '*', path: '/ld/price', exp: 1_000_000 };
    const token = signPreview('secret-secret-secret', claim);
    expect(verifyPreview('secret-secret-secret', token, 999_999)).toEqual(claim);
    expect(verifyPreview('secret-secret-secret', token, 1_000_000)).toBeNull();
    expect(verifyPreview('another-secret-secret', token, 0)).toBeNull();
    const altered = signPreview('secret-secret-secret', { ...claim, version: 3 }).split('.')[0];
    expect(verifyPreview('secret-secret-secret', `${altered}.${token.split('.')[1]}`, 0)).toBeNull();
    expect(verifyPreview('secret-secret-secret', 'x', 0)).toBeNull();
  });
});
