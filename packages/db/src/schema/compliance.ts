import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff.ts';

/**
 * The compliance report's rules as versioned data (issue 26 section 4). One row per version: the whole rules array
 * (packages/compliance's ruleSchema, checked on every read and write), its hash, and its state. At most one draft
 * (the back office's working copy, edited rule by rule, `revision` counting its saves); published versions never
 * change. The gateway builds new reports with the newest published version; a stored report keeps the version it
 * was made with (questionnaire_reports.rules_version). The seed writes the code table as the first version.
 */
export const complianceRuleVersions = pgTable(
  'compliance_rule_versions',
  {
    /** YYYY-MM-DD.N, e.g. 2026-11-28.1 */
    version: varchar('version', { length: 32 }).primaryKey(),
    /** draft | published */
    status: varchar('status', { length: 16 }).notNull(),
    rules: jsonb('rules').notNull(),
    /** The first 16 hex digits of SHA-256 over the validated rules as JSON. */
    hash: varchar('hash', { length: 16 }).notNull(),
    /** The published version a draft was made from (null for the first version). */
    basedOn: varchar('based_on', { length: 32 }),
    /** Saves of a draft (optimistic concurrency); 0 for a version never edited as a draft. */
    revision: integer('revision').notNull().default(0),
    /** What changed, in Chinese (the public 法规更新 list's text for rules without a history entry of their own). */
    note: text('note'),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('compliance_rule_versions_status').on(t.status, t.publishedAt)],
);
