import { type Answers, answersSchema, TARGET_SITE_LABELS, type TargetSite } from './answers.ts';
import { COUNTRY_NAMES } from './countries.ts';
import {
  type Clause,
  type Confidence,
  clauseHolds,
  conditionHolds,
  DEFAULT_RULE_SET,
  ENGINE_VERSION,
  type Fact,
  type Level,
  NON_EU,
  OTHER_EU_COUNTRIES,
  type ProductKind,
  type Refine,
  type Rule,
  type RuleCountry,
  type RuleSet,
  refineSchema,
  type ServiceRef,
  type Source,
  STREAM_LABELS,
  STREAMS,
  stockCountries,
} from './rules.ts';
import { BEFORE_SALE_TIMING, CONDITION_AND, type Status, type Summary, summaryOf } from './summary.ts';

/**
 * The compliance engine: answers (the nine questions, and the optional refine answers) -> report. Pure and
 * deterministic. What the nine questions cannot tell is never guessed: a rule that depends on an unanswered refine
 * question is `conditional`, with its condition in a seller's words; once answered it is decided (shown or gone).
 */

export { BEFORE_SALE_TIMING, ENGINE_VERSION, type Status, type Summary };

/** A market: a target site, 'EU' for the EU-wide rules, or a member state reached through the refine step. */
export type Market = Exclude<TargetSite, 'EU_OTHER'> | 'EU' | 'NL' | 'AT' | 'PL' | 'CZ' | 'BE' | 'SE';

export const REPORT_STREAMS = ['general', ...STREAMS] as const;
export type ReportStream = (typeof REPORT_STREAMS)[number];
export const REPORT_STREAM_LABELS: Record<ReportStream, string> = { general: '概况', ...STREAM_LABELS };

export interface Obligation {
  ruleId: string;
  stream: ReportStream;
  /** The rule's level once its condition holds. */
  level: Level;
  status: Status;
  /** The condition in a seller's words ('如果您在德国存放库存…') when conditional; null otherwise. */
  condition: string | null;
  title: string;
  action: string;
  law: string | null;
  register: string | null;
  who: string;
  timing: string;
  /** To have in place before the first sale; only for a decided, required, confirmed item. */
  urgent: boolean;
  /**
   * To have in place before the first sale once it applies: a required, confirmed item whose rule is urgent or whose
   * timing says so (销售前 / 开售前 / 上架前); true for a conditional item too (the priority list shows its condition).
   */
  beforeSale: boolean;
  /** Amazon's enforcement with its own confidence and sources; null when the seller does not sell on Amazon. */
  amazon: {
    enforced: 'yes' | 'no' | 'unknown';
    how: string;
    confidence: Confidence;
    sources: readonly Source[];
  } | null;
  /** The law's sources and confidence. */
  sources: readonly Source[];
  confidence: Confidence;
  /** The day someone checked this rule's sources. */
  checkedOn: string;
  services: readonly ServiceRef[];
}

export interface MarketReport {
  country: Market;
  label: string;
  /** false for an entry the engine added: the EU-wide rules, or a country where only stock is held. */
  asked: boolean;
  streams: { stream: ReportStream; label: string; obligations: Obligation[] }[];
  summary: Summary;
}

export interface Report {
  engineVersion: string;
  rulesVersion: string;
  /** The day the report was made. */
  checkedOn: string;
  /** The days the report's rules were checked against their sources, oldest first (the page's 'as of'). */
  rulesCheckedOn: string[];
  /** The refine answers the report was made with; null for a report of the nine questions alone. */
  refine: Refine | null;
  markets: MarketReport[];
  recommendedServices: ServiceRef[];
  summary: Summary;
}

export interface ReportOptions {
  /** YYYY-MM-DD: the day the report is made (the engine never reads the clock); default: the latest rule check. */
  checkedOn?: string;
  refine?: Refine;
  /** The rules set to apply (the gateway's newest published version); default: the code table (DEFAULT_RULE_SET). */
  rules?: RuleSet;
}

