import { Messages, ResultCode, vat } from '@site/contracts';
import { Hono } from 'hono';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendFail, sendOk, validate } from '../http.ts';
import { listQaTypes, qaAnswer, searchQa } from '../repositories/pages.ts';

/** Relative /vat calls: the VAT question-and-answer pages (the survey report calls come with the lead flows). */
export const vatRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/vat/, '').replace('{answerId}', ':answerId');

  app.get(route(vat.getQaType.path), validate('query', vat.getQaType.query), async (c) =>
    sendOk(c, await listQaTypes(db, c.var.platform, c.var.lang)),
  );

  app.get(route(vat.searchQaQuestions.path), validate('query', vat.searchQaQuestions.query), async (c) =>
    sendOk(c, await searchQa(db, c.var.platform, c.var.lang, c.req.valid('query'))),
  );

  app.get(route(vat.getQaAnswerDetail.path), validate('param', vat.getQaAnswerDetail.params), async (c) => {
    const answer = await qaAnswer(db, c.var.platform, c.var.lang, c.req.valid('param').answerId);
    return answer ? sendOk(c, answer) : sendFail(c, ResultCode.notFound, Messages.notFound);
  });

  return app;
};
