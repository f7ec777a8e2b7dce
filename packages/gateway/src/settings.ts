/**
 * The gateway's settings, parsed once from the environment with zod (README, "Settings"); the rest of the gateway
 * takes them from here. A bad value stops the start with an error naming the variable.
 */
import { type HostMap, isPlatform, PLATFORMS, parseHostMap } from '@site/contracts/hosts';
import type { Database } from '@site/db/client';
import {
  type Env,
  flagSetting,
  integerSetting,
  portSetting,
  readSettings,
  textSetting,
  urlSetting,
} from '@site/db/settings';
import { z } from 'zod';
import type { GatewayDeps } from './context.ts';
import { parseRateLimitScale } from './limits.ts';
import { parseRateWindows, type RateWindow } from './rate-limit.ts';
import { DEFAULT_SMS_DAILY_BUDGET } from './sms/budget.ts';
import { httpSmsProvider, outboxSmsProvider, type SmsProvider } from './sms/provider.ts';

/** What the gateway app needs, wherever it runs (in the site's process or on its own). */
export interface GatewaySettings {
  /** TRUST_PROXY=1: read the client address from X-Forwarded-For (set only behind a proxy you run). */
  trustProxy: boolean;
  /** COUNTRY_HEADER: a CDN's visitor-country header (e.g. cf-ipcountry) to use instead of the IP database. */
  countryHeader: string | undefined;
  /** PLATFORM and PLATFORM_HOSTS: the brand of calls that carry no x-platform-type header, from their Host. */
  hostMap: HostMap;
  /** REDIS_URL: count rate limits in Redis (falling back to PostgreSQL when it fails); unset: in PostgreSQL. */
  redisUrl: string | undefined;
  /** SMTP_URL: send the team's mail through this server; unset: mail stays in the mail_outbox table. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender address of that mail. */
  mailFrom: string;
  /** MAIL_TO: the team's address; unset: the brand's mailbox of its platform config. */
  mailTo: string | undefined;
  /** SMTP_TIMEOUT_MS: how long one send may take (default 10 s). */
  smtpTimeoutMs: number;
  /** CONTACT_RATE_LIMIT: contact submissions per client address, e.g. '5/10m,20/1d' (the default). */
  contactRateLimit: RateWindow[];
  /** RATE_LIMITS: 'on' (default, 1), 'off' (0) or a multiplier such as 'x10' of the per-call limits (src/limits.ts). */
  rateLimitScale: number;
  /** ADDRESS_HASH_SECRET: the key that hashes client addresses; unset: one made per database (app_secrets). */
  addressHashSecret: string | undefined;
  /** READ_CACHE_MB: the bound of the content reads kept in memory (read-cache.ts; default 32). */
  readCacheMb: number;
  /** READ_CACHE_SECONDS: the longest a kept read is served without a change (default 300; 0 keeps none). */
  readCacheSeconds: number;
  /** SMS_PROVIDER_URL: the HTTP SMS provider verification codes are POSTed to; unset: the development outbox. */
  smsProviderUrl: string | undefined;
  /** SMS_PROVIDER_TOKEN: the provider's Bearer token. */
  smsProviderToken: string | undefined;
  /** SMS_TIMEOUT_MS: how long one send may take (default 5 s); longer is a failure (502). */
  smsTimeoutMs: number;
  /** AUTH_SECRET: the key of the codes' HMAC; unset: one made per database (app_secrets). */
  authSecret: string | undefined;
  /** SMS_DAILY_BUDGET: verification codes the whole site may send in any 24 hours (default 1,000; sms/budget.ts). */
  smsDailyBudget: number;
}

