import {
  boolean,
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
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The back office's staff (issue 25): better-auth's tables (its drizzle adapter maps its models user, session,
 * account, verification and twoFactor onto these, apps' `modelName`), kept apart from the portal's customers
 * (users/sessions). Ids are better-auth's text ids.
 */
const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const staffUsers = pgTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** better-auth needs an e-mail per user: staff get `<username>@staff.invalid` unless one is given. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    /** username plugin */
    username: text('username'),
    displayUsername: text('display_username'),
    /** admin plugin: admin | sales | marketing | editor | compliance */
    role: text('role'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** twoFactor plugin */
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
    /** Set by `npm run admin:create` (a one-time password): every admin call but the password change refuses until then. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [uniqueIndex('staff_users_email').on(t.email), uniqueIndex('staff_users_username').on(t.username)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** admin plugin */
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [uniqueIndex('staff_sessions_token').on(t.token), index('staff_sessions_user').on(t.userId)],
);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('staff_accounts_user').on(t.userId)],
);

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('staff_verifications_identifier').on(t.identifier)],
);

export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('staff_two_factors_user').on(t.userId)],
);

/** Failed sign-ins per user name: the fifth in a row locks the name for 15 minutes (gateway/src/admin/auth.ts). */
export const staffSignInFailures = pgTable('staff_sign_in_failures', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: stamp('updated_at'),
});

/**
 * Every write and export of the back office: who, when, what, before and after. Rows are only ever inserted (the
 * gateway has no call that updates or deletes one, and a trigger refuses UPDATE and DELETE).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role'),
    /** e.g. lead.work, lead.export, staff.signIn */
    action: varchar('action', { length: 64 }).notNull(),
    /** What it touched, e.g. contact:12 */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('audit_log_created').on(t.createdAt), index('audit_log_target').on(t.target, t.createdAt)],
);

/** The work on one lead (any kind): keyed by the lead's kind and its row's id in that kind's table. */
export const leadWork = pgTable(
  'lead_work',
  {
    kind: varchar('kind', { length: 32 }).notNull(),
    leadId: text('lead_id').notNull(),
    assigneeId: text('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** new | contacted | qualified | won | lost */
    status: varchar('status', { length: 16 }).notNull().default('new'),
    lostReason: text('lost_reason'),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    updatedAt: stamp('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.leadId] }), index('lead_work_assignee').on(t.assigneeId)],
);

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    leadId: text('lead_id').notNull(),
    authorId: text('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [index('lead_notes_lead').on(t.kind, t.leadId, t.createdAt)],
);

/**
 * Drafts and versions of the site's content (issue 26): one row per saved version of one item (a product, an
 * article, ...; `kind` and the item's id in that kind's table). An edit adds a draft (never read by the public
 * site); publishing writes the draft's data into the live row in the same transaction (the content triggers notify
 * the caches) and marks the version published. A newer draft supersedes an older one (archived). Numbers count up per
 * item; the highest is the one a save must be based on (optimistic concurrency).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The item's brand, '*' for content every brand shares (products). */
    platform: varchar('platform', { length: 16 }).notNull(),
    version: integer('version').notNull(),
    /** draft | published | archived */
    state: varchar('state', { length: 16 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The version this one was made from (the editor's base, or the restored one). */
    basedOn: integer('based_on'),
    /** The version restored into this one, if it is a restore. */
    restoredFrom: integer('restored_from'),
    authorId: text('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: stamp('created_at'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by'),
    /** A scheduled publication's time. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_versions_item_version').on(t.kind, t.itemId, t.version),
    index('content_versions_state').on(t.state, t.publishAt),
  ],
);