const EU_MEMBER_SITES: ReadonlySet<TargetSite> = new Set(['DE', 'FR', 'IT', 'ES', 'EU_OTHER']);

const MARKET_LABELS: Record<Market, string> = {
  ...TARGET_SITE_LABELS,
  EU: '欧盟（全欧盟统一规则）',
  NL: '荷兰',
  AT: '奥地利',
  PL: '波兰',
  CZ: '捷克',
  BE: '比利时',
  SE: '瑞典',
};

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
  NL: 'NL',
  AT: 'AT',
  PL: 'PL',
  CZ: 'CZ',
  BE: 'BE',
  SE: 'SE',
};

export const PRODUCT_LABELS: Record<ProductKind, string> = {
  tyres: '轮胎',
  phonesTablets: '智能手机或平板',
  laptops: '笔记本电脑',
  chargerDevices: '耳机、相机、音箱等可充电设备',
  woodFurniture: '木制家具',
  leather: '皮革制品',
  clothingShoes: '服装、家用布草或鞋类',
  furniture: '家具或床上用品',
};

/** The facts of the nine questions the rules' conditions test. */
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

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** A clause in a seller's words. */
export const clauseText = (clause: Clause): string => {
  if ('stockIn' in clause) return `您在${COUNTRY_NAMES[clause.stockIn]}存放库存（例如FBA、泛欧计划、自有仓库）`;
  if ('stockInEu' in clause) return '您在欧盟国家存放库存（例如FBA、泛欧计划）';
  if ('shipsDirect' in clause) return '您从中国直接发货给消费者';
  if ('establishedIn' in clause) {
    const e = clause.establishedIn;
    if (sameList(e, NON_EU)) return '您的企业设立在欧盟以外（例如中国大陆、香港）';
    if (sameList(e, ['EU'])) return '您的企业设立在欧盟成员国';
    if (sameList(e, ['UK'])) return '您的企业设立在英国';
    if (sameList(e, ['CN', 'HK', 'EU', 'US', 'OTHER'])) return '您的企业不在英国设立';
    return `您的企业设立在${e.join('、')}`;
  }
  if ('packagingTonnes' in clause) {
    return clause.packagingTonnes.includes('25to50') ? '您每年投放的包装超过25吨' : '您每年投放的包装超过50吨';
  }
  if ('eeeTonnes' in clause) {
    return clause.eeeTonnes.includes('gt5') ? '您每年投放的电子电气设备超过5吨' : '您每年投放的电子电气设备不超过5吨';
  }
  if ('turnover' in clause) {
    if (clause.turnover.includes('1to2m')) return '您的年营业额超过£100万';
    if (clause.turnover.includes('2to40m')) return '您的年营业额超过£200万';
    return '您的年营业额达到€4,000万';
  }
  return `您销售${clause.product.map((p) => PRODUCT_LABELS[p]).join('、')}`;
};

/**
 * A rule's status for the refine answers: decided (its level), conditional (with the open clauses), or not shown
 * (null: a clause is false, or the rule is shown only once decided).
 */
export const ruleStatus = (rule: Rule, refine: Refine): { status: Status; condition: string | null } | null => {
  const open: Clause[] = [];
  for (const clause of rule.when ?? []) {
    const holds = clauseHolds(clause, refine);
    if (holds === false) return null;
    if (holds === null) open.push(clause);
  }
  if (open.length === 0) return { status: rule.level, condition: null };
  if (rule.onlyWhenDecided) return null;
  return { status: 'conditional', condition: `如果${open.map(clauseText).join(CONDITION_AND)}` };
};

