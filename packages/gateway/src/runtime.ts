/**
 * The start-up and shutdown of a process that serves the gateway, written once for both entry points
 * (apps/web/server.ts, the site with the gateway in-process; serve.ts, the gateway alone):
 * open the database (the embedded PostgreSQL unless DATABASE_URL is set), migrate, seed, build the gateway app
 * with its rate limiter (PostgreSQL, or Redis when REDIS_URL is set) and the mail dispatcher (when SMTP_URL is
 * set; without it mail stays in the mail_outbox table). The entry point stops it on SIGINT/SIGTERM (shutdown.ts).
 * The embedded database is watched (restarted when it dies; the process exits 1 when it cannot be), and ready()
 * tells /_ready whether the database is reachable and migrated (ops.ts).
 */
import path from 'node:path';
import {
  type DatabaseSettings,
  databaseSettings,
  migrateDatabase,
  openDatabase,
  seedDatabase,
  type WatchdogOptions,
} from '@site/db';
import type { Database } from '@site/db/client';
import { type ContentChange, listenContentChanges } from '@site/db/content-changes';
import { type CoverageRow, readCoverage } from '@site/db/marks/coverage';
import {
  loggedOrigin,
  type MarkImportSchedule,
  type MarkImportSettings,
  readMarkImportSettings,
  startMarkImportSchedule,
} from '@site/db/marks/schedule';
import { DEFAULT_DATA_DIR, REPO_ROOT } from '@site/db/settings';
import { sentLastDay } from './accounts/codes.ts';
import { publishDue } from './admin/content.ts';
import { type PreviewClaim, previewSecretOf, verifyPreview } from './admin/preview.ts';
import { createLeadWebhook, leadWebhookUrl } from './admin/webhook.ts';
import { createGateway, type Gateway } from './app.ts';
import { addressSecretOf, type PageLimitName, pageLimiter } from './limits.ts';
import { createMailDispatcher, type MailDispatcher, type MailSender, smtpMailSender } from './mail.ts';
import type { Logger } from './ops.ts';
import {
  FallbackRateLimiter,
  PostgresRateLimiter,
  type RateDecision,
  type RateLimiter,
  RedisRateLimiter,
} from './rate-limit.ts';
import { ReadCache } from './read-cache.ts';
import { announcePosterBoundaries } from './repositories/campaigns.ts';
import { RULES_TABLE, RulesStore } from './rules/versions.ts';
import { type GatewaySettings, gatewayDeps, gatewaySettings } from './settings.ts';
import { SmsBudget, type SmsBudgetHealth } from './sms/budget.ts';

export interface Runtime {
  db: Database;
  app: Gateway;
  /** Which database it runs on, for the ready line. */
  databaseKind: 'embedded' | 'external';
  /** The database is reachable and migrated (and the embedded server not being restarted): for /_ready. */
  ready(): Promise<{ ready: boolean; reason?: string }>;
  /** Where rate limits are counted. */
  rateLimiterKind: 'postgres' | 'redis';
  /**
   * Counts a request of one of the site's own costly routes (limits.ts, PAGE_LIMITS: the result page and its PDF)
   * for a client address, in the calls' limiter: the web server asks before rendering.
   */
  limitPage(name: PageLimitName, address: string): Promise<RateDecision>;
  /** A content preview's claim (admin/preview.ts) when the token is genuine and unexpired, else null. */
  previewClaim(token: string): Promise<PreviewClaim | null>;
  /** The mail dispatcher, when SMTP_URL is set. */
  mail: MailDispatcher | undefined;
  /** The content reads kept in memory (read-cache.ts), dropped on every content change. */
  readCache: ReadCache;
  /**
   * Calls back on every content change the database announces (content-changes.ts), on whichever instance it was
   * made, after the read cache has dropped what it touched: the site's pages drop theirs. Returns the unsubscribe.
   */
  onContentChange(listener: (change: ContentChange) => void): () => void;
  /** What /_health adds: the SMS budget's state (sms/budget.ts), the trademark registry's coverage per office and its
   * import schedule. */
  health(): { sms: SmsBudgetHealth; trademarkRegistry: Record<string, unknown> };
  /** How long each phase of the start took (ms), for the start's log line: database, migrations, seed, gateway. */
  startPhases: Record<string, number>;
  /** Stops the dispatcher and the limiter, closes the database (and stops the embedded server). Safe to call twice. */
  close(): Promise<void>;
}

