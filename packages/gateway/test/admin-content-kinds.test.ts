import { CONTENT_KINDS, CONTENT_LIFECYCLE, PREVIEW_HEADER, type StaffRole } from '@site/contracts/admin';
import { schema } from '@site/db/client';
import { listenContentChanges } from '@site/db/content-changes';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuthOf } from '../src/admin/auth.ts';
import type { AdminSettings } from '../src/admin/settings.ts';
import { createGateway } from '../src/index.ts';
import { announcePosterBoundaries, listPosters } from '../src/repositories/campaigns.ts';
import { signInStaff } from './support/staff.ts';

/**
 * The back office's remaining content kinds (issue 26 section 1): content pages, menus, footer blocks, the notice
 * modal and activity pages through drafts, preview and publish; and create, duplicate and archive of every kind that
 * allows them.
 */

const settings: AdminSettings = { host: 'admin.localhost', origin: 'http://admin.localhost:3000', idleMinutes: 30 };

let database: TestDatabase;
let gateway: ReturnType<typeof createGateway>;
let editor: string;

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

const staffOf = (role: Exclude<StaffRole, 'admin'>, username: string) =>
  signInStaff(gateway, database.db, settings, role, username);

/**
 * A public read of the brand as the site's server sends it (with a preview token when given); a 404 (a page or
 * partner the site does not show) reads as null.
 */
const publicRead = async (path: string, platform: string, preview?: string) => {
  const res = await gateway.request(path, {
    headers: { 'x-platform-type': platform, ...(preview ? { [PREVIEW_HEADER]: preview } : {}) },
  });
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  return ((await res.json()) as Envelope).data;
};

interface Item {
  live: Record<string, unknown>;
  latestVersion: number;
  draft: { version: number; data: Record<string, unknown> } | null;
  publicUrl: string;
  archived: boolean;
  lifecycle: { create: boolean; hasLang: boolean; keyLabel: string | null; byCategory: boolean } | null;
}

const getItem = async (kind: string, id: number) =>
  (await call<Item>(`/content/${kind}/${id}`, { cookie: editor })).json.data;

const saveDraft = (kind: string, id: number, baseVersion: number, data: Record<string, unknown>) =>
  call<{ version: number }>(`/content/${kind}/${id}/draft`, {
    method: 'POST',
    cookie: editor,
    body: { baseVersion, data },
  });

const publish = async (kind: string, id: number, version: number) => {
  const res = await call(`/content/${kind}/${id}/publish`, { method: 'POST', cookie: editor, body: { version } });
  expect(res.status, res.json.msg).toBe(200);
};

const previewToken = async (kind: string, id: number, version: number) => {
  const res = await call<{ url: string }>(`/content/${kind}/${id}/preview`, {
    method: 'POST',
    cookie: editor,
    body: { version },
  });
  return new URL(res.json.data.url).searchParams.get('token') ?? '';
};

const common = (platform: string, preview?: string) =>
  publicRead('/api/business/officialQuery/getCommon', platform, preview).then((d) => JSON.stringify(d));
const custom = (platform: string, uid: string, preview?: string) =>
  publicRead(`/api/business/officialQuery/getCustom?uid=${uid}`, platform, preview).then((d) => JSON.stringify(d));
const notice = (platform: string, preview?: string) =>
  publicRead('/api/business/biz/remote/config/getByKey?key=noticeModal', platform, preview).then((d) =>
    JSON.stringify(d),
  );
const year3 = (platform: string, preview?: string) =>
  publicRead('/api/order/activity/year3Page', platform, preview) as Promise<{ status: number; endTime: string } | null>;

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
  editor = await staffOf('editor', 'kinds-editor');
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const firstPage = async () => {
  const [row] = await database.db
    .select({ id: schema.pages.id, key: schema.pages.key })
    .from(schema.pages)
    .where(and(eq(schema.pages.platform, '00'), eq(schema.pages.lang, 'zh-CN')))
    .orderBy(asc(schema.pages.id))
    .limit(1);
  if (!row) throw new Error('the seed has no page of brand 00');
  return row;
};

interface KindCase {
  kind: string;
  pick(): Promise<{ id: number; platform: string }>;
  change(live: Record<string, unknown>): Record<string, unknown>;
  read(platform: string, preview?: string): Promise<string>;
  expected: string;
  bad: { data: Record<string, unknown>; msg: string };
}