/** The report's markets, in order: the sites asked; 'EU'; the other EU states named in the refine step; stock-only states. */
export const marketsOf = (
  answers: Answers,
  refine: Refine = {},
  rules: readonly Rule[] = DEFAULT_RULE_SET.rules,
): { country: Market; asked: boolean; stockOnly: boolean }[] => {
  const markets: { country: Market; asked: boolean; stockOnly: boolean }[] = [];
  const add = (country: Market, asked: boolean, stockOnly = false) => {
    if (!markets.some((m) => m.country === country)) markets.push({ country, asked, stockOnly });
  };
  for (const site of answers.targetSites) {
    if (site !== 'EU_OTHER') {
      add(site, true);
      continue;
    }
    add('EU', true);
    for (const c of refine.otherEuCountries ?? []) if (c !== 'OTHER') add(c, true);
  }
  if (answers.targetSites.some((s) => EU_MEMBER_SITES.has(s))) add('EU', false);
  for (const c of stockCountries(refine) ?? []) {
    if (
      c in RULE_COUNTRY &&
      rules.some((r) => r.country === c && r.when?.some((w) => 'stockIn' in w && w.stockIn === c))
    ) {
      add(c as Market, false, true);
    }
  }
  return markets;
};

const covered = (rules: readonly Rule[], country: RuleCountry | null) =>
  country !== null && rules.some((rule) => rule.country === country && rule.stream !== 'trademark');

const notCoveredNotice = (market: Market, checkedOn: string): Obligation => ({
  ruleId: `${market}.notCovered`,
  stream: 'general',
  level: 'info',
  status: 'info',
  condition: null,
  title: `${MARKET_LABELS[market]}：规则表尚未收录`,
  action: '我们的规则表尚未收录该市场的税务和EPR规则，因此本报告不列出该市场的义务（这不代表没有义务）。请咨询顾问。',
  law: null,
  register: null,
  who: '卖家',
  timing: '未确认',
  urgent: false,
  beforeSale: false,
  amazon: null,
  sources: [],
  confidence: 'unconfirmed',
  checkedOn,
  services: [],
});

/** Whether a rule, once it applies, is to be in place before the first sale. */
const beforeSaleRule = (rule: Rule) =>
  rule.level === 'required' &&
  rule.lawClaim.confidence !== 'unconfirmed' &&
  (rule.urgent || BEFORE_SALE_TIMING.test(rule.timing));

/**
 * Rules whose VAT a marketplace pays as the deemed supplier when the seller sells only on marketplaces
 * (Article 14a of the VAT directive): IOSS for parcels of at most €150 shipped from outside the EU (any seller);
 * OSS for sales from EU stock only for a seller established outside the EU. For such a seller the item stays in the
 * report as information, without a service.
 */
const PLATFORM_PAYS: Record<string, { needs: Clause[]; note: string; unlessText: string }> = {
  'EU.vat.ioss': {
    needs: [],
    note: '您只在电商平台销售：平台作为视同供应商对≤€150的进口包裹收取并缴纳VAT，您无需注册IOSS。如以后开设独立站从境外直邮，请再评估。',
    unlessText: '',
  },
  'EU.vat.oss': {
    needs: [{ establishedIn: ['CN', 'HK', 'UK', 'US', 'OTHER'] }],
    note: '您只在电商平台销售，且企业设立在欧盟以外：平台作为视同供应商承担您经平台销售的VAT，您无需注册OSS。',
    unlessText: '您的企业设立在欧盟成员国（设立在欧盟以外的，经平台的销售由平台承担VAT）',
  },
};

type Decided = { status: Status; condition: string | null };

const obligationOf = (rule: Rule, decided: Decided, sellsOnAmazon: boolean, services = rule.services): Obligation => {
  const beforeSale = decided.status !== 'info' && beforeSaleRule(rule);
  return {
    ruleId: rule.id,
    stream: rule.stream,
    level: rule.level,
    status: decided.status,
    condition: decided.condition,
    title: rule.title,
    action: rule.action,
    law: rule.law,
    register: rule.register,
    who: rule.who,
    timing: rule.timing,
    urgent: beforeSale && decided.status === 'required',
    beforeSale,
    amazon: sellsOnAmazon ? rule.amazon : null,
    sources: rule.lawClaim.sources,
    confidence: rule.lawClaim.confidence,
    checkedOn: rule.checkedOn,
    services: decided.status === 'info' ? [] : services,
  };
};

