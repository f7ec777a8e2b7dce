import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The trademark registry the clearance search reads: one row per mark and office. Besides what the office
 * publishes (number, mark, classes, owner, status, filing date) each row keeps the search keys of @site/trademark's
 * markKeys, computed when the row is written, so that candidates come from indexes (pg_trgm GIN on compact,
 * GIN on the arrays) and never from a scan; the ranking happens in the package.
 */

/** The offices a mark can be registered in (the search call's `country`). */
export const MARK_OFFICES = ['US', 'EU', 'UK', 'CN', 'JP', 'WIPO'] as const;
export type MarkOffice = (typeof MARK_OFFICES)[number];

/** Where a row came from: the seeded sample registry, an import of an office's file, or the synthetic generator. */
export const MARK_SOURCES = ['sample', 'import', 'generated'] as const;
export type MarkSource = (typeof MARK_SOURCES)[number];

export const marks = pgTable(
  'marks',
  {
    id: serial('id').primaryKey(),
    /** Office code, one of MARK_OFFICES. */
    office: varchar('office', { length: 8 }).notNull(),
    /** The office's application (serial) number; unique per office. */
    number: varchar('number', { length: 64 }).notNull(),
    registrationNumber: varchar('registration_number', { length: 64 }),
    /** The mark's words as published. */
    mark: text('mark').notNull(),
    /** The keys of markKeys(mark). */
    normalized: text('normalized').notNull(),
    compact: text('compact').notNull(),
    tokens: text('tokens').array().notNull(),
    phonetic: text('phonetic').array().notNull(),
    skeleton: text('skeleton').notNull(),
    /** Null when the mark has no Han characters and does not read as pinyin. */
    pinyin: text('pinyin'),
    variants: text('variants').array().notNull(),
    /** What the mark means, as English phrases (markKeys' meanings: 红牛, RED BULL -> RED BULL; LUNA -> MOON). */
    meanings: text('meanings').array().notNull().default(sql`'{}'::text[]`),
    /** Neighbour keys (marks/near.ts): spelling and pinyin one deletion away, the whole mark's sound codes. */
    nearKeys: text('near_keys').array().notNull().default(sql`'{}'::text[]`),
    /** Nice classes 1-45 (46: US special). */
    classes: integer('classes').array().notNull(),
    owner: text('owner').notNull(),
    /** The office's status in words ('registered', 'pending', 'abandoned', or the office's own text). */
    status: varchar('status', { length: 64 }).notNull(),
    filed: date('filed'),
    /** One of MARK_SOURCES. */
    source: varchar('source', { length: 16 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marks_office_number').on(t.office, t.number),
    check('marks_source', sql`${t.source} in ('sample', 'import', 'generated')`),
    index('marks_compact_trgm').using('gin', sql`${t.compact} gin_trgm_ops`),
    // The skeleton is looked up by equality (STRIPE and STRYPE -> STRP): a btree, which the planner prefers.
    index('marks_skeleton').on(t.skeleton),
    index('marks_phonetic').using('gin', t.phonetic),
    index('marks_variants').using('gin', t.variants),
    index('marks_tokens').using('gin', t.tokens),
    index('marks_near_keys').using('gin', t.nearKeys),
    index('marks_meanings').using('gin', t.meanings),
    index('marks_classes').using('gin', t.classes),
    // The search's "is this sample data" question, answered without a scan when every row is imported.
    index('marks_not_imported').on(t.office).where(sql`${t.source} <> 'import'`),
  ],
);

/**
 * A refused record as an import keeps it: its file and line, its reason's key and values (marks/formats.ts, which the
 * back office words from its catalogue) and the reason in English. Rows kept before the keys have the English only.
 */
export interface RefusedRecord {
  file: string;
  line: number;
  reason: string;
  key?: string;
  values?: Record<string, string | number>;
}

/**
 * One import of registry files (the marks:import command or the scheduled import of an office's folder or URL):
 * what it read and wrote, so that operators see each import's counts and the search its coverage.
 */
export const markImports = pgTable(
  'mark_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who started it: 'command' (npm run marks:import), 'schedule' (the daily job) or 'upload' (the back office). */
    trigger: varchar('trigger', { length: 16 }).notNull(),
    /** The office the scheduled source is for; null for a command run (its files name their offices). */
    office: varchar('office', { length: 8 }),
    /** The folder or URL (without credentials) or the files read. */
    origin: text('origin').notNull(),
    /** 'running', 'done' (every file read), 'failed' (a file or the database failed; `error` says why). */
    status: varchar('status', { length: 16 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    files: text('files').array().notNull().default(sql`'{}'::text[]`),
    /** read, inserted, updated, unchanged, bad, skipped, failedFiles, seconds (ImportSummary). */
    counts: jsonb('counts').$type<Record<string, number>>(),
    error: text('error'),
    /** While it runs: the bytes of the current file read so far and its size (the back office's progress bar). */
    progress: jsonb('progress').$type<{ bytes: number; size: number }>(),
    /** The first refused records (bad rows) with their file, line and reason; `counts.bad` counts them all. */
    refused: jsonb('refused').$type<RefusedRecord[]>(),
    /** The staff member who uploaded the file (an 'upload' import). */
    startedBy: text('started_by'),
  },
  (t) => [
    check('mark_imports_status', sql`${t.status} in ('running', 'done', 'failed')`),
    index('mark_imports_started').on(t.startedAt),
  ],
);

/**
 * The registry's real records per office, refreshed after every import: the search's coverage ("no conflict found"
 * only over these) and /_health's. Sample and generated rows are never counted.
 */
export const markCoverage = pgTable('mark_coverage', {
  office: varchar('office', { length: 8 }).primaryKey(),
  marks: integer('marks').notNull(),
  newestFiled: date('newest_filed'),
  lastImport: timestamp('last_import', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
