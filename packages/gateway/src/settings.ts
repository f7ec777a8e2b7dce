/**
 * The gateway's settings, parsed once from the environment with zod (README, "Settings"); the rest of the gateway
 * takes them from here. A bad value stops the start with an error naming the variable.
 */
import { type HostMap, isPlatform, PLATFORMS, parseHostMap } from '@site/contracts/hosts';
import type { Database } from '@site/db/client';
import { type Env, flagSetting, portSetting, readSettings, textSetting } from '@site/db/settings';
import { z } from 'zod';
import type { GatewayDeps } from './context.ts';

/** What the gateway app needs, wherever it runs (in the site's process or on its own). */
export interface GatewaySettings {
  /** TRUST_PROXY=1: read the client address from X-Forwarded-For (set only behind a proxy you run). */
  trustProxy: boolean;
  /** COUNTRY_HEADER: a CDN's visitor-country header (e.g. cf-ipcountry) to use instead of the IP database. */
  countryHeader: string | undefined;
  /** PLATFORM and PLATFORM_HOSTS: the brand of calls that carry no x-platform-type header, from their Host. */
  hostMap: HostMap;
}

/** Where the gateway listens when it runs as its own service (npm run start:gateway). */
export interface GatewayServiceSettings {
  /** GATEWAY_PORT (default 4000). */
  port: number;
  /** HOST (default all IPv4 interfaces, 0.0.0.0). */
  host: string;
}

const gatewayShape = {
  TRUST_PROXY: flagSetting(),
  COUNTRY_HEADER: textSetting().transform((value) => value?.toLowerCase()),
  PLATFORM: textSetting().refine((value) => value === undefined || isPlatform(value), {
    message: `must be one of ${PLATFORMS.join(', ')}`,
  }),
  PLATFORM_HOSTS: textSetting().transform((raw, ctx) => {
    try {
      return parseHostMap({ PLATFORM_HOSTS: raw }).hosts;
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/^PLATFORM_HOSTS:\s*/, '') : String(error);
      ctx.addIssue({ code: 'custom', message: `is not "host=code,host=code" or a JSON object: ${reason}` });
      return z.NEVER;
    }
  }),
};

export function readGatewaySettings(env: Env): GatewaySettings {
  const raw = readSettings(gatewayShape, env);
  return {
    trustProxy: raw.TRUST_PROXY,
    countryHeader: raw.COUNTRY_HEADER,
    hostMap: { hosts: raw.PLATFORM_HOSTS, fallback: isPlatform(raw.PLATFORM) ? raw.PLATFORM : '00' },
  };
}

export function readGatewayServiceSettings(env: Env): GatewayServiceSettings {
  const raw = readSettings({ GATEWAY_PORT: portSetting(4000), HOST: textSetting() }, env);
  return { port: raw.GATEWAY_PORT, host: raw.HOST ?? '0.0.0.0' };
}

let fromProcess: GatewaySettings | undefined;

/** The gateway settings of this process's environment, parsed on first use. */
export function gatewaySettings(): GatewaySettings {
  fromProcess ??= readGatewaySettings(process.env);
  return fromProcess;
}

/** What createGateway needs: the database and these settings. */
export const gatewayDeps = (db: Database, settings: GatewaySettings = gatewaySettings()): GatewayDeps => ({
  db,
  ...settings,
});
