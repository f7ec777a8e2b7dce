/**
 * Per-address rate limits of the gateway's calls: one table (CALL_LIMITS) and one middleware that applies it.
 * Every write call (POST) has a row, and so have the expensive reads (searches, the survey report); the contact form
 * keeps its own limit and message (routes/contact.ts, CONTACT_RATE_LIMIT). The limits are meant never to be met by a
 * real visitor: they stop scripts. A call over its limit answers 429 with `Retry-After` and Messages.tooManyRequests.
 *
 * Counted per call and client address (its keyed hash) in the rate limiter (PostgreSQL, or Redis with REDIS_URL).
 * Calls without a client address (in-process calls of the site's own server rendering pages) are not limited.
 * RATE_LIMITS scales every limit (a multiplier for load tests) or turns them off (the e2e suite and the bench).
 */
import { type CallDef, type CallName, calls, Messages, ResultCode } from '@site/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { callPattern } from './call-pattern.ts';
import { ADDRESS_SECRET_NAME, clientKey, hashAddress, limitKeyOf } from './client-address.ts';
import type { GatewayDeps, GatewayEnv } from './context.ts';
import { sendFail } from './http.ts';
import {
  checkRateLimit,
  PostgresRateLimiter,
  type RateDecision,
  type RateLimiter,
  type RateWindow,
} from './rate-limit.ts';
import { storedSecretOf } from './stored-secret.ts';

export interface CallLimit {
  windows: RateWindow[];
  /** Why this call is limited and why the numbers. */
  reason: string;
}

const MINUTE = 60_000;
const DAY = 24 * 3_600_000;
const per = (perMinute: number, perDay: number): RateWindow[] => [
  { limit: perMinute, windowMs: MINUTE },
  { limit: perDay, windowMs: DAY },
];

/**
 * Limits a route applies itself, per client address, because their budget is not one call's: the contact form and
 * the callback requests share one (their calls are LIMITED_ELSEWHERE), and an attorney request is limited only for
 * callers who are not signed in. Not scaled by RATE_LIMITS (they bound what reaches the team's mail and phones).
 */
export const ROUTE_LIMITS = {
  contact: {
    windows: [
      { limit: 5, windowMs: 10 * MINUTE },
      { limit: 20, windowMs: DAY },
    ],
    reason: 'the contact form and the callback requests: one budget per address, each one mails the team',
  },
  anonymousAttorneyRequest: {
    windows: [{ limit: 10, windowMs: DAY }],
    reason: 'attorney requests without an account (besides the daily limit per device and phone)',
  },
} satisfies Record<string, CallLimit>;

export type RouteLimitName = keyof typeof ROUTE_LIMITS;

/** Calls that are limited elsewhere and so have no row here. */
export const LIMITED_ELSEWHERE: readonly CallName[] = ['contactUs', 'requestCallback'];

