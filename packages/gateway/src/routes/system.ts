import { Messages, ResultCode, system } from '@site/contracts';
import { smsOutbox } from '@site/db/schema';
import { desc, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { type CodeCheck, issueCode, newCode, RESEND_SECONDS, useCode, withdrawCode } from '../accounts/codes.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { authSecretOf, hashCode } from '../accounts/secret.ts';
import { createUser, findUserByPhone, setPasswordHash, workbenchOf } from '../accounts/users.ts';
import { cameOverHttps, portalCredential, requirePortalSession, setPortalCookie } from '../auth.ts';
import { clientAddress, hashAddress } from '../client-address.ts';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendFail, sendOk, validate, validateForm } from '../http.ts';
import { addressSecretOf } from '../limits.ts';
import { getPlatformConfig } from '../repositories/content.ts';
import { createSession, findSessionUser } from '../repositories/sessions.ts';
import { insertVisit } from '../repositories/visitors.ts';
import { channelFromCookies } from '../request.ts';
import { codeText, outboxSmsProvider } from '../sms/provider.ts';

const { AccountMessages } = system;

class PhoneTaken extends Error {}

interface Failure {
  fail: string;
  code: number;
}

/** HTTP status of a provider failure (502: the gateway's upstream, the SMS provider, failed). */
const PROVIDER_FAILED = 502;

/** The answer to a code that did not pass (docs/portal.md): 400 with the reason. */
const codeFailure = (check: Exclude<CodeCheck, { ok: true }>): string =>
  check.reason === 'wrong'
    ? AccountMessages.wrongCode(check.triesLeft)
    : check.reason === 'expired'
      ? AccountMessages.codeExpired
      : AccountMessages.codeInvalid;

