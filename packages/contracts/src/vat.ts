import { z } from 'zod';
import { defineCall } from './call.ts';
import { idParam, page, pageQuery } from './common.ts';
import { answerItem, questionnaireBody, reportIdWire } from './space.ts';

/** Relative /vat calls: the survey report and the VAT question-and-answer pages. Field names are ours. */

/**
 * The stored compliance report of the questionAnswer result page. The report itself is what
 * packages/compliance's buildReport returns (engine and rules version, as-of date, markets -> streams ->
 * obligations with law, register, who, timing, Amazon's enforcement, sources and confidence); the
 * services carry the prices of the products table with the price rules of spec section 9. A stored
 * report never changes when the rules change later: it keeps the versions and dates it was made with.
 */
export const Confidence = ['official', 'provider', 'unconfirmed'] as const;
export const ObligationLevel = ['required', 'recommended', 'info'] as const;

const sourceWire = z.object({
  title: z.string(),
  url: z.string().nullable(),
  /** official | provider | unconfirmed; absent in reports made before issue 24. */
  kind: z.enum(Confidence).optional(),
});

/** The status of an obligation: its level once decided, or conditional (depends on a fact the refine step asks). */
export const ObligationStatus = ['required', 'recommended', 'info', 'conditional'] as const;

/** A service of the products table that fulfils an obligation. */
export const recommendedServiceWire = z.object({
  serviceType: z.number().int(),
  country: z.number().int(),
  productNameKeyWord: z.string(),
});

export const obligationWire = z.object({
  ruleId: z.string(),
  stream: z.string(),
  level: z.enum(ObligationLevel),
  /** Absent in reports made before issue 24 (then the level is the status). */
  status: z.enum(ObligationStatus).optional(),
  /** The condition in a seller's words when conditional ('如果您在德国存放库存…'). */
  condition: z.string().nullable().optional(),
  title: z.string(),
  action: z.string(),
  law: z.string().nullable(),
  register: z.string().nullable(),
  who: z.string(),
  timing: z.string(),
  urgent: z.boolean(),
  /** Before the first sale once it applies (conditional items too); absent before engine 2.1.0. */
  beforeSale: z.boolean().optional(),
  /** Amazon's enforcement with its own confidence and sources (both absent before issue 24). */
  amazon: z
    .object({
      enforced: z.enum(['yes', 'no', 'unknown']),
      how: z.string(),
      confidence: z.enum(Confidence).optional(),
      sources: z.array(sourceWire).optional(),
    })
    .nullable(),
  /** The law's sources; `confidence` is the law's. */
  sources: z.array(sourceWire),
  checkedOn: z.string(),
  confidence: z.enum(Confidence),
  services: z.array(recommendedServiceWire),
});

const summaryWire = z.object({
  obligations: z.number().int(),
  conditional: z.number().int().optional(),
  urgent: z.number().int(),
  unconfirmed: z.number().int(),
});

/**
 * The refine step's answers (issue 24): what the nine questions cannot tell. Each optional; the codes are those of
 * packages/compliance (rules/schema.ts refineSchema, which the engine applies again).
 */
export const REFINE_STOCK_LOCATIONS = [
  'UK',
  'DE',
  'FR',
  'IT',
  'ES',
  'PL',
  'CZ',
  'NL',
  'AT',
  'BE',
  'SE',
  'US',
  'JP',
  'CA',
  'AU',
  'PAN_EU',
  'CN_DIRECT',
] as const;
export const REFINE_OTHER_EU = ['NL', 'AT', 'PL', 'CZ', 'BE', 'SE', 'OTHER'] as const;
export const REFINE_ESTABLISHED = ['CN', 'HK', 'EU', 'UK', 'US', 'OTHER'] as const;
export const REFINE_PACKAGING = ['lt25', '25to50', 'gt50'] as const;
export const REFINE_EEE = ['lt5', 'gt5'] as const;
export const REFINE_TURNOVER = ['lt1m', '1to2m', '2to40m', 'ge40m'] as const;
export const REFINE_PRODUCTS = [
  'tyres',
  'phonesTablets',
  'laptops',
  'chargerDevices',
  'woodFurniture',
  'leather',
  'clothingShoes',
  'furniture',
] as const;

const distinctList = <T extends string>(values: readonly [T, ...T[]], name: string) =>
  z
    .array(z.enum(values, { error: `${name}: unknown code (expected one of ${values.join(', ')})` }))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, `${name}: a code is repeated`);

export const refineWire = z
  .object({
    stockLocations: distinctList(REFINE_STOCK_LOCATIONS, 'stockLocations')
      .min(1, 'stockLocations: at least one')
      .optional(),
    otherEuCountries: distinctList(REFINE_OTHER_EU, 'otherEuCountries')
      .min(1, 'otherEuCountries: at least one')
      .optional(),
    established: z
      .enum(REFINE_ESTABLISHED, { error: `established: one of ${REFINE_ESTABLISHED.join(', ')}` })
      .optional(),
    packagingTonnes: z
      .enum(REFINE_PACKAGING, { error: `packagingTonnes: one of ${REFINE_PACKAGING.join(', ')}` })
      .optional(),
    eeeTonnes: z.enum(REFINE_EEE, { error: `eeeTonnes: one of ${REFINE_EEE.join(', ')}` }).optional(),
    turnover: z.enum(REFINE_TURNOVER, { error: `turnover: one of ${REFINE_TURNOVER.join(', ')}` }).optional(),
    products: distinctList(REFINE_PRODUCTS, 'products').optional(),
  })
  .strict()
  .refine((r) => Object.keys(r).length > 0, 'refine: answer at least one question');