const CASES: KindCase[] = [
  {
    kind: 'page',
    pick: async () => ({ id: (await firstPage()).id, platform: '00' }),
    change: (live) => ({ ...live, title: '内容页标题（编辑后）' }),
    read: async (platform, preview) => custom(platform, (await firstPage()).key, preview),
    expected: '内容页标题（编辑后）',
    bad: { data: { blocks: [{ kind: 'no-such-block' }] }, msg: 'blocks.0.kind: 页面区块格式不正确' },
  },
  {
    kind: 'menu',
    pick: async () => {
      const [row] = await database.db
        .select({ id: schema.menuItems.id })
        .from(schema.menuItems)
        .where(
          and(
            eq(schema.menuItems.platform, '00'),
            eq(schema.menuItems.deleted, false),
            eq(schema.menuItems.typeName, 'header'),
          ),
        )
        .orderBy(asc(schema.menuItems.sort), asc(schema.menuItems.id))
        .limit(1);
      if (!row) throw new Error('the seed has no header menu of brand 00');
      return { id: row.id, platform: '00' };
    },
    change: (live) => ({ ...live, label: '菜单名称（编辑后）', sort: 99 }),
    read: (platform, preview) => common(platform, preview),
    expected: '菜单名称（编辑后）',
    bad: { data: { sort: -1 }, msg: 'sort: 排序不能为负数' },
  },
  {
    kind: 'footer',
    pick: async () => {
      const [row] = await database.db
        .select({ id: schema.footerBlocks.id })
        .from(schema.footerBlocks)
        .where(eq(schema.footerBlocks.platform, '00'))
        .orderBy(asc(schema.footerBlocks.id))
        .limit(1);
      if (!row) throw new Error('the seed has no footer block of brand 00');
      return { id: row.id, platform: '00' };
    },
    change: (live) => ({
      ...live,
      items: [...(live.items as unknown[]), { label: '页脚新条目（编辑后）', value: null }],
    }),
    read: (platform, preview) => common(platform, preview),
    expected: '页脚新条目（编辑后）',
    bad: { data: { items: [{ label: '', value: null }] }, msg: 'items.0.label: 请输入名称' },
  },
  {
    kind: 'notice',
    pick: async () => {
      const [row] = await database.db
        .select({ id: schema.remoteConfigs.id })
        .from(schema.remoteConfigs)
        .where(and(eq(schema.remoteConfigs.key, 'noticeModal'), eq(schema.remoteConfigs.platform, '15')));
      if (!row) throw new Error('the seed has no notice modal of brand 15');
      return { id: row.id, platform: '15' };
    },
    change: (live) => ({ ...live, title: '业务合并公告（编辑后）' }),
    read: (platform, preview) => notice(platform, preview),
    expected: '业务合并公告（编辑后）',
    bad: { data: { newSiteUrl: 'javascript:alert(1)' }, msg: 'newSiteUrl: 新网站地址须为 http(s) 地址' },
  },
  {
    kind: 'activity',
    pick: async () => {
      const [row] = await database.db
        .select({ id: schema.activityPages.id })
        .from(schema.activityPages)
        .where(and(eq(schema.activityPages.platform, '00'), eq(schema.activityPages.key, 'year3')));
      if (!row) throw new Error('the seed has no activity page of brand 00');
      return { id: row.id, platform: '00' };
    },
    change: (live) => ({ ...live, endAt: '2027-01-31T15:59:59.000Z' }),
    read: async (platform, preview) => JSON.stringify(await year3(platform, preview)),
    expected: '2027-01-31T15:59:59.000Z',
    bad: { data: { endAt: '2020-01-01T00:00:00Z' }, msg: 'endAt: 结束时间须晚于开始时间' },
  },
];

const caseOf = (index: number): KindCase => {
  const found = CASES[index];
  if (!found) throw new Error(`no case ${index}`);
  return found;
};

