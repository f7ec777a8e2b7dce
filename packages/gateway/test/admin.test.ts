import { createHmac } from 'node:crypto';
import { type AdminCallDef, adminCalls, STAFF_ROLES, type StaffRole } from '@site/contracts/admin';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, LOCKED_MESSAGE, staffAuthOf } from '../src/admin/auth.ts';
import type { AdminSettings } from '../src/admin/settings.ts';
import { createGateway } from '../src/index.ts';

const settings: AdminSettings = { host: 'admin.localhost', origin: 'http://admin.localhost:3000', idleMinutes: 30 };
const ORIGIN = settings.origin;

let database: TestDatabase;
let gateway: ReturnType<typeof createGateway>;
let clock = new Date();
let auth: ReturnType<typeof staffAuthOf>;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 secret, as an authenticator app computes it. */
export const totp = (base32: string, at = Date.now()): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of base32.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
};

const call = async (
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; origin?: string | null } = {},
) => {
  const headers: Record<string, string> = { host: 'admin.localhost:3000' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  if (init.origin !== null && (init.method ?? 'GET') !== 'GET') headers.origin = init.origin ?? ORIGIN;
  const res = await gateway.request(`/admin-api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return res;
};

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');

const signIn = async (username: string, password: string) => {
  const res = await call('/auth/sign-in/username', { method: 'POST', body: { username, password } });
  return { res, cookie: cookieOf(res), json: (await res.json()) as Record<string, unknown> };
};

/** A staff member of the role, signed in, password changed (and TOTP for an admin). */
const staffOf = async (role: StaffRole, username = `${role}-${Math.random().toString(36).slice(2, 8)}`) => {
  const created = await createStaff(await auth(), database.db, { username, role });
  const first = await signIn(username, created.password);
  expect(first.res.status).toBe(200);
  const password = 'a-new-password-1';
  const changed = await call('/auth/change-password', {
    method: 'POST',
    cookie: first.cookie,
    body: { currentPassword: created.password, newPassword: password, revokeOtherSessions: true },
  });
  expect(changed.status).toBe(200);
  let cookie = cookieOf(changed) || first.cookie;
  if (role === 'admin') {
    const enabled = await call('/auth/two-factor/enable', { method: 'POST', cookie, body: { password } });
    expect(enabled.status).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    const verified = await call('/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie,
      body: { code: totp(secret) },
    });
    expect(verified.status).toBe(200);
    cookie = cookieOf(verified) || cookie;
  }
  return { username, password, cookie, id: created.id };
};

const sample: Record<
  keyof typeof adminCalls,
  { path: string; method: 'GET' | 'POST'; body?: unknown /** an allowed role's answer (200) */; status?: number }
> = {
  me: { path: '/me', method: 'GET' },
  listStaff: { path: '/staff', method: 'GET' },
  listLeads: { path: '/leads', method: 'GET' },
  exportLeads: { path: '/leads/export?format=csv', method: 'GET' },
  getLead: { path: '/leads/contact:1', method: 'GET' },
  workLead: { path: '/leads/contact:1/work', method: 'POST', body: { status: 'contacted' } },
  // A lead that does not exist: an allowed role gets 404 (nothing erased), the others 401/403 before that.
  eraseLead: { path: '/leads/contact:999999/erase', method: 'POST', body: { confirm: true } },
  listAudit: { path: '/audit', method: 'GET' },
  getFunnel: { path: '/funnel?from=2026-01-01&to=2026-01-31', method: 'GET' },
  exportFunnel: { path: '/funnel/export?from=2026-01-01&to=2026-01-31', method: 'GET' },
  listContent: { path: '/content/product', method: 'GET' },
  getContent: { path: '/content/product/1', method: 'GET' },
  contentHistory: { path: '/content/product/1/versions', method: 'GET' },
  contentDiff: { path: '/content/product/1/diff?from=0&to=0', method: 'GET' },
  // Writes that change nothing: an allowed role gets past the role check to the data's own refusal.
  saveContentDraft: {
    path: '/content/product/1/draft',
    method: 'POST',
    body: { baseVersion: 0, data: { name: '' } },
    status: 400,
  },
  publishContent: { path: '/content/product/1/publish', method: 'POST', body: { version: 999 }, status: 409 },
  restoreContent: {
    path: '/content/product/1/restore',
    method: 'POST',
    body: { version: 999, baseVersion: 0 },
    status: 404,
  },
  previewContent: { path: '/content/product/1/preview', method: 'POST', body: { version: 999 }, status: 404 },
  listMarkImports: { path: '/marks/imports', method: 'GET' },
  getMarkImport: { path: '/marks/imports/999999', method: 'GET', status: 404 },
  // This gateway has no upload folder: an allowed role gets past the role check to 503.
  uploadMarkImport: {
    path: '/marks/imports?name=registry.csv&upload=6f1c2b1e-8a55-4c1e-9b7a-0d5b1f0c9e21&offset=0&last=true',
    method: 'POST',
    body: {},
    status: 503,
  },
  listRules: { path: '/rules', method: 'GET' },
  getRule: { path: '/rules/rule/DE.packaging', method: 'GET' },
  saveRuleDraft: {
    path: '/rules/rule/DE.packaging/draft',
    method: 'POST',
    body: { baseVersion: '2000-01-01.1', baseRevision: 0, rule: {} },
    status: 400,
  },
  ruleDraftImpact: { path: '/rules/draft/impact', method: 'GET' },
  publishRules: {
    path: '/rules/publish',
    method: 'POST',
    body: { version: '2000-01-01.1', revision: 0, note: '测试说明' },
    status: 404,
  },
  ruleVersions: { path: '/rules/versions', method: 'GET' },
  listMedia: { path: '/media', method: 'GET' },
  // JSON instead of a file: an allowed role is refused for the body's form (415), the others before that.
  uploadMedia: { path: '/media', method: 'POST', body: {}, status: 415 },
  updateMediaAlt: { path: '/media/999999/alt', method: 'POST', body: { altZhCn: '说明' }, status: 404 },
  mediaUsage: { path: '/media/999999/usage', method: 'GET', status: 404 },
  deleteMedia: { path: '/media/999999/delete', method: 'POST', body: { confirm: true }, status: 404 },
  createContent: { path: '/content/poster', method: 'POST', body: { platform: '00', data: {} }, status: 400 },
  duplicateContent: {
    path: '/content/poster/999999/duplicate',
    method: 'POST',
    body: { platform: '01' },
    status: 404,
  },
  archiveContent: {
    path: '/content/poster/999999/archive',
    method: 'POST',
    body: { baseVersion: 0, archived: true },
    status: 404,
  },
  listArticleCategories: { path: '/article-categories?platform=10', method: 'GET' },
};

const sessions = new Map<StaffRole, Awaited<ReturnType<typeof staffOf>>>();

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  auth = staffAuthOf({ db: database.db, settings, secret: 'test-secret-test-secret-test-secret', now: () => clock });
  gateway = createGateway({ db: database.db, admin: { settings, auth } });
  await database.db.insert(schema.contactMessages).values({
    platform: '00',
    name: '王小明',
    email: 'wang@example.com',
    phone: '13800138000',
    companyName: '深圳示例',
    content: '想了解德国包装法',
    channelNo: 'baidu',
  });
  for (const role of STAFF_ROLES) sessions.set(role, await staffOf(role));
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('every admin call checks the caller', () => {
  for (const [name, def] of Object.entries(adminCalls) as [keyof typeof adminCalls, AdminCallDef][]) {
    const s = sample[name];
    it(`${name}: anonymous 401`, async () => {
      const res = await call(s.path, { method: s.method, body: s.body });
      expect(res.status).toBe(401);
    });
    for (const role of STAFF_ROLES) {
      const allowed = def.roles.includes(role);
      it(`${name}: ${role} ${allowed ? 'allowed' : '403'}`, async () => {
        const res = await call(s.path, { method: s.method, body: s.body, cookie: sessions.get(role)?.cookie });
        if (allowed) expect(res.status).toBe(name === 'eraseLead' ? 404 : (s.status ?? 200));
        else expect(res.status).toBe(403);
      });
    }
  }
});

describe('staff accounts', () => {
  it('a one-time password must be changed first', async () => {
    const created = await createStaff(await auth(), database.db, { username: 'newcomer', role: 'sales' });
    const { cookie } = await signIn('newcomer', created.password);
    const me = (await (await call('/me', { cookie })).json()) as Envelope;
    expect(me.data).toMatchObject({ mustChangePassword: true, role: 'sales' });
    const leads = await call('/leads', { cookie });
    expect(leads.status).toBe(403);
    expect(((await leads.json()) as Envelope).msg).toBe('请先修改初始密码');
  });

  it('locks a user name after 5 failures, with a clear message, for 15 minutes', async () => {
    const { password, username } = await staffOf('sales', 'lockme');
    for (let i = 0; i < 5; i += 1) expect((await signIn(username, 'wrong-password-x')).res.status).toBe(401);
    const locked = await signIn(username, password);
    expect(locked.res.status).toBe(403);
    expect(locked.json.message).toBe(LOCKED_MESSAGE);
    clock = new Date(clock.getTime() + 16 * 60_000);
    const after = await signIn(username, password);
    expect(after.res.status).toBe(200);
  });

  it('refuses writes from another origin (CSRF)', async () => {
    const { cookie } = sessions.get('sales') ?? { cookie: '' };
    const evil = await call('/leads/contact:1/work', {
      method: 'POST',
      cookie,
      body: { status: 'won' },
      origin: 'http://evil.example',
    });
    expect(evil.status).toBe(403);
    const none = await call('/leads/contact:1/work', { method: 'POST', cookie, body: { status: 'won' }, origin: null });
    expect(none.status).toBe(403);
    const signInElsewhere = await gateway.request('/admin-api/auth/sign-in/username', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify({ username: 'x', password: 'y' }),
    });
    expect(signInElsewhere.status).toBe(403);
  });

  it('sessions are HttpOnly SameSite=Strict cookies', async () => {
    const { password, username } = await staffOf('editor', 'cookies');
    const { res } = await signIn(username, password);
    const set = res.headers.getSetCookie().join('\n');
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
  });
});

describe('leads', () => {
  it('lists the contact message, masked for compliance, and works it with an audit trail', async () => {
    const sales = sessions.get('sales');
    const list = (await (await call('/leads?q=王小明', { cookie: sales?.cookie })).json()) as Envelope;
    const rows = (list.data as { rows: { key: string; phone: string }[] }).rows;
    expect(rows[0]?.phone).toBe('13800138000');
    const key = rows[0]?.key ?? '';
    const masked = (await (
      await call('/leads?q=王小明', { cookie: sessions.get('compliance')?.cookie })
    ).json()) as Envelope;
    expect((masked.data as { rows: { phone: string }[] }).rows[0]?.phone).toBe('138****8000');
    const work = await call(`/leads/${key}/work`, {
      method: 'POST',
      cookie: sales?.cookie,
      body: { assigneeId: sales?.id, status: 'contacted', note: '已电话联系' },
    });
    expect(work.status).toBe(200);
    const lead = (await (await call(`/leads/${key}`, { cookie: sales?.cookie })).json()) as Envelope;
    expect(lead.data).toMatchObject({
      lead: { status: 'contacted', assigneeId: sales?.id },
      notes: [{ body: '已电话联系' }],
    });
    const auditLog = (await (await call('/audit', { cookie: sessions.get('admin')?.cookie })).json()) as Envelope;
    const actions = (auditLog.data as { rows: { action: string; target: string }[] }).rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['lead.work', 'lead.note']));
  });

  it('exports CSV with a BOM and a readable XLSX, each logged', async () => {
    const cookie = sessions.get('sales')?.cookie;
    const csv = await call('/leads/export?format=csv&q=王小明', { cookie });
    expect(csv.status).toBe(200);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('王小明');
    const xlsx = await call('/leads/export?format=xlsx', { cookie });
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const values = book.worksheets[0]?.getSheetValues().flat().map(String) ?? [];
    expect(values).toContain('王小明');
    const auditLog = (await (
      await call('/audit?action=lead.export', { cookie: sessions.get('admin')?.cookie })
    ).json()) as Envelope;
    expect((auditLog.data as { total: number }).total).toBeGreaterThanOrEqual(2);
  });

  it("erases a person's data on request: the same phone across kinds, their visits, logged without the data", async () => {
    const { db } = database;
    const [callback] = await db
      .insert(schema.leads)
      .values({
        platform: '00',
        kind: 'callback',
        name: '删除测试',
        phone: '139 0000 1111',
        deviceId: 'd'.repeat(32),
        dedupeKey: 'x',
      })
      .returning();
    await db.insert(schema.contactMessages).values({
      platform: '00',
      name: '删除测试',
      email: 'erase@example.com',
      phone: '13900001111',
      content: '请删除',
    });
    await db.insert(schema.visitorRecords).values({ platform: '00', deviceId: 'd'.repeat(32), path: '/' });
    const key = `callback:${callback?.id}`;
    const sales = await call(`/leads/${key}/erase`, {
      method: 'POST',
      cookie: sessions.get('sales')?.cookie,
      body: { confirm: true },
    });
    expect(sales.status).toBe(403);
    const res = await call(`/leads/${key}/erase`, {
      method: 'POST',
      cookie: sessions.get('admin')?.cookie,
      body: { confirm: true },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Envelope;
    expect(data).toMatchObject({ visits: 1 });
    expect((data as { erased: string[] }).erased).toHaveLength(2);
    const left = (await (
      await call('/leads?q=删除测试', { cookie: sessions.get('sales')?.cookie })
    ).json()) as Envelope;
    expect((left.data as { total: number }).total).toBe(0);
    const log = (await (
      await call('/audit?action=person.erase', { cookie: sessions.get('admin')?.cookie })
    ).json()) as Envelope;
    const entry = (log.data as { rows: { before: unknown }[] }).rows[0];
    expect(JSON.stringify(entry?.before)).not.toContain('删除测试');
  });

  it('sign-ins, password changes and TOTP set-ups are in the audit log, without secrets', async () => {
    const cookie = sessions.get('admin')?.cookie;
    for (const action of ['auth.sign-in.username', 'auth.change-password', 'auth.two-factor.verify-totp']) {
      const log = (await (await call(`/audit?action=${action}`, { cookie })).json()) as Envelope;
      const { total, rows } = log.data as { total: number; rows: { after: unknown }[] };
      expect(total, action).toBeGreaterThan(0);
      expect(JSON.stringify(rows.map((r) => r.after))).not.toMatch(/a-new-password-1|"(current|new)?password"/i);
    }
  });

  it('the audit log refuses changes', async () => {
    await expect(database.db.update(schema.auditLog).set({ action: 'x' })).rejects.toThrow();
    await expect(database.db.delete(schema.auditLog)).rejects.toThrow();
  });
});
