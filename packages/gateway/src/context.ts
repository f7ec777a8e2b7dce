import type { CallName, HostMap, Platform } from '@site/contracts';
import type { Database } from '@site/db/client';
import type { HumanCheck } from './accounts/human-check.ts';
import type { AdminDeps } from './admin/routes.ts';
import type { LeadNotice } from './admin/webhook.ts';
import type { CallLimit } from './limits.ts';
import type { RateLimiter, RateWindow } from './rate-limit.ts';
import type { ReadCache } from './read-cache.ts';
import type { RulesStore } from './rules/versions.ts';
import type { SmsBudget } from './sms/budget.ts';
import type { SmsProvider } from './sms/provider.ts';

/** What every handler can read from the request context. */
export interface GatewayVariables {
  /** The brand the call is for. */
  platform: Platform;
  /** The content language of that brand for this call, e.g. 'zh-CN', 'en', 'de'. */
  lang: string;
}

export interface GatewayEnv {
  Variables: GatewayVariables;
}

export interface GatewayDeps {
  db: Database;
  /** The back office's settings and auth (admin/routes.ts); default: ADMIN_HOST and friends, better-auth on `db`. */
  admin?: Omit<AdminDeps, 'db'>;
  /** Country of an IP address (ISO 3166-1 alpha-2), or null when unknown. */
  countryOf?: (ip: string) => string | null;
  /** Read the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy?: boolean;
  /** A CDN's country header (e.g. 'cf-ipcountry'), used instead of the IP database when set. */
  countryHeader?: string;
  /** Host -> platform, for calls that carry no x-platform-type header. Default: the *.localhost map, then 00. */
  hostMap?: HostMap;
  /** Where per-address limits are counted. Default: PostgreSQL (rate_limit_counters). */
  rateLimiter?: RateLimiter;
  /**
   * Multiplier of the per-call limits of src/limits.ts (RATE_LIMITS): 1 (the default) as written, 0 turns them off,
   * 10 allows ten times as many (load tests).
   */
  rateLimitScale?: number;
  /** The per-call limits. Default: CALL_LIMITS of src/limits.ts (tests give smaller ones). */
  callLimits?: Partial<Record<CallName, CallLimit>>;
  /** Contact submissions per client address. Default: 5 per 10 minutes and 20 per day. */
  contactRateLimit?: RateWindow[];
  /** The team's address for contact mail. Default: the brand's mailbox (platform config), else team@localhost. */
  mailTo?: string;
  /** The key that hashes client addresses. Default: one made per database and kept in app_secrets. */
  addressHashSecret?: string;
  /** Called after a commit that queued mail (wakes the mail dispatcher). */
  onMailQueued?: () => void;
  /** Called after a new lead is committed (LEAD_WEBHOOK_URL's notifier, admin/webhook.ts); must not throw or wait. */
  onLead?: (lead: LeadNotice) => void;
  /**
   * The newest published compliance rules (rules/versions.ts), shared by the report calls and the back office.
   * Default: one of its own per gateway (createGateway); runtime.ts drops it on the publication notification.
   */
  rules?: RulesStore;
  /** The content reads kept in memory (read-cache.ts); unset, every read goes to the database. */
  readCache?: ReadCache;
  /** Where verification codes are sent (sms/provider.ts). Default: the development outbox (sms_outbox). */
  smsProvider?: SmsProvider;
  /** The key of the codes' HMAC (AUTH_SECRET). Default: one made per database and kept in app_secrets. */
  authSecret?: string;
  /** Verification codes the whole site may send in 24 hours (SMS_DAILY_BUDGET). Default: 1,000. */
  smsDailyBudget?: number;
  /** The budget's state, shared with /_health (runtime.ts). Default: one of its own, of smsDailyBudget. */
  smsBudget?: SmsBudget;
  /** The check before a device's or address's second code send (accounts/human-check.ts). Default: ALTCHA. */
  humanCheck?: HumanCheck;
  /** Server-side log of unexpected but handled failures. Default: console.error (logOf). */
  log?: (message: string) => void;
}

/** The gateway's one logger: the dependencies' log, else console.error. */
export const logOf = (deps: Pick<GatewayDeps, 'log'>): ((message: string) => void) =>
  deps.log ?? ((message: string) => console.error(message));
