import { z } from 'zod';
import { defineCall } from './call.ts';
import { idParam, page, pageQuery } from './common.ts';
import { answerItem, questionnaireBody, reportIdWire } from './space.ts';

/** Relative /vat calls: the survey report and the VAT question-and-answer pages. Field names are ours. */

export const ObligationLevel = ['required', 'recommended', 'info'] as const;

/** A service the report recommends; the site computes price1..price3 from the product prices. */
export const recommendedServiceWire = z.object({
  serviceType: z.number().int(),
  country: z.number().int(),
  productNameKeyWord: z.string(),
});

export const surveyReportWire = z.object({
  reportId: reportIdWire,
  createdAt: z.string(),
  answerList: z.array(answerItem),
  obligations: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      description: z.string(),
      level: z.enum(ObligationLevel),
      country: z.number().int().nullable(),
      serviceType: z.number().int().nullable(),
    }),
  ),
  recommendedServices: z.array(recommendedServiceWire),
});

export const saveSurveyReport = defineCall({
  method: 'POST',
  base: '',
  path: '/vat/mcSurveyReport/save',
  body: questionnaireBody,
  data: reportIdWire,
  auth: 'optional',
  summary: 'Save a questionnaire answer in the VAT service and get the report id (token sent when present)',
});

export const getSurveyReport = defineCall({
  method: 'GET',
  base: '',
  path: '/vat/mcSurveyReport/get',
  query: z.object({ reportId: reportIdWire }).strict(),
  data: surveyReportWire,
  auth: 'optional',
  summary: 'The compliance report of the questionAnswer result page',
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