/** Relative /system calls. */
export const systemRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/system/, '');
  const trustProxy = deps.trustProxy ?? false;
  const sms = deps.smsProvider ?? outboxSmsProvider(db);
  const authSecret = authSecretOf(deps);
  const addressSecret = addressSecretOf(deps);
  const log = deps.log ?? ((message: string) => console.error(message));

  app.get(route(system.getPageConfigAllInfo.path), validate('query', system.getPageConfigAllInfo.query), async (c) => {
    const config = await getPlatformConfig(db, c.var.platform, c.var.lang);
    return config ? sendOk(c, config) : sendFail(c, ResultCode.notFound, Messages.notFound);
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
      userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
    });
    return sendOk(c, null);
  });

  // A code: refused by the account state or a limit, else stored (hashed) and sent; a send that fails or takes
  // longer than the provider's timeout withdraws the code and answers 502.
  app.post(route(system.sendCode.path), validateForm('json', system.sendCode.body), async (c) => {
    const input = c.req.valid('json');
    const user = await findUserByPhone(db, input);
    if (input.purpose === 'register' && user) return sendFail(c, ResultCode.conflict, AccountMessages.phoneRegistered);
    if (input.purpose === 'login' && !user) return sendFail(c, ResultCode.notFound, AccountMessages.phoneNotRegistered);

    const address = clientAddress(c, trustProxy);
    const clientHash = address === undefined ? null : hashAddress(await addressSecret(), address);
    const code = newCode();
    const codeHash = hashCode(await authSecret(), { ...input, code });
    const issued = await issueCode(db, { ...input, channel: input.channel, codeHash, clientHash });
    if ('kind' in issued) {
      if (issued.kind === 'tooSoon') {
        c.header('retry-after', String(issued.seconds));
        return sendFail(c, ResultCode.tooManyRequests, AccountMessages.resendTooSoon(issued.seconds));
      }
      return sendFail(c, ResultCode.tooManyRequests, AccountMessages.dailyLimit);
    }
    const channel = input.channel === 1 ? 'voice' : 'sms';
    try {
      await sms.send({
        areaCode: input.areaCode,
        phone: input.phone,
        channel,
        purpose: input.purpose,
        code,
        text: codeText(code, c.var.lang, channel),
      });
    } catch (error) {
      await withdrawCode(db, issued.id);
      log(`[gateway] sendcode: ${error instanceof Error ? error.message : 'SMS provider failed'}`);
      return sendFail(c, PROVIDER_FAILED, AccountMessages.sendFailed);
    }
    return sendOk(c, { cooldownSeconds: RESEND_SECONDS });
  });

  // Register: the phone must be new; the code is used, the account and its first login made in one transaction (a
  // wrong code's try is committed; an error rolls the code's use back).
  app.post(route(system.register.path), validateForm('json', system.register.body), async (c) => {
    const input = c.req.valid('json');
    if (await findUserByPhone(db, input)) return sendFail(c, ResultCode.conflict, AccountMessages.phoneRegistered);
    const codeHash = hashCode(await authSecret(), { ...input, purpose: 'register', code: input.smsCode });
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const deviceId = input.deviceId.toLowerCase();
    const result: Failure | { token: string; cookie: string; mercNo: string } = await db
      .transaction(async (tx): Promise<Failure | { token: string; cookie: string; mercNo: string }> => {
        const check = await useCode(tx, { ...input, purpose: 'register', codeHash });
        if (!check.ok) return { fail: codeFailure(check), code: ResultCode.badRequest };
        const user = await createUser(tx, {
          areaCode: input.areaCode,
          phone: input.phone,
          platform: c.var.platform,
          passwordHash,
          channelNo: input.channelNo ?? channelFromCookies(c),
          pointType: input.pointType ?? null,
          intoWay: input.intoWay ?? null,
          deviceId,
        });
        // Another registration of the phone won the race: roll back (the code is given back), answer 409.
        if (!user) throw new PhoneTaken();
        const session = await createSession(tx, { userId: user.id, deviceId });
        return { mercNo: user.mercNo, token: session.token, cookie: session.cookie };
      })
      .catch((error: unknown) => {
        if (error instanceof PhoneTaken) return { fail: AccountMessages.phoneRegistered, code: ResultCode.conflict };
        throw error;
      });
    if ('fail' in result) return sendFail(c, result.code, result.fail);
    setPortalCookie(c, result.cookie, cameOverHttps(c, trustProxy));
    return sendOk(c, { token: result.token, mercNo: result.mercNo });
  });

  app.post(route(system.login.path), validateForm('json', system.login.body), async (c) => {
    const input = c.req.valid('json');
    const user = await findUserByPhone(db, input);
    if (!user) return sendFail(c, ResultCode.notFound, AccountMessages.phoneNotRegistered);
    const codeHash = hashCode(await authSecret(), { ...input, purpose: 'login', code: input.smsCode });
    const deviceId = input.deviceId.toLowerCase();
    const result = await db.transaction(async (tx) => {
      const check = await useCode(tx, { ...input, purpose: 'login', codeHash });
      if (!check.ok) return { fail: codeFailure(check) } as const;
      return createSession(tx, { userId: user.id, deviceId });
    });
    if ('fail' in result) return sendFail(c, ResultCode.badRequest, result.fail);
    setPortalCookie(c, result.cookie, cameOverHttps(c, trustProxy));
    return sendOk(c, { token: result.token, mercNo: user.mercNo });
  });

  app.post(route(system.setPassword.path), validateForm('json', system.setPassword.body), async (c) => {
    const { user } = await requirePortalSession(c, db, { write: true, trustProxy });
    await setPasswordHash(db, user.id, await hashPassword(c.req.valid('json').password));
    return sendOk(c, null);
  });

  app.get(route(system.getWorkbench.path), validate('query', system.getWorkbench.query), async (c) => {
    const { user } = await requirePortalSession(c, db, { write: false, trustProxy });
    return sendOk(c, await workbenchOf(db, user));
  });

  // The development outbox only exists while no real provider is configured.
  app.get(route(system.getDevOutbox.path), validate('query', system.getDevOutbox.query), async (c) => {
    if (sms.kind !== 'outbox') return sendFail(c, ResultCode.notFound, Messages.notFound);
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
