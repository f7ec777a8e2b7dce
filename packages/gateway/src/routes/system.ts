import { type KeyedMessage, Messages, ResultCode, system } from '@site/contracts';
import { FORWARDING_HEADERS, isLocalDeveloper } from '@site/contracts/local-developer';
import { smsOutbox } from '@site/db/schema';
import { desc, gt } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { type CodeCheck, issueCode, newCode, RESEND_SECONDS, useCode, withdrawCode } from '../accounts/codes.ts';
import { altchaHumanCheck } from '../accounts/human-check.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { phoneKeyOf } from '../accounts/phone.ts';
import { authSecretOf, deviceHashOf, hashCode } from '../accounts/secret.ts';
import { createUser, findUserByE164, setPasswordHash, workbenchOf } from '../accounts/users.ts';
import { cameOverHttps, portalCredential, requirePortalSession, setPortalCookie } from '../auth.ts';
import { clientAddress, clientKey, hashAddress } from '../client-address.ts';
import { type GatewayDeps, type GatewayEnv, logOf } from '../context.ts';
import { sendFail, sendFound, sendOk, validate, validateForm } from '../http.ts';
import { addressSecretOf } from '../limits.ts';
import { getPlatformConfig } from '../repositories/content.ts';
import { claimReports, entryReportOf } from '../repositories/reports.ts';
import { createSession, findSessionUser } from '../repositories/sessions.ts';
import { insertVisit } from '../repositories/visitors.ts';
import { channelFromCookies, deviceFromHeader, userAgentOf } from '../request.ts';
import { DEFAULT_SMS_DAILY_BUDGET, SmsBudget } from '../sms/budget.ts';
import { codeText, outboxSmsProvider } from '../sms/provider.ts';

const { AccountMessages, accountMessageKeyOf } = system;

/** A failure with its message's key (docs/portal.md): the page shows the key's text in its own language. */
interface Failure {
  fail: string;
  code: number;
  keyed: KeyedMessage;
}

const keyed = (key: system.AccountMessageKey, args?: Record<string, number>): KeyedMessage =>
  args ? { key, args } : { key };

/** HTTP status of a provider failure (502: the gateway's upstream, the SMS provider, failed). */
const PROVIDER_FAILED = 502;

/** The answer to a code that did not pass (docs/portal.md): 400 with the reason. */
const codeFailure = (check: Exclude<CodeCheck, { ok: true }>): Failure =>
  check.reason === 'wrong'
    ? {
        fail: AccountMessages.wrongCode(check.triesLeft),
        code: ResultCode.badRequest,
        keyed: keyed('wrongCode', { triesLeft: check.triesLeft }),
      }
    : check.reason === 'expired'
      ? { fail: AccountMessages.codeExpired, code: ResultCode.badRequest, keyed: keyed('codeExpired') }
      : { fail: AccountMessages.codeInvalid, code: ResultCode.badRequest, keyed: keyed('codeInvalid') };

/** The request's origin for the development outbox's rule: without a trusted proxy, any forwarding header is a proxy. */
const requestOriginOf = (c: Context, address: string, trustProxy: boolean) => ({
  address,
  host: c.req.header('host'),
  forwardedUntrusted: !trustProxy && FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined),
});

