import { Messages, ResultCode, vat } from '@site/contracts';
import { Hono } from 'hono';
import { optionalUserId } from '../auth.ts';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendFail, sendFound, sendOk, validate } from '../http.ts';
import { listQaTypes, qaAnswer, searchQa } from '../repositories/pages.ts';
import { findReport, markReportViewed } from '../repositories/reports.ts';
import { RulesStore } from '../rules/versions.ts';
import { refineSurvey, saveSurvey, surveyContext } from '../survey.ts';

/** Relative /vat calls: the survey report and the VAT question-and-answer pages. */
export const vatRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/vat/, '').replace('{answerId}', ':answerId');

  app.post(route(vat.mcSurveyReportSave.path), validate('json', vat.mcSurveyReportSave.body), async (c) => {
    const userId = await optionalUserId(c, db);
    const reportId = await saveSurvey(db, c.req.valid('json'), await surveyContext(c, userId, deps.rules));
    return sendOk(c, reportId);
  });

  app.post(route(vat.mcSurveyReportRefine.path), validate('json', vat.mcSurveyReportRefine.body), async (c) => {
    const userId = await optionalUserId(c, db);
    const reportId = await refineSurvey(db, c.req.valid('json'), await surveyContext(c, userId, deps.rules));
    return reportId === null ? sendFail(c, ResultCode.notFound, Messages.notFound) : sendOk(c, reportId);
  });

  // The published rules versions' changes (rules/versions.ts), computed once per publication.
  const fallback = new RulesStore(db);
  app.get(route(vat.complianceRuleChanges.path), validate('query', vat.complianceRuleChanges.query), async (c) => {
    const { set, changes } = await (deps.rules ?? fallback).current();
    return sendOk(c, { rulesVersion: set.version, changes });
  });

  app.get(route(vat.getSurveyReport.path), validate('query', vat.getSurveyReport.query), async (c) => {
    const { reportId } = c.req.valid('query');
    const userId = await optionalUserId(c, db);
    const report = await findReport(db, reportId);
    if (!report) return sendFail(c, ResultCode.notFound, Messages.notFound);
    if (userId !== null) await markReportViewed(db, report.reportId, userId);
    return sendOk(c, report);
  });

  app.get(route(vat.getQaType.path), validate('query', vat.getQaType.query), async (c) =>
    sendOk(c, await listQaTypes(db, c.var.platform, c.var.lang)),
  );

  app.get(route(vat.searchQaQuestions.path), validate('query', vat.searchQaQuestions.query), async (c) =>
    sendOk(c, await searchQa(db, c.var.platform, c.var.lang, c.req.valid('query'))),
  );

  app.get(route(vat.getQaAnswerDetail.path), validate('param', vat.getQaAnswerDetail.params), async (c) => {
    const answer = await qaAnswer(db, c.var.platform, c.var.lang, c.req.valid('param').answerId);
    return sendFound(c, answer);
  });

  return app;
};