const DEFAULT_CONTACT_RATE_LIMIT = '5/10m,20/1d';
const DEFAULT_MAIL_FROM = 'website@localhost';

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
  REDIS_URL: urlSetting(['redis:', 'rediss:'], 'redis://host:6379'),
  SMTP_URL: urlSetting(['smtp:', 'smtps:'], 'smtp://user:password@host:587'),
  MAIL_FROM: textSetting().refine((v) => v === undefined || z.email().safeParse(stripName(v)).success, {
    message: 'must be an email address (optionally "Name <address>")',
  }),
  MAIL_TO: textSetting().refine(
    (v) => v === undefined || v.split(',').every((a) => z.email().safeParse(a.trim()).success),
    {
      message: 'must be one or more email addresses separated by commas',
    },
  ),
  SMTP_TIMEOUT_MS: integerSetting({ min: 100, max: 300_000, fallback: 10_000 }),
  CONTACT_RATE_LIMIT: textSetting().transform((raw, ctx) => {
    try {
      return parseRateWindows(raw ?? DEFAULT_CONTACT_RATE_LIMIT);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `is not valid: ${error instanceof Error ? error.message : error}` });
      return z.NEVER;
    }
  }),
  RATE_LIMITS: textSetting().transform((raw, ctx) => {
    try {
      return parseRateLimitScale(raw);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `is not valid: ${error instanceof Error ? error.message : error}` });
      return z.NEVER;
    }
  }),
  ADDRESS_HASH_SECRET: textSetting().refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  READ_CACHE_MB: integerSetting({ min: 1, max: 4096, fallback: 32 }),
  READ_CACHE_SECONDS: integerSetting({ min: 0, max: 86_400, fallback: 300 }),
  SMS_PROVIDER_URL: urlSetting(['http:', 'https:'], 'https://sms.example.com/send'),
  SMS_PROVIDER_TOKEN: textSetting(),
  SMS_TIMEOUT_MS: integerSetting({ min: 100, max: 60_000, fallback: 5_000 }),
  AUTH_SECRET: textSetting().refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  SMS_DAILY_BUDGET: integerSetting({ min: 1, max: 10_000_000, fallback: DEFAULT_SMS_DAILY_BUDGET }),
};

/** 'Site <a@b.c>' -> 'a@b.c'. */
function stripName(value: string): string {
  return /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
}

export function readGatewaySettings(env: Env): GatewaySettings {
  const raw = readSettings(gatewayShape, env);
  return {
    trustProxy: raw.TRUST_PROXY,
    countryHeader: raw.COUNTRY_HEADER,
    hostMap: { hosts: raw.PLATFORM_HOSTS, fallback: isPlatform(raw.PLATFORM) ? raw.PLATFORM : '00' },
    redisUrl: raw.REDIS_URL,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    mailTo: raw.MAIL_TO,
    smtpTimeoutMs: raw.SMTP_TIMEOUT_MS,
    contactRateLimit: raw.CONTACT_RATE_LIMIT,
    rateLimitScale: raw.RATE_LIMITS,
    addressHashSecret: raw.ADDRESS_HASH_SECRET,
    readCacheMb: raw.READ_CACHE_MB,
    readCacheSeconds: raw.READ_CACHE_SECONDS,
    smsProviderUrl: raw.SMS_PROVIDER_URL,
    smsProviderToken: raw.SMS_PROVIDER_TOKEN,
    smsTimeoutMs: raw.SMS_TIMEOUT_MS,
    authSecret: raw.AUTH_SECRET,
    smsDailyBudget: raw.SMS_DAILY_BUDGET,
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

/**
 * What the start-up log says when no SMS provider is configured: in plain words, that no code reaches a phone and
 * where the codes are instead (docs/portal.md, "SMS provider").
 */
const DEV_OUTBOX_WARNING =
  '[gateway] No SMS provider (SMS_PROVIDER_URL is unset): verification codes reach no phone. They are written to the ' +
  'development outbox instead, a page for the developer on this machine: /user/dev-outbox, opened as http://localhost ' +
  '(or a *.localhost name) from this machine only; it answers 404 to anyone else. Set SMS_PROVIDER_URL before other ' +
  'people use this site.';

/** The SMS provider of the settings: the HTTP one with SMS_PROVIDER_URL, else the development outbox (with a warning). */
export const smsProviderOf = (
  db: Database,
  settings: GatewaySettings,
  warn: (message: string) => void = console.warn,
): SmsProvider => {
  if (settings.smsProviderUrl)
    return httpSmsProvider({
      url: settings.smsProviderUrl,
      token: settings.smsProviderToken,
      timeoutMs: settings.smsTimeoutMs,
    });
  warn(DEV_OUTBOX_WARNING);
  return outboxSmsProvider(db);
};

/** What createGateway needs: the database and these settings. */
export const gatewayDeps = (
  db: Database,
  settings: GatewaySettings = gatewaySettings(),
  warn: (message: string) => void = console.warn,
): GatewayDeps => ({
  db,
  smsProvider: smsProviderOf(db, settings, warn),
  smsDailyBudget: settings.smsDailyBudget,
  authSecret: settings.authSecret,
  trustProxy: settings.trustProxy,
  countryHeader: settings.countryHeader,
  hostMap: settings.hostMap,
  contactRateLimit: settings.contactRateLimit,
  rateLimitScale: settings.rateLimitScale,
  mailTo: settings.mailTo,
  addressHashSecret: settings.addressHashSecret,
});