describe('content pages, menus, footer blocks, the notice modal and activity pages', () => {
  it.each(CASES)(
    '$kind: a draft is private, preview shows it, publish makes it public, bad data is refused',
    async (c) => {
      const { id, platform } = await c.pick();
      const item = await getItem(c.kind, id);
      expect(item.lifecycle).not.toBeNull();

      const bad = await saveDraft(c.kind, id, item.latestVersion, { ...item.live, ...c.bad.data });
      expect(bad.status).toBe(400);
      expect(bad.json.msg).toBe(c.bad.msg);
      expect((await getItem(c.kind, id)).latestVersion).toBe(item.latestVersion);

      const saved = await saveDraft(c.kind, id, item.latestVersion, c.change(item.live));
      expect(saved.status, saved.json.msg).toBe(200);
      expect(await c.read(platform)).not.toContain(c.expected);
      const token = await previewToken(c.kind, id, saved.json.data.version);
      expect(await c.read(platform, token)).toContain(c.expected);

      await publish(c.kind, id, saved.json.data.version);
      expect(await c.read(platform)).toContain(c.expected);
    },
  );

  it('a menu entry’s order is editable: a higher sort moves the first entry last among the header entries', async () => {
    const rows = await database.db
      .select({ id: schema.menuItems.id, parentId: schema.menuItems.parentId })
      .from(schema.menuItems)
      .where(
        and(
          eq(schema.menuItems.platform, '01'),
          eq(schema.menuItems.deleted, false),
          eq(schema.menuItems.typeName, 'header'),
        ),
      )
      .orderBy(asc(schema.menuItems.sort), asc(schema.menuItems.id));
    const roots = rows.filter((r) => r.parentId === null);
    const first = roots[0];
    if (!first || roots.length < 2) throw new Error('brand 01 has fewer than two header entries');
    const item = await getItem('menu', first.id);
    const saved = await saveDraft('menu', first.id, item.latestVersion, { ...item.live, sort: 9999 });
    await publish('menu', first.id, saved.json.data.version);
    const data = (await publicRead('/api/business/officialQuery/getCommon', '01')) as {
      pcnavList: { id: number; typeName: string }[];
    };
    const header = data.pcnavList.filter((m) => m.typeName === 'header');
    expect(header.at(-1)?.id).toBe(first.id);
    expect(header[0]?.id).toBe(roots[1]?.id);
  });

  it('an activity page ends at its time: published with an end in the past, the public page shows it as over', async () => {
    const { id } = await caseOf(4).pick();
    const item = await getItem('activity', id);
    const saved = await saveDraft('activity', id, item.latestVersion, {
      ...item.live,
      startAt: new Date(Date.now() - 86_400_000).toISOString(),
      endAt: new Date(Date.now() - 60_000).toISOString(),
    });
    await publish('activity', id, saved.json.data.version);
    expect((await year3('00'))?.status).toBe(2);
  });
});

