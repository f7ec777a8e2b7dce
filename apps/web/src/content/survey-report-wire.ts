import { isBeforeSale, isUrgent, summaryOf } from '@site/compliance/summary';
import type { surveyReportWire } from '@site/contracts/vat';
import type { z } from 'zod';
import { absoluteHttpUrl } from '../lib/urls.ts';

/**
 * The stored report's wire mapped once to what the result page reads (pure: unit-tested with reports the engine
 * makes). The summaries are counted here from the items themselves, never taken from the wire: a report stored by
 * an older engine shows the same counts as its items.
 */

type Wire = z.output<typeof surveyReportWire>;
type ReportWire = Wire['report'];
type ObligationWire = ReportWire['markets'][number]['streams'][number]['obligations'][number];
type PricedServiceWire = Wire['services'][number];

export type ReportConfidence = ObligationWire['confidence'];

export interface ReportSource {
  title: string;
  /** null when the source is not a public page. */
  url: string | null;
  /** official | provider | unconfirmed; null in reports made before issue 24. */
  kind: ReportConfidence | null;
}

/** The refine answers a report was made with (issue 24). */
export type ReportRefine = NonNullable<Wire['refine']>;

export interface ReportObligation {
  ruleId: string;
  level: ObligationWire['level'];
  /** The level once decided, or conditional (then `condition` says on what, in a seller's words). */
  status: ObligationWire['level'] | 'conditional';
  condition: string | null;
  title: string;
  action: string;
  law: string | null;
  register: string | null;
  who: string;
  timing: string;
  urgent: boolean;
  /**
   * To be in place before the first sale once it applies (a conditional item too). Reports before engine 2.1.0 do
   * not say: then a required item that is urgent or whose timing says 销售前 / 开售前 / 上架前.
   */
  beforeSale: boolean;
  /** Only for a seller on Amazon; null otherwise. */
  amazon: {
    enforced: 'yes' | 'no' | 'unknown';
    how: string;
    /** The enforcement claim's own confidence and sources (null / empty before issue 24). */
    confidence: ReportConfidence | null;
    sources: ReportSource[];
  } | null;
  /** The law's sources; `confidence` is the law's. */
  sources: ReportSource[];
  checkedOn: string;
  confidence: ReportConfidence;
  /** The services (serviceType:country) that fulfil it. */
  serviceKeys: string[];
}

export interface ReportSummary {
  obligations: number;
  conditional: number;
  urgent: number;
  unconfirmed: number;
}

export interface ReportMarket {
  country: string;
  label: string;
  /** false for the EU-wide rules added because an EU member was asked. */
  asked: boolean;
  streams: { stream: string; label: string; obligations: ReportObligation[] }[];
  summary: ReportSummary;
}

export interface ReportPrice {
  productName: string;
  amount: string;
  unit: string;
  original: string | null;
}

export interface ReportService {
  /** serviceType:country, as the obligations name it. */
  key: string;
  serviceType: number;
  country: number;
  keyword: string;
  /** The lowest price ('from'); null: ask us. */
  from: ReportPrice | null;
  productCount: number;
}

export interface SurveyReport {
  reportId: string;
  createdAt: string;
  platform: string;
  channelNo: string | null;
  /** The seller's platforms as answered (question 2's codes: AMAZON, ALIEXPRESS, OTHER), for the title. */
  platforms: string[];
  engineVersion: string;
  rulesVersion: string;
  /** The day the report was made. */
  checkedOn: string;
  /** The days its rules were checked against their sources, oldest first (the page's 'as of'). */
  rulesCheckedOn: string[];
  /** The refine answers (null: the nine questions alone), and the report this one refines. */
  refine: ReportRefine | null;
  refinedFrom: string | null;
  markets: ReportMarket[];
  summary: ReportSummary;
  services: ReportService[];
}

const serviceKeyOf = (service: { serviceType: number; country: number }): string =>
  `${service.serviceType}:${service.country}`;

const sourceOf = (source: ObligationWire['sources'][number]): ReportSource => ({
  title: source.title,
  url: absoluteHttpUrl(source.url),
  kind: source.kind ?? null,
});

/** The counts of a list of items: what the summary says, always equal to the items it summarises (the engine's own). */
export const summaryOfItems = (items: readonly ReportObligation[]): ReportSummary => summaryOf(items);

const obligationOf = (wire: ObligationWire): ReportObligation => ({
  ruleId: wire.ruleId,
  level: wire.level,
  status: wire.status ?? wire.level,
  condition: wire.condition ?? null,
  title: wire.title,
  action: wire.action,
  law: wire.law,
  register: wire.register,
  who: wire.who,
  timing: wire.timing,
  urgent: isUrgent(wire),
  beforeSale: isBeforeSale(wire),
  amazon:
    wire.amazon === null
      ? null
      : {
          enforced: wire.amazon.enforced,
          how: wire.amazon.how,
          confidence: wire.amazon.confidence ?? null,
          sources: (wire.amazon.sources ?? []).map(sourceOf),
        },
  sources: wire.sources.map(sourceOf),
  checkedOn: wire.checkedOn,
  confidence: wire.confidence,
  serviceKeys: wire.services.map(serviceKeyOf),
});

const serviceOf = (wire: PricedServiceWire): ReportService => ({
  key: serviceKeyOf(wire),
  serviceType: wire.serviceType,
  country: wire.country,
  keyword: wire.productNameKeyWord,
  from: wire.price1,
  productCount: wire.productCount,
});

/** The one mapper of the stored report: wire names -> the page's shape. */
export const surveyReportOf = (wire: Wire): SurveyReport => {
  const markets: ReportMarket[] = wire.report.markets.map((market) => {
    const streams = market.streams.map((stream) => ({
      stream: stream.stream,
      label: stream.label,
      obligations: stream.obligations.map(obligationOf),
    }));
    return {
      country: market.country,
      label: market.label,
      asked: market.asked,
      streams,
      summary: summaryOfItems(streams.flatMap((s) => s.obligations)),
    };
  });
  return {
    reportId: wire.reportId,
    createdAt: wire.createdAt,
    platform: wire.platform,
    channelNo: wire.channelNo,
    platforms: wire.answerList.find((a) => a.questionId === 2)?.answer.split(',') ?? [],
    engineVersion: wire.report.engineVersion,
    rulesVersion: wire.report.rulesVersion,
    checkedOn: wire.report.checkedOn,
    // Reports made before issue 24 carry no list: their obligations' own dates say the same.
    rulesCheckedOn:
      wire.report.rulesCheckedOn ??
      [
        ...new Set(
          wire.report.markets.flatMap((m) =>
            m.streams.flatMap((s) => s.obligations.filter((o) => o.sources.length > 0).map((o) => o.checkedOn)),
          ),
        ),
      ].sort(),
    refine: wire.refine ?? null,
    refinedFrom: wire.refinedFrom ?? null,
    markets,
    summary: summaryOfItems(markets.flatMap((m) => m.streams.flatMap((s) => s.obligations))),
    services: wire.services.map(serviceOf),
  };
};
