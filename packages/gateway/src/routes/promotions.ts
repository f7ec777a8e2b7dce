import { businessExtra, ResultCode } from '@site/contracts';
import { Hono } from 'hono';
import { type GatewayDeps, type GatewayEnv, logOf } from '../context.ts';
import { viewerOf } from '../counting.ts';
import { sendFail, sendFound, sendOk, validate } from '../http.ts';
import { popupPreviewSecretOf, verifyPopupPreview } from '../popup-preview.ts';
import { newestAgreements } from '../repositories/agreements.ts';
import {
  channelPageConfig,
  currentPopup,
  findPopup,
  type PopupScope,
  posterAt,
  recordPopup,
  registerAwardsFor,
} from '../repositories/promotions.ts';
import { remoteConfigFor } from '../repositories/remote-config.ts';
import { checkLoginToken } from '../repositories/token-check.ts';

const {
  getOfficialPopupBox,
  getPopUpConfig,
  popupBoxRecordBanner,
  findOister,
  getChannelPageConfig,
  getRegisterAward,
  checkToken,
  getByKey,
  listNewestAgreement,
  POPUP_PREVIEW_INVALID,
} = businessExtra;

/** Answered with 404 for a pop-up id the brand does not have. */
export const NO_SUCH_POPUP = '弹窗配置不存在';

/**
 * The promotion widgets' calls of the business service (mounted at /api/business): the official pop-up box, one
 * pop-up config and its preview counters, the poster of a show position, a channel's page config, the registration
 * guide's reward packages, the remote configuration (the notice modal), the agreements, and the login token check.
 */
export const promotionRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/business/, '').replace('{token}', ':token');
  const viewer = viewerOf(deps);
  const log = logOf(deps);
  const previewSecret = popupPreviewSecretOf(db);

  app.get(route(getOfficialPopupBox.path), validate('query', getOfficialPopupBox.query), async (c) =>
    sendOk(c, await currentPopup(db, c.var.platform)),
  );

  /** Live pop-ups for anyone; any pop-up of the id with its preview token; null: the token does not open it. */
  const scopeOf = async (
    platform: string,
    id: number,
    previewToken: string | undefined,
  ): Promise<PopupScope | null> => {
    const now = new Date();
    if (previewToken === undefined) return { liveAt: now };
    return verifyPopupPreview(await previewSecret(), previewToken, { platform, id }, now) ? 'any' : null;
  };

  app.get(route(getPopUpConfig.path), validate('query', getPopUpConfig.query), async (c) => {
    const { id, previewToken } = c.req.valid('query');
    if (id === undefined) return sendOk(c, await currentPopup(db, c.var.platform));
    const scope = await scopeOf(c.var.platform, id, previewToken);
    if (!scope) return sendFail(c, ResultCode.forbidden, POPUP_PREVIEW_INVALID);
    const popup = await findPopup(db, c.var.platform, id, scope);
    return sendFound(c, popup, NO_SUCH_POPUP);
  });

  app.post(route(popupBoxRecordBanner.path), validate('json', popupBoxRecordBanner.body), async (c) => {
    const body = c.req.valid('json');
    const scope = await scopeOf(c.var.platform, body.id, body.previewToken);
    if (!scope) return sendFail(c, ResultCode.forbidden, POPUP_PREVIEW_INVALID);
    const counted = await recordPopup(
      db,
      c.var.platform,
      body.id,
      body.incrClickCount ? 'click' : 'view',
      await viewer(c),
      scope,
    );
    return counted ? sendOk(c, null) : sendFail(c, ResultCode.notFound, NO_SUCH_POPUP);
  });

  app.get(route(findOister.path), validate('query', findOister.query), async (c) =>
    sendOk(c, await posterAt(db, c.var.platform, c.req.valid('query').showPosition)),
  );

  app.get(route(getChannelPageConfig.path), validate('query', getChannelPageConfig.query), async (c) =>
    sendOk(c, await channelPageConfig(db, c.var.platform, c.req.valid('query').channelNo, log)),
  );

  app.get(route(getRegisterAward.path), validate('query', getRegisterAward.query), async (c) =>
    sendOk(c, await registerAwardsFor(db, c.var.platform, c.req.valid('query').channelNo)),
  );

  app.get(route(checkToken.path), validate('param', checkToken.params), async (c) =>
    sendOk(c, await checkLoginToken(db, c.req.valid('param').token)),
  );

  app.get(route(getByKey.path), validate('query', getByKey.query), async (c) => {
    const { key } = c.req.valid('query');
    const value = await remoteConfigFor(db, c.var.platform, key);
    // No value is an answer, not a failure: every home page of every brand asks for the notice modal, and most
    // brands have none (a 404 was a console error in every browser, and was never kept by the read cache).
    return sendOk(c, value === undefined ? null : { key, value });
  });

  app.post(route(listNewestAgreement.path), validate('json', listNewestAgreement.body), async (c) =>
    sendOk(c, await newestAgreements(db, c.var.platform, c.var.lang, c.req.valid('json').agreementTypes)),
  );

  return app;
};
