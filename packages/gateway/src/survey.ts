/**
 * Saving a questionnaire (mcSurveyReportSave, saveAnswersForOfficialWeb, saveUserAnswersInfo): the answers
 * are checked by the compliance engine's questionnaire rules, the report is built for today (UTC), its recommended
 * services are priced from the products table, and everything is stored in one row before the id is answered.
 */
import { buildReport, parseAnswerList, priceServices, type Refine, type RuleSet } from '@site/compliance';
import { Messages, ResultCode, type space, vat } from '@site/contracts';
import type { Database } from '@site/db/client';
import { z } from 'zod';
import { GatewayError } from './http.ts';
import { productsForServices } from './repositories/products.ts';
import { findReport, insertReport } from './repositories/reports.ts';

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

const pricedServicesWire = z.array(vat.pricedServiceWire);

/** The day in UTC, YYYY-MM-DD. */
const utcDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

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
  const report = buildReport(parsed.answers, { checkedOn: utcDay(now), rules: context.rules });
  const products = await productsForServices(db, report.recommendedServices, context.lang);
  const services = priceServices(report.recommendedServices, products);
  // Stored as the wire gives it back: checked against the contract once, here, instead of on every read.
  return insertReport(db, {
    platform: context.platform,
    userId: context.userId,
    deviceId: context.deviceId,
    channelNo: context.channelNo,
    source: body.source,
    answerList: body.answerList,
    report: vat.complianceReportWire.parse(report),
    services: pricedServicesWire.parse(services),
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
  const report = buildReport(parsed.answers, { checkedOn: utcDay(now), refine, rules: context.rules });
  const products = await productsForServices(db, report.recommendedServices, context.lang);
  const services = priceServices(report.recommendedServices, products);
  return insertReport(db, {
    platform: first.platform,
    userId: context.userId,
    deviceId: context.deviceId,
    channelNo: first.channelNo,
    source: 1,
    answerList: first.answerList,
    refine: vat.refineWire.parse(refine),
    refinedFrom: first.reportId,
    report: vat.complianceReportWire.parse(report),
    services: pricedServicesWire.parse(services),
  });
}
