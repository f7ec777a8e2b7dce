import { type Answers, answersSchema, TARGET_SITE_LABELS, type TargetSite } from './answers.ts';
import {
  type AmazonEnforcement,
  type Confidence,
  conditionHolds,
  type Fact,
  type Level,
  RULES,
  RULES_VERSION,
  type Rule,
  type RuleCountry,
  type ServiceRef,
  type Source,
  STREAM_LABELS,
  STREAMS,
} from './rules.ts';

/**
 * The compliance engine: answers -> report. Pure and deterministic: the same answers, options and table
 * give the same report. Markets come in the order the answers list them; the EU-wide rules form one
 * market entry ('EU'), at the place of 'other EU' when it was asked, else after the markets asked.
 */

export const ENGINE_VERSION = '1.0.0';

/** A market of the report: a target site, with 'other EU' reported as the EU-wide rules ('EU'). */
export type Market = Exclude<TargetSite, 'EU_OTHER'> | 'EU';

/** 'general' holds the note of a market the table does not cover; then the streams of the table. */
export const REPORT_STREAMS = ['general', ...STREAMS] as const;
export type ReportStream = (typeof REPORT_STREAMS)[number];

export const REPORT_STREAM_LABELS: Record<ReportStream, string> = { general: '概况', ...STREAM_LABELS };

export interface Obligation {
  ruleId: string;
  stream: ReportStream;
  level: Level;
  title: string;
  action: string;
  law: string | null;
  register: string | null;
  who: string;
  timing: string;
  urgent: boolean;
  /** Only for a seller on Amazon; null otherwise. */
  amazon: AmazonEnforcement | null;
  sources: readonly Source[];
  checkedOn: string;
  confidence: Confidence;
  services: readonly ServiceRef[];
}

export interface Summary {
  /** Items that ask something of the seller (required or recommended). */
  obligations: number;
  /** Items to have in place before the first sale. */
  urgent: number;
  /** Items whose facts no source settled. */
  unconfirmed: number;
}

export interface MarketReport {
  country: Market;
  label: string;
  /** false for the EU-wide entry added because an EU member was asked. */
  asked: boolean;
  streams: { stream: ReportStream; label: string; obligations: Obligation[] }[];
  summary: Summary;
}

export interface Report {
  engineVersion: string;
  rulesVersion: string;
  /** The date the report was made ('as of'); the rows carry the dates they were checked. */
  checkedOn: string;
  markets: MarketReport[];
  /** Services that fulfil the report's obligations, once each, in report order. */
  recommendedServices: ServiceRef[];
  summary: Summary;
}

export interface ReportOptions {
  /** YYYY-MM-DD: the day the report is made (the engine never reads the clock); default RULES_VERSION. */
  checkedOn?: string;
}

const EU_MEMBER_SITES: ReadonlySet<TargetSite> = new Set(['DE', 'FR', 'IT', 'ES', 'EU_OTHER']);

/** The table's country for a market; null where the table has no rows (Philippines, Middle East). */
const RULE_COUNTRY: Record<Market, RuleCountry | null> = {
  UK: 'UK',
  DE: 'DE',
  FR: 'FR',
  IT: 'IT',
  ES: 'ES',
  US: 'US',
  CA: 'CA',
  BR: 'BR',
  IN: 'IN',
  AU: 'AU',
  KR: 'KR',
  JP: 'JP',
  PH: null,
  ME: null,
  EU: 'EU',
};

const MARKET_LABELS: Record<Market, string> = { ...TARGET_SITE_LABELS, EU: '欧盟（全欧盟统一规则）' };

/** The facts the rules' conditions test. */
export const factsOf = (answers: Answers): Set<Fact> => {
  const facts = new Set<Fact>();
  if (answers.battery) facts.add('battery');
  if (answers.powered || answers.battery) facts.add('powered');
  if (answers.textileOrFurniture) facts.add('textileOrFurniture');
  if (answers.energyLabelGoods) facts.add('energyLabelGoods');
  if (answers.trademark) facts.add('trademark');
  if (answers.brandRegistry) facts.add('brandRegistry');
  if (answers.rightsProtection) facts.add('rightsProtection');
  if (answers.platforms.includes('AMAZON')) facts.add('amazon');
  if (answers.targetSites.includes('EU_OTHER')) facts.add('otherEuMarket');
  return facts;
};

