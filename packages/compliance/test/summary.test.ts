import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReport, type Obligation, type Report } from '../src/engine.ts';
import { BEFORE_SALE_TIMING, isBeforeSale, priorityList, type SummaryItem, summaryOf } from '../src/summary.ts';
import { answers, answersArb } from './support.ts';
import { refineArb } from './support-refine.ts';

/**
 * Issue 28: a report's summary is a pure function of its items. For every answer set (with and without refine
 * answers) the counts of the report and of each market equal the items they summarise, the priority list is exactly
 * the items before the sale (those that apply: the 开售前 count), and an item stored by an older engine is counted the
 * same from its own fields.
 */

const RUNS = { numRuns: 300 };
const itemsOf = (market: Report['markets'][number]) => market.streams.flatMap((s) => s.obligations);
const all = (report: Report) => report.markets.flatMap(itemsOf);

/** Counted by hand, from the items alone, without the summary module. */
const byHand = (items: readonly Obligation[]) => ({
  obligations: items.filter((o) => o.status === 'required' || o.status === 'recommended').length,
  conditional: items.filter((o) => o.status === 'conditional').length,
  urgent: items.filter((o) => o.status === 'required' && o.beforeSale).length,
  unconfirmed: items.filter((o) => o.confidence === 'unconfirmed').length,
});

const checkReport = (report: Report) => {
  expect(report.summary).toEqual(byHand(all(report)));
  expect(report.summary).toEqual(summaryOf(all(report)));
  for (const market of report.markets) {
    expect(market.summary, market.country).toEqual(byHand(itemsOf(market)));
    const priority = priorityList([market]);
    // The priority list's first part is what 开售前 counts; every item listed says so in its timing or rule.
    expect(priority.filter((p) => !p.conditional).length, market.country).toBe(market.summary.urgent);
    expect(priority.filter((p) => p.conditional).length).toBe(
      itemsOf(market).filter((o) => o.status === 'conditional' && o.beforeSale).length,
    );
    for (const o of itemsOf(market)) {
      expect(o.urgent, o.ruleId).toBe(o.status === 'required' && o.beforeSale);
      // A decided, required, confirmed item whose timing says 销售前 is before the sale (France's IDU).
      if (o.status === 'required' && o.confidence !== 'unconfirmed' && BEFORE_SALE_TIMING.test(o.timing))
        expect(o.beforeSale, o.ruleId).toBe(true);
    }
  }
  expect(report.summary.urgent).toBe(priorityList(report.markets).filter((p) => !p.conditional).length);
};

describe('the summary, a pure function of the items', () => {
  it('equals the items it summarises, for every answer set', () => {
    fc.assert(
      fc.property(answersArb, (a) => checkReport(buildReport(a))),
      RUNS,
    );
  });

  it('equals the items it summarises, for every answer set with refine answers', () => {
    fc.assert(
      fc.property(answersArb, refineArb, (a, refine) => checkReport(buildReport(a, { refine }))),
      RUNS,
    );
  });

  it('counts an item stored by an older engine (no status, no beforeSale) from its own fields', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const report = buildReport(a);
        const old: SummaryItem[] = all(report)
          .filter((o) => o.status !== 'conditional')
          .map((o) => ({
            level: o.status === 'info' ? 'info' : o.level,
            confidence: o.confidence,
            timing: o.timing,
            urgent: o.urgent,
          }));
        const now = all(report).filter((o) => o.status !== 'conditional');
        expect(summaryOf(old)).toEqual(summaryOf(now));
        for (const [i, o] of old.entries()) expect(isBeforeSale(o)).toBe(now[i]?.beforeSale);
      }),
      RUNS,
    );
  });

  it('France: the IDU items are before the sale; Germany: VAT on its condition is on the priority list', () => {
    const report = buildReport(answers({ targetSites: ['DE', 'FR'], platforms: ['AMAZON'] }));
    const fr = report.markets.find((m) => m.country === 'FR');
    expect(fr?.summary.urgent).toBeGreaterThan(0);
    const list = priorityList(report.markets);
    expect(list.some((p) => p.country === 'FR' && !p.conditional && p.item.ruleId === 'FR.packaging')).toBe(true);
    expect(list.some((p) => p.country === 'DE' && p.conditional && p.item.ruleId === 'DE.vat')).toBe(true);
    // Those that apply first, then those on a condition.
    const firstConditional = list.findIndex((p) => p.conditional);
    expect(list.slice(firstConditional).every((p) => p.conditional)).toBe(true);
  });
});
