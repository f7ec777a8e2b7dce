import { z } from 'zod';
import { defineCall } from './call.ts';
import { Messages } from './envelope.ts';

/** Center gateway, space service: the buying-guide questionnaire (spec sections 3, 4, 5 and 7). */

/** Questionnaire source of spec section 9: the official website. */
export const QUESTIONNAIRE_SOURCE = 1;

/** A report id; our gateway issues UUIDs, the original one may use other short ids. */
export const reportIdWire = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'invalid report id');

/** The answer codes of one question, comma-joined: '0,2,5' for a multi-choice, '1' for yes/no. */
const answerCodes = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}(,[A-Za-z0-9_]{1,32}){0,31}$/, Messages.tickCompletely)
  .refine((v) => {
    const codes = v.split(',');
    return new Set(codes).size === codes.length;
  }, 'an answer lists each code once');

export const answerItem = z
  .object({
    questionId: z.number('questionId must be a number').int('questionId must be an integer').positive().max(999),
    answer: answerCodes,
  })
  .strict();

export const answerListWire = z
  .array(answerItem)
  .min(1, Messages.tickCompletely)
  .max(30, 'at most 30 answers')
  .refine((list) => new Set(list.map((a) => a.questionId)).size === list.length, 'each question is answered once');

/** The questionnaire answer: answerList and source 1; the response data is the report id. */
export const questionnaireBody = z
  .object({
    answerList: answerListWire,
    source: z.literal(QUESTIONNAIRE_SOURCE, 'source must be 1'),
  })
  .strict();

export const answerRecordWire = z.object({
  reportId: reportIdWire,
  source: z.number().int(),
  answerList: z.array(answerItem),
  createdAt: z.string(),
});

export const viewAnswersInfo = defineCall({
  method: 'GET',
  base: '/api',
  path: '/space/buyGuideAnswers/user/ViewAnswers/Info',
  query: z.object({}).strict(),
  data: answerRecordWire.nullable(),
  auth: 'required',
  summary: "The logged-in user's latest saved answers, or null",
});

export const saveUserAnswersInfo = defineCall({
  method: 'POST',
  base: '/api',
  path: '/space/buyGuideAnswers/saveUserAnswersInfo',
  /** 30 answers of at most 32 codes are far below it. */
  maxBodyBytes: 16 * 1024,
  body: questionnaireBody,
  data: reportIdWire,
  auth: 'required',
  summary: "Save the questionnaire to the logged-in user's account; data is the report id",
});

export const saveAnswersForOfficialWeb = defineCall({
  method: 'POST',
  base: '/api',
  path: '/space/buyGuideAnswers/saveAnswersForOfficialWeb',
  /** 30 answers of at most 32 codes are far below it. */
  maxBodyBytes: 16 * 1024,
  body: questionnaireBody,
  data: reportIdWire,
  auth: 'optional',
  summary: 'Save the questionnaire from the official website, anonymous or logged in; data is the report id',
});

export const isUserNewReport = defineCall({
  method: 'GET',
  base: '/api',
  path: '/space/buyGuideHisAnswers/isUserNewReport',
  query: z.object({}).strict(),
  data: z.boolean(),
  auth: 'required',
  summary: 'Whether the logged-in user has a report they have not opened yet',
});

/** The result page's query, passed through as is (getRecordDetail). */
export const answerInfoQuery = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'query parameter names are short identifiers'),
    z.string().max(200, 'query parameter values are at most 200 characters'),
  )
  .refine((q) => Object.keys(q).length <= 20, 'at most 20 query parameters');

export const getAnswerInfo = defineCall({
  method: 'GET',
  base: '/api',
  path: '/space/buyGuideHisAnswers/user/AnswerInfo',
  query: answerInfoQuery,
  data: answerRecordWire,
  auth: 'required',
  summary: "One of the logged-in user's saved answer records (getRecordDetail), selected by the passed-through query",
});