/** Relative /system calls. */
export const systemRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/system/, '');
  const trustProxy = deps.trustProxy ?? false;
  const sms = deps.smsProvider ?? outboxSmsProvider(db);
  const authSecret = authSecretOf(deps);
  const addressSecret = addressSecretOf(deps);
  const log = logOf(deps);
  const smsBudget = deps.smsBudget ?? new SmsBudget(deps.smsDailyBudget ?? DEFAULT_SMS_DAILY_BUDGET, log);
  const humanCheck = deps.humanCheck ?? altchaHumanCheck(db);

  app.get(route(system.getPageConfigAllInfo.path), validate('query', system.getPageConfigAllInfo.query), async (c) => {
    const config = await getPlatformConfig(db, c.var.platform, c.var.lang);
    return sendFound(c, config);
  });

  // Bearer (every brand's header) or the portal cookie (the portal's pages).
  app.get(route(system.getUserInfo.path), validate('query', system.getUserInfo.query), async (c) => {
    const credential = portalCredential(c);
    const info = credential ? await findSessionUser(db, credential) : null;
    return info ? sendOk(c, info) : sendFail(c, ResultCode.unauthorized, Messages.unauthorized);
  });

  // The channel is the body's, else the channel cookie's; stored before the answer.
  app.post(route(system.recordVisit.path), validate('json', system.recordVisit.body), async (c) => {
    const visit = c.req.valid('json');
    await insertVisit(db, {
      platform: c.var.platform,
      deviceId: visit.deviceId.toLowerCase(),
      path: visit.path,
      referrer: visit.referrer || null,
      channelNo: visit.channelNo ?? channelFromCookies(c),
      userAgent: userAgentOf(c),
    });
    return sendOk(c, null);
  });

  // A code for any number of a served area, whether or not it has an account (one flow: the answer never says). The
  // requester is the x-device-id device and the client address; a device's or address's second send in a day needs
  // the human check. Refused by a limit, else stored (hashed) and sent; a send that fails or takes longer than the
  // provider's timeout withdraws the code and answers 502.
  app.post(
    route(system.sendCode.path),
    validateForm('json', system.sendCode.body, [], accountMessageKeyOf),
    async (c) => {
      const input = c.req.valid('json');
      const deviceId = deviceFromHeader(c);
      if (!deviceId) {
        return sendFail(c, ResultCode.badRequest, AccountMessages.deviceMissing, keyed('deviceMissing'));
      }
      const key = phoneKeyOf(input.areaCode, input.phone);
      if (!key) return sendFail(c, ResultCode.badRequest, AccountMessages.invalidPhone, keyed('invalidPhone'));
      const address = clientKey(c, trustProxy);
      const secret = await addressSecret();
      const requester = {
        deviceId,
        deviceHash: deviceHashOf(secret, deviceId),
        clientHash: address === undefined ? null : hashAddress(secret, address),
      };
      const code = newCode();
      const codeHash = hashCode(await authSecret(), { e164: key.e164, deviceHash: requester.deviceHash, code });
      const issued = await issueCode(
        db,
        {
          e164: key.e164,
          areaCode: key.areaCode,
          phone: key.national,
          purpose: input.purpose,
          channel: input.channel,
          codeHash,
          requester,
        },
        {
          budget: smsBudget,
          check: async (askedBefore) => {
            if (!askedBefore) return null;
            if (!input.humanCheck) return AccountMessages.humanCheckRequired;
            return (await humanCheck.verify(input.humanCheck)) ? null : AccountMessages.humanCheckFailed;
          },
        },
      );
      if ('kind' in issued) {
        if (issued.kind === 'tooSoon') {
          c.header('retry-after', String(issued.seconds));
          return sendFail(
            c,
            ResultCode.tooManyRequests,
            AccountMessages.resendTooSoon(issued.seconds),
            keyed('resendTooSoon', { seconds: issued.seconds }),
          );
        }
        if (issued.kind === 'check') {
          return sendFail(c, ResultCode.forbidden, issued.refusal, accountMessageKeyOf(issued.refusal));
        }
        if (issued.kind === 'budgetSpent') {
          return sendFail(c, ResultCode.unavailable, AccountMessages.smsBudgetSpent, keyed('smsBudgetSpent'));
        }
        return sendFail(c, ResultCode.tooManyRequests, AccountMessages.dailyLimit, keyed('dailyLimit'));
      }
      const channel = input.channel === 1 ? 'voice' : 'sms';
      try {
        await sms.send({
          areaCode: key.areaCode,
          phone: key.national,
          channel,
          purpose: input.purpose,
          code,
          text: codeText(code, c.var.lang, channel),
        });
      } catch (error) {
        await withdrawCode(db, issued.id);
        log(`[gateway] sendcode: ${error instanceof Error ? error.message : 'SMS provider failed'}`);
        return sendFail(c, PROVIDER_FAILED, AccountMessages.sendFailed, keyed('sendFailed'));
      }
      return sendOk(c, { cooldownSeconds: RESEND_SECONDS });
    },
  );

  app.get(route(system.getHumanCheck.path), validate('query', system.getHumanCheck.query), async (c) =>
    sendOk(c, await humanCheck.challenge()),
  );

  /**
   * Register and login are one flow (issue 22): the code is used, and the number's account found or made, with its
   * first login, in one transaction (a wrong code's try is committed; an error rolls the code's use back). The answer
   * is the same either way. A password is set only on an account this call makes.
   */
  const signIn = async (
    c: Context<GatewayEnv>,
    input: z.infer<typeof system.registerBody>,
  ): Promise<Failure | { token: string; cookie: string; mercNo: string }> => {
    const key = phoneKeyOf(input.areaCode, input.phone);
    if (!key) return { fail: AccountMessages.invalidPhone, code: ResultCode.badRequest, keyed: keyed('invalidPhone') };
    const deviceId = input.deviceId.toLowerCase();
    const deviceHash = deviceHashOf(await addressSecret(), deviceId);
    const codeHash = hashCode(await authSecret(), { e164: key.e164, deviceHash, code: input.smsCode });
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    return db.transaction(async (tx): Promise<Failure | { token: string; cookie: string; mercNo: string }> => {
      const check = await useCode(tx, { e164: key.e164, deviceHash, codeHash });
      if (!check.ok) return codeFailure(check);
      const entryReport = await entryReportOf(tx, input.reportId);
      // Found, else made; a registration of the number that won a race is found after its commit. A registration
      // from a result page records the report, and its channel when the visit brought none.
      const user =
        (await findUserByE164(tx, key.e164)) ??
        (await createUser(tx, {
          e164: key.e164,
          areaCode: key.areaCode,
          phone: key.national,
          platform: c.var.platform,
          passwordHash,
          channelNo: input.channelNo ?? channelFromCookies(c) ?? entryReport?.channelNo ?? null,
          pointType: input.pointType ?? null,
          intoWay: input.intoWay ?? null,
          entryReportId: entryReport?.id ?? null,
          deviceId,
        })) ??
        (await findUserByE164(tx, key.e164));
      if (!user) throw new Error('the account of a number was neither found nor made');
      // The seller's reports become the account's (issue 28): the page's report and the device's earlier ones.
      await claimReports(tx, { userId: user.id, reportId: entryReport?.id ?? null, deviceId });
      const session = await createSession(tx, { userId: user.id, deviceId });
      return { mercNo: user.mercNo, token: session.token, cookie: session.cookie };
    });
  };

  const answerSignIn = async (c: Context<GatewayEnv>, input: z.infer<typeof system.registerBody>) => {
    const result = await signIn(c, input);
    if ('fail' in result) return sendFail(c, result.code, result.fail, result.keyed);
    setPortalCookie(c, result.cookie, cameOverHttps(c, trustProxy));
    return sendOk(c, { token: result.token, mercNo: result.mercNo });
  };
  app.post(route(system.register.path), validateForm('json', system.register.body, [], accountMessageKeyOf), (c) =>
    answerSignIn(c, c.req.valid('json')),
  );
  app.post(route(system.login.path), validateForm('json', system.login.body, [], accountMessageKeyOf), (c) =>
    answerSignIn(c, c.req.valid('json')),
  );

  app.post(route(system.setPassword.path), validateForm('json', system.setPassword.body), async (c) => {
    const { user } = await requirePortalSession(c, db, { write: true, trustProxy });
    await setPasswordHash(db, user.id, await hashPassword(c.req.valid('json').password));
    return sendOk(c, null);
  });

  app.get(route(system.getWorkbench.path), validate('query', system.getWorkbench.query), async (c) => {
    const { user } = await requirePortalSession(c, db, { write: false, trustProxy });
    return sendOk(c, await workbenchOf(db, user));
  });

  // The development outbox only exists while no real provider is configured, and only for the developer's own
  // machine (issue 22: it lists every live code). A call without a client address is the site's own page, which has
  // made the same check (server.ts tells it).
  app.get(route(system.getDevOutbox.path), validate('query', system.getDevOutbox.query), async (c) => {
    if (sms.kind !== 'outbox') return sendFail(c, ResultCode.notFound, Messages.notFound);
    const address = clientAddress(c, trustProxy);
    if (address !== undefined && !isLocalDeveloper(requestOriginOf(c, address, trustProxy))) {
      return sendFail(c, ResultCode.notFound, Messages.notFound);
    }
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(gt(smsOutbox.createdAt, new Date(Date.now() - 3_600_000)))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(50);
    return sendOk(
      c,
      rows.map((row) => ({
        id: row.id,
        areaCode: row.areaCode,
        phone: row.phone,
        channel: row.channel === 'voice' ? ('voice' as const) : ('sms' as const),
        purpose: row.purpose === 'login' ? ('login' as const) : ('register' as const),
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  });

  return app;
};
