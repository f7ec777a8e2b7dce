import { buildReport, toAnswerList } from '@site/compliance';
import { answersArb } from '@site/compliance/testing';
import { complianceReportWire, surveyReportWire } from '@site/contracts/vat';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summaryOfItems, surveyReportOf } from './survey-report-wire.ts';

/**
 * Issue 28: the result page's summary counts are the items' own. For many answer sets the engine's report goes
 * through the stored wire to the page's shape, and every count (report and market) equals its items; a report
 * stored by an older engine (no beforeSale, a stale summary) is counted from its items too.
 */

const stored = (report: unknown, answers: Parameters<typeof toAnswerList>[0]) =>
  surveyReportWire.parse({
    reportId: 'R2026112800000001',
    createdAt: '2026-11-28T01:00:00.000Z',
    platform: 'OST',
    channelNo: null,
    answerList: toAnswerList(answers),
    report,
    services: [],
  });

const items = (markets: ReturnType<typeof surveyReportOf>['markets']) =>
  markets.flatMap((m) => m.streams.flatMap((s) => s.obligations));

describe('the result page summary, for every generated report', () => {
  it('equals the items it summarises, and the engine’s own counts', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const report = buildReport(answers);
        const page = surveyReportOf(stored(complianceReportWire.parse(report), answers));
        expect(page.summary).toEqual(summaryOfItems(items(page.markets)));
        expect(page.summary).toEqual({ ...report.summary });
        for (const [i, market] of page.markets.entries()) {
          expect(market.summary).toEqual(summaryOfItems(market.streams.flatMap((s) => s.obligations)));
          expect(market.summary).toEqual({ ...report.markets[i]?.summary });
        }
        // The urgent count is the priority list's decided part.
        expect(page.summary.urgent).toBe(items(page.markets).filter((o) => o.urgent).length);
      }),
      { numRuns: 200 },
    );
  });

  it('counts a report stored by an older engine from its items: 销售前 items are before the sale', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const report = complianceReportWire.parse(buildReport(answers));
        // As engine 2.0.0 stored it: no beforeSale, a summary that says nothing is urgent.
        const old = structuredClone(report);
        for (const market of old.markets) {
          market.summary = { obligations: 0, urgent: 0, unconfirmed: 0 };
          for (const stream of market.streams)
            for (const o of stream.obligations) {
              delete o.beforeSale;
              o.urgent = false;
            }
        }
        old.summary = { obligations: 0, urgent: 0, unconfirmed: 0 };
        const page = surveyReportOf(stored(old, answers));
        expect(page.summary).toEqual(summaryOfItems(items(page.markets)));
        for (const o of items(page.markets))
          if (o.status === 'required' && o.confidence !== 'unconfirmed' && /(销售|开售|上架)前/.test(o.timing))
            expect(o.urgent, o.ruleId).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