/** The limit of each call per client address: at most N in any minute and M in any day (sliding windows). */
export const CALL_LIMITS: Partial<Record<CallName, CallLimit>> = {
  // Counters: one request per page view; they count a device once a day anyway (counted_views), the limit bounds
  // the writes a script can cause.
  incrPosterCount: { windows: per(60, 2_000), reason: 'poster view/click counter: one request per page view' },
  incrPopupCount: { windows: per(60, 2_000), reason: 'pop-up display counter: one request per pop-up shown' },
  popupBoxRecordBanner: { windows: per(60, 2_000), reason: 'pop-up view/click counter (preview)' },
  recordVisit: { windows: per(120, 5_000), reason: 'visit record: one row per page view, the table grows' },
  // Expensive reads (the trademark index, the goods terms) and the history they write.
  searchTrademark: { windows: per(30, 600), reason: 'trademark clearance search: the most expensive query' },
  categorySearch: { windows: per(120, 3_000), reason: 'goods terms search, may run as the visitor types' },
  trademarkCategorySearch: { windows: per(120, 3_000), reason: 'classes of a goods term, may run as one types' },
  niceClassificationQuery: { windows: per(120, 3_000), reason: 'Nice classification lookup of a term' },
  artificialCategorySearch: { windows: per(30, 500), reason: 'manual category query: writes a request row' },
  artificialRiskWarning: { windows: per(30, 600), reason: 'risk warning: runs the trademark search' },
  saveSearchRecord: { windows: per(60, 1_000), reason: 'search history row per search' },
  saveArtificialTrademark: { windows: per(10, 100), reason: 'attorney request (also its daily quota), sends mail' },
  getSurveyReport: { windows: per(60, 1_000), reason: 'questionnaire report: computed from the rules table' },
  complianceRuleChanges: { windows: per(60, 2_000), reason: "the rules' change history: computed in memory" },
  // Questionnaire saves: one per finished questionnaire.
  mcSurveyReportSave: { windows: per(10, 200), reason: 'questionnaire save: a report row each' },
  mcSurveyReportRefine: { windows: per(10, 200), reason: 'refined report: a report row each' },
  saveAnswersForOfficialWeb: { windows: per(10, 200), reason: 'questionnaire save: a report row each' },
  saveUserAnswersInfo: { windows: per(10, 200), reason: 'questionnaire save (signed in): a report row each' },
  // Account and mail calls.
  sendCode: { windows: per(5, 20), reason: 'sends an SMS code' },
  register: { windows: per(10, 50), reason: 'creates an account' },
  login: {
    windows: per(10, 100),
    reason: 'tries a code (the code itself dies after 5 wrong tries) and makes a session',
  },
  setPassword: { windows: per(10, 50), reason: 'hashes a password (scrypt: deliberately slow)' },
  getWorkbench: { windows: per(60, 2_000), reason: "the user's reports, searches and contacts: four queries" },
  getDevOutbox: { windows: per(60, 2_000), reason: 'development outbox: a read of the newest messages' },
  getHumanCheck: {
    windows: per(30, 500),
    reason: 'a signed proof-of-work challenge: one per code send after the first',
  },
  logout: { windows: per(30, 500), reason: 'deletes a session row' },
  ippEnEmailSend: { windows: per(5, 20), reason: 'sends mail' },
  retainCapitalSubmit: { windows: per(5, 20), reason: 'stores a lead' },
  listNewestAgreement: { windows: per(120, 3_000), reason: 'a read sent as POST; limited like every POST' },
  // A page breaking its policy reports each violation once (report-uri) or in batches (report-to): a few per view.
  reportCspViolation: { windows: per(60, 1_000), reason: 'CSP violation reports: a row each' },
};

/**
 * The site's own routes that cost as much as a call (issue 22, finding 3), in the same table's terms: the web server
 * (apps/web/server.ts) counts them per client address before Next.js renders them. They render through the
 * in-process gateway, whose calls carry no client address, so the call's own row (getSurveyReport) never sees them.
 */
export interface PageLimit extends CallLimit {
  /** At most this many requests of the route per client address at a time (the web server counts them). */
  atOnce: number;
}

export const PAGE_LIMITS = {
  reportPage: {
    // A render takes 0.2-1 s of the one event loop (more on a busy machine): 10 a minute is a sixth of a core at most.
    windows: per(10, 200),
    atOnce: 1,
    reason: "the questionnaire's result page: rendered on every request (private), its report computed",
  },
  reportPdf: {
    windows: per(6, 100),
    // Chromium prints two at a time for everyone: one client holds at most one of them.
    atOnce: 1,
    reason: "the result page's PDF: Chromium prints it once per report (then kept), a few downloads a visit",
  },
} as const satisfies Record<string, PageLimit>;

export type PageLimitName = keyof typeof PAGE_LIMITS;

/**
 * Counts a request of one of the site's own routes per client address (its limit key: an IPv6 client by its /64)
 * and answers whether it is allowed: the same table's windows, scale (RATE_LIMITS) and address hash as the calls.
 */
