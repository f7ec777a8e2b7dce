/**
 * The trademark registry's candidate query: a few hundred marks that could conflict with a searched mark, found
 * through the marks table's indexes only (pg_trgm GIN on compact, GIN on the key arrays
 * and the neighbour keys), never by a
 * scan; @site/trademark's rankMarks then decides which are hits and how close. Nothing is cached: a mark imported a
 * moment ago is a candidate of the next search.
 */
import type { Database } from '@site/db/client';
import { readCoverage } from '@site/db/marks/coverage';
import { nearQueryKeys } from '@site/db/marks/near';
import {
  GENERIC_WORDS,
  glyphVariants,
  type MarkKeys,
  OFFICES,
  type OfficeCoverage,
  type RegisteredMark,
  relatedClassesOf,
  simplifiedForm,
  synonymsOf,
} from '@site/trademark';

export interface CandidateFilter {
  /** Only this office's marks. */
  office?: string;
  /** Only marks in these classes or in classes the related-class table links to them. */
  classes?: readonly number[];
}

/** pg_trgm similarity of the trigram branch (its default is 0.3). */
const TRIGRAM_THRESHOLD = 0.6;
/** The candidate query's settings, for its transaction (SET LOCAL): the trigram threshold, no sequential scans. */
export const CANDIDATE_SETTINGS = `SET LOCAL pg_trgm.similarity_threshold = ${TRIGRAM_THRESHOLD}; SET LOCAL enable_seqscan = off`;

/** A word in more marks than this is not looked up as a component (see the tokens branch). */
const FREQUENT_WORD_ROWS = 2000;

/** The shortest compact spelling the trigram branch runs for. */
const TRIGRAM_MIN_LENGTH = 7;

/** How many rows each way of finding candidates may bring (the union is at most their sum, usually far less). */
export const CANDIDATE_LIMITS = {
  variants: 100,
  trigram: 120,
  prefix: 50,
  neighbours: 120,
  phonetic: 80,
  skeleton: 50,
  tokens: 80,
  meanings: 50,
  glyphs: 40,
} as const;

/** The query's classes with the classes related to them (the candidates' class filter). */
export const classesWithRelated = (classes: readonly number[]): number[] => {
  const all = new Set(classes);
  for (const c of classes) for (const related of relatedClassesOf(c)) all.add(related.class);
  return [...all].sort((a, b) => a - b);
};

interface MarkRowResult {
  id: number;
  number: string;
  mark: string;
  classes: number[];
  owner: string;
  office: string;
  status: string;
  filed: string | null;
  source: string;
  normalized: string;
  compact: string;
  tokens: string[];
  phonetic: string[];
  skeleton: string;
  pinyin: string | null;
  variants: string[];
  meanings: string[];
}

