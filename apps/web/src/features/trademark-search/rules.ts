import * as ipr from '@site/contracts/ipr';
import { type Liveness, liveness } from '@site/trademark/status';
import type { z } from 'zod';
import { formatAmount } from '../../lib/money.ts';
import { priceView } from '../../lib/price.ts';

/**
 * The trademark search page's pure rules: the shared link's query (markElement, country, classes), the result
 * filters, the device's search history and the price quote's sums. No DOM, no calls: the islands use these.
 */

export type SearchData = z.infer<typeof ipr.searchTrademark.data>;
export type Hit = SearchData['list'][number];
export type Office = ipr.TrademarkOffice;

export interface SearchQuery {
  markElement: string;
  /** An office code, '' for every office. */
  country: Office | '';
  classes: number[];
}

export const EMPTY_QUERY: SearchQuery = { markElement: '', country: '', classes: [] };

const officeOf = (value: string | null): Office | '' => {
  const text = (value ?? '').trim().toUpperCase();
  if ((ipr.TRADEMARK_OFFICES as readonly string[]).includes(text)) return text as Office;
  return ipr.OFFICE_OF_REGION[text] ?? '';
};

/** The search a page address asks for (?markElement=...&country=US&classes=9,25); unknown values are dropped. */
export const parseSearchQuery = (search: string | URLSearchParams): SearchQuery => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const classes = (params.get('classes') ?? '')
    .split(/[,，\s]+/)
    .filter((part) => /^\d{1,2}$/.test(part))
    .map(Number)
    .filter((n) => n >= 1 && n <= ipr.US_SPECIAL_CLASS);
  return {
    markElement: (params.get('markElement') ?? '').slice(0, 200),
    country: officeOf(params.get('country')),
    classes: [...new Set(classes)].sort((a, b) => a - b),
  };
};

/** The query string of a search (for the shared link): '?markElement=FONE&country=UK&classes=9,38'. */
export const searchQueryString = (query: SearchQuery): string => {
  const params = new URLSearchParams();
  params.set('markElement', query.markElement.trim());
  if (query.country) params.set('country', query.country);
  if (query.classes.length > 0) params.set('classes', query.classes.join(','));
  return `?${params.toString()}`;
};

/** The call's body for a query: no country or classes when they are not chosen. */
export const searchBody = (query: SearchQuery) => ({
  markElement: query.markElement,
  ...(query.country ? { country: query.country } : {}),
  ...(query.classes.length > 0 ? { classes: query.classes } : {}),
});

export interface QueryProblem {
  /** Which part of the form the message belongs next to. */
  field: 'markElement' | 'country' | 'classes';
  message: string;
}

/** The first rule a query breaks (the contract's texts: empty, too long, punctuation only...), or null. */
export const queryProblem = (query: SearchQuery): QueryProblem | null => {
  const result = ipr.trademarkSearchBody.safeParse(searchBody(query));
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = issue?.path[0] === 'classes' || issue?.path[0] === 'country' ? issue.path[0] : 'markElement';
  return { field, message: issue?.message ?? '' };
};

// Filters on the results

export interface HitFilter {
  office: Office | '';
  /** A class number, 0 for any. */
  classNo: number;
  status: Liveness | '';
}

export const NO_FILTER: HitFilter = { office: '', classNo: 0, status: '' };

export const filterHits = (hits: readonly Hit[], filter: HitFilter): Hit[] =>
  hits.filter(
    (hit) =>
      (filter.office === '' || hit.country === filter.office) &&
      (filter.classNo === 0 || hit.classes.includes(filter.classNo)) &&
      (filter.status === '' || liveness(hit.status) === filter.status),
  );

export interface FilterOptions {
  offices: Office[];
  classes: number[];
  statuses: Liveness[];
}

const LIVENESS_ORDER: Liveness[] = ['live', 'pending', 'dead'];

/** What the filters offer: the offices, classes and statuses the hits have, in a fixed order. */
export const filterOptions = (hits: readonly Hit[]): FilterOptions => {
  const offices = new Set(hits.map((h) => h.country));
  const statuses = new Set(hits.map((h) => liveness(h.status)));
  return {
    offices: ipr.TRADEMARK_OFFICES.filter((o) => offices.has(o)),
    classes: [...new Set(hits.flatMap((h) => h.classes))].sort((a, b) => a - b),
    statuses: LIVENESS_ORDER.filter((s) => statuses.has(s)),
  };
};

export { type Liveness, liveness };

// The device's search history (spec section 9): one entry per mark and office, newest first, at most 15.

export interface HistoryEntry {
  markElement: string;
  country: Office | '';
  /** ISO time of the search. */
  at: string;
}

const HISTORY_LIMIT = ipr.SEARCH_HISTORY_LIMIT.trademark;

const sameSearch = (
  a: Pick<HistoryEntry, 'markElement' | 'country'>,
  b: Pick<HistoryEntry, 'markElement' | 'country'>,
) => a.markElement.trim().toUpperCase() === b.markElement.trim().toUpperCase() && a.country === b.country;

/** The history with a new search at the top: an earlier entry for the same mark and office goes; at most `limit`. */
export const addToHistory = (
  history: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit: number = HISTORY_LIMIT,
): HistoryEntry[] =>
  [{ ...entry, markElement: entry.markElement.trim() }, ...history.filter((h) => !sameSearch(h, entry))].slice(
    0,
    limit,
  );

/** A stored history read back: only well-formed entries, deduplicated, at most `limit`. */
export const readHistory = (raw: string | null, limit: number = HISTORY_LIMIT): HistoryEntry[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries: HistoryEntry[] = [];
  for (const item of parsed) {
    if (!item || typeof item !== 'object') continue;
    const { markElement, country, at } = item as Record<string, unknown>;
    if (typeof markElement !== 'string' || !markElement.trim() || typeof at !== 'string') continue;
    const office = typeof country === 'string' ? officeOf(country) : '';
    if (entries.some((e) => sameSearch(e, { markElement, country: office }))) continue;
    entries.push({ markElement: markElement.trim().slice(0, 200), country: office, at });
  }
  return entries.slice(0, limit);
};

// The price quote

export interface PriceRow {
  productName: string;
  discountPrice: number;
  unitPrice: number;
  priceUnit: string;
}

/**
 * 'One mark, n classes' (1-10): the price per class as the site shows prices (spec section 9: the unit price less the
 * discount, two decimals, the original beside it when discounted) and the total for n classes.
 */
export const quoteOf = (row: PriceRow, classCount: number) => {
  const n = Math.min(10, Math.max(1, Math.trunc(classCount)));
  const perClass = priceView(row);
  return {
    classes: n,
    perClass,
    total: formatAmount(Number(perClass.amount) * n),
  };
};
