import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  filterHits,
  filterOptions,
  type HistoryEntry,
  type Hit,
  NO_FILTER,
  parseSearchQuery,
  queryProblem,
  quoteOf,
  readHistory,
  searchBody,
  searchQueryString,
} from './rules.ts';

const hit = (over: Partial<Hit>): Hit => ({
  number: 'S1',
  mark: 'FONE',
  classes: [9],
  owner: 'X Ltd',
  country: 'UK',
  status: 'registered',
  filed: '2016-05-23',
  score: 0.9,
  matchers: ['exact'],
  matcherScores: [{ name: 'exact', score: 0.92 }],
  risk: 'high',
  reasons: [],
  sample: true,
  ...over,
});

describe('the shared link', () => {
  it('reads the mark, the office (code or region number) and the classes', () => {
    expect(parseSearchQuery('?markElement=PHONE&country=uk&classes=9,25,9')).toEqual({
      markElement: 'PHONE',
      country: 'UK',
      classes: [9, 25],
    });
    expect(parseSearchQuery('?markElement=%E9%BE%99%E8%85%BE&country=20').country).toBe('US');
    expect(parseSearchQuery('?markElement=A&country=XX&classes=0,47,abc,12')).toEqual({
      markElement: 'A',
      country: '',
      classes: [12],
    });
  });

  it('writes back what it reads', () => {
    const query = { markElement: 'SUNRAY HOME', country: 'EU' as const, classes: [20, 24] };
    const qs = searchQueryString(query);
    expect(qs).toBe('?markElement=SUNRAY+HOME&country=EU&classes=20%2C24');
    expect(parseSearchQuery(qs)).toEqual(query);
    expect(searchQueryString({ markElement: ' X ', country: '', classes: [] })).toBe('?markElement=X');
  });

  it('sends no country or classes when none is chosen', () => {
    expect(searchBody({ markElement: 'FONE', country: '', classes: [] })).toEqual({ markElement: 'FONE' });
  });
});

describe('bad input', () => {
  it("gives the contract's texts next to the right field", () => {
    expect(queryProblem({ markElement: '  ', country: '', classes: [] })).toEqual({
      field: 'markElement',
      message: '请输入商标名称',
    });
    expect(queryProblem({ markElement: 'A'.repeat(51), country: '', classes: [] })?.message).toBe(
      '商标名称不能超过50个字符',
    );
    expect(queryProblem({ markElement: '!!!——', country: '', classes: [] })?.message).toContain('不能只有标点符号');
    expect(queryProblem({ markElement: 'FONE', country: 'EU', classes: [46] })).toEqual({
      field: 'classes',
      message: '类别46仅适用于美国',
    });
    expect(queryProblem({ markElement: 'FONE', country: 'US', classes: [46] })).toBeNull();
  });
});

describe('result filters', () => {
  const hits = [
    hit({ number: 'S1', country: 'UK', classes: [9, 38], status: 'registered' }),
    hit({ number: 'S2', country: 'US', classes: [9], status: 'pending' }),
    hit({ number: 'S3', country: 'EU', classes: [25], status: 'expired' }),
  ];

  it('narrow by office, class and status together', () => {
    expect(filterHits(hits, NO_FILTER)).toHaveLength(3);
    expect(filterHits(hits, { ...NO_FILTER, office: 'US' }).map((h) => h.number)).toEqual(['S2']);
    expect(filterHits(hits, { ...NO_FILTER, classNo: 9 }).map((h) => h.number)).toEqual(['S1', 'S2']);
    expect(filterHits(hits, { ...NO_FILTER, status: 'dead' }).map((h) => h.number)).toEqual(['S3']);
    expect(filterHits(hits, { office: 'UK', classNo: 25, status: '' })).toEqual([]);
  });

  it('offer only what the hits have, in a fixed order', () => {
    expect(filterOptions(hits)).toEqual({
      offices: ['US', 'EU', 'UK'],
      classes: [9, 25, 38],
      statuses: ['live', 'pending', 'dead'],
    });
  });
});

describe('the search history', () => {
  const at = (n: number) => `2025-01-01T00:00:${String(n).padStart(2, '0')}Z`;

  it('keeps one entry per mark and office, newest first, at most 15', () => {
    let history: HistoryEntry[] = [];
    for (let i = 0; i < 20; i++) history = addToHistory(history, { markElement: `M${i}`, country: 'US', at: at(i) });
    expect(history).toHaveLength(15);
    expect(history[0]?.markElement).toBe('M19');
    history = addToHistory(history, { markElement: ' m10 ', country: 'US', at: at(30) });
    expect(history).toHaveLength(15);
    expect(history[0]).toEqual({ markElement: 'm10', country: 'US', at: at(30) });
    expect(history.filter((h) => h.markElement.toUpperCase() === 'M10')).toHaveLength(1);
    // The same mark in another office is another search.
    history = addToHistory(history, { markElement: 'M10', country: 'EU', at: at(31) });
    expect(history.filter((h) => h.markElement.toUpperCase() === 'M10')).toHaveLength(2);
  });

  it('reads back only well-formed entries', () => {
    expect(readHistory('not json')).toEqual([]);
    expect(readHistory('{"a":1}')).toEqual([]);
    expect(
      readHistory(
        JSON.stringify([
          { markElement: 'FONE', country: 'UK', at: at(1) },
          { markElement: 'fone', country: 'UK', at: at(0) },
          { markElement: '', country: 'UK', at: at(0) },
          { markElement: 'X', country: 'MARS', at: at(0) },
          null,
          { markElement: 3 },
        ]),
      ),
    ).toEqual([
      { markElement: 'FONE', country: 'UK', at: at(1) },
      { markElement: 'X', country: '', at: at(0) },
    ]);
  });
});

describe('the price quote', () => {
  it('is the price per class (unit price less the discount) times 1-10 classes', () => {
    const row = { productName: '美国商标注册', unitPrice: 3980, discountPrice: 500, priceUnit: '件' };
    const quote = quoteOf(row, 3);
    expect(quote.classes).toBe(3);
    expect(quote.perClass).toEqual({ amount: '3480.00', unit: '件', original: '￥3980.00/件' });
    expect(quote.total).toBe('10440.00');
    expect(quoteOf(row, 0).classes).toBe(1);
    expect(quoteOf(row, 12).total).toBe('34800.00');
    expect(quoteOf({ ...row, discountPrice: 0 }, 1)).toEqual({
      classes: 1,
      perClass: { amount: '3980.00', unit: '件', original: null },
      total: '3980.00',
    });
  });
});