export const complianceReportWire = z.object({
  engineVersion: z.string(),
  rulesVersion: z.string(),
  checkedOn: z.string(),
  /** The days the report's rules were checked (the page's 'as of'); absent before issue 24. */
  rulesCheckedOn: z.array(z.string()).optional(),
  /** The refine answers the report was made with; null/absent for a report of the nine questions. */
  refine: refineWire.nullable().optional(),
  markets: z.array(
    z.object({
      country: z.string(),
      label: z.string(),
      asked: z.boolean(),
      streams: z.array(z.object({ stream: z.string(), label: z.string(), obligations: z.array(obligationWire) })),
      summary: summaryWire,
    }),
  ),
  recommendedServices: z.array(recommendedServiceWire),
  summary: summaryWire,
});

const priceViewWire = z.object({
  productName: z.string(),
  /** The price paid, two decimals. */
  amount: z.string(),
  unit: z.string(),
  /** '￥3999.00/年' when discounted, else null. */
  original: z.string().nullable(),
});

/** A recommended service with its lowest (price1), typical (price2) and highest (price3) price; null = ask us. */
export const pricedServiceWire = recommendedServiceWire.extend({
  price1: priceViewWire.nullable(),
  price2: priceViewWire.nullable(),
  price3: priceViewWire.nullable(),
  productCount: z.number().int(),
});

export const surveyReportWire = z.object({
  reportId: reportIdWire,
  createdAt: z.string(),
  /** The brand (platform code) the questionnaire was answered on. */
  platform: z.string(),
  channelNo: z.string().nullable(),
  answerList: z.array(answerItem),
  /** The refine answers stored beside the nine (null for a first report). */
  refine: refineWire.nullable().optional(),
  /** The report this one refines (its first report is kept unchanged); null for a first report. */
  refinedFrom: reportIdWire.nullable().optional(),
  report: complianceReportWire,
  services: z.array(pricedServiceWire),
});

/** mcSurveyReportSave: the spec shows no method or path; the is POST /vat/mcSurveyReport/save. */
export const mcSurveyReportSave = defineCall({
  method: 'POST',
  base: '',
  path: '/vat/mcSurveyReport/save',
  /** 30 answers of at most 32 codes are far below it. */
  maxBodyBytes: 16 * 1024,
  body: questionnaireBody,
  data: reportIdWire,
  auth: 'optional',
  summary:
    'Save the questionnaire answer, build and store the compliance report, and get its unguessable id (token sent when present)',
});

/** The refine step: a new stored report from a stored report's nine answers and the refine answers. */
export const mcSurveyReportRefine = defineCall({
  method: 'POST',
  base: '',
  path: '/vat/mcSurveyReport/refine',
  maxBodyBytes: 4 * 1024,
  body: z.object({ reportId: reportIdWire, refine: refineWire }).strict(),
  data: reportIdWire,
  auth: 'optional',
  summary:
    'Refine a stored report (stock, establishment, volumes, products): stores a new report with its own id; the first stays unchanged (404 for an unknown id)',
});

/** One change of the rules' history (the 法规更新 page). */
export const ruleChangeWire = z.object({
  date: z.string(),
  ruleId: z.string(),
  country: z.string(),
  title: z.string(),
  law: z.string().nullable(),
  change: z.string(),
  source: sourceWire.nullable(),
});

export const complianceRuleChanges = defineCall({
  method: 'GET',
  base: '',
  path: '/vat/complianceRules/changes',
  query: z.object({}).strict(),
  data: z.object({ rulesVersion: z.string(), changes: z.array(ruleChangeWire) }),
  auth: 'none',
  summary: "What changed in the compliance rules, newest first, from the rules' own change history",
});

export const getSurveyReport = defineCall({
  method: 'GET',
  base: '',
  path: '/vat/mcSurveyReport/get',
  query: z.object({ reportId: reportIdWire }).strict(),
  data: surveyReportWire,
  auth: 'optional',
  summary: 'The stored compliance report of the questionAnswer result page (404 for an unknown id)',
});

export const getQaType = defineCall({
  method: 'GET',
  base: '',
  path: '/vat/sysDataDictionary/getQaType',
  query: z.object({}).strict(),
  data: z.array(z.object({ value: z.string(), label: z.string() })),
  auth: 'none',
  summary: 'Question types of the VAT question-and-answer pages',
});

const qaType = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'qaType must be a question-type value');

export const qaQuestionWire = z.object({
  id: z.number().int(),
  qaType: z.string(),
  question: z.string(),
  answerId: z.number().int().nullable(),
  answerSummary: z.string().nullable(),
  views: z.number().int(),
  createdAt: z.string(),
});

export const searchQaQuestions = defineCall({
  method: 'GET',
  base: '',
  path: '/vat/qaQuestion/searchlist',
  query: pageQuery
    .extend({
      qaType: qaType.optional(),
      keyword: z.string().trim().max(50, '关键词不能超过50个字符').optional(),
    })
    .strict(),
  data: page(qaQuestionWire),
  auth: 'none',
  summary: 'Search VAT questions by type and keyword, a page at a time',
});

export const qaAnswerDetailWire = z.object({
  answerId: z.number().int(),
  questionId: z.number().int(),
  qaType: z.string(),
  question: z.string(),
  /** HTML. */
  answer: z.string(),
  updatedAt: z.string(),
  relatedQuestions: z.array(z.object({ id: z.number().int(), question: z.string(), answerId: z.number().int() })),
});

export const getQaAnswerDetail = defineCall({
  method: 'GET',
  base: '',
  path: '/vat/qaAnswerDetail/get/{answerId}',
  params: z.object({ answerId: idParam }).strict(),
  data: qaAnswerDetailWire,
  auth: 'none',
  summary: 'One answer with its question and related questions',
});
