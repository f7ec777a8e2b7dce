/**
 * The compliance rules' versions (issue 26 section 4): reading them from compliance_rule_versions (every read checked
 * by packages/compliance's ruleSchema), the public "what changed" list made from the published versions, and the
 * in-memory copy of the newest published set the gateway builds reports with (RulesStore).
 */
import {
  DEFAULT_RULE_SET,
  type Rule,
  type RuleChange,
  type RuleSet,
  ruleChanges,
  validateRules,
} from '@site/compliance';
import type { Database } from '@site/db/client';
import { complianceRuleVersions } from '@site/db/schema';
import { asc, eq } from 'drizzle-orm';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type VersionRow = typeof complianceRuleVersions.$inferSelect;

/** A version's rules, checked by ruleSchema (a row that fails is an error: nothing reads a malformed table). */
export const rulesOfRow = (row: Pick<VersionRow, 'version' | 'rules'>): Rule[] => {
  try {
    return validateRules(row.rules);
  } catch (error) {
    throw new Error(`compliance rules version ${row.version} is malformed: ${String(error)}`);
  }
};

/** Every published version, oldest first (by publication). */
export const publishedRows = (db: Database | Tx): Promise<VersionRow[]> =>
  db
    .select()
    .from(complianceRuleVersions)
    .where(eq(complianceRuleVersions.status, 'published'))
    .orderBy(asc(complianceRuleVersions.publishedAt), asc(complianceRuleVersions.createdAt));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The rules of `next` added or changed against `previous`, by id. */
export const changedRuleIds = (previous: readonly Rule[], next: readonly Rule[]): string[] => {
  const before = new Map(previous.map((r) => [r.id, r]));
  return next.filter((r) => !same(before.get(r.id), r)).map((r) => r.id);
};

/**
 * The public "what changed" list of a series of published versions (oldest first): the first version's rules'
 * histories, then for each later version the rules it added or changed: their new history entries, or, for a rule
 * changed without one, one entry of the version's day with its note. Newest first, ties by rule id.
 */
export const changesOfVersions = (
  versions: { rules: readonly Rule[]; publishedAt: Date | null; note: string | null }[],
) => {
  const [first, ...rest] = versions;
  if (!first) return ruleChanges();
  const changes: RuleChange[] = ruleChanges(first.rules);
  let previous = first.rules;
  for (const version of rest) {
    const before = new Map(previous.map((r) => [r.id, r]));
    const day = (version.publishedAt ?? new Date()).toISOString().slice(0, 10);
    for (const rule of version.rules) {
      const old = before.get(rule.id);
      if (same(old, rule)) continue;
      const known = new Set((old?.history ?? []).map((h) => `${h.date}|${h.change}`));
      const added = rule.history.filter((h) => !known.has(`${h.date}|${h.change}`));
      const entries = added.length > 0 ? added : [{ date: day, change: version.note ?? '规则内容已更新' }];
      for (const h of entries) {
        changes.push({
          date: h.date,
          ruleId: rule.id,
          country: rule.country,
          title: rule.title,
          law: rule.law,
          change: h.change,
          source: rule.lawClaim.sources.find((s) => s.url !== null) ?? null,
        });
      }
    }
    previous = version.rules;
  }
  return changes.sort((a, b) => (a.date === b.date ? a.ruleId.localeCompare(b.ruleId) : b.date.localeCompare(a.date)));
};

export interface PublishedRules {
  set: RuleSet;
  /** The public 法规更新 list (routes/vat.ts). */
  changes: RuleChange[];
}

/** The newest published set and the change list, from the database; the code table when it holds no version. */
export const loadPublishedRules = async (db: Database): Promise<PublishedRules> => {
  const rows = await publishedRows(db);
  if (rows.length === 0) return { set: DEFAULT_RULE_SET, changes: ruleChanges() };
  const versions = rows.map((row) => ({ ...row, rules: rulesOfRow(row) }));
  const last = versions[versions.length - 1] as (typeof versions)[number];
  return { set: { version: last.version, rules: last.rules }, changes: changesOfVersions(versions) };
};

/**
 * The newest published rules, kept in memory: read on first use and again after invalidate() (a publication on this
 * instance, or the `compliance_rule_versions` notification of one on another: runtime.ts). A failed read is not kept.
 */
export class RulesStore {
  #current: Promise<PublishedRules> | undefined;
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  current(): Promise<PublishedRules> {
    if (this.#current === undefined) {
      const loading = loadPublishedRules(this.#db);
      this.#current = loading;
      loading.catch(() => {
        if (this.#current === loading) this.#current = undefined;
      });
    }
    return this.#current;
  }

  /** The set new reports are made with. */
  async ruleSet(): Promise<RuleSet> {
    return (await this.current()).set;
  }

  invalidate(): void {
    this.#current = undefined;
  }
}

/** The table name a publication announces on the content channel (`NOTIFY site_content, 'compliance_rule_versions:*'`). */
export const RULES_TABLE = 'compliance_rule_versions';
