import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Data visitors create: contact messages, questionnaires, accounts, sessions, SMS codes, visits. */

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    /** The form's idempotency key (a UUID made by the page): a double submit stores one row. */
    idempotencyKey: uuid('idempotency_key'),
    companyName: text('company_name'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    content: text('content').notNull(),
    /** The page or widget the form was sent from (the contact page's 'from' prop). */
    fromPage: text('from_page'),
    channelNo: varchar('channel_no', { length: 64 }),
    userAgent: text('user_agent'),
    /** HMAC-SHA-256 of the client address (never the address itself): enough to group spam, not to locate anyone. */
    clientHash: varchar('client_hash', { length: 64 }),
    /** The signed-in sender (a live Bearer session came with the form), for their workbench; null = anonymous. */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [
    index('contact_messages_created').on(t.createdAt),
    uniqueIndex('contact_messages_idempotency').on(t.idempotencyKey),
    index('contact_messages_user').on(t.userId, t.createdAt),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mercNo: varchar('merc_no', { length: 32 }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull(),
    /** The national number (libphonenumber's national significant number: no trunk prefix). */
    phone: varchar('phone', { length: 32 }).notNull(),
    /** The country calling code of the number, e.g. 86. */
    areaCode: varchar('area_code', { length: 8 }).notNull().default('86'),
    /**
     * The number in E.164 (+8613800138000): the account's key, one per handset however the number was typed. Null
     * only for an account set aside by the migration to E.164 because an older account has the same number
     * (`phoneConflictOf`, docs/decisions.md "One handset, one number").
     */
    e164: varchar('e164', { length: 16 }),
    /** The older account that kept this account's number when both became the same E.164 number; null otherwise. */
    phoneConflictOf: integer('phone_conflict_of').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    channelNo: varchar('channel_no', { length: 64 }),
    /** Analytics marker reported on load (buryingPoint). */
    buryingPoint: text('burying_point'),
    /** Where the registration started: the portal query's pointType and intoWay (e.g. wwwNavGuide). */
    pointType: varchar('point_type', { length: 64 }),
    intoWay: varchar('into_way', { length: 64 }),
    /** The 32-hex device id the account was registered from. */
    deviceId: varchar('device_id', { length: 32 }),
    /**
     * The compliance report whose result page the registration started from (免费注册并办理), if any. No foreign
     * key: the reports refer to their users already, and db:backup orders tables by their keys (a cycle cannot be).
     */
    entryReportId: uuid('entry_report_id'),
    createdAt,
  },
  (t) => [
    uniqueIndex('users_e164').on(t.e164),
    uniqueIndex('users_merc_no').on(t.mercNo),
    // The funnel's registrations over a range (issue 25).
    index('users_created').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token (the login code); the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** SHA-256 of the portal's HttpOnly cookie of the same login (docs/portal.md); null for sessions made without one. */
    cookieHash: varchar('cookie_hash', { length: 64 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The 32-hex device id of the login. */
    deviceId: varchar('device_id', { length: 32 }),
    createdAt,
    /** When either credential was last accepted (updated at most once a minute). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token').on(t.tokenHash),
    uniqueIndex('sessions_cookie').on(t.cookieHash),
    index('sessions_user').on(t.userId),
  ],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 32 }).notNull(),
    areaCode: varchar('area_code', { length: 8 }).notNull().default('86'),
    /** The number in E.164: every limit of the phone is keyed on it. */
    e164: varchar('e164', { length: 16 }).notNull(),
    /** The page that asked, 'register' | 'login' (one flow: either code signs in or registers). */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /**
     * HMAC-SHA-256 of the device (x-device-id) that asked: the code is that requester's, and so are its tries and the
     * phone's resend wait (a stranger asking for the same phone neither replaces nor burns the owner's code).
     */
    deviceHash: varchar('device_hash', { length: 64 }),
    /** 0 SMS, 1 voice. */
    channel: integer('channel').notNull().default(0),
    /** HMAC-SHA-256 of the code (AUTH_SECRET, else a secret of app_secrets); the code itself is never stored here. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Wrong tries so far; the fifth kills the code. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, atomically, by the call that used the code (or by the fifth wrong try). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** HMAC-SHA-256 of the client address that asked for the code (the per-address daily cap). */
    clientHash: varchar('client_hash', { length: 64 }),
    createdAt,
  },
  (t) => [
    index('sms_codes_e164').on(t.e164, t.deviceHash, t.createdAt),
    index('sms_codes_device').on(t.deviceHash, t.createdAt),
    index('sms_codes_client').on(t.clientHash, t.createdAt),
    index('sms_codes_created').on(t.createdAt),
  ],
);

/**
 * The development SMS provider (no SMS_PROVIDER_URL): each message that would have been sent, with its text. It is
 * the stand-in phone, so its body holds the code (docs/decisions.md, "Portal accounts"); with a real provider
 * configured nothing is written here and /system/user/dev-outbox answers 404.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    areaCode: varchar('area_code', { length: 8 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    /** 'sms' | 'voice' */
    channel: varchar('channel', { length: 8 }).notNull(),
    /** 'register' | 'login' */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    body: text('body').notNull(),
    createdAt,
  },
  (t) => [index('sms_outbox_created').on(t.createdAt)],
);

/**
 * A questionnaire answer with the compliance report made from it, stored once and never recomputed: the page
 * shows it as it was made (engine and rules version, as-of date), whatever the rules say later. The id is a
 * random UUID (v4), so a report's address cannot be guessed from another's.
 */
export const questionnaireReports = pgTable(
  'questionnaire_reports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    platform: varchar('platform', { length: 16 }).notNull(),
    /**
     * The account the report belongs to: set when it is made signed in, or claimed once, by the first sign-in that
     * names it or comes from its device (a conditional update: never moved to a second account).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The 32-hex device id the report was made on (x-device-id), for its claim at the device's sign-in. */
    deviceId: varchar('device_id', { length: 32 }),
    channelNo: varchar('channel_no', { length: 64 }),
    /** 1 = the official website. */
    source: integer('source').notNull().default(1),
    /** answerList as sent: [{questionId, answer}] with comma-joined codes. */
    answers: jsonb('answers').notNull(),
    /** The refine step's answers (stock, establishment, volumes, products), stored beside the nine; null = none. */
    refine: jsonb('refine'),
    /** The report this one refines (the first stays unchanged); null for a first report. */
    refinedFrom: uuid('refined_from'),
    /** The report of packages/compliance's buildReport (complianceReportWire). */
    report: jsonb('report').notNull(),
    /** The recommended services with their prices when the report was made (pricedServiceWire[]). */
    services: jsonb('services').notNull(),
    engineVersion: varchar('engine_version', { length: 32 }).notNull(),
    rulesVersion: varchar('rules_version', { length: 32 }).notNull(),
    /** The day the report was made (UTC), the report's 'as of'. */
    checkedOn: date('checked_on', { mode: 'string' }).notNull(),
    createdAt,
    /** When its owner first opened it (isUserNewReport); null = not yet. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [
    index('questionnaire_reports_user').on(t.userId, t.createdAt),
    // The funnel's first reports over a range (issue 25).
    index('questionnaire_reports_created').on(t.createdAt).where(sql`${t.refinedFrom} is null`),
    index('questionnaire_reports_unclaimed_device')
      .on(t.deviceId, t.createdAt)
      .where(sql`${t.userId} is null and ${t.deviceId} is not null`),
  ],
);

export const visitorRecords = pgTable(
  'visitor_records',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    deviceId: varchar('device_id', { length: 32 }).notNull(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    channelNo: varchar('channel_no', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt,
  },
  (t) => [index('visitor_records_device').on(t.deviceId, t.createdAt)],
);

/**
 * Mail to send (transactional outbox): written in the same transaction as what it reports, sent afterwards by the
 * gateway's dispatcher. Without SMTP_URL the rows stay here (the development outbox).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is about, e.g. 'contact'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** What it reports, e.g. 'contact_messages:42'. */
    reference: text('reference'),
    createdAt,
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not before this time (backoff after a failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/**
 * Sliding-window counters of the PostgreSQL rate limiter (rate-limit.ts): one row per key and window length with
 * the count of the current fixed window and of the one before it, rolled over in place when a new window starts.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    /** Start of the current window, in milliseconds since the epoch. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** The count of the window just before the current one (0 when that window had none). */
    previousCount: integer('previous_count').notNull().default(0),
    /** End of the window after the current one (the current count still weighs in it): rows past it may be deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires').on(t.expiresAt)],
);

/**
 * Which device a view or click of an item was counted for, per day (China time): a counter call counts a device
 * at most once per item and day. The device is the keyed hash of its x-device-id, else of its client address;
 * `address_hash` is the client address's, to cap how many devices one address may add per item and day. Rows of
 * past days are deleted by the gateway (once a day per process).
 */
export const countedViews = pgTable(
  'counted_views',
  {
    /** What was counted: 'poster-view', 'poster-click', 'popup-view'. */
    kind: varchar('kind', { length: 20 }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The calendar day in China time. */
    day: date('day', { mode: 'string' }).notNull(),
    deviceHash: varchar('device_hash', { length: 32 }).notNull(),
    addressHash: varchar('address_hash', { length: 32 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.day, t.deviceHash] }),
    index('counted_views_address').on(t.kind, t.itemId, t.day, t.addressHash),
    index('counted_views_day').on(t.day),
  ],
);

/**
 * Proof-of-work solutions already used (accounts/human-check.ts): a solved challenge is good for one code send. Kept
 * until the challenge expires, then deleted as new ones come.
 */
export const humanCheckUses = pgTable(
  'human_check_uses',
  {
    /** The challenge's id (its nonce). */
    id: varchar('id', { length: 128 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('human_check_uses_expires').on(t.expiresAt)],
);

/**
 * Secrets the application makes for itself on first use, one per database (e.g. the key that hashes client
 * addresses when no ADDRESS_HASH_SECRET is set), so every instance on the database uses the same one.
 */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt,
});

/**
 * Content-Security-Policy violations reported by browsers (the gateway's CSP report call): what was blocked, where,
 * and under which directive, to see a policy that breaks a page or an injection attempt. Client addresses are kept
 * as their keyed hash only. Free text is cut to the contract's lengths.
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platform: varchar('platform', { length: 8 }).notNull(),
    /** The page whose policy was violated (without its query). */
    documentUri: varchar('document_uri', { length: 2048 }).notNull(),
    /** The directive that blocked it, e.g. script-src-elem. */
    directive: varchar('directive', { length: 200 }).notNull(),
    /** What was blocked: a URL, 'inline', 'eval'. */
    blockedUri: varchar('blocked_uri', { length: 2048 }),
    sourceFile: varchar('source_file', { length: 2048 }),
    lineNumber: integer('line_number'),
    /** The first characters of the blocked inline code, when the policy asks for them ('report-sample'). */
    sample: varchar('sample', { length: 200 }),
    disposition: varchar('disposition', { length: 10 }),
    userAgent: varchar('user_agent', { length: 500 }),
    addressHash: varchar('address_hash', { length: 32 }),
    createdAt,
  },
  (t) => [index('csp_reports_created').on(t.createdAt)],
);
