import type { space, vat } from '@site/contracts';
import type { Database } from '@site/db/client';
import { questionnaireReports } from '@site/db/schema';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';

/** Questionnaire reports: stored once, read as stored (never recomputed). */

type SurveyReport = z.infer<typeof vat.surveyReportWire>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type AnswerRecord = z.infer<typeof space.answerRecordWire>;

export interface NewReport {
  platform: string;
  userId: number | null;
  deviceId: string | null;
  channelNo: string | null;
  source: number;
  answerList: SurveyReport['answerList'];
  refine?: SurveyReport['refine'];
  refinedFrom?: string | null;
  report: SurveyReport['report'];
  services: SurveyReport['services'];
}

/** A report id as issued here: a UUID (any version, any case). Other ids cannot exist, so they are not looked up. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isReportId = (id: string): boolean => UUID.test(id);

/** Stores a report; resolves with its id once the row is committed. */
export const insertReport = async (db: Database, report: NewReport): Promise<string> => {
  const [row] = await db
    .insert(questionnaireReports)
    .values({
      platform: report.platform,
      userId: report.userId,
      deviceId: report.deviceId,
      channelNo: report.channelNo,
      source: report.source,
      answers: report.answerList,
      refine: report.refine ?? null,
      refinedFrom: report.refinedFrom ?? null,
      report: report.report,
      services: report.services,
      engineVersion: report.report.engineVersion,
      rulesVersion: report.report.rulesVersion,
      checkedOn: report.report.checkedOn,
    })
    .returning({ id: questionnaireReports.id });
  if (!row) throw new Error('report insert returned no row');
  return row.id;
};

/** How far back a sign-in claims the reports its device made without an account (a shared computer's are older). */
export const DEVICE_CLAIM_DAYS = 30;

/** The report a sign-in names (its result page's reportId): its id and channel, or null when there is none. */
export const entryReportOf = async (
  db: Database | Tx,
  reportId: string | undefined,
): Promise<{ id: string; channelNo: string | null } | null> => {
  if (reportId === undefined || !isReportId(reportId)) return null;
  const [row] = await db
    .select({ id: questionnaireReports.id, channelNo: questionnaireReports.channelNo })
    .from(questionnaireReports)
    .where(eq(questionnaireReports.id, reportId));
  return row ?? null;
};

/**
 * Gives a signed-in account the reports that have no owner yet: the one its sign-in named, and those made in the
 * last DEVICE_CLAIM_DAYS on the signing-in device or, when this sign-in took the named report, on the device that
 * made it (a portal on another origin than the site keeps another device id; the report's own device is the site's).
 * Each update is conditional (owner still null): a report another account has claimed, even in a transaction that
 * commits while this one waits for the row, is left alone, so a report never belongs to two accounts. Resolves with
 * the ids claimed.
 */
export const claimReports = async (
  db: Database | Tx,
  claim: { userId: number; reportId: string | null; deviceId: string; now?: Date },
): Promise<string[]> => {
  const unowned = isNull(questionnaireReports.userId);
  const devices = [claim.deviceId];
  const claimed: string[] = [];
  if (claim.reportId !== null) {
    const [named] = await db
      .update(questionnaireReports)
      .set({ userId: claim.userId })
      .where(and(eq(questionnaireReports.id, claim.reportId), unowned))
      .returning({ id: questionnaireReports.id, deviceId: questionnaireReports.deviceId });
    if (named) {
      claimed.push(named.id);
      if (named.deviceId && named.deviceId !== claim.deviceId) devices.push(named.deviceId);
    }
  }
  const since = new Date((claim.now ?? new Date()).getTime() - DEVICE_CLAIM_DAYS * 86_400_000);
  const rows = await db
    .update(questionnaireReports)
    .set({ userId: claim.userId })
    .where(and(unowned, inArray(questionnaireReports.deviceId, devices), gt(questionnaireReports.createdAt, since)))
    .returning({ id: questionnaireReports.id });
  return [...claimed, ...rows.map((row) => row.id)];
};

type Row = typeof questionnaireReports.$inferSelect;

const toSurveyReport = (row: Row): SurveyReport => ({
  reportId: row.id,
  createdAt: row.createdAt.toISOString(),
  platform: row.platform,
  channelNo: row.channelNo,
  answerList: row.answers as SurveyReport['answerList'],
  refine: (row.refine ?? null) as SurveyReport['refine'],
  refinedFrom: row.refinedFrom,
  report: row.report as SurveyReport['report'],
  services: row.services as SurveyReport['services'],
});

const toAnswerRecord = (row: Pick<Row, 'id' | 'source' | 'answers' | 'createdAt'>): AnswerRecord => ({
  reportId: row.id,
  source: row.source,
  answerList: row.answers as AnswerRecord['answerList'],
  createdAt: row.createdAt.toISOString(),
});

/**
 * A stored report by id, or null. Any brand's report is found by its id (the id is the secret; a report made on
 * one brand's site opens on another's).
 */
export const findReport = async (db: Database, reportId: string): Promise<SurveyReport | null> => {
  if (!isReportId(reportId)) return null;
  const [row] = await db.select().from(questionnaireReports).where(eq(questionnaireReports.id, reportId));
  return row ? toSurveyReport(row) : null;
};

/** Marks a user's report as opened (isUserNewReport); no effect on other users' reports or a second time. */
export const markReportViewed = async (db: Database, reportId: string, userId: number): Promise<void> => {
  if (!isReportId(reportId)) return;
  await db
    .update(questionnaireReports)
    .set({ viewedAt: new Date() })
    .where(
      and(
        eq(questionnaireReports.id, reportId),
        eq(questionnaireReports.userId, userId),
        isNull(questionnaireReports.viewedAt),
      ),
    );
};

const recordColumns = {
  id: questionnaireReports.id,
  source: questionnaireReports.source,
  answers: questionnaireReports.answers,
  createdAt: questionnaireReports.createdAt,
};

/** The user's latest saved answers, or null. */
export const latestAnswers = async (db: Database, userId: number): Promise<AnswerRecord | null> => {
  const [row] = await db
    .select(recordColumns)
    .from(questionnaireReports)
    .where(eq(questionnaireReports.userId, userId))
    .orderBy(desc(questionnaireReports.createdAt), desc(questionnaireReports.id))
    .limit(1);
  return row ? toAnswerRecord(row) : null;
};

/** One of the user's saved answer records by report id (the latest without one), or null; marks it opened. */
export const userAnswers = async (
  db: Database,
  userId: number,
  reportId: string | undefined,
): Promise<AnswerRecord | null> => {
  if (reportId === undefined) return latestAnswers(db, userId);
  if (!isReportId(reportId)) return null;
  const [row] = await db
    .select(recordColumns)
    .from(questionnaireReports)
    .where(and(eq(questionnaireReports.id, reportId), eq(questionnaireReports.userId, userId)));
  return row ? toAnswerRecord(row) : null;
};

/** Whether the user has a report they have not opened yet. */
export const hasNewReport = async (db: Database, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: questionnaireReports.id })
    .from(questionnaireReports)
    .where(and(eq(questionnaireReports.userId, userId), isNull(questionnaireReports.viewedAt)))
    .limit(1);
  return row !== undefined;
};