describe('create, duplicate, archive', () => {
  it('creates a poster as a draft: hidden until published, then on the home banner of its brand', async () => {
    const posters = async () =>
      JSON.stringify(await publicRead('/api/business/posterConfig/merc/list?module=1&status=1', '00'));
    const bad = await call('/content/poster', {
      method: 'POST',
      cookie: editor,
      body: { platform: '00', data: { title: '新海报', img: 'javascript:x', link: null, sort: 0 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('img: 图片须为 http(s) 地址或站内路径');

    const created = await call<{ id: number; version: number }>('/content/poster', {
      method: 'POST',
      cookie: editor,
      body: { platform: '00', data: { title: '新建的海报', img: '/img/new-poster.webp', link: null, sort: 0 } },
    });
    expect(created.status, created.json.msg).toBe(200);
    const { id, version } = created.json.data;
    expect(version).toBe(1);
    expect(await posters()).not.toContain('新建的海报');
    const list = await call<{ rows: { id: number; archived: boolean; latestState: string }[] }>(
      '/content/poster?platform=00&pageSize=200',
      { cookie: editor },
    );
    expect(list.json.data.rows.find((r) => r.id === id)).toMatchObject({ archived: true, latestState: 'draft' });

    await publish('poster', id, version);
    expect(await posters()).toContain('新建的海报');
    const entries = await call<{ rows: { action: string; target: string }[] }>('/audit?pageSize=50', {
      cookie: editor,
    });
    // The editor cannot read the audit log; the row is checked in the database.
    expect(entries.status).toBe(403);
    const audited = await database.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.target, `poster:${id}`));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['content.create', 'content.publish']));
  });

  it('creates a content page with its key and language; a taken key is refused, nothing half-saved', async () => {
    const page = await firstPage();
    const item = await getItem('page', page.id);
    const data = { title: '新内容页', description: '', keywords: '', blocks: item.live.blocks };
    const noLang = await call('/content/page', {
      method: 'POST',
      cookie: editor,
      body: { platform: '00', key: 'ld-new', data },
    });
    expect(noLang.status).toBe(400);
    expect(noLang.json.msg).toBe('lang: 请选择语言');
    const badKey = await call('/content/page', {
      method: 'POST',
      cookie: editor,
      body: { platform: '00', lang: 'zh-CN', key: 'no spaces', data },
    });
    expect(badKey.json.msg).toBe('key: 页面标识不正确');
    const before = await database.db.select({ id: schema.pages.id }).from(schema.pages);
    const taken = await call('/content/page', {
      method: 'POST',
      cookie: editor,
      body: { platform: '00', lang: 'zh-CN', key: page.key, data },
    });
    expect(taken.status).toBe(409);
    expect((await database.db.select({ id: schema.pages.id }).from(schema.pages)).length).toBe(before.length);

    const created = await call<{ id: number; version: number }>('/content/page', {
      method: 'POST',
      cookie: editor,
      body: { platform: '00', lang: 'zh-CN', key: 'ld-newPage', data },
    });
    expect(created.status, created.json.msg).toBe(200);
    expect((await getItem('page', created.json.data.id)).publicUrl).toMatch(/\/ld\/newPage$/);
    expect(await custom('00', 'ld-newPage')).not.toContain('新内容页');
    await publish('page', created.json.data.id, 1);
    expect(await custom('00', 'ld-newPage')).toContain('新内容页');
  });

  it('duplicates a footer block to another brand and language as a draft; the source is untouched', async () => {
    const [source] = await database.db
      .select()
      .from(schema.footerBlocks)
      .where(and(eq(schema.footerBlocks.platform, '00'), eq(schema.footerBlocks.kind, 'function')))
      .limit(1);
    if (!source) throw new Error('brand 00 has no function footer block');
    const sourceItem = await getItem('footer', source.id);
    const copied = await call<{ id: number; version: number }>(`/content/footer/${source.id}/duplicate`, {
      method: 'POST',
      cookie: editor,
      body: { platform: '20', lang: 'zh-CN' },
    });
    expect(copied.status, copied.json.msg).toBe(200);
    const copy = await getItem('footer', copied.json.data.id);
    expect(copy.archived).toBe(true);
    expect(copy.draft?.data.items).toEqual(sourceItem.live.items);
    expect(copy.live.items).toEqual(sourceItem.live.items);
    const [row] = await database.db
      .select()
      .from(schema.footerBlocks)
      .where(eq(schema.footerBlocks.id, copied.json.data.id));
    expect(row).toMatchObject({ platform: '20', lang: 'zh-CN', kind: 'function', archived: true });
    expect(await getItem('footer', source.id)).toEqual(sourceItem);

    // The brand's own block of that kind is archived first (the footer shows one block of each kind).
    const [own] = await database.db
      .select({ id: schema.footerBlocks.id })
      .from(schema.footerBlocks)
      .where(
        and(
          eq(schema.footerBlocks.platform, '20'),
          eq(schema.footerBlocks.kind, 'function'),
          eq(schema.footerBlocks.archived, false),
        ),
      );
    if (own) {
      const ownItem = await getItem('footer', own.id);
      const archived = await call<{ version: number }>(`/content/footer/${own.id}/archive`, {
        method: 'POST',
        cookie: editor,
        body: { baseVersion: ownItem.latestVersion, archived: true },
      });
      await publish('footer', own.id, archived.json.data.version);
    }
    const retitled = await saveDraft('footer', copied.json.data.id, 1, { ...copy.live, title: '复制后的页脚' });
    await publish('footer', copied.json.data.id, retitled.json.data.version);
    expect(await common('20')).toContain('复制后的页脚');
    expect(await common('00')).not.toContain('复制后的页脚');
  });

  it('duplicates a Q&A question to another language; the unique notice modal of a brand cannot be copied twice', async () => {
    const [qa] = await database.db
      .select({ id: schema.qaQuestions.id })
      .from(schema.qaQuestions)
      .where(eq(schema.qaQuestions.platform, '00'))
      .limit(1);
    if (!qa) throw new Error('brand 00 has no question');
    const copied = await call<{ id: number }>(`/content/qa/${qa.id}/duplicate`, {
      method: 'POST',
      cookie: editor,
      body: { platform: '10', lang: 'zh-TW' },
    });
    expect(copied.status).toBe(200);
    const [row] = await database.db
      .select({ platform: schema.qaQuestions.platform, lang: schema.qaQuestions.lang })
      .from(schema.qaQuestions)
      .where(eq(schema.qaQuestions.id, copied.json.data.id));
    expect(row).toEqual({ platform: '10', lang: 'zh-TW' });

    const { id } = await caseOf(3).pick();
    const first = await call(`/content/notice/${id}/duplicate`, {
      method: 'POST',
      cookie: editor,
      body: { platform: '01' },
    });
    expect(first.status).toBe(200);
    const again = await call(`/content/notice/${id}/duplicate`, {
      method: 'POST',
      cookie: editor,
      body: { platform: '01' },
    });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('目标品牌和语言下已有同一内容，请先编辑或归档那一项');
  });

  it('archives a partner: hidden once the archive is published, listed under 已归档, restored and shown again', async () => {
    const [partner] = await database.db
      .select({ id: schema.partners.id, name: schema.partners.name })
      .from(schema.partners)
      .where(eq(schema.partners.platform, '00'))
      .orderBy(asc(schema.partners.id))
      .limit(1);
    if (!partner) throw new Error('brand 00 has no partner');
    const detail = () =>
      publicRead(`/api/business/officialPartnersInfo/getPartnersInfoById?id=${partner.id}`, '00').then((d) =>
        JSON.stringify(d),
      );
    expect(await detail()).toContain(partner.name);
    const item = await getItem('partner', partner.id);
    const archived = await call<{ version: number }>(`/content/partner/${partner.id}/archive`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, archived: true },
    });
    expect(archived.status, archived.json.msg).toBe(200);
    expect(await detail()).toContain(partner.name);
    await publish('partner', partner.id, archived.json.data.version);
    expect(await detail()).not.toContain(partner.name);

    const listed = async (archivedOnly: boolean) =>
      (
        await call<{ rows: { id: number }[] }>(`/content/partner?platform=00&pageSize=200&archived=${archivedOnly}`, {
          cookie: editor,
        })
      ).json.data.rows.some((r) => r.id === partner.id);
    expect(await listed(true)).toBe(true);
    expect(await listed(false)).toBe(false);

    // An edit of an archived item keeps it archived; a stale archive is refused.
    const stale = await call(`/content/partner/${partner.id}/archive`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, archived: false },
    });
    expect(stale.status).toBe(409);
    const edited = await saveDraft('partner', partner.id, archived.json.data.version, {
      ...item.live,
      description: '归档后编辑',
    });
    await publish('partner', partner.id, edited.json.data.version);
    expect(await detail()).not.toContain(partner.name);

    const restored = await call<{ version: number }>(`/content/partner/${partner.id}/archive`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: edited.json.data.version, archived: false },
    });
    await publish('partner', partner.id, restored.json.data.version);
    expect(await detail()).toContain('归档后编辑');
    expect(await listed(false)).toBe(true);
  });

  it('archives the notice modal: the brand’s home page stops asking; a product or brand configuration is not archived here', async () => {
    const { id } = await caseOf(3).pick();
    const item = await getItem('notice', id);
    const archived = await call<{ version: number }>(`/content/notice/${id}/archive`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: item.latestVersion, archived: true },
    });
    await publish('notice', id, archived.json.data.version);
    expect(await notice('15')).toBe('null');

    const [product] = await database.db.select({ id: schema.products.id }).from(schema.products).limit(1);
    const refused = await call(`/content/product/${product?.id}/archive`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: 0, archived: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe('此类内容不能在此新建、复制或归档');
    const video = await call('/content/video', {
      method: 'POST',
      cookie: editor,
      body: { platform: '00', data: {} },
    });
    expect(video.json.msg).toBe('此类内容不能在此新建');
  });

  it('each kind’s item says what it allows, as the back office’s CONTENT_LIFECYCLE says', async () => {
    for (const kind of CONTENT_KINDS) {
      const list = await call<{ rows: { id: number }[] }>(`/content/${kind}?pageSize=1`, { cookie: editor });
      const first = list.json.data.rows[0];
      if (!first) throw new Error(`no ${kind} in the list`);
      const expected = CONTENT_LIFECYCLE[kind];
      expect((await getItem(kind, first.id)).lifecycle, kind).toEqual(
        expected
          ? {
              create: expected.create,
              hasLang: expected.lang,
              keyLabel: expected.key,
              byCategory: expected.category === true,
            }
          : null,
      );
    }
  });

  it('sales, marketing and compliance cannot create, duplicate or archive (403)', async () => {
    const { id } = await caseOf(1).pick();
    for (const role of ['sales', 'marketing', 'compliance'] as const) {
      const cookie = await staffOf(role, `${role}-kinds`);
      const create = await call('/content/menu', {
        method: 'POST',
        cookie,
        body: { platform: '00', lang: 'zh-CN', data: {} },
      });
      expect(create.status).toBe(403);
      const dup = await call(`/content/menu/${id}/duplicate`, { method: 'POST', cookie, body: { platform: '01' } });
      expect(dup.status).toBe(403);
      const arc = await call(`/content/menu/${id}/archive`, {
        method: 'POST',
        cookie,
        body: { baseVersion: 0, archived: true },
      });
      expect(arc.status).toBe(403);
    }
    expect(
      (await call(`/content/menu/${id}/archive`, { method: 'POST', body: { baseVersion: 0, archived: true } })).status,
    ).toBe(401);
  });
});

