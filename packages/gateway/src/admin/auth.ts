import { randomBytes } from 'node:crypto';
import type { Database } from '@site/db/client';
import {
  auditLog,
  staffAccounts,
  staffSessions,
  staffSignInFailures,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '@site/db/schema';
import { eq, sql } from 'drizzle-orm';
import { storedSecret } from '../stored-secret.ts';
import { STAFF_ROLES, type StaffRole } from './roles.ts';
import type { AdminSettings } from './settings.ts';

/** Failed sign-ins in a row that lock a user name, and for how long. */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_MINUTES = 15;
export const LOCKED_MESSAGE = `连续 ${LOCKOUT_FAILURES} 次登录失败，账号已锁定 ${LOCKOUT_MINUTES} 分钟，请稍后再试或联系管理员`;
export const MIN_PASSWORD_LENGTH = 10;
/** better-auth endpoints whose success is written to the audit log. */
const AUDITED_AUTH_PATHS = [
  '/sign-in/username',
  '/sign-out',
  '/change-password',
  '/revoke-sessions',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/admin/',
];
/** A user name: 2-32 of a-z 0-9 . _ - (lower case; sign-in lower-cases what is typed). */
const USERNAME = /^[a-z0-9._-]{2,32}$/;

export interface StaffAuthOptions {
  db: Database;
  settings: AdminSettings;
  /** better-auth's secret; default: one made per database (app_secrets 'staff-auth'). */
  secret?: string;
  /** The clock of the lockout (tests). */
  now?: () => Date;
}

const normalize = (name: unknown) => (typeof name === 'string' ? name.trim().toLowerCase() : '');

/**
 * better-auth, loaded when the back office is first used, not at start (issue 27: its modules were 0.4 s of every
 * start of the site, whose visitors never need them).
 */
const build = async (options: StaffAuthOptions, secret: string) => {
  const [
    { betterAuth },
    { drizzleAdapter },
    { APIError, createAuthMiddleware },
    { admin, twoFactor, username },
    { createAccessControl },
    { adminAc, defaultStatements },
  ] = await Promise.all([
    import('better-auth'),
    import('better-auth/adapters/drizzle'),
    import('better-auth/api'),
    import('better-auth/plugins'),
    import('better-auth/plugins/access'),
    import('better-auth/plugins/admin/access'),
  ]);
  const ac = createAccessControl(defaultStatements);
  const noAdminRights = () => ac.newRole({ user: [], session: [] });
  const roles = Object.fromEntries(
    STAFF_ROLES.map((role) => [role, role === 'admin' ? adminAc : noAdminRights()]),
  ) as Record<StaffRole, ReturnType<typeof noAdminRights>>;
  const { db, settings } = options;
  const now = options.now ?? (() => new Date());
  return betterAuth({
    appName: '后台',
    baseURL: settings.origin,
    basePath: '/admin-api/auth',
    secret,
    trustedOrigins: [settings.origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made by `npm run admin:create` only.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        mustChangePassword: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: {
      // Idle timeout: a session lives idleMinutes from its last use (refreshed at most once a minute).
      expiresIn: settings.idleMinutes * 60,
      updateAge: 60,
    },
    // The lockout below and the gateway's limits stand in for better-auth's in-memory limiter (per process).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'staff',
      useSecureCookies: settings.origin.startsWith('https:'),
      defaultCookieAttributes: { sameSite: 'strict', httpOnly: true },
    },
    telemetry: { enabled: false },
    plugins: [
      username({
        minUsernameLength: 2,
        maxUsernameLength: 32,
        usernameValidator: (name) => USERNAME.test(name),
      }),
      twoFactor({ issuer: '后台' }),
      admin({ ac, roles, adminRoles: ['admin'], defaultRole: 'sales' }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/username') return;
        const name = normalize((ctx.body as { username?: unknown } | undefined)?.username);
        const [row] = await db.select().from(staffSignInFailures).where(eq(staffSignInFailures.username, name));
        if (row?.lockedUntil && row.lockedUntil > now()) {
          throw new APIError('FORBIDDEN', { message: LOCKED_MESSAGE, code: 'ACCOUNT_LOCKED' });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/username') {
          const name = normalize((ctx.body as { username?: unknown } | undefined)?.username);
          if (!name) return;
          const returned = ctx.context.returned;
          if (returned instanceof APIError) {
            if (returned.body?.code === 'ACCOUNT_LOCKED') return;
            const lockedUntil = new Date(now().getTime() + LOCKOUT_MINUTES * 60_000);
            // One statement: the count and the lock of concurrent failures stay right.
            await db
              .insert(staffSignInFailures)
              .values({ username: name, failures: 1, updatedAt: now() })
              .onConflictDoUpdate({
                target: staffSignInFailures.username,
                set: {
                  // A lock that has run out starts a new count.
                  failures: sql`case when ${staffSignInFailures.lockedUntil} is not null and ${staffSignInFailures.lockedUntil} <= ${now()} then 1 else ${staffSignInFailures.failures} + 1 end`,
                  lockedUntil: sql`case when (case when ${staffSignInFailures.lockedUntil} is not null and ${staffSignInFailures.lockedUntil} <= ${now()} then 1 else ${staffSignInFailures.failures} + 1 end) >= ${LOCKOUT_FAILURES} then ${lockedUntil}::timestamptz else null end`,
                  updatedAt: now(),
                },
              });
          } else {
            await db.delete(staffSignInFailures).where(eq(staffSignInFailures.username, name));
          }
        }
        if (!(ctx.context.returned instanceof APIError) && AUDITED_AUTH_PATHS.some((p) => ctx.path.startsWith(p))) {
          // Account changes made through better-auth's own endpoints go to the audit log too (never the secrets).
          const user = (ctx.context.session?.user ?? ctx.context.newSession?.user) as
            | { id: string; name: string; username?: string | null; role?: string | null }
            | undefined;
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          await db.insert(auditLog).values({
            actorId: user?.id ?? null,
            actorName: user?.username ?? user?.name ?? normalize(body.username),
            actorRole: user?.role ?? null,
            action: `auth${ctx.path.replace(/\//g, '.')}`,
            target: typeof body.userId === 'string' ? `staff:${body.userId}` : user ? `staff:${user.id}` : null,
            after: Object.fromEntries(
              Object.entries(body).filter(([key]) => ['role', 'userId', 'username', 'banReason'].includes(key)),
            ),
          });
        }
        if (ctx.path === '/change-password' && !(ctx.context.returned instanceof APIError)) {
          const userId = ctx.context.session?.user.id;
          if (userId) await db.update(staffUsers).set({ mustChangePassword: false }).where(eq(staffUsers.id, userId));
        }
      }),
    },
  });
};