/**
 * A rule's item for a seller on marketplaces only: where the platform pays the VAT, information without a service;
 * where that depends on an unanswered fact, conditional on the fact that makes it the seller's own.
 */
const marketplaceItem = (rule: Rule, decided: Decided, refine: Refine, sellsOnAmazon: boolean): Obligation => {
  const pays = PLATFORM_PAYS[rule.id];
  if (pays === undefined) return obligationOf(rule, decided, sellsOnAmazon);
  const holds = pays.needs.map((clause) => clauseHolds(clause, refine));
  if (holds.includes(false)) return obligationOf(rule, decided, sellsOnAmazon);
  if (holds.includes(null)) {
    const condition =
      decided.condition === null ? `如果${pays.unlessText}` : `${decided.condition}${CONDITION_AND}${pays.unlessText}`;
    return obligationOf(rule, { status: 'conditional', condition }, sellsOnAmazon);
  }
  // The platform pays: information (still conditional while the rule's own condition is open), without a service.
  const status: Status = decided.status === 'conditional' ? 'conditional' : 'info';
  return {
    ...obligationOf(rule, { status, condition: decided.condition }, sellsOnAmazon, []),
    level: 'info',
    urgent: false,
    beforeSale: false,
    action: pays.note,
    timing: '无需办理（由平台承担）',
  };
};

const isIsoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The latest check date of a set's rules (a report's default day), computed once per rules list. */
const latestChecks = new WeakMap<readonly Rule[], string>();
const latestCheckOf = (rules: readonly Rule[]): string => {
  let latest = latestChecks.get(rules);
  if (latest === undefined) {
    latest =
      rules
        .map((r) => r.checkedOn)
        .sort()
        .at(-1) ?? '';
    latestChecks.set(rules, latest);
  }
  return latest;
};

/**
 * The report for a set of answers and optional refine answers. Throws only on answers that break the
 * questionnaire's own rules, refine answers the contract rejects, or a malformed checkedOn.
 */
export const buildReport = (input: Answers, options: ReportOptions = {}): Report => {
  const answers = answersSchema.parse(input);
  const refine = options.refine === undefined ? null : refineSchema.parse(options.refine);
  const ruleSet = options.rules ?? DEFAULT_RULE_SET;
  const rules = ruleSet.rules;
  const checkedOn = options.checkedOn ?? latestCheckOf(rules);
  if (!isIsoDate(checkedOn)) throw new RangeError(`checkedOn must be a date YYYY-MM-DD, got '${checkedOn}'`);

  const facts = factsOf(answers);
  const sellsOnAmazon = facts.has('amazon');
  /** Amazon and AliExpress are marketplaces; 'other' may be a shop of the seller's own. */
  const marketplaceOnly = !answers.platforms.includes('OTHER');
  const given = refine ?? {};
  const markets: MarketReport[] = marketsOf(answers, given, rules).map(({ country, asked, stockOnly }) => {
    const ruleCountry = RULE_COUNTRY[country];
    const items: Obligation[] = covered(rules, ruleCountry) ? [] : [notCoveredNotice(country, checkedOn)];
    for (const rule of rules) {
      if (rule.country !== ruleCountry || !conditionHolds(rule.condition, facts)) continue;
      if (stockOnly && !rule.when?.some((w) => 'stockIn' in w)) continue;
      const decided = ruleStatus(rule, given);
      if (decided === null) continue;
      items.push(
        marketplaceOnly
          ? marketplaceItem(rule, decided, given, sellsOnAmazon)
          : obligationOf(rule, decided, sellsOnAmazon),
      );
    }
    const streams = REPORT_STREAMS.map((stream) => ({
      stream,
      label: REPORT_STREAM_LABELS[stream],
      obligations: items.filter((o) => o.stream === stream),
    })).filter((s) => s.obligations.length > 0);
    return { country, label: MARKET_LABELS[country], asked, streams, summary: summaryOf(items) };
  });

  const all = markets.flatMap((m) => m.streams.flatMap((s) => s.obligations));
  const recommendedServices: ServiceRef[] = [];
  const seen = new Set<string>();
  for (const obligation of all) {
    // Services only for items that ask something of this seller, now or on a condition the report states.
    if (obligation.status === 'info' || obligation.level === 'info' || obligation.confidence === 'unconfirmed')
      continue;
    for (const offered of obligation.services) {
      const key = `${offered.serviceType}:${offered.country}`;
      if (seen.has(key)) continue;
      seen.add(key);
      recommendedServices.push(offered);
    }
  }
  const rulesCheckedOn = [
    ...new Set(all.filter((o) => !o.ruleId.endsWith('.notCovered')).map((o) => o.checkedOn)),
  ].sort();

  return {
    engineVersion: ENGINE_VERSION,
    rulesVersion: ruleSet.version,
    checkedOn,
    rulesCheckedOn,
    refine,
    markets,
    recommendedServices,
    summary: summaryOf(all),
  };
};

