/**
 * The back office's compliance rules calls (issue 26 section 4): the working copy's rules (the draft if there is
 * one, else the newest published version), a rule's draft edit (checked by packages/compliance's ruleSchema), the
 * draft's impact on the newest 1,000 stored reports, publication as a new version, and the versions' history.
 * Every write takes the rules' advisory lock and names the version and revision it was based on (409 when another
 * save or publication came first); writes and impact runs land in the audit log.
 */
import {
  buildReport,
  type ItemChange,
  parseAnswerList,
  type Refine,
  type Rule,
  type RuleSet,
  refineSchema,
  reportItemChanges,
  ruleSchema,
  validateRules,
} from '@site/compliance';
import { ResultCode } from '@site/contracts';
import { adminCalls, STALE_CONTENT_MESSAGE } from '@site/contracts/admin';
import type { Database } from '@site/db/client';
import { rulesHashOf } from '@site/db/compliance-rules';
import { CONTENT_CHANNEL } from '@site/db/content-changes';
import { complianceRuleVersions, questionnaireReports } from '@site/db/schema';
import { desc, eq, like, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { GatewayError, sendFail, sendOk } from '../http.ts';
import { changedRuleIds, publishedRows, RULES_TABLE, type RulesStore, rulesOfRow } from '../rules/versions.ts';
import { audit } from './audit.ts';
import { type AnyEnv, actorOf, callsWithInput, routePath, type StaffGuard } from './calls.ts';

export const RuleMessages = {
  stale: STALE_CONTENT_MESSAGE,
  ruleNotFound: '规则不存在',
  noDraft: '没有待发布的规则草稿',
  idChanged: '规则编号不能修改',
  unchanged: '规则内容没有变化',
} as const;

/** How many stored reports an impact run reads (the newest). */
export const IMPACT_REPORTS = 1000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type VersionRow = typeof complianceRuleVersions.$inferSelect;

interface RuleRouteDeps {
  db: Database;
  staff: StaffGuard;
  rules: RulesStore;
  now?: () => number;
}

/** ruleSchema's own checks, in the back office's language. */
const CUSTOM_MESSAGES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^official source '(.*)' has no page$/, (m) => `官方来源“${m[1]}”须填写网址`],
  [/^official source '(.*)' cites a home page/, (m) => `官方来源“${m[1]}”不能是网站首页，请填写具体页面`],
  [/^official source '(.*)' is a provider's page/, (m) => `官方来源“${m[1]}”是服务商或新闻网站，不能标为官方来源`],
  [
    /^confidence '(\w+)' does not match its sources \(best: (\w+)\)$/,
    (m) => `可信度“${m[1]}”高于其来源所能支持的（来源最高为“${m[2]}”）`,
  ],
  [/id must start with its country$/, () => '规则编号须以其国家代码开头'],
  [/history must be oldest first$/, () => '变更记录须按日期从旧到新排列'],
  [/an unconfirmed rule is info and never urgent$/, () => '未确认的规则只能是“信息”级别，且不能标为紧急'],
];