export interface Candidate extends RegisteredMark {
  /** 'sample', 'import' or 'generated'. */
  source: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Which branches a candidate query holds: all of them, or one of the two halves findCandidates runs side by side on
 * two connections: the trigram branch (the costliest: its GIN index only bounds the similarity, so every row sharing
 * enough trigrams is rechecked) and the others.
 */
export type CandidatePart = 'all' | 'trigram' | 'keys';

/** A candidate query's SQL text and its parameters. */
export interface CandidateSql {
  text: string;
  values: unknown[];
}

/**
 * The candidate query's SQL and parameters: one UNION of index-backed branches, each limited and (where many rows
 * can share a key) ordered by trigram similarity to the query, filtered by office and classes inside each branch.
 * Null when the part has no branch for these keys (the trigram branch of a short mark).
 */
export function candidateQuery(keys: MarkKeys, filter?: CandidateFilter, part?: 'all'): CandidateSql;
export function candidateQuery(keys: MarkKeys, filter: CandidateFilter, part: CandidatePart): CandidateSql | null;
export function candidateQuery(
  keys: MarkKeys,
  filter: CandidateFilter = {},
  part: CandidatePart = 'all',
): CandidateSql | null {
  const values: unknown[] = [];
  const param = (value: unknown, cast = '') => {
    values.push(value);
    return `$${values.length}${cast}`;
  };
  // The compact spelling becomes a parameter when a branch first uses it: a parameter the text never uses has no type
  // (PostgreSQL 42P18), as a one-letter mark's query has no branch that orders or matches by it.
  let compactParam: string | undefined;
  const compact = () => {
    compactParam ??= param(keys.compact);
    return compactParam;
  };
  const conditions: string[] = [];
  if (filter.office) conditions.push(`office = ${param(filter.office)}`);
  if (filter.classes?.length) conditions.push(`classes && ${param(classesWithRelated(filter.classes), '::int[]')}`);
  const where = (match: string) => [match, ...conditions].join(' AND ');
  const byCloseness = () => `ORDER BY similarity(compact, ${compact()}) DESC`;
  const unordered = () => '';
  const branches: string[] = [];
  // (The match and the order are built only for a branch of this part: a parameter no branch uses has no type.)
  const branch = (match: () => string, order: () => string, limit: number, trigram = false) => {
    if (part === 'all' || (part === 'trigram') === trigram) {
      branches.push(`(SELECT id FROM marks WHERE ${where(match())} ${order()} LIMIT ${limit})`);
    }
  };

  // Identical once normalised, or a shared spelling variant (digits as letters, PH/F, C/K...).
  // (All equally close: no order. Without an order the planner could pick a scan that stops early, so the query runs
  // with sequential scans priced out; every branch has its index.)
  branch(() => `variants && ${param(keys.variants, '::text[]')}`, unordered, CANDIDATE_LIMITS.variants);
  // Looks alike: trigram similarity of the compact spelling, for marks of 7 characters or more. A shorter mark has
  // so few trigrams that thousands of rows share enough of them (PHONE: 20,000 rows to recheck at a million marks);
  // its look-alikes one or two edits away come from the neighbour keys, its compounds from the prefix branch.
  if ([...keys.compact].length >= TRIGRAM_MIN_LENGTH) {
    branch(() => `compact % ${compact()}`, byCloseness, CANDIDATE_LIMITS.trigram, true);
  }
  // Starts with the query (SUNRAY -> SUNRAYHOME), a compound the trigram branch may miss.
  // (Two Chinese characters are enough: 龙腾 -> 龙腾科技.)
  if ([...keys.compact].length >= (/\p{Script=Han}/u.test(keys.compact) ? 2 : 3)) {
    // Any of them: a common word starts thousands of marks, and ordering them all would fetch them all.
    branch(() => `compact LIKE ${param(`${escapeLike(keys.compact)}%`)}`, unordered, CANDIDATE_LIMITS.prefix);
  }
  // One or two edits apart in spelling or pinyin, and the same pinyin (symmetric-deletion keys, see @site/db's
  // marks/near.ts): 龙腾 ~ LONGTENG, NETFLARE ~ NETFLAIR, LUMORA ~ LUMURA.
  const near = nearQueryKeys(keys);
  if (near.spelling.length) {
    branch(() => `near_keys && ${param(near.spelling, '::text[]')}`, byCloseness, CANDIDATE_LIMITS.neighbours);
  }
  // Sounds alike: the Double Metaphone codes of the whole mark (PHONE ~ FONE, QUICK ~ KWIK).
  if (near.sound.length) {
    branch(() => `near_keys && ${param(near.sound, '::text[]')}`, byCloseness, CANDIDATE_LIMITS.phonetic);
  }
  // The same consonant skeleton (STRIPE, STRYPE -> STRP).
  if (keys.skeleton.length >= 3)
    branch(() => `skeleton = ${param(keys.skeleton)}`, byCloseness, CANDIDATE_LIMITS.skeleton);
  // Components: marks sharing a distinctive word with the query (SUNRAY ~ SUNRAY HOME, and the reverse).
  const words = keys.tokens.filter((t) => !GENERIC_WORDS.has(t) && [...t].length >= 2);
  // Words in thousands of marks (COFFEE, CLUB: descriptive in practice) are left out, by the planner's statistics of
  // the tokens column (refreshed by every import's ANALYZE): ordering all their marks would fetch them all.
  // (most_common_elem_freqs ends with three more numbers than there are elements, the minimum, maximum and null
  // frequencies: unnest pairs them with NULL elements, and one NULL in the NOT IN list would leave no word at all.)
  if (words.length) {
    const frequent = `SELECT e FROM pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS f(e, freq)
      WHERE s.schemaname = current_schema() AND s.tablename = 'marks' AND s.attname = 'tokens' AND e IS NOT NULL
        AND freq * (SELECT reltuples FROM pg_class WHERE oid = 'marks'::regclass) > ${FREQUENT_WORD_ROWS}`;
    const distinctive = () =>
      `(SELECT coalesce(array_agg(w), '{}') FROM unnest(${param(words, '::text[]')}) w WHERE w NOT IN (${frequent}))`;
    branch(() => `tokens && ${distinctive()}`, byCloseness, CANDIDATE_LIMITS.tokens);
  }

  // Means the same (a translation, a synonym of a one-word meaning): 红牛 ~ RED BULL, LUNA ~ MOON.
  const meanings = [...new Set([...keys.meanings, ...keys.meanings.flatMap((m) => synonymsOf(m))])];
  if (meanings.length) {
    branch(() => `meanings && ${param(meanings, '::text[]')}`, byCloseness, CANDIDATE_LIMITS.meanings);
  }
  // One look-alike Chinese character away (己知 ~ 已知): the spellings looked up among the stored variants.
  const glyphs = glyphVariants(simplifiedForm(keys.compact));
  if (glyphs.length) branch(() => `variants && ${param(glyphs, '::text[]')}`, unordered, CANDIDATE_LIMITS.glyphs);

  if (branches.length === 0) return null;
  const text = `
SELECT m.id, m.number, m.mark, m.classes, m.owner, m.office, m.status, to_char(m.filed, 'YYYY-MM-DD') AS filed, m.source,
       m.normalized, m.compact, m.tokens, m.phonetic, m.skeleton, m.pinyin, m.variants, m.meanings
FROM marks m
JOIN (${branches.join('\nUNION\n')}) c ON c.id = m.id`;
  return { text, values };
}

/** The queries findCandidates runs side by side: the trigram branch (when the mark is long enough) and the others. */
export const candidateParts = (keys: MarkKeys, filter: CandidateFilter = {}): CandidateSql[] =>
  (['trigram', 'keys'] as const).flatMap((part) => candidateQuery(keys, filter, part) ?? []);

/** One candidate query in its own read-only transaction with the search's settings, on a connection of its own. */
async function queryPart(db: Database, query: CandidateSql): Promise<MarkRowResult[]> {
  // The trigram branch at a stricter similarity than pg_trgm's 0.3 (near spellings come from the neighbour keys, and
  // a low threshold rechecks thousands of rows), and no sequential scan (see above). SET LOCAL: this transaction only.
  const client = await db.$client.connect();
  try {
    await client.query(`BEGIN READ ONLY; ${CANDIDATE_SETTINGS}`);
    const { rows } = await client.query<MarkRowResult>(query.text, query.values);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The candidates of a searched mark's keys, in the order of their ids. The trigram branch and the others run side by
 * side on two connections (PostgreSQL runs one query on one core; at a million marks the trigram branch's rechecks
 * take as long as all the others together), and their rows are merged.
 */
export async function findCandidates(db: Database, keys: MarkKeys, filter: CandidateFilter = {}): Promise<Candidate[]> {
  const parts = candidateParts(keys, filter);
  const byId = new Map<number, MarkRowResult>();
  for (const rows of await Promise.all(parts.map((query) => queryPart(db, query)))) {
    for (const row of rows) byId.set(row.id, row);
  }
  const rows = [...byId.values()].sort((a, b) => a.id - b.id);
  return rows.map((r) => ({
    number: r.number,
    mark: r.mark,
    classes: r.classes,
    owner: r.owner,
    country: r.office,
    status: r.status,
    filed: r.filed,
    source: r.source,
    keys: {
      normalized: r.normalized,
      compact: r.compact,
      tokens: r.tokens,
      phonetic: r.phonetic,
      skeleton: r.skeleton,
      pinyin: r.pinyin,
      variants: r.variants,
      meanings: r.meanings,
    },
  }));
}

/** Whether the searched registry (one office, or all) holds rows that are not an office's: sample or generated. */
export async function registryHasSampleData(db: Database, office?: string): Promise<boolean> {
  const result = await db.$client.query<{ sample: boolean }>(
    office
      ? `SELECT EXISTS (SELECT 1 FROM marks WHERE source <> 'import' AND office = $1) AS sample`
      : `SELECT EXISTS (SELECT 1 FROM marks WHERE source <> 'import') AS sample`,
    office ? [office] : [],
  );
  return result.rows[0]?.sample ?? false;
}

/** Each office's real records (mark_coverage, refreshed by every import); offices without any are left out. */
export async function officeCoverage(db: Database): Promise<OfficeCoverage[]> {
  const known = new Set<string>(OFFICES);
  return (await readCoverage(db.$client)).flatMap((row) =>
    known.has(row.office) ? [{ ...row, office: row.office as OfficeCoverage['office'] }] : [],
  );
}
