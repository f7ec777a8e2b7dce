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

const sourceWire = z.object({ title: z.string(), url: z.string().nullable() });

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
  title: z.string(),
  action: z.string(),
  law: z.string().nullable(),
  register: z.string().nullable(),
  who: z.string(),
  timing: z.string(),
  urgent: z.boolean(),
  amazon: z.object({ enforced: z.enum(['yes', 'no', 'unknown']), how: z.string() }).nullable(),
  sources: z.array(sourceWire),
  checkedOn: z.string(),
  confidence: z.enum(Confidence),
  services: z.array(recommendedServiceWire),
});

const summaryWire = z.object({
  obligations: z.number().int(),
  urgent: z.number().int(),
  unconfirmed: z.number().int(),
});

export const complianceReportWire = z.object({
  engineVersion: z.string(),
  rulesVersion: z.string(),
  checkedOn: z.string(),
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