/** `lawClaim.sources.0.url: 无效URL`: the first issue's field and its message (the form shows it under the field). */
export const describeRuleIssue = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return '规则内容不正确';
  let message = issue.message;
  for (const [pattern, text] of CUSTOM_MESSAGES) {
    const match = pattern.exec(message);
    if (match) {
      message = text(match);
      break;
    }
  }
  return issue.path.length ? `${issue.path.join('.')}: ${message}` : message;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const lockRules = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('compliance-rules'))`);

/** The newest version of a state. */
const newestOf = async (db: Database | Tx, status: 'draft' | 'published'): Promise<VersionRow | null> => {
  const [row] = await db
    .select()
    .from(complianceRuleVersions)
    .where(eq(complianceRuleVersions.status, status))
    .orderBy(desc(complianceRuleVersions.publishedAt), desc(complianceRuleVersions.createdAt))
    .limit(1);
  return row ?? null;
};

/** The draft if there is one, else the newest published version; a database without versions gets the seed's first. */
const workingCopy = async (db: Database | Tx) => {
  const [draft, published] = await Promise.all([newestOf(db, 'draft'), newestOf(db, 'published')]);
  if (!published) throw new GatewayError(ResultCode.notFound, '规则表尚未初始化（请运行数据库初始化）');
  return { row: draft ?? published, draft, published };
};

const copyOf = (row: VersionRow, published: VersionRow) => ({
  version: row.version,
  status: row.status as 'draft' | 'published',
  revision: row.revision,
  published: published.version,
  authorName: row.createdByName,
  updatedAt: row.updatedAt.toISOString(),
});

/** The next version id of a day: YYYY-MM-DD.N, N one more than the day's highest. */
const nextVersionId = async (tx: Tx, day: string): Promise<string> => {
  const rows = await tx
    .select({ version: complianceRuleVersions.version })
    .from(complianceRuleVersions)
    .where(like(complianceRuleVersions.version, `${day}.%`));
  const highest = Math.max(0, ...rows.map((r) => Number(r.version.slice(day.length + 1)) || 0));
  return `${day}.${highest + 1}`;
};

/** The fields of a rule that differ between two forms of it (the audit log's before/after). */
const ruleDiff = (before: Rule | undefined, after: Rule) => {
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    const a = (before as Record<string, unknown> | undefined)?.[key];
    const b = (after as Record<string, unknown>)[key];
    if (JSON.stringify(a) !== JSON.stringify(b)) changed[key] = { before: a ?? null, after: b ?? null };
  }
  return changed;
};

/** The stored reports an impact run reads: the newest IMPACT_REPORTS, with their answers. */
const recentReports = (db: Database) =>
  db
    .select({
      id: questionnaireReports.id,
      platform: questionnaireReports.platform,
      answers: questionnaireReports.answers,
      refine: questionnaireReports.refine,
      checkedOn: questionnaireReports.checkedOn,
      rulesVersion: questionnaireReports.rulesVersion,
      createdAt: questionnaireReports.createdAt,
    })
    .from(questionnaireReports)
    .orderBy(desc(questionnaireReports.createdAt), desc(questionnaireReports.id))
    .limit(IMPACT_REPORTS);

/**
 * Which stored reports a draft would change: each report's answers (and refine answers, on its day) built under the
 * published set and under the draft, compared item by item (reportItemChanges). Answers that no longer parse are
 * skipped; equal answers are built once.
 */
export const draftImpact = async (db: Database, published: RuleSet, draft: RuleSet) => {
  const rows = await recentReports(db);
  const memo = new Map<string, ItemChange[]>();
  const reports: {
    reportId: string;
    platform: string;
    createdAt: string;
    rulesVersion: string;
    changes: ItemChange[];
  }[] = [];
  for (const row of rows) {
    const key = JSON.stringify([row.answers, row.refine, row.checkedOn]);
    let changes = memo.get(key);
    if (changes === undefined) {
      changes = [];
      const parsed = parseAnswerList(row.answers);
      const refine = row.refine === null ? undefined : refineSchema.safeParse(row.refine);
      if (parsed.ok && (refine === undefined || refine.success)) {
        const options = { checkedOn: row.checkedOn, refine: refine?.data as Refine | undefined };
        changes = reportItemChanges(
          buildReport(parsed.answers, { ...options, rules: published }),
          buildReport(parsed.answers, { ...options, rules: draft }),
        );
      }
      memo.set(key, changes);
    }
    if (changes.length > 0) {
      reports.push({
        reportId: row.id,
        platform: row.platform,
        createdAt: row.createdAt.toISOString(),
        rulesVersion: row.rulesVersion,
        changes,
      });
    }
  }
  return { scanned: rows.length, reports };
};

export const registerRuleRoutes = (app: Hono<AnyEnv>, deps: RuleRouteDeps) => {
  const { db, staff, rules } = deps;
  const now = deps.now ?? Date.now;
  const route = callsWithInput(app, staff);
  const ruleIdOf = (c: Context<AnyEnv>) => {
    const id = c.req.param('ruleId') ?? '';
    if (!/^[A-Z]{2}\.[A-Za-z]+(\.[A-Za-z0-9]+)*$/.test(id))
      throw new GatewayError(ResultCode.notFound, RuleMessages.ruleNotFound);
    return id;
  };

  route(adminCalls.listRules, async (c, q) => {
    const { row, published } = await workingCopy(db);
    const list = rulesOfRow(row);
    const changed = new Set(row === published ? [] : changedRuleIds(rulesOfRow(published), list));
    const needle = q.q?.toLowerCase();
    const rows = list
      .filter((r) => (q.stream ? r.stream === q.stream : true))
      .filter((r) => (q.country ? r.country === q.country : true))
      .filter((r) => (q.changed ? changed.has(r.id) : true))
      .filter((r) =>
        needle
          ? [r.id, r.title, r.action, r.law ?? '', r.register ?? ''].some((text) => text.toLowerCase().includes(needle))
          : true,
      )
      .map((r) => ({
        id: r.id,
        country: r.country,
        stream: r.stream,
        level: r.level,
        title: r.title,
        law: r.law,
        confidence: r.lawClaim.confidence,
        checkedOn: r.checkedOn,
        changed: changed.has(r.id),
      }));
    return sendOk(c, { copy: copyOf(row, published), total: rows.length, rows });
  });

  app.get(routePath(adminCalls.getRule), staff(adminCalls.getRule), async (c) => {
    const id = ruleIdOf(c);
    const { row, published } = await workingCopy(db);
    const rule = rulesOfRow(row).find((r) => r.id === id);
    if (!rule) return sendFail(c, ResultCode.notFound, RuleMessages.ruleNotFound);
    const live = row === published ? rule : (rulesOfRow(published).find((r) => r.id === id) ?? null);
    return sendOk(c, { copy: copyOf(row, published), rule, published: live });
  });

  route(adminCalls.saveRuleDraft, async (c, input) => {
    const id = ruleIdOf(c);
    if (input.rule.id !== undefined && input.rule.id !== id)
      return sendFail(c, ResultCode.badRequest, `id: ${RuleMessages.idChanged}`);
    const parsed = ruleSchema.safeParse({ ...input.rule, id }, { error: z.locales.zhCN().localeError });
    if (!parsed.success) return sendFail(c, ResultCode.badRequest, describeRuleIssue(parsed.error));
    const rule = parsed.data;
    const actor = actorOf(c);
    const saved = await db.transaction(async (tx) => {
      await lockRules(tx);
      const { row, draft, published } = await workingCopy(tx);
      if (row.version !== input.baseVersion || row.revision !== input.baseRevision)
        throw new GatewayError(ResultCode.conflict, RuleMessages.stale);
      const current = rulesOfRow(row);
      const before = current.find((r) => r.id === id);
      if (!before) throw new GatewayError(ResultCode.notFound, RuleMessages.ruleNotFound);
      const next = validateRules(current.map((r) => (r.id === id ? rule : r)));
      const changes = ruleDiff(before, rule);
      if (Object.keys(changes).length === 0) throw new GatewayError(ResultCode.badRequest, RuleMessages.unchanged);
      const at = new Date(now());
      let version: string;
      let revision: number;
      if (draft) {
        version = draft.version;
        revision = draft.revision + 1;
        await tx
          .update(complianceRuleVersions)
          .set({ rules: next, hash: rulesHashOf(next), revision, updatedAt: at })
          .where(eq(complianceRuleVersions.version, draft.version));
      } else {
        version = await nextVersionId(tx, at.toISOString().slice(0, 10));
        revision = 1;
        await tx.insert(complianceRuleVersions).values({
          version,
          status: 'draft',
          rules: next,
          hash: rulesHashOf(next),
          basedOn: published.version,
          revision,
          createdBy: actor.id,
          createdByName: actor.name,
          createdAt: at,
          updatedAt: at,
        });
      }
      await audit(tx, actor, {
        action: 'rules.draft',
        target: `rule:${id}`,
        before: { version: input.baseVersion, revision: input.baseRevision },
        after: { version, revision, changes },
      });
      return { version, revision };
    });
    return sendOk(c, saved);
  });

  app.get(routePath(adminCalls.ruleDraftImpact), staff(adminCalls.ruleDraftImpact), async (c) => {
    const { draft, published } = await workingCopy(db);
    if (!draft) return sendOk(c, { version: null, published: published.version, scanned: 0, reports: [] });
    const result = await draftImpact(
      db,
      { version: published.version, rules: rulesOfRow(published) },
      { version: draft.version, rules: rulesOfRow(draft) },
    );
    await audit(db, actorOf(c), {
      action: 'rules.impact',
      target: `rules:${draft.version}`,
      after: { revision: draft.revision, scanned: result.scanned, changedReports: result.reports.length },
    });
    return sendOk(c, { version: draft.version, published: published.version, ...result });
  });

  route(adminCalls.publishRules, async (c, input) => {
    const actor = actorOf(c);
    const done = await db.transaction(async (tx) => {
      await lockRules(tx);
      const { draft, published } = await workingCopy(tx);
      if (!draft) throw new GatewayError(ResultCode.notFound, RuleMessages.noDraft);
      if (draft.version !== input.version || draft.revision !== input.revision || draft.basedOn !== published.version)
        throw new GatewayError(ResultCode.conflict, RuleMessages.stale);
      const next = rulesOfRow(draft);
      const changed = changedRuleIds(rulesOfRow(published), next);
      const at = new Date(Math.max(now(), (published.publishedAt?.getTime() ?? 0) + 1));
      const hash = rulesHashOf(next);
      await tx
        .update(complianceRuleVersions)
        .set({ status: 'published', hash, note: input.note, publishedAt: at, publishedBy: actor.name, updatedAt: at })
        .where(eq(complianceRuleVersions.version, draft.version));
      await audit(tx, actor, {
        action: 'rules.publish',
        target: `rules:${draft.version}`,
        before: { version: published.version },
        after: { version: draft.version, hash, note: input.note, changedRules: changed },
      });
      // Every instance drops its copy of the published rules (and the pages showing the change list) at commit.
      await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${`${RULES_TABLE}:*`})`);
      return { version: draft.version, hash, publishedAt: at.toISOString() };
    });
    rules.invalidate();
    return sendOk(c, done);
  });

  app.get(routePath(adminCalls.ruleVersions), staff(adminCalls.ruleVersions), async (c) => {
    const [published, draft] = await Promise.all([publishedRows(db), newestOf(db, 'draft')]);
    const rows: ReturnType<typeof versionRow>[] = [];
    let previous: Rule[] = [];
    const live = published[published.length - 1]?.version;
    function versionRow(row: VersionRow, list: Rule[], before: Rule[]) {
      return {
        version: row.version,
        status: row.status as 'draft' | 'published',
        hash: row.hash,
        basedOn: row.basedOn,
        revision: row.revision,
        note: row.note,
        ruleCount: list.length,
        changedRules: before.length === 0 ? [] : changedRuleIds(before, list),
        createdByName: row.createdByName,
        createdAt: row.createdAt.toISOString(),
        publishedBy: row.publishedBy,
        publishedAt: iso(row.publishedAt),
        live: row.version === live,
      };
    }
    for (const row of published) {
      const list = rulesOfRow(row);
      rows.push(versionRow(row, list, previous));
      previous = list;
    }
    if (draft) rows.push(versionRow(draft, rulesOfRow(draft), previous));
    return sendOk(c, rows.reverse());
  });
};