export type StaffAuth = Awaited<ReturnType<typeof build>>;

/** better-auth for the back office, made on first use (its secret may come from the database). */
export const staffAuthOf = (options: StaffAuthOptions): (() => Promise<StaffAuth>) => {
  let auth: Promise<StaffAuth> | undefined;
  return () => {
    auth ??= (async () =>
      await build(options, options.secret ?? (await storedSecret(options.db, 'staff-auth'))))().catch(
      (error: unknown) => {
        auth = undefined;
        throw error;
      },
    );
    return auth;
  };
};

/** A one-time password: 16 characters of an alphabet without look-alikes. */
export const oneTimePassword = (): string => {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
};

/**
 * Creates a staff account with a one-time password (it must be changed at first sign-in); the name is the user name.
 * Throws when the name is taken or the role unknown.
 */
export const createStaff = async (
  auth: StaffAuth,
  db: Database,
  input: { username: string; role: StaffRole; name?: string },
) => {
  const name = normalize(input.username);
  if (!USERNAME.test(name)) throw new Error('user name: 2-32 of a-z 0-9 . _ -');
  if (!STAFF_ROLES.includes(input.role)) throw new Error(`role: one of ${STAFF_ROLES.join(', ')}`);
  const [taken] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.username, name));
  if (taken) throw new Error(`user name ${name} is taken`);
  const ctx = await auth.$context;
  const password = oneTimePassword();
  const user = await ctx.internalAdapter.createUser(
    {
      email: `${name}@staff.invalid`,
      name: input.name ?? name,
      emailVerified: true,
      username: name,
      displayUsername: input.username.trim(),
      role: input.role,
      mustChangePassword: true,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  return { id: user.id, username: name, role: input.role, password };
};