describe('articles: create, duplicate, archive (placed by a category of the brand)', () => {
  interface Category {
    id: number;
    platform: string;
    lang: string;
    kind: string;
    name: string;
  }
  const categories = async (platform: string) =>
    (await call<Category[]>(`/article-categories?platform=${platform}`, { cookie: editor })).json.data;
  /** A news category of the brand in its language (what showArticleList lists without a type). */
  const newsCategory = async (platform: string, lang: string) => {
    const found = (await categories(platform)).find(
      (c) => c.lang === lang && ['news', 'insight', 'trends', 'companyEncy', 'industryInfo'].includes(c.kind),
    );
    if (!found) throw new Error(`no news category of brand ${platform} in ${lang}`);
    return found;
  };
  const detail = (platform: string, id: number) =>
    publicRead(`/api/chtco/officialArticle/showArticleDetailById?id=${id}`, platform) as Promise<{
      title: string;
      content: string;
    } | null>;
  const listed = async (platform: string, keyword: string) =>
    (
      (await publicRead(
        `/api/chtco/officialArticle/showArticleList?keyword=${encodeURIComponent(keyword)}&pageNum=1&pageSize=10`,
        platform,
      )) as { list: { id: number }[] }
    ).list.map((a) => a.id);
  const inSitemap = async (platform: string, id: number) =>
    (
      (await publicRead('/api/business/officialQuery/getSiteIndex', platform)) as { articles: { id: number }[] }
    ).articles.some((a) => a.id === id);
  const article = (title: string) => ({
    title,
    summary: '新建文章的摘要',
    body: '<p>新建文章的正文</p>',
    author: '编辑部',
    source: '原创',
    cover: null,
  });

  it('lists a brand’s categories (XM: traditional Chinese) for the create and copy dialogs', async () => {
    const xm = await categories('10');
    expect(xm.length).toBeGreaterThan(0);
    expect(xm.every((c) => c.platform === '10')).toBe(true);
    expect(xm.some((c) => c.lang === 'zh-TW')).toBe(true);
    expect((await call('/article-categories?platform=x', { cookie: editor })).status).toBe(400);
  });

  it('creates an article hidden until its first publish, then shown in lists, detail and sitemap', async () => {
    const category = await newsCategory('10', 'zh-TW');
    const title = '新建的繁體文章標題';
    const created = await call<{ id: number; version: number }>('/content/article', {
      method: 'POST',
      cookie: editor,
      body: { platform: '10', categoryId: category.id, data: article(title) },
    });
    expect(created.status, created.json.msg).toBe(200);
    const { id } = created.json.data;
    const item = await getItem('article', id);
    expect(item.archived).toBe(true);
    expect(item.draft?.data.title).toBe(title);
    expect(item.lifecycle).toEqual({ create: true, hasLang: false, keyLabel: null, byCategory: true });
    expect(await detail('10', id)).toBeNull();
    expect(await listed('10', title)).toEqual([]);
    expect(await inSitemap('10', id)).toBe(false);

    await publish('article', id, created.json.data.version);
    expect((await detail('10', id))?.title).toBe(title);
    expect(await listed('10', title)).toEqual([id]);
    expect(await inSitemap('10', id)).toBe(true);
    const [row] = await database.db.select().from(schema.articles).where(eq(schema.articles.id, id));
    expect(row?.categoryId).toBe(category.id);
    expect(row?.archived).toBe(false);

    // The same title again in that brand: refused, nothing saved.
    const again = await call('/content/article', {
      method: 'POST',
      cookie: editor,
      body: { platform: '10', categoryId: category.id, data: article(title) },
    });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('该品牌已有同名文章，请修改标题');

    // Renaming another article of the brand to that title: the publish is refused, the live row unchanged.
    const other = await call<{ id: number; version: number }>('/content/article', {
      method: 'POST',
      cookie: editor,
      body: { platform: '10', categoryId: category.id, data: article('另一篇繁體文章') },
    });
    await publish('article', other.json.data.id, 1);
    const renamed = await saveDraft('article', other.json.data.id, 1, article(title));
    const refused = await call(`/content/article/${other.json.data.id}/publish`, {
      method: 'POST',
      cookie: editor,
      body: { version: renamed.json.data.version },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('该品牌已有同名文章，请修改标题');
    expect((await detail('10', other.json.data.id))?.title).toBe('另一篇繁體文章');
  });

  it('refuses a create without a category, or with another brand’s category (400)', async () => {
    const none = await call('/content/article', {
      method: 'POST',
      cookie: editor,
      body: { platform: '10', data: article('没有分类的文章') },
    });
    expect(none.status).toBe(400);
    expect(none.json.msg).toBe('categoryId: 请选择文章分类');
    const other = await newsCategory('00', 'zh-CN');
    const wrong = await call('/content/article', {
      method: 'POST',
      cookie: editor,
      body: { platform: '10', categoryId: other.id, data: article('别的品牌分类的文章') },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.msg).toBe('categoryId: 请选择该品牌的文章分类');
    const bad = await call('/content/article', {
      method: 'POST',
      cookie: editor,
      body: { platform: '10', categoryId: other.id, data: { ...article(''), title: '' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('title: 请输入标题');
  });

  it('copies a main-site article to XM’s traditional Chinese category, the source untouched', async () => {
    const main = await newsCategory('00', 'zh-CN');
    const [source] = await database.db
      .select()
      .from(schema.articles)
      .where(eq(schema.articles.categoryId, main.id))
      .orderBy(asc(schema.articles.id))
      .limit(1);
    if (!source) throw new Error('no article in the main news category');
    const target = await newsCategory('10', 'zh-TW');
    const missing = await call(`/content/article/${source.id}/duplicate`, {
      method: 'POST',
      cookie: editor,
      body: { platform: '10' },
    });
    expect(missing.status).toBe(400);
    const copy = await call<{ id: number; version: number }>(`/content/article/${source.id}/duplicate`, {
      method: 'POST',
      cookie: editor,
      body: { platform: '10', categoryId: target.id },
    });
    expect(copy.status, copy.json.msg).toBe(200);
    const id = copy.json.data.id;
    expect(await detail('10', id)).toBeNull();
    await publish('article', id, copy.json.data.version);
    const shown = await detail('10', id);
    expect(shown?.title).toBe(source.title);
    expect(shown?.content).toBe(source.body);
    const [row] = await database.db.select().from(schema.articles).where(eq(schema.articles.id, id));
    expect(row).toMatchObject({ platform: '10', categoryId: target.id, views: 0, archived: false });
    const [after] = await database.db.select().from(schema.articles).where(eq(schema.articles.id, source.id));
    expect(after).toEqual(source);

    // A second copy into the same brand takes a distinct title (a brand's titles are unique).
    const second = await call<{ id: number; version: number }>(`/content/article/${source.id}/duplicate`, {
      method: 'POST',
      cookie: editor,
      body: { platform: '10', categoryId: target.id },
    });
    expect(second.status, second.json.msg).toBe(200);
    expect((await getItem('article', second.json.data.id)).draft?.data.title).toBe(`${source.title}（副本）`);
    await publish('article', second.json.data.id, second.json.data.version);
    expect((await detail('10', second.json.data.id))?.title).toBe(`${source.title}（副本）`);
  });

  it('archives an article out of every public read once published, and restores it', async () => {
    const category = await newsCategory('10', 'zh-TW');
    const title = '將被歸檔的文章';
    const created = await call<{ id: number; version: number }>('/content/article', {
      method: 'POST',
      cookie: editor,
      body: { platform: '10', categoryId: category.id, data: article(title) },
    });
    const { id } = created.json.data;
    await publish('article', id, 1);
    expect(await listed('10', title)).toEqual([id]);

    const archive = await call<{ version: number }>(`/content/article/${id}/archive`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: 1, archived: true },
    });
    expect(archive.status, archive.json.msg).toBe(200);
    // A draft: still shown until it is published.
    expect((await detail('10', id))?.title).toBe(title);
    await publish('article', id, archive.json.data.version);
    expect(await detail('10', id)).toBeNull();
    expect(await listed('10', title)).toEqual([]);
    expect(await inSitemap('10', id)).toBe(false);
    const archivedList = await call<{ rows: { id: number; archived: boolean }[] }>(
      '/content/article?archived=true&platform=10',
      { cookie: editor },
    );
    expect(archivedList.json.data.rows.find((r) => r.id === id)?.archived).toBe(true);
    const visibleList = await call<{ rows: { id: number }[] }>('/content/article?platform=10&pageSize=200', {
      cookie: editor,
    });
    expect(visibleList.json.data.rows.some((r) => r.id === id)).toBe(false);

    const restore = await call<{ version: number }>(`/content/article/${id}/archive`, {
      method: 'POST',
      cookie: editor,
      body: { baseVersion: archive.json.data.version, archived: false },
    });
    await publish('article', id, restore.json.data.version);
    expect((await detail('10', id))?.title).toBe(title);
    expect(await listed('10', title)).toEqual([id]);
  });
});

describe('home posters: start and end', () => {
  const HOME = { module: 1, status: 1, showPosition: '40' };
  const publicPosters = async (platform: string) =>
    JSON.stringify(await publicRead('/api/business/posterConfig/merc/list?module=1&status=1', platform));
  const titlesAt = async (platform: string, at: string) =>
    (await listPosters(database.db, platform, HOME, new Date(at))).map((p) => p.title);

  it('writes the seed’s campaign window: OST’s 双12 poster is listed only from 1 December to the 14th', async () => {
    const [seeded] = await database.db
      .select()
      .from(schema.posters)
      .where(and(eq(schema.posters.platform, '00'), eq(schema.posters.title, '双12 VAT注册立减')));
    expect(seeded?.startAt?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(seeded?.endAt?.toISOString()).toBe('2026-12-14T15:59:59.000Z');
    expect(await titlesAt('00', '2026-11-28T12:00:00+08:00')).not.toContain('双12 VAT注册立减');
    expect(await titlesAt('00', '2026-12-01T00:00:00+08:00')).toContain('双12 VAT注册立减');
    expect(await titlesAt('00', '2026-12-14T23:59:58+08:00')).toContain('双12 VAT注册立减');
    expect(await titlesAt('00', '2026-12-14T23:59:59+08:00')).not.toContain('双12 VAT注册立减');
  });

  it('edits a poster’s window in the back office: a future start is not listed until it passes, an ended one leaves', async () => {
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const created = await call<{ id: number; version: number }>('/content/poster', {
      method: 'POST',
      cookie: editor,
      body: {
        platform: '20',
        data: { title: '即将开始的海报', img: '/img/soon.webp', link: null, sort: 0, startAt: start, endAt: null },
      },
    });
    expect(created.status, created.json.msg).toBe(200);
    const { id } = created.json.data;
    await publish('poster', id, created.json.data.version);
    expect((await getItem('poster', id)).live).toMatchObject({ startAt: start, endAt: null });
    expect(await publicPosters('20')).not.toContain('即将开始的海报');
    expect(await titlesAt('20', new Date(Date.now() + 2 * 3_600_000).toISOString())).toContain('即将开始的海报');

    const ended = new Date(Date.now() - 60_000).toISOString();
    const bad = await saveDraft('poster', id, 1, {
      title: '即将开始的海报',
      img: '/img/soon.webp',
      link: null,
      sort: 0,
      startAt: start,
      endAt: ended,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('endAt: 结束时间须晚于开始时间');
    const saved = await saveDraft('poster', id, 1, {
      title: '即将开始的海报',
      img: '/img/soon.webp',
      link: null,
      sort: 0,
      startAt: null,
      endAt: ended,
    });
    expect(saved.status, saved.json.msg).toBe(200);
    await publish('poster', id, saved.json.data.version);
    expect(await publicPosters('20')).not.toContain('即将开始的海报');
    expect(await titlesAt('20', new Date(Date.now() - 120_000).toISOString())).toContain('即将开始的海报');
  });

  it('announces a brand on the content channel when one of its posters starts or ends (the runtime’s tick)', async () => {
    const heard: string[] = [];
    const listener = listenContentChanges(database.url, (change) => heard.push(`${change.table}:${change.platform}`));
    await listener.ready;
    try {
      // Nothing starts or ends in this window: no notification.
      expect(
        await announcePosterBoundaries(database.db, new Date('2031-03-01T00:00:00Z'), new Date('2031-03-01T00:00:10Z')),
      ).toEqual([]);
      // OST's 双12 poster (and LVZHOU's 气候友好认证) start at 2026-12-01 00:00 Beijing time: the tick after it
      // announces both brands.
      const tick = new Date('2026-11-30T16:00:05Z');
      expect(await announcePosterBoundaries(database.db, new Date(tick.getTime() - 10_000), tick)).toEqual([
        '00',
        '15',
      ]);
      // Its end (exclusive): the tick that passes 23:59:59 on the 14th.
      const end = new Date('2026-12-14T16:00:00Z');
      expect(await announcePosterBoundaries(database.db, new Date(end.getTime() - 10_000), end)).toEqual(['00']);
      // The tick before the start does not (the start is after its time).
      expect(
        await announcePosterBoundaries(
          database.db,
          new Date(tick.getTime() - 20_000),
          new Date(tick.getTime() - 10_000),
        ),
      ).toEqual([]);
      await expect.poll(() => heard.filter((h) => h.startsWith('posters:')).length).toBe(3);
      expect(heard.filter((h) => h.startsWith('posters:'))).toEqual(['posters:00', 'posters:15', 'posters:00']);
    } finally {
      await listener.close();
    }
  });
});
