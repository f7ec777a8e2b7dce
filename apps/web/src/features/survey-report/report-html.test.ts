import { buildReport, toAnswerList } from '@site/compliance';
import { answersArb } from '@site/compliance/testing';
import { complianceReportWire, surveyReportWire } from '@site/contracts/vat';
import fc from 'fast-check';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../brands.ts';
import { surveyReportOf } from '../../content/survey-report-wire.ts';

vi.mock('server-only', () => ({}));

/**
 * Issue 27: the result page's report sections are rendered to HTML by lib/static-html.ts, not by React. The whole
 * view, rendered with them and rendered with React doing that part, must be the same bytes for every report the
 * engine makes, in both scripts.
 */

/** A stored report as the gateway answers it, its services priced (some discounted, some 'ask us'). */
const storedReport = (answers: Parameters<typeof toAnswerList>[0], refinedFrom: string | null) => {
  const report = buildReport(answers);
  return surveyReportWire.parse({
    reportId: '3f2b8c1e-9d4a-4b7e-8f10-2a6c5d9e0b13',
    createdAt: '2026-11-29T01:00:00.000Z',
    platform: 'OST',
    channelNo: null,
    answerList: toAnswerList(answers),
    refinedFrom,
    report: complianceReportWire.parse(report),
    services: report.recommendedServices.map((service, i) => {
      const price =
        i % 3 === 2
          ? null
          : {
              productName: `服务 ${i}`,
              amount: `${1999 + i}.00`,
              unit: '年',
              original: i % 3 === 1 ? '￥3999.00/年' : null,
            };
      return { ...service, price1: price, price2: price, price3: price, productCount: price ? 1 : 0 };
    }),
  });
};

const links = {
  register: 'https://portal.example.com/register?reportId=3f2b8c1e&pointType=registers',
  contact: '/ld/contactUs?from=questionAnswer',
  prices: '/ost/price',
  pdf: '/ld/questionAnswer/pdf?reportId=3f2b8c1e-9d4a-4b7e-8f10-2a6c5d9e0b13',
};

type View = typeof import('./report-view.tsx');

/** The view twice: as built (its sections rendered by lib/static-html.ts), and with React rendering them. */
const views = async (): Promise<{ ours: View; react: View }> => {
  const ours = await import('./report-view.tsx');
  vi.resetModules();
  vi.doMock('../../lib/static-html.ts', () => ({ renderStaticHtml: (node: ReactNode) => renderToStaticMarkup(node) }));
  const react = await import('./report-view.tsx');
  vi.doUnmock('../../lib/static-html.ts');
  return { ours, react };
};

describe('the result page’s report, rendered without React', () => {
  it('is React’s HTML, byte for byte, for generated reports in each script', async () => {
    const view = await views();
    const { inScriptOf } = await import('../../content/script.ts');
    await fc.assert(
      fc.asyncProperty(
        answersArb,
        fc.constantFrom<Locale>('zh-CN', 'zh-TW'),
        fc.boolean(),
        async (answers, locale, refined) => {
          const wire = storedReport(answers, refined ? 'a1b2c3d4-0000-4000-8000-000000000001' : null);
          const report = inScriptOf(locale, surveyReportOf(wire));
          const props = {
            report,
            locale,
            links,
            breadcrumb: h('nav', null, 'crumbs'),
            refineForm: h('form', null, 'refine'),
          };
          const ours = renderToStaticMarkup(h(view.ours.SurveyReportView, props));
          const react = renderToStaticMarkup(h(view.react.SurveyReportView, props));
          expect(ours).toBe(react);
          // The sections are there: each market, and the services when any are offered.
          for (const market of report.markets) expect(ours).toContain(`data-market="${market.country}"`);
        },
      ),
      { numRuns: 25 },
    );
    // A bound for a hang on a busy machine (25 full reports rendered twice), not a speed check.
  }, 120_000);
});
