import { CONDITION_AND, priorityList } from '@site/compliance/summary';
import type { ReportMarket, ReportObligation, ReportPrice, ReportService } from '../../content/survey-reports.ts';
import { SERVICE_COUNTRY } from '../../i18n/countries.ts';
import { textsOf } from '../../i18n/translate.ts';
import { formatMoney, YUAN } from '../../lib/money.ts';
import { REPORT_QUERY_KEYS } from '../../lib/report-pages.ts';

/**
 * The result page's pure rules: how a price shows (spec section 9), what the summary lists, which
 * obligations a service fulfils, the report's time in China time, the services' names.
 */

export type PriceDisplay =
  /** No product prices the service: the page says 'ask us' and links the contact page. */
  | { kind: 'ask' }
  /** The lowest price paid, '￥2999.00/年'; the original price when discounted ('￥3999.00/年'). */
  | { kind: 'from'; amount: string; original: string | null };

/** Spec section 9: two decimals (already on the wire), ￥ amount plus unit; the original beside it when discounted. */
export const priceDisplay = (price: ReportPrice | null): PriceDisplay => {
  if (price === null || !/^\d+\.\d{2}$/.test(price.amount)) return { kind: 'ask' };
  return {
    kind: 'from',
    amount: `${YUAN}${price.amount}${price.unit ? `/${price.unit}` : ''}`,
    original: price.original && price.original.trim() !== '' ? price.original : null,
  };
};

export interface UrgentItem {
  market: string;
  /** The market section's anchor. */
  anchor: string;
  title: string;
  timing: string;
  /** null for an item that applies; the condition ('如果您在德国存放库存…') for one that applies only then. */
  condition: string | null;
}

export const marketAnchor = (market: Pick<ReportMarket, 'country'>): string =>
  `market-${market.country.replace(/[^A-Za-z0-9_-]/g, '')}`;

const obligationsOf = (market: ReportMarket): ReportObligation[] => market.streams.flatMap((s) => s.obligations);

/**
 * The priority list: what must be in place before the first sale, market by market in report order; first the items
 * that apply, then those that apply on a condition (with it: German VAT when the stock may be in Germany). The
 * compliance package's `priorityList`, the same function the summary's 开售前 count agrees with.
 */
export const urgentItems = (markets: readonly ReportMarket[]): UrgentItem[] =>
  priorityList(markets).map(({ item, conditional, label, country }) => ({
    market: label,
    anchor: marketAnchor({ country }),
    title: item.title,
    timing: item.timing,
    condition: conditional ? item.condition : null,
  }));

/** Whether a recommended service is for items that apply, or only on conditions (listed once each). */
export type ServiceApplies = { conditional: false } | { conditional: true; conditions: string[] };

/**
 * What a recommended service is for: null when no item of the report that asks something of the seller names it
 * (the page does not offer it); conditional when every such item applies only on a condition.
 */
export const serviceApplies = (
  service: Pick<ReportService, 'key'>,
  markets: readonly ReportMarket[],
): ServiceApplies | null => {
  const items = markets
    .flatMap(obligationsOf)
    .filter(
      (o) =>
        o.serviceKeys.includes(service.key) &&
        o.status !== 'info' &&
        o.level !== 'info' &&
        o.confidence !== 'unconfirmed',
    );
  if (items.length === 0) return null;
  if (items.some((o) => o.status !== 'conditional')) return { conditional: false };
  const conditions = [...new Set(items.map((o) => o.condition ?? '').filter((c) => c !== ''))];
  // A condition that adds to another ('…，且…') is implied by it: the service is needed once the shorter one holds.
  return {
    conditional: true,
    conditions: conditions.filter(
      (c) => !conditions.some((other) => other !== c && c.startsWith(`${other}${CONDITION_AND}`)),
    ),
  };
};

/** How a price unit counts in the first year: once, or recurring so many times. */
const UNIT_IN_FIRST_YEAR: Record<string, { recurring: boolean; times: number }> = {
  次: { recurring: false, times: 1 },
  件: { recurring: false, times: 1 },
  年: { recurring: true, times: 1 },
  季度: { recurring: true, times: 4 },
  季: { recurring: true, times: 4 },
  月: { recurring: true, times: 12 },
};

export interface FirstYearTotal {
  /** '￥4598.00', two decimals; one-off services (unit 次 or 件). */
  oneOff: string;
  /** Recurring services over the first year (年 once, 季度 four times, 月 twelve times). */
  recurring: string;
  /** Services without a price or with a unit this table does not know: not in the sums. */
  unpriced: number;
  /** Services in the sums. */
  counted: number;
}

const centsOf = (amount: string) => {
  const [whole = '0', cents = '0'] = amount.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
};
const yuan = (cents: number) => formatMoney(cents / 100);

/**
 * The first year of a list of services at their lowest prices ('from'): one-off and recurring apart. Service fees
 * only: official fees and taxes are not in the products' prices (the price page's note says so).
 */
