import * as auth from '@site/contracts/auth';
import * as system from '@site/contracts/system';
import type { z } from 'zod';
import type { Brand, Locale } from '../../brands.ts';
import { createInlineGateway } from '../../lib/browser-gateway.ts';
import { deviceId } from '../../lib/device-id.ts';
import type { PortalQuery } from './portal-rules.ts';

/**
 * The portal's gateway calls (docs/portal.md). Unlike the site's islands, the portal shows every failure inline, in
 * its form, with the gateway's msg: so this client toasts nothing, does not go home on a code 404 and does not open
 * the login on 401 (the workbench goes to the login page itself): the inline client of lib/browser-gateway.ts. Same
 * origin: the portal cookie the gateway sets goes along with every call; the login code, where the browser has one,
 * as Bearer; the device id (x-device-id) with every call, which makes the device the requester of its codes.
 */

export type Workbench = z.infer<typeof system.workbenchWire>;
export type OutboxMessage = z.infer<typeof system.devOutboxMessageWire>;
export type PublicInfo = z.infer<typeof system.publicInfoWire>;
export type HumanCheckChallenge = z.infer<typeof system.humanCheckChallengeWire>;
type AreaCode = z.infer<typeof system.sendCodeBody>['areaCode'];

export interface CodeRequest {
  phone: string;
  areaCode: AreaCode;
  channel: 0 | 1;
  purpose: 'register' | 'login';
  /** The solved proof of work, when the gateway asked for one. */
  humanCheck?: string;
}

export interface SignInRequest {
  phone: string;
  areaCode: AreaCode;
  smsCode: string;
  query: PortalQuery;
}

export interface PortalCalls {
  sendCode(request: CodeRequest): Promise<{ cooldownSeconds: number }>;
  humanCheck(): Promise<HumanCheckChallenge>;
  /** One flow (docs/portal.md): the number's account is found or made; register and login differ only in name. */
  signIn(mode: 'register' | 'login', input: SignInRequest): Promise<{ token: string; mercNo: string }>;
  workbench(): Promise<Workbench>;
  setPassword(password: string): Promise<void>;
  logout(): Promise<void>;
}

export const portalCalls = ({ brand, locale }: { brand: Brand; locale: Locale }): PortalCalls => {
  const gateway = createInlineGateway({ brand, locale });
  const quiet = { silent: true, ignoreUnauthorized: true } as const;
  return {
    sendCode: (body) => gateway.call(system.sendCode, { ...quiet, body }),
    humanCheck: () => gateway.call(system.getHumanCheck, { ...quiet, query: {} }),
    signIn: (mode, { query, ...fields }) =>
      gateway.call(mode === 'register' ? system.register : system.login, {
        ...quiet,
        body: { ...fields, ...query, deviceId: deviceId(), agreementAccepted: true },
      }),
    workbench: () => gateway.call(system.getWorkbench, { ...quiet, query: {} }),
    setPassword: async (password) => {
      await gateway.call(system.setPassword, { ...quiet, body: { password } });
    },
    logout: async () => {
      await gateway.call(auth.logout, { ...quiet, body: {} });
    },
  };
};
