import { businessExtra, ResultCode } from '@site/contracts';
import { type Context, Hono } from 'hono';
import { bearerToken } from '../auth.ts';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendFail, sendOk, validateForm } from '../http.ts';
import { routeLimit } from '../limits.ts';
import { contactKeyExists, storeContact } from '../repositories/contact.ts';
import { storeLead } from '../repositories/leads.ts';
import { findSessionUserId } from '../repositories/sessions.ts';
import { channelFromCookies, deviceFromHeader, userAgentOf } from '../request.ts';
import { type TeamMail, teamMailOf } from '../team-mail.ts';

const { contactUs, requestCallback, CONTACT_HONEYPOT_MESSAGE, CONTACT_RATE_LIMIT_MESSAGE } = businessExtra;

/**
 * The contact form (mounted at /api/business): checked with the contract (the honeypot's message first),
 * idempotent by its key, limited per client address, stored with the team's mail in one transaction, answered
 * after the commit; the mail is sent afterwards by the dispatcher (deps.onMailQueued).
 */
export const contactRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  // One budget per client address for the form and the callback requests (ROUTE_LIMITS.contact).
  const limit = routeLimit(deps);
  /** The client's hashed address, or the refusal (429 with Retry-After) when it is over the budget. */
  const limited = async (c: Context) => {
    const decision = await limit(c, 'contact', deps.contactRateLimit);
    if (decision.allowed) return { clientHash: decision.clientHash, refused: null };
    c.header('retry-after', String(decision.retryAfterSeconds));
    return {
      clientHash: decision.clientHash,
      refused: sendFail(c, ResultCode.tooManyRequests, CONTACT_RATE_LIMIT_MESSAGE),
    };
  };

  /** After a request is stored: the mail dispatcher is woken and the lead announced (the team's webhook). */
  const announce = (
    c: Context<GatewayEnv>,
    kind: 'contact' | 'callback',
    form: { name: string; phone?: string | null; from?: string | null },
  ) => {
    deps.onMailQueued?.();
    deps.onLead?.({
      kind,
      platform: c.var.platform,
      name: form.name,
      phone: form.phone,
      channel: channelFromCookies(c),
      fromPage: form.from,
    });
  };

  /**
   * A request within the client's budget: stored by `store` with its hashed address and the team's mail, then
   * announced; answered 200 either way (a repeat the store refused is a success too), 429 over the budget.
   */
  const accept = async (
    c: Context<GatewayEnv>,
    kind: 'contact' | 'callback',
    form: { name: string; phone?: string | null; from?: string | null },
    store: (clientHash: string, team: TeamMail) => Promise<number | null>,
  ) => {
    const { clientHash, refused } = await limited(c);
    if (refused) return refused;
    const id = await store(clientHash, await teamMailOf(db, deps, c.var.platform, c.var.lang));
    if (id !== null) announce(c, kind, form);
    return sendOk(c, null);
  };

  const senderOf = async (c: Context): Promise<number | null> => {
    const token = bearerToken(c);
    return token ? findSessionUserId(db, token) : null;
  };

  app.post(
    contactUs.path.replace(/^\/business/, ''),
    validateForm('json', contactUs.body, [CONTACT_HONEYPOT_MESSAGE]),
    async (c) => {
      const form = c.req.valid('json');
      // A repeat of a stored submission (double click, retry after a lost answer) is a success, not a new row.
      if (form.idempotencyKey && (await contactKeyExists(db, form.idempotencyKey))) return sendOk(c, null);

      return accept(c, 'contact', form, async (clientHash, team) =>
        storeContact(
          db,
          {
            platform: c.var.platform,
            form,
            channelNo: channelFromCookies(c),
            userAgent: userAgentOf(c),
            clientHash,
            // A signed-in sender's request shows in their workbench; a stale or unknown token sends it anonymously.
            userId: await senderOf(c),
          },
          team,
        ),
      );
    },
  );

  // A 咨询 button's callback request (issue 28): the contact form's honeypot and limits (one budget per address for
  // both), stored as a lead with the service, page and channel and the team's mail in one transaction; the same
  // request again within minutes is one row.
  app.post(
    requestCallback.path.replace(/^\/business/, ''),
    validateForm('json', requestCallback.body, [CONTACT_HONEYPOT_MESSAGE]),
    async (c) => {
      const form = c.req.valid('json');
      return accept(c, 'callback', form, (clientHash, team) =>
        storeLead(
          db,
          {
            platform: c.var.platform,
            kind: 'callback',
            name: form.name,
            phone: form.phone,
            wechat: form.wechat,
            message: form.message,
            service: form.service,
            fromPage: form.from,
            channelNo: channelFromCookies(c),
            deviceId: deviceFromHeader(c) ?? undefined,
            userAgent: userAgentOf(c),
            clientHash,
          },
          team,
        ),
      );
    },
  );

  return app;
};