/** How often expired rate-limit counters are deleted. */
const PRUNE_INTERVAL_MS = 15 * 60_000;
/** How often the SMS budget is counted between sends (a quiet site's figure falls as sends age past 24 hours). */
const SMS_BUDGET_INTERVAL_MS = 5 * 60_000;
/** How often /_health's copy of the trademark registry's coverage is read again. */
const COVERAGE_INTERVAL_MS = 60_000;

/** Settings default to this process's environment. */
export async function startRuntime(
  options: {
    database?: DatabaseSettings;
    gateway?: GatewaySettings;
    mailSender?: MailSender;
    /** The process's logger (ops.ts); default: messages on stderr. */
    logger?: Logger;
    /** The embedded database's watchdog (retries, and what to do when they fail: default exit 1). */
    watchdog?: WatchdogOptions;
    /** The trademark registry's scheduled imports (default: MARKS_IMPORT_SOURCES and MARKS_IMPORT_CRON). */
    markImports?: MarkImportSettings;
  } = {},
): Promise<Runtime> {
  const gateway = options.gateway ?? gatewaySettings();
  const logger = options.logger;
  const warn = (message: string) => (logger ? logger.warn(message) : console.warn(message));
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  const database = await openDatabase(options.database ?? databaseSettings(), {
    onError: (error) =>
      logger ? logger.warn({ err: error.message }, 'database connection error') : console.error(error.message),
    watchdog: {
      onEvent: logger
        ? ({ kind, message }) => (kind === 'restarted' ? logger.info(message) : logger.error(message))
        : undefined,
      onGiveUp: logger
        ? (error) => {
            logger.fatal(error.message);
            process.exit(1);
          }
        : undefined,
      ...options.watchdog,
    },
  });
  phase('database');
  let migrationsSkipped = false;
  try {
    // A worker of server.ts's primary, which migrated and seeded this database just before forking it (same code).
    if (process.env.SITE_DATABASE_PREPARED === '1') phase('migrations and seed (by the primary)');
    else {
      migrationsSkipped = (await migrateDatabase(database.db, undefined, warn)).skipped;
      phase(migrationsSkipped ? 'migrations (unchanged)' : 'migrations');
      const seeded = await seedDatabase(database.db);
      phase(seeded.length === 0 ? 'seed (unchanged)' : 'seed');
    }
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const { db } = database;
  const log = (message: string) => (logger ? logger.error(message) : console.error(message));

  const postgresLimiter = new PostgresRateLimiter(db);
  const rateLimiter: RateLimiter = gateway.redisUrl
    ? new FallbackRateLimiter(new RedisRateLimiter(gateway.redisUrl), postgresLimiter, log)
    : postgresLimiter;
  const prune = setInterval(() => {
    postgresLimiter.prune().catch((error: unknown) => log(`[gateway] pruning rate limits failed: ${String(error)}`));
  }, PRUNE_INTERVAL_MS);
  prune.unref();

  const smsBudget = new SmsBudget(gateway.smsDailyBudget, log);
  const countSms = () =>
    sentLastDay(db).then(
      (sent) => void smsBudget.observe(sent),
      (error: unknown) => log(`[gateway] counting the SMS budget failed: ${String(error)}`),
    );
  await countSms();
  const smsCount = setInterval(countSms, SMS_BUDGET_INTERVAL_MS);
  smsCount.unref();

  const sender =
    options.mailSender ??
    (gateway.smtpUrl
      ? smtpMailSender({ url: gateway.smtpUrl, from: gateway.mailFrom, timeoutMs: gateway.smtpTimeoutMs })
      : undefined);
  const mail = sender ? createMailDispatcher({ db, sender, log }) : undefined;
  mail?.start();

  // Content changes: the read cache first, then whoever subscribed (the site's page caches). Started before the
  // first request; a start that cannot listen (a server refusing LISTEN) still serves, with READ_CACHE_SECONDS as
  // the only bound.
  const readCache = new ReadCache({
    maxBytes: gateway.readCacheMb * 1024 * 1024,
    ttlMs: gateway.readCacheSeconds * 1000,
  });
  const changeListeners = new Set<(change: ContentChange) => void>();
  // The compliance rules: a publication on any instance announces itself on the content channel (rules/versions.ts).
  const rules = new RulesStore(db);
  const contentListener = listenContentChanges(
    database.url,
    (change) => {
      if (change.table === RULES_TABLE || change.table === '*') rules.invalidate();
      readCache.invalidate(change);
      for (const listener of changeListeners) listener(change);
    },
    { onError: (error) => log(`[gateway] content change listener: ${error.message}`) },
  );
  await Promise.race([contentListener.ready, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);

  // The trademark registry: its coverage for /_health (read now and every minute), and its scheduled imports.
  let coverage: CoverageRow[] | null = null;
  const readRegistry = () =>
    readCoverage(db.$client)
      .then((rows) => {
        coverage = rows;
      })
      .catch((error: unknown) => log(`[gateway] reading the trademark coverage failed: ${String(error)}`));
  await readRegistry();
  const coverageTimer = setInterval(() => void readRegistry(), COVERAGE_INTERVAL_MS);
  coverageTimer.unref();
  const markImports = options.markImports ?? readMarkImportSettings(process.env);
  let schedule: MarkImportSchedule | undefined;
  if (markImports.sources.length > 0) {
    schedule = await startMarkImportSchedule({
      connectionString: database.url,
      pool: db.$client,
      settings: markImports,
      log: (message) => (logger ? logger.info(message) : console.error(message)),
    }).catch((error: unknown) => {
      log(`[marks] the import schedule did not start: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
  }

  const deps = gatewayDeps(db, gateway, warn);
  // LEAD_WEBHOOK_URL: new leads to a WeCom, DingTalk or Feishu group robot (admin/webhook.ts).
  const webhookUrl = leadWebhookUrl();
  const limitPage = pageLimiter({
    limiter: rateLimiter,
    secret: addressSecretOf({ ...deps, db }),
    scale: deps.rateLimitScale ?? 1,
  });

  const previewSecret = previewSecretOf(db);
  // Scheduled content publications (issue 26): due drafts are published within 10 s, by whichever instance comes first.
  // The same tick announces the brands whose home posters started or ended since the previous tick (their cached
  // pages are dropped then; every instance announces, a repeated notification only drops the cache twice).
  let lastTick = new Date();
  const scheduledPublishing = setInterval(() => {
    const now = new Date();
    const since = lastTick;
    lastTick = now;
    publishDue(db, now).catch((error: unknown) =>
      log(`[content] scheduled publishing: ${error instanceof Error ? error.message : String(error)}`),
    );
    announcePosterBoundaries(db, since, now).catch((error: unknown) =>
      log(`[content] poster start/end: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, 10_000);
  scheduledPublishing.unref();

  phase('gateway');
  let closing: Promise<void> | undefined;
  return {
    db,
    startPhases: phases,
    limitPage,
    previewClaim: async (token) => verifyPreview(await previewSecret(), token, Date.now()),
    app: createGateway({
      ...deps,
      admin: {
        ...deps.admin,
        // Registry files uploaded in the back office wait under DATA_DIR until their import process has read them.
        markUploads: {
          dir: path.join(path.resolve(REPO_ROOT, process.env.DATA_DIR ?? DEFAULT_DATA_DIR), 'mark-uploads'),
          databaseUrl: database.url,
        },
      },
      smsBudget,
      rateLimiter,
      readCache,
      rules,
      onMailQueued: mail?.wake,
      onLead: webhookUrl
        ? (
            (notify) => (lead) =>
              void notify(lead)
          )(createLeadWebhook({ url: webhookUrl, log }))
        : undefined,
      log,
    }),
    readCache,
    onContentChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    databaseKind: database.kind,
    ready: () => database.readiness(),
    rateLimiterKind: rateLimiter.kind,
    mail,
    health: () => ({
      sms: smsBudget.health(),
      trademarkRegistry: {
        coverage,
        importSchedule: schedule
          ? {
              cron: markImports.cron,
              sources: markImports.sources.map((s) => ({ office: s.office, origin: loggedOrigin(s.origin) })),
            }
          : null,
      },
    }),
    close() {
      closing ??= (async () => {
        clearInterval(prune);
        clearInterval(scheduledPublishing);
        clearInterval(smsCount);
        clearInterval(coverageTimer);
        await schedule?.stop().catch(() => undefined);
        await contentListener.close();
        await mail?.stop();
        await rateLimiter.close?.();
        await database.close();
      })();
      return closing;
    },
  };
}