/** The other EU member states the refine step offers. */
export { OTHER_EU_COUNTRIES };

/** A change of the rules' history, for the 法规更新 page. */
export interface RuleChange {
  date: string;
  ruleId: string;
  country: RuleCountry;
  title: string;
  law: string | null;
  change: string;
  source: Source | null;
}

/** Every change in the history of every rule of a list (default: the code table), newest first (ties by rule id). */
export const ruleChanges = (rules: readonly Rule[] = DEFAULT_RULE_SET.rules): RuleChange[] =>
  rules
    .flatMap((rule) =>
      rule.history.map((h) => ({
        date: h.date,
        ruleId: rule.id,
        country: rule.country,
        title: rule.title,
        law: rule.law,
        change: h.change,
        source: rule.lawClaim.sources.find((s) => s.url !== null) ?? null,
      })),
    )
    .sort((a, b) => (a.date === b.date ? a.ruleId.localeCompare(b.ruleId) : b.date.localeCompare(a.date)));

/** How one item of a report differs between two reports of the same answers. */
export interface ItemChange {
  market: Market;
  ruleId: string;
  change: 'added' | 'removed' | 'status' | 'content';
  /** The item's status before and after (null: not in that report). */
  before: Status | null;
  after: Status | null;
}

/**
 * The items that differ between two reports (e.g. of the same answers under two rules sets), by market and rule:
 * added, removed, a status changed, or the same status with other content (text, sources, Amazon, services).
 * The rules version and the check dates of the reports themselves are not compared.
 */
export const reportItemChanges = (before: Report, after: Report): ItemChange[] => {
  const itemsOf = (report: Report) => {
    const items = new Map<string, { market: Market; item: Obligation }>();
    for (const market of report.markets)
      for (const stream of market.streams)
        for (const item of stream.obligations)
          items.set(`${market.country}|${item.ruleId}`, { market: market.country, item });
    return items;
  };
  const a = itemsOf(before);
  const b = itemsOf(after);
  const changes: ItemChange[] = [];
  for (const [key, { market, item }] of a) {
    const next = b.get(key)?.item;
    if (next === undefined) {
      changes.push({ market, ruleId: item.ruleId, change: 'removed', before: item.status, after: null });
    } else if (next.status !== item.status) {
      changes.push({ market, ruleId: item.ruleId, change: 'status', before: item.status, after: next.status });
    } else if (JSON.stringify(next) !== JSON.stringify(item)) {
      changes.push({ market, ruleId: item.ruleId, change: 'content', before: item.status, after: next.status });
    }
  }
  for (const [key, { market, item }] of b) {
    if (!a.has(key)) changes.push({ market, ruleId: item.ruleId, change: 'added', before: null, after: item.status });
  }
  return changes;
};
