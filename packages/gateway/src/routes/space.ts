import { Messages, ResultCode, space } from '@site/contracts';
import { Hono } from 'hono';
import { optionalUserId, requireUserId } from '../auth.ts';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendFail, sendOk, validate } from '../http.ts';
import { hasNewReport, latestAnswers, markReportViewed, userAnswers } from '../repositories/reports.ts';
import { saveSurvey, surveyContext } from '../survey.ts';

/** Center gateway, space service (mounted at /api/space): the buying-guide questionnaire of the user portal. */

export const spaceRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/space/, '');

  // Same as mcSurveyReportSave: anonymous, or linked to the user when a token is sent.
  app.post(
    route(space.saveAnswersForOfficialWeb.path),
    validate('json', space.saveAnswersForOfficialWeb.body),
    async (c) => {
      return sendOk(
        c,
        await saveSurvey(db, c.req.valid('json'), await surveyContext(c, await optionalUserId(c, db), deps.rules)),
      );
    },
  );

  app.post(route(space.saveUserAnswersInfo.path), validate('json', space.saveUserAnswersInfo.body), async (c) => {
    return sendOk(
      c,
      await saveSurvey(db, c.req.valid('json'), await surveyContext(c, await requireUserId(c, db), deps.rules)),
    );
  });

  app.get(route(space.viewAnswersInfo.path), validate('query', space.viewAnswersInfo.query), async (c) =>
    sendOk(c, await latestAnswers(db, await requireUserId(c, db))),
  );

  app.get(route(space.isUserNewReport.path), validate('query', space.isUserNewReport.query), async (c) =>
    sendOk(c, await hasNewReport(db, await requireUserId(c, db))),
  );

  // The result page's query comes as it is (pointType, channelNo, intoWay...); reportId selects the record.
  app.get(route(space.getAnswerInfo.path), validate('query', space.getAnswerInfo.query), async (c) => {
    const userId = await requireUserId(c, db);
    const record = await userAnswers(db, userId, c.req.valid('query').reportId);
    if (!record) return sendFail(c, ResultCode.notFound, Messages.notFound);
    await markReportViewed(db, record.reportId, userId);
    return sendOk(c, record);
  });

  return app;
};