export const pageLimiter = (options: {
  limiter: RateLimiter;
  secret: () => Promise<string>;
  scale: number;
  limits?: Record<PageLimitName, PageLimit>;
  now?: () => number;
}): ((name: PageLimitName, address: string) => Promise<RateDecision>) => {
  const limits = options.limits ?? PAGE_LIMITS;
  return async (name, address) => {
    if (options.scale <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const windows = limits[name].windows.map((w) => ({ limit: w.limit * options.scale, windowMs: w.windowMs }));
    const key = `page:${name}:${hashAddress(await options.secret(), limitKeyOf(address))}`;
    return checkRateLimit(options.limiter, key, windows, (options.now ?? Date.now)());
  };
};

/** RATE_LIMITS: 'on' (1, the default), 'off' (0), or a multiplier such as 'x10' or '10' for load tests. */
export function parseRateLimitScale(text: string | undefined): number {
  const value = (text ?? 'on').trim().toLowerCase();
  if (value === 'on' || value === '') return 1;
  if (value === 'off') return 0;
  const match = /^x?(\d{1,4})$/.exec(value);
  const scale = Number(match?.[1]);
  if (!match || scale < 1) throw new Error(`"${text}" is not on, off or a multiplier such as x10`);
  return scale;
}

interface LimitedCall {
  name: CallName;
  method: string;
  pattern: RegExp;
  windows: RateWindow[];
}

const limitedCalls = (limits: Partial<Record<CallName, CallLimit>>, scale: number): LimitedCall[] =>
  (Object.entries(limits) as [CallName, CallLimit][]).map(([name, limit]) => {
    const def: CallDef = calls[name];
    return {
      name,
      method: def.method,
      pattern: callPattern(def),
      windows: limit.windows.map((w) => ({ limit: w.limit * scale, windowMs: w.windowMs })),
    };
  });

/** The client-address hash key of the deps (ADDRESS_HASH_SECRET, else the database's), read once. */
export const addressSecretOf = (deps: GatewayDeps) =>
  storedSecretOf(deps.db, ADDRESS_SECRET_NAME, deps.addressHashSecret);

/**
 * A route's own limit (ROUTE_LIMITS) for the client of a call: counted under the limit's name and the client's hashed
 * address (an IPv6 client by its /64), which it answers too (`clientHash`, stored with a request). `windows` overrides
 * the table's (tests).
 */
export const routeLimit = (deps: GatewayDeps) => {
  const limiter = deps.rateLimiter ?? new PostgresRateLimiter(deps.db);
  const secretOf = addressSecretOf(deps);
  return async (
    c: Context,
    name: RouteLimitName,
    windows?: readonly RateWindow[],
  ): Promise<RateDecision & { clientHash: string }> => {
    const clientHash = hashAddress(await secretOf(), clientKey(c, deps.trustProxy ?? false));
    const key = `${ROUTE_KEYS[name]}:${clientHash}`;
    return { ...(await checkRateLimit(limiter, key, [...(windows ?? ROUTE_LIMITS[name].windows)])), clientHash };
  };
};

/** The limiter keys of the route limits (as they were before the table: counts in the database stay valid). */
const ROUTE_KEYS: Record<RouteLimitName, string> = { contact: 'contact', anonymousAttorneyRequest: 'artificial' };

/** The middleware: counts a call of the table per client address and refuses it (429) over its limit. */
export const callLimits = (deps: GatewayDeps) => {
  const scale = deps.rateLimitScale ?? 1;
  const table = scale > 0 ? limitedCalls(deps.callLimits ?? CALL_LIMITS, scale) : [];
  const limiter = deps.rateLimiter ?? new PostgresRateLimiter(deps.db);
  const secretOf = addressSecretOf(deps);
  return createMiddleware<GatewayEnv>(async (c, next) => {
    if (table.length === 0) return next();
    const method = c.req.method.toUpperCase() === 'HEAD' ? 'GET' : c.req.method.toUpperCase();
    const call = table.find((t) => t.method === method && t.pattern.test(c.req.path));
    if (!call) return next();
    const address = clientKey(c, deps.trustProxy ?? false);
    if (address === undefined) return next();
    const key = `call:${call.name}:${hashAddress(await secretOf(), address)}`;
    const decision = await checkRateLimit(limiter, key, call.windows);
    if (!decision.allowed) {
      c.header('retry-after', String(decision.retryAfterSeconds));
      return sendFail(c, ResultCode.tooManyRequests, Messages.tooManyRequests);
    }
    return next();
  });
};
