import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAnswerList, toAnswerList } from '../src/answers.ts';
import { buildReport, factsOf, marketsOf, REPORT_STREAMS, type Report } from '../src/engine.ts';
import { conditionHolds, RULES } from '../src/rules.ts';
import { answersArb } from './support.ts';

const RUNS = { numRuns: 300 };
const EU_MEMBERS = ['DE', 'FR', 'IT', 'ES', 'EU_OTHER'];
const ruleById = new Map(RULES.map((r) => [r.id, r]));
const all = (report: Report) => report.markets.flatMap((m) => m.streams.flatMap((s) => s.obligations));

describe('the engine, for every valid answer set', () => {
  it('never throws, from typed answers or from the wire', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        buildReport(a);
        const parsed = parseAnswerList(toAnswerList(a));
        if (!parsed.ok) throw new Error('a valid answer set did not parse');
        buildReport(parsed.answers);
      }),
      RUNS,
    );
  });

  it('lists an obligation only when its condition on the nine questions holds', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const facts = factsOf(a);
        for (const o of all(buildReport(a))) {
          const rule = ruleById.get(o.ruleId);
          if (rule === undefined) {
            expect(o.ruleId).toMatch(/\.notCovered$/);
            continue;
          }
          expect(conditionHolds(rule.condition, facts), o.ruleId).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        expect(JSON.stringify(buildReport(structuredClone(a)))).toBe(JSON.stringify(buildReport(a)));
      }),
      RUNS,
    );
  });

  it('keeps the markets in the order asked and the streams in their fixed order', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const report = buildReport(a);
        const asked = report.markets.filter((m) => m.asked).map((m) => m.country);
        expect(asked).toEqual(a.targetSites.map((s) => (s === 'EU_OTHER' ? 'EU' : s)));
        expect(report.markets.map((m) => m.country)).toEqual(marketsOf(a).map((m) => m.country));
        for (const market of report.markets) {
          const order = market.streams.map((s) => REPORT_STREAMS.indexOf(s.stream));
          expect(order).toEqual([...order].sort((x, y) => x - y));
          expect(market.streams.every((s) => s.obligations.length > 0)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('lists EU rules only for a seller to an EU market', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const inEu = a.targetSites.some((s) => EU_MEMBERS.includes(s));
        const euIds = all(buildReport(a)).filter((o) => /^(EU|DE|FR|IT|ES|NL|AT)\./.test(o.ruleId));
        if (!inEu) expect(euIds).toEqual([]);
      }),
      RUNS,
    );
  });

  it("shows Amazon's enforcement exactly to Amazon sellers, and the same duties to every platform", () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const report = buildReport(a);
        const onAmazon = a.platforms.includes('AMAZON');
        for (const o of all(report))
          expect(o.amazon !== null, o.ruleId).toBe(onAmazon && !o.ruleId.endsWith('.notCovered'));
        const elsewhere = buildReport({ ...a, platforms: ['ALIEXPRESS'] });
        const duties = (r: Report) =>
          all(r)
            .map((o) => o.ruleId)
            .filter((id) => !id.includes('.trademark.brandRegistry'));
        expect(duties(elsewhere)).toEqual(duties(report));
      }),
      RUNS,
    );
  });

  it('adds up its summaries, recommends no service of an unconfirmed item, and urges nothing unconfirmed', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const report = buildReport(a);
        const items = all(report);
        expect(report.summary.obligations).toBe(report.markets.reduce((n, m) => n + m.summary.obligations, 0));
        expect(report.summary.urgent).toBe(items.filter((o) => o.urgent).length);
        expect(report.summary.unconfirmed).toBe(items.filter((o) => o.confidence === 'unconfirmed').length);
        for (const o of items.filter((x) => x.confidence === 'unconfirmed')) {
          expect(o.urgent).toBe(false);
          expect(o.level).toBe('info');
        }
        const offered = new Set(
          items
            .filter((o) => o.status !== 'info' && o.confidence !== 'unconfirmed')
            .flatMap((o) => o.services.map((s) => `${s.serviceType}/${s.country}`)),
        );
        for (const o of items.filter((x) => x.status === 'info')) expect(o.services, o.ruleId).toEqual([]);
        const recommended = report.recommendedServices.map((s) => `${s.serviceType}/${s.country}`);
        expect(new Set(recommended)).toEqual(offered);
        expect(new Set(recommended).size).toBe(recommended.length);
      }),
      RUNS,
    );
  });

  it('counts its summaries from the items: before the sale is what the item says (urgent rule or 销售前 timing)', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const report = buildReport(a);
        for (const market of report.markets) {
          const items = market.streams.flatMap((s) => s.obligations);
          expect(market.summary).toEqual({
            obligations: items.filter((o) => o.status === 'required' || o.status === 'recommended').length,
            conditional: items.filter((o) => o.status === 'conditional').length,
            urgent: items.filter((o) => o.status === 'required' && o.beforeSale).length,
            unconfirmed: items.filter((o) => o.confidence === 'unconfirmed').length,
          });
          for (const o of items) {
            expect(o.urgent, o.ruleId).toBe(o.beforeSale && o.status === 'required');
            if (o.level === 'required' && o.status !== 'info' && o.confidence !== 'unconfirmed')
              if (/(销售|开售|上架)前/.test(o.timing)) expect(o.beforeSale, o.ruleId).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('offers no IOSS or OSS to a seller on marketplaces only while the marketplace pays the VAT', () => {
    fc.assert(
      fc.property(answersArb, (a) => {
        const onMarketplaces = { ...a, platforms: a.platforms.filter((p) => p !== 'OTHER') };
        if (onMarketplaces.platforms.length === 0) onMarketplaces.platforms = ['AMAZON'];
        const report = buildReport(onMarketplaces, { refine: { established: 'CN' } });
        const keys = report.recommendedServices.map((s) => s.serviceType);
        expect(keys).not.toContain(1003);
        expect(keys).not.toContain(1004);
      }),
      RUNS,
    );
  });
});
