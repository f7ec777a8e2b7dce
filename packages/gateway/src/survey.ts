/**
 * Saving a questionnaire (mcSurveyReportSave, saveAnswersForOfficialWeb, saveUserAnswersInfo): the answers
 * are checked by the compliance engine's questionnaire rules, the report is built for today (UTC), its recommended
 * services are priced from the products table, and everything is stored in one row before the id is answered.
 */
import { buildReport, parseAnswerList, priceServices, type Refine, type RuleSet } from '@site/compliance';
import { Messages, ResultCode, type space, vat } from '@site/contracts';
import type { Database } from '@site/db/client';
import type { Context } from 'hono';
import { z } from 'zod';
import type { GatewayDeps, GatewayEnv } from './context.ts';
import { GatewayError } from './http.ts';
import { productsForServices } from './repositories/products.ts';
import { findReport, insertReport } from './repositories/reports.ts';
import { channelFromCookies, deviceFromHeader } from './request.ts';

type QuestionnaireBody = z.infer<typeof space.questionnaireBody>;

export interface SurveyContext {
  platform: string;
  lang: string;
  userId: number | null;
  channelNo: string | null;
  /** The device it was made on (x-device-id): a sign-in from that device claims it while it has no owner. */
  deviceId: string | null;
  /** The rules to build the report with (the newest published version); default: the code table. */
  rules?: RuleSet;
}

/** Who saves a questionnaire: the brand and language, the user (or null), the channel and the device. */
export const surveyContext = async (
  c: Context<GatewayEnv>,
  userId: number | null,
  rules: GatewayDeps['rules'],
): Promise<SurveyContext> => ({
  platform: c.var.platform,
  lang: c.var.lang,
  userId,
  channelNo: channelFromCookies(c),
  deviceId: deviceFromHeader(c),
  rules: await rules?.ruleSet(),
});

const pricedServicesWire = z.array(vat.pricedServiceWire);

/** The day in UTC, YYYY-MM-DD. */
const utcDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The report of some answers with its services' prices, checked against the contract once, here, as stored. */
const pricedReport = async (
  db: Database,
  answers: Parameters<typeof buildReport>[0],
  options: Parameters<typeof buildReport>[1],
  lang: SurveyContext['lang'],
) => {
  const report = buildReport(answers, options);
  const products = await productsForServices(db, report.recommendedServices, lang);
  return {
    report: vat.complianceReportWire.parse(report),
    services: pricedServicesWire.parse(priceServices(report.recommendedServices, products)),
  };
};

/** Stores the report of a questionnaire; resolves with its id. Incomplete or inconsistent answers are a 400. */
export async function saveSurvey(
  db: Database,
  body: QuestionnaireBody,
  context: SurveyContext,
  now: Date = new Date(),
): Promise<string> {
  const parsed = parseAnswerList(body.answerList);
  // The visitor sees only 请勾选完整 (the questionnaire highlights the unanswered blocks itself).
  if (!parsed.ok) throw new GatewayError(ResultCode.badRequest, Messages.tickCompletely);
  const priced = await pricedReport(db, parsed.answers, { checkedOn: utcDay(now), rules: context.rules }, context.lang);
  return insertReport(db, {
    platform: context.platform,
    userId: context.userId,
    deviceId: context.deviceId,
    channelNo: context.channelNo,
    source: body.source,
    answerList: body.answerList,
    ...priced,
  });
}

type RefineBody = z.infer<typeof vat.mcSurveyReportRefine.body>;

/**
 * The refine step: the stored report's nine answers with the refine answers make a new report, stored with its own
 * id beside the first (which is never changed). Resolves with the new id, or null when the first is unknown.
 */
export async function refineSurvey(
  db: Database,
  body: RefineBody,
  context: SurveyContext,
  now: Date = new Date(),
): Promise<string | null> {
  const first = await findReport(db, body.reportId);
  if (first === null) return null;
  const parsed = parseAnswerList(first.answerList);
  if (!parsed.ok) throw new GatewayError(ResultCode.badRequest, Messages.tickCompletely);
  // Refining a refined report keeps its earlier answers; the new ones replace those they name.
  const refine = { ...(first.refine ?? {}), ...body.refine } as Refine;
  const options = { checkedOn: utcDay(now), refine, rules: context.rules };
  const priced = await pricedReport(db, parsed.answers, options, context.lang);
  return insertReport(db, {
    platform: first.platform,
    userId: context.userId,
    deviceId: context.deviceId,
    channelNo: first.channelNo,
    source: 1,
    answerList: first.answerList,
    refine: vat.refineWire.parse(refine),
    refinedFrom: first.reportId,
    ...priced,
  });
}