/** The report's markets, in order: the sites asked, 'other EU' as 'EU', and 'EU' appended for an EU member. */
export const marketsOf = (answers: Answers): { country: Market; asked: boolean }[] => {
  const markets = answers.targetSites.map((site) =>
    site === 'EU_OTHER' ? { country: 'EU' as const, asked: true } : { country: site, asked: true },
  );
  if (!answers.targetSites.includes('EU_OTHER') && answers.targetSites.some((s) => EU_MEMBER_SITES.has(s))) {
    markets.push({ country: 'EU', asked: false });
  }
  return markets;
};

/** Whether the table has tax or EPR rows for a market (trademark advice alone does not cover it). */
const covered = (country: RuleCountry | null) =>
  country !== null && RULES.some((rule) => rule.country === country && rule.stream !== 'trademark');

const notCoveredNotice = (market: Market): Obligation => ({
  ruleId: `${market}.notCovered`,
  stream: 'general',
  level: 'info',
  title: `${MARKET_LABELS[market]}：规则表尚未收录`,
  action: '我们的规则表尚未收录该市场的税务和EPR规则，因此本报告不列出该市场的义务（这不代表没有义务）。请咨询顾问。',
  law: null,
  register: null,
  who: '卖家',
  timing: '未确认',
  urgent: false,
  amazon: null,
  sources: [],
  checkedOn: RULES_VERSION,
  confidence: 'unconfirmed',
  services: [],
});

const obligationOf = (rule: Rule, sellsOnAmazon: boolean): Obligation => ({
  ruleId: rule.id,
  stream: rule.stream,
  level: rule.level,
  title: rule.title,
  action: rule.action,
  law: rule.law,
  register: rule.register,
  who: rule.who,
  timing: rule.timing,
  urgent: rule.urgent && rule.level === 'required' && rule.confidence !== 'unconfirmed',
  amazon: sellsOnAmazon ? rule.amazon : null,
  sources: rule.sources,
  checkedOn: rule.checkedOn,
  confidence: rule.confidence,
  services: rule.services,
});

const summarise = (obligations: readonly Obligation[]): Summary => ({
  obligations: obligations.filter((o) => o.level !== 'info').length,
  urgent: obligations.filter((o) => o.urgent).length,
  unconfirmed: obligations.filter((o) => o.confidence === 'unconfirmed').length,
});

const isIsoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * The report for a set of answers. Throws only on answers that break the questionnaire's own rules
 * (see answersSchema) or a malformed checkedOn; parseAnswerList gives answers that never do.
 */
export const buildReport = (input: Answers, options: ReportOptions = {}): Report => {
  const answers = answersSchema.parse(input);
  const checkedOn = options.checkedOn ?? RULES_VERSION;
  if (!isIsoDate(checkedOn)) throw new RangeError(`checkedOn must be a date YYYY-MM-DD, got '${checkedOn}'`);

  const facts = factsOf(answers);
  const sellsOnAmazon = facts.has('amazon');
  const markets: MarketReport[] = marketsOf(answers).map(({ country, asked }) => {
    const ruleCountry = RULE_COUNTRY[country];
    const applicable = RULES.filter((rule) => rule.country === ruleCountry && conditionHolds(rule.condition, facts));
    const items = [
      ...(covered(ruleCountry) ? [] : [notCoveredNotice(country)]),
      ...applicable.map((rule) => obligationOf(rule, sellsOnAmazon)),
    ];
    const streams = REPORT_STREAMS.map((stream) => ({
      stream,
      label: REPORT_STREAM_LABELS[stream],
      obligations: items.filter((o) => o.stream === stream),
    })).filter((s) => s.obligations.length > 0);
    return { country, label: MARKET_LABELS[country], asked, streams, summary: summarise(items) };
  });

  const all = markets.flatMap((m) => m.streams.flatMap((s) => s.obligations));
  const recommendedServices: ServiceRef[] = [];
  const seen = new Set<string>();
  for (const obligation of all) {
    if (obligation.level === 'info' || obligation.confidence === 'unconfirmed') continue;
    for (const offered of obligation.services) {
      const key = `${offered.serviceType}:${offered.country}`;
      if (seen.has(key)) continue;
      seen.add(key);
      recommendedServices.push(offered);
    }
  }

  return {
    engineVersion: ENGINE_VERSION,
    rulesVersion: RULES_VERSION,
    checkedOn,
    markets,
    recommendedServices,
    summary: summarise(all),
  };
};