export const firstYearTotal = (services: readonly Pick<ReportService, 'from'>[]): FirstYearTotal => {
  let oneOff = 0;
  let recurring = 0;
  let unpriced = 0;
  let counted = 0;
  for (const service of services) {
    const price = service.from;
    const unit = price === null ? undefined : UNIT_IN_FIRST_YEAR[price.unit.trim()];
    if (price === null || unit === undefined || !/^\d+\.\d{2}$/.test(price.amount)) {
      unpriced += 1;
      continue;
    }
    counted += 1;
    if (unit.recurring) recurring += centsOf(price.amount) * unit.times;
    else oneOff += centsOf(price.amount) * unit.times;
  }
  return { oneOff: yuan(oneOff), recurring: yuan(recurring), unpriced, counted };
};

/** The catalogue's texts of the Chinese script the page is written in (the report pages are zh pages). */
const scriptOf = (traditional: boolean) => (traditional ? 'zh-TW' : 'zh-CN');

const PLATFORMS = { AMAZON: true, ALIEXPRESS: true, OTHER: true } as const;
type Platform = keyof typeof PLATFORMS;

/** At most this many markets are named in the title; more read '英国、德国、法国等8个市场'. */
const TITLE_MARKETS = 4;

/**
 * Whose report and for which markets, in the seller's words. The report carries no company or name of the seller (the
 * questionnaire does not ask, and the page is open to whoever holds its link), so it is 您的: '您在英国、德国的合规报告'.
 * `markets` lists the markets asked in report order (the EU-wide rules the engine adds are not a market asked),
 * `more` how many there are when the title names only the first four; `platforms` the seller's platforms.
 */
export const reportTitle = (
  report: { platforms: readonly string[]; markets: readonly Pick<ReportMarket, 'country' | 'label' | 'asked'>[] },
  traditional: boolean,
): { markets: string; more: number | null; platforms: string | null } => {
  const t = textsOf(scriptOf(traditional), 'report');
  const names = report.platforms.filter((p) => p in PLATFORMS).map((p) => t(`platformNames.${p as Platform}`));
  // 'EU' asked is 'other EU countries'.
  const asked = report.markets
    .filter((m) => m.asked)
    .map((m) => (m.country === 'EU' ? t('otherEuCountries') : m.label.replace(/（.*）$/, '')));
  return {
    markets: asked.slice(0, TITLE_MARKETS).join('、'),
    more: asked.length > TITLE_MARKETS ? asked.length : null,
    platforms: names.length > 0 ? names.join('、') : null,
  };
};

/** The obligations a recommended service fulfils (titles, with their market), in report order, once each. */
export const obligationsFor = (
  service: Pick<ReportService, 'key'>,
  markets: readonly ReportMarket[],
): { market: string; title: string }[] => {
  const seen = new Set<string>();
  const found: { market: string; title: string }[] = [];
  for (const market of markets) {
    for (const obligation of obligationsOf(market)) {
      if (!obligation.serviceKeys.includes(service.key)) continue;
      const key = `${market.label}:${obligation.title}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ market: market.label, title: obligation.title });
    }
  }
  return found;
};

/** An ISO time as China time (UTC+8, no daylight saving), 'YYYY-MM-DD HH:mm'; the text as given when it is no time. */

/**
 * A recommended service's name: country and service type ('德国包装法注册'); the lowest-priced
 * product's name where the codes are not known here; a generic word at the end.
 */
export const serviceName = (service: ReportService, traditional: boolean, fallback: string): string => {
  const t = textsOf(scriptOf(traditional), 'report');
  const typeKey = `serviceTypes.${service.serviceType}`;
  const type = t.has(typeKey as 'serviceTypes.1001') ? t(typeKey as 'serviceTypes.1001') : undefined;
  const code = SERVICE_COUNTRY[service.country];
  const country = code ? textsOf(scriptOf(traditional), 'countries')(code) : '';
  if (type) return type.startsWith(country) ? type : `${country}${type}`;
  return service.from?.productName ?? fallback;
};

const QUERY_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The result page's own query parameters, in a fixed order, first value of each, well-formed values
 * only: what the registration link carries (portalUrl sets pointType=registers over it).
 */
export const reportQuery = (query: Readonly<Record<string, string | string[] | undefined>>): URLSearchParams => {
  const kept = new URLSearchParams();
  for (const key of REPORT_QUERY_KEYS) {
    const raw = query[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && QUERY_VALUE.test(value)) kept.set(key, value);
  }
  return kept;
};

/**
 * A market's name in the page's script: the stored (simplified) name, or XM's traditional one (the catalogue's
 * country names; the EU-wide rules are their own market name).
 */
export const marketName = (market: Pick<ReportMarket, 'country' | 'label'>, traditional: boolean): string => {
  if (!traditional) return market.label;
  if (market.country === 'EU') return textsOf('zh-TW', 'report')('marketEu');
  const names = textsOf('zh-TW', 'countries');
  return names.has(market.country as 'UK') ? names(market.country as 'UK') : market.label;
};

/** A stream's name in the page's script, likewise. */
export const streamName = (stream: { stream: string; label: string }, traditional: boolean): string => {
  const t = textsOf('zh-TW', 'report');
  const key = `streams.${stream.stream}` as 'streams.general';
  return traditional && t.has(key) ? t(key) : stream.label;
};
