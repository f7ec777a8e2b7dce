import { businessExtra } from '@site/contracts';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { clientKey, hashAddress } from '../client-address.ts';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendOk, validateForm } from '../http.ts';
import { addressSecretOf } from '../limits.ts';
import { type Lead, storeLead } from '../repositories/leads.ts';
import { channelFromCookies, userAgentOf } from '../request.ts';
import { teamMailOf } from '../team-mail.ts';

const { retainCapitalSubmit, ippEnEmailSend } = businessExtra;

/** A lead as its form gives it: the request adds the brand, the user agent and the hashed address. */
type FormLead = Omit<Lead, 'clientHash' | 'userAgent' | 'platform'>;

/**
 * The lead forms besides the contact form (mounted at /api/business): the Amazon landing page's 留资 form and the law
 * firm's English enquiry. Checked with the contract (the visitor's message, without the field path), limited per
 * client address (limits.ts), stored with the team's mail in one transaction and answered after the commit; the
 * same lead sent again within minutes is one row. The mail is sent afterwards by the dispatcher (deps.onMailQueued).
 */
export const leadRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/business/, '');
  const secretOf = addressSecretOf(deps);

  const store = async (lead: FormLead, c: Context<GatewayEnv>) => {
    const { platform } = c.var;
    const clientHash = hashAddress(await secretOf(), clientKey(c, deps.trustProxy ?? false));
    const team = await teamMailOf(db, deps, platform, c.var.lang);
    const id = await storeLead(db, { ...lead, platform, clientHash, userAgent: userAgentOf(c) }, team);
    if (id !== null) {
      deps.onMailQueued?.();
      deps.onLead?.({ kind: lead.kind, platform, name: lead.name, phone: lead.phone, channel: lead.channelNo });
    }
  };

  /** A lead form: a POST at the call's path, checked with the contract, stored as `leadOf` reads it, answered null. */
  const leadForm = <S extends z.ZodType>(
    call: { path: string; body: S },
    leadOf: (form: z.infer<S>, c: Context<GatewayEnv>) => FormLead,
  ) =>
    app.post(route(call.path), validateForm('json', call.body), async (c) => {
      // Hono types the validated context apart from the app's own; it is the same context.
      const context = c as unknown as Context<GatewayEnv>;
      await store(leadOf(c.req.valid('json' as never) as z.infer<S>, context), context);
      return sendOk(c, null);
    });

  leadForm(retainCapitalSubmit, (form, c) => ({
    kind: 'retainCapital',
    name: form.name,
    phone: form.phone,
    email: form.email,
    companyName: form.companyName,
    message: form.demand,
    channelNo: form.channelNo ?? channelFromCookies(c),
    deviceId: form.deviceId,
  }));

  leadForm(ippEnEmailSend, (form, c) => ({
    kind: 'ippEnEmail',
    name: form.name,
    phone: form.phone,
    email: form.email,
    country: form.country,
    practiceArea: form.practiceArea,
    message: form.message,
    channelNo: channelFromCookies(c),
  }));

  return app;
};
