import { type Answers, RULES, RULES_VERSION, RULES_VERSIONS, type Rule, toAnswerList } from '@site/compliance';
import { STALE_CONTENT_MESSAGE, type StaffRole } from '@site/contracts/admin';
import { schema } from '@site/db/client';
import { listenContentChanges } from '@site/db/content-changes';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuthOf } from '../src/admin/auth.ts';
import type { AdminSettings } from '../src/admin/settings.ts';
import { createGateway } from '../src/index.ts';
import { RULES_TABLE, RulesStore } from '../src/rules/versions.ts';
import { signInStaff } from './support/staff.ts';

/** The back office's compliance rules calls (issue 26 section 4): roles, validation, drafts, impact, publication. */

const settings: AdminSettings = { host: 'admin.localhost', origin: 'http://admin.localhost:3000', idleMinutes: 30 };

let database: TestDatabase;
let gateway: ReturnType<typeof createGateway>;
const cookies = new Map<string, string>();

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const call = async <T = unknown>(path: string, init: { method?: string; body?: unknown; as?: string } = {}) => {
  const headers: Record<string, string> = { host: 'admin.localhost:3000' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const cookie = init.as ? cookies.get(init.as) : undefined;
  if (cookie) headers.cookie = cookie;
  if ((init.method ?? 'GET') !== 'GET') headers.origin = settings.origin;
  const res = await gateway.request(`/admin-api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, json: (await res.json()) as Envelope<T> };
};

const signedIn = async (role: Exclude<StaffRole, 'admin'>, username: string) => {
  cookies.set(username, await signInStaff(gateway, database.db, settings, role, username));
};

const answers = (overrides: Partial<Answers> = {}): Answers => ({
  targetSites: ['DE'],
  platforms: ['AMAZON'],
  battery: false,
  powered: false,
  textileOrFurniture: false,
  energyLabelGoods: false,
  trademark: false,
  brandRegistry: false,
  rightsProtection: false,
  ...overrides,
});

/** A stored report made through the public call, as a visitor of a brand. */
const saveReport = async (a: Answers, platform = '00') => {
  const res = await gateway.request('/vat/mcSurveyReport/save', {
    method: 'POST',
    headers: { 'x-platform-type': platform, 'content-type': 'application/json' },
    body: JSON.stringify({ answerList: toAnswerList(a), source: 1 }),
  });
  const body = (await res.json()) as Envelope<string>;
  expect(body.code).toBe(0);
  return body.data;
};

interface StoredItem {
  ruleId: string;
  status: string;
  level: string;
  law: string | null;
  sources: { title: string }[];
}
const storedReport = async (reportId: string) => {
  const res = await gateway.request(`/vat/mcSurveyReport/get?reportId=${reportId}`, {
    headers: { 'x-platform-type': '00' },
  });
  const body = (await res.json()) as Envelope<{
    report: { rulesVersion: string; markets: { country: string; streams: { obligations: StoredItem[] }[] }[] };
  }>;
  const item = (id: string) =>
    body.data.report.markets.flatMap((m) => m.streams.flatMap((s) => s.obligations)).find((o) => o.ruleId === id);
  return { rulesVersion: body.data.report.rulesVersion, item };
};

const PACKAGING = RULES.find((r) => r.id === 'DE.packaging') as Rule;
const today = new Date().toISOString().slice(0, 10);
const reports: Record<string, string> = {};

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
  await signedIn('compliance', 'compliance-one');
  await signedIn('compliance', 'compliance-two');
  await signedIn('editor', 'editor-one');
  await signedIn('sales', 'sales-one');
  await signedIn('marketing', 'marketing-one');
  reports.germany = await saveReport(answers());
  reports.germanyBattery = await saveReport(answers({ battery: true }), '10');
  reports.uk = await saveReport(answers({ targetSites: ['UK'] }));
  reports.france = await saveReport(answers({ targetSites: ['FR'] }));
}, 120_000);

afterAll(async () => {
  await database?.close();
});

interface Copy {
  version: string;
  status: string;
  revision: number;
  published: string;
}

describe('the compliance rules in the back office', () => {
  it('the seed wrote the code table as the first published version', async () => {
    const rows = await database.db.select().from(schema.complianceRuleVersions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: RULES_VERSION, status: 'published' });
    expect(rows[0]?.rules).toEqual(JSON.parse(JSON.stringify(RULES)));
    expect(rows[0]?.hash).toBe(RULES_VERSIONS[RULES_VERSIONS.length - 1]?.hash);
    expect((await storedReport(reports.germany as string)).rulesVersion).toBe(RULES_VERSION);
  });

  it('is for compliance and admin only: editor, sales and marketing get 403', async () => {
    for (const who of ['editor-one', 'sales-one', 'marketing-one']) {
      expect((await call('/rules', { as: who })).status).toBe(403);
      expect((await call('/rules/rule/DE.packaging', { as: who })).status).toBe(403);
      const save = await call('/rules/rule/DE.packaging/draft', {
        method: 'POST',
        as: who,
        body: { baseVersion: RULES_VERSION, baseRevision: 0, rule: PACKAGING },
      });
      expect(save.status).toBe(403);
      expect((await call('/rules/draft/impact', { as: who })).status).toBe(403);
    }
    expect((await call('/rules')).status).toBe(401);
  });

  it('lists the rules of the current version, filtered and searched', async () => {
    const all = await call<{ copy: Copy; total: number; rows: { id: string; country: string; stream: string }[] }>(
      '/rules',
      { as: 'compliance-one' },
    );
    expect(all.status).toBe(200);
    expect(all.json.data.copy).toMatchObject({ version: RULES_VERSION, status: 'published', revision: 0 });
    expect(all.json.data.total).toBe(RULES.length);
    const de = await call<{ rows: { id: string; country: string; stream: string }[] }>(
      '/rules?country=DE&stream=packaging',
      { as: 'compliance-one' },
    );
    expect(de.json.data.rows.map((r) => r.id)).toContain('DE.packaging');
    expect(de.json.data.rows.every((r) => r.country === 'DE' && r.stream === 'packaging')).toBe(true);
    const found = await call<{ rows: { id: string }[] }>(`/rules?q=${encodeURIComponent('LUCID')}`, {
      as: 'compliance-one',
    });
    expect(found.json.data.rows.map((r) => r.id)).toContain('DE.packaging');
    expect((await call('/rules?country=germany', { as: 'compliance-one' })).status).toBe(400);
    const one = await call<{ rule: Rule; published: Rule }>('/rules/rule/DE.packaging', { as: 'compliance-one' });
    expect(one.json.data.rule).toEqual(PACKAGING);
    expect((await call('/rules/rule/DE.nothing', { as: 'compliance-one' })).status).toBe(404);
  });

  it('refuses a bad rule with the field and its message, and saves nothing', async () => {
    const bad = async (rule: unknown) =>
      call('/rules/rule/DE.packaging/draft', {
        method: 'POST',
        as: 'compliance-one',
        body: { baseVersion: RULES_VERSION, baseRevision: 0, rule },
      });
    const home = await bad({
      ...PACKAGING,
      lawClaim: {
        ...PACKAGING.lawClaim,
        sources: [{ title: '首页', url: 'https://www.gesetze-im-internet.de/', kind: 'official' }],
      },
    });
    expect(home.status).toBe(400);
    expect(home.json.msg).toMatch(/^lawClaim\.sources\.0: 官方来源“首页”不能是网站首页/);
    const level = await bad({ ...PACKAGING, level: 'urgent' });
    expect(level.status).toBe(400);
    expect(level.json.msg).toMatch(/^level: /);
    const date = await bad({ ...PACKAGING, checkedOn: '28.11.2026' });
    expect(date.json.msg).toMatch(/^checkedOn: /);
    const stronger = await bad({
      ...PACKAGING,
      amazon: { ...PACKAGING.amazon },
      lawClaim: {
        confidence: 'official',
        sources: [{ title: '服务商', url: 'https://example.com/a', kind: 'provider' }],
      },
    });
    expect(stronger.json.msg).toMatch(/可信度/);
    expect((await bad({ ...PACKAGING, id: 'DE.other' })).status).toBe(400);
    expect((await bad({ ...PACKAGING, extra: 1 })).status).toBe(400);
    expect(await database.db.select().from(schema.complianceRuleVersions)).toHaveLength(1);
    expect(
      await database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'rules.draft')),
    ).toHaveLength(0);
  });

  let draft: { version: string; revision: number };

  it('saves draft edits; a stale base is 409', async () => {
    const edited: Rule = {
      ...PACKAGING,
      law: 'VerpackG（2027年修订）',
      lawClaim: {
        ...PACKAGING.lawClaim,
        sources: [
          ...PACKAGING.lawClaim.sources,
          { title: '服务商解读', url: 'https://example.com/verpackg', kind: 'provider' },
        ],
      },
      history: [...PACKAGING.history, { date: today, change: '包装法修订：注册要求更新' }],
      checkedOn: today,
    };
    const first = await call<{ version: string; revision: number }>('/rules/rule/DE.packaging/draft', {
      method: 'POST',
      as: 'compliance-one',
      body: { baseVersion: RULES_VERSION, baseRevision: 0, rule: edited },
    });
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ version: `${today}.1`, revision: 1 });
    // The second compliance user still had the published version open.
    const stale = await call('/rules/rule/DE.packaging/draft', {
      method: 'POST',
      as: 'compliance-two',
      body: { baseVersion: RULES_VERSION, baseRevision: 0, rule: { ...PACKAGING, timing: '开售前' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.msg).toBe(STALE_CONTENT_MESSAGE);
    const second = await call<{ version: string; revision: number }>('/rules/rule/DE.packaging/draft', {
      method: 'POST',
      as: 'compliance-two',
      body: { baseVersion: `${today}.1`, baseRevision: 1, rule: { ...edited, level: 'recommended' } },
    });
    expect(second.json.data).toEqual({ version: `${today}.1`, revision: 2 });
    draft = second.json.data;
    const list = await call<{ copy: Copy; rows: { id: string }[] }>('/rules?changed=1', { as: 'compliance-one' });
    expect(list.json.data.copy).toMatchObject({ version: `${today}.1`, status: 'draft', revision: 2 });
    expect(list.json.data.rows.map((r) => r.id)).toEqual(['DE.packaging']);
    const audited = await database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'rules.draft'));
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ actorName: 'compliance-one', target: 'rule:DE.packaging' });
  });

  it("the draft's impact lists exactly the stored reports whose items would change", async () => {
    const impact = await call<{
      version: string;
      scanned: number;
      reports: { reportId: string; platform: string; rulesVersion: string; changes: unknown[] }[];
    }>('/rules/draft/impact', { as: 'compliance-one' });
    expect(impact.status).toBe(200);
    expect(impact.json.data.version).toBe(draft.version);
    expect(impact.json.data.scanned).toBe(4);
    expect(impact.json.data.reports.map((r) => r.reportId).sort()).toEqual(
      [reports.germany, reports.germanyBattery].sort(),
    );
    const battery = impact.json.data.reports.find((r) => r.reportId === reports.germanyBattery);
    expect(battery).toMatchObject({ platform: '10', rulesVersion: RULES_VERSION });
    expect(battery?.changes).toEqual([
      { market: 'DE', ruleId: 'DE.packaging', change: 'status', before: 'required', after: 'recommended' },
    ]);
    const audited = await database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'rules.impact'));
    expect(audited).toHaveLength(1);
  });

  it('publishes the draft as a new version: new reports carry it, an old report keeps the old one and its output', async () => {
    const before = await storedReport(reports.germany as string);
    // Another instance: its own copy of the published rules, dropped by the publication's notification (runtime.ts).
    const other = new RulesStore(database.db);
    expect((await other.ruleSet()).version).toBe(RULES_VERSION);
    const listener = listenContentChanges(database.url, (change) => {
      if (change.table === RULES_TABLE) other.invalidate();
    });
    await listener.ready;
    const stale = await call('/rules/publish', {
      method: 'POST',
      as: 'compliance-one',
      body: { version: draft.version, revision: 1, note: '包装法修订' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.msg).toBe(STALE_CONTENT_MESSAGE);
    const noNote = await call('/rules/publish', {
      method: 'POST',
      as: 'compliance-one',
      body: { version: draft.version, revision: draft.revision, note: '改' },
    });
    expect(noNote.status).toBe(400);
    expect(noNote.json.msg).toContain('请填写变更说明');
    const published = await call<{ version: string; hash: string }>('/rules/publish', {
      method: 'POST',
      as: 'compliance-one',
      body: { version: draft.version, revision: draft.revision, note: '德国包装法修订：注册要求更新' },
    });
    expect(published.status).toBe(200);
    expect(published.json.data.version).toBe(`${today}.1`);
    const again = await call('/rules/publish', {
      method: 'POST',
      as: 'compliance-one',
      body: { version: draft.version, revision: draft.revision, note: '再次发布一次' },
    });
    expect(again.status).toBe(404);

    for (let i = 0; i < 40 && (await other.ruleSet()).version !== `${today}.1`; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await other.ruleSet()).version).toBe(`${today}.1`);
    await listener.close();

    const fresh = await storedReport(await saveReport(answers()));
    expect(fresh.rulesVersion).toBe(`${today}.1`);
    expect(fresh.item('DE.packaging')).toMatchObject({ level: 'recommended', law: 'VerpackG（2027年修订）' });
    expect(fresh.item('DE.packaging')?.sources.map((s) => s.title)).toContain('服务商解读');

    const old = await storedReport(reports.germany as string);
    expect(old.item('DE.packaging')).toEqual(before.item('DE.packaging'));
    expect(old.rulesVersion).toBe(RULES_VERSION);
    expect(old.item('DE.packaging')).toMatchObject({ level: 'required', law: PACKAGING.law });

    const versions = await call<{ version: string; live: boolean; changedRules: string[]; note: string | null }[]>(
      '/rules/versions',
      { as: 'compliance-one' },
    );
    expect(versions.json.data.map((v) => [v.version, v.live])).toEqual([
      [`${today}.1`, true],
      [RULES_VERSION, false],
    ]);
    expect(versions.json.data[0]?.changedRules).toEqual(['DE.packaging']);
    const audited = await database.db
      .select()
      .from(schema.auditLog)
      .where(like(schema.auditLog.action, 'rules.publish'));
    expect(audited).toHaveLength(1);
  });

  it('the public "what changed" list is fed by the published versions', async () => {
    const res = await gateway.request('/vat/complianceRules/changes', { headers: { 'x-platform-type': '00' } });
    const body = (await res.json()) as Envelope<{
      rulesVersion: string;
      changes: { ruleId: string; change: string; date: string }[];
    }>;
    expect(body.data.rulesVersion).toBe(`${today}.1`);
    expect(body.data.changes[0]).toMatchObject({
      date: today,
      ruleId: 'DE.packaging',
      change: '包装法修订：注册要求更新',
    });
    const count = RULES.reduce((n, r) => n + r.history.length, 0);
    expect(body.data.changes).toHaveLength(count + 1);
  });
});
