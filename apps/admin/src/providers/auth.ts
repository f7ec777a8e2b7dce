import type { AccessControlProvider, AuthProvider } from '@refinedev/core';
import { CONTENT_EDITORS, CONTENT_KINDS, MARK_IMPORTERS, RULE_EDITORS } from '@site/contracts/admin';
import { translate } from '../i18n/index.ts';
import { ApiError, apiCall, fetchMe, type Me } from './api.ts';

/** Where a signed-in staff member must go first: a new password, then (admins) TOTP; else the inbox or the funnel. */
export const nextStepOf = (me: Me): string => {
  if (me.mustChangePassword) return '/change-password';
  if (me.role === 'admin' && !me.twoFactorEnabled) return '/two-factor/setup';
  if (me.role === 'editor') return '/content/product';
  if (me.role === 'admin' || me.role === 'sales' || me.role === 'compliance') return '/leads';
  return me.role === 'marketing' ? '/funnel' : '/welcome';
};

/** better-auth's error codes the sign-in and password pages meet, worded by the catalogue (its messages are English). */
const AUTH_CODES = ['INVALID_USERNAME_OR_PASSWORD', 'INVALID_PASSWORD', 'PASSWORD_TOO_SHORT', 'INVALID_CODE'] as const;

/** A failed sign-in's or password change's text: the catalogue's for a known code, else the server's message. */
export const authFailureText = (error: unknown): string => {
  if (error instanceof ApiError && (AUTH_CODES as readonly (string | undefined)[]).includes(error.code))
    return translate(`errors.auth.${error.code}`);
  return error instanceof Error ? error.message : String(error);
};

let cached: Promise<Me | null> | undefined;
export const currentStaff = (fresh = false): Promise<Me | null> => {
  if (fresh || !cached) {
    cached = fetchMe().catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    });
  }
  return cached;
};

export const authProvider: AuthProvider = {
  login: async ({ username, password, code }: { username?: string; password?: string; code?: string }) => {
    try {
      if (code) {
        await apiCall('/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
      } else {
        const result = await apiCall<{ twoFactorRedirect?: boolean }>('/auth/sign-in/username', {
          method: 'POST',
          body: { username, password },
        });
        if (result?.twoFactorRedirect) return { success: true, redirectTo: '/two-factor' };
      }
      const me = await currentStaff(true);
      return { success: true, redirectTo: me ? nextStepOf(me) : '/login' };
    } catch (error) {
      return {
        success: false,
        error: {
          name: translate('errors.signInFailed'),
          message: authFailureText(error),
        },
      };
    }
  },
  logout: async () => {
    await apiCall('/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    cached = undefined;
    return { success: true, redirectTo: '/login' };
  },
  check: async () => {
    const me = await currentStaff(true).catch(() => null);
    return me ? { authenticated: true } : { authenticated: false, redirectTo: '/login', logout: true };
  },
  onError: async (error: { status?: number; statusCode?: number }) => {
    const status = error?.statusCode ?? error?.status;
    if (status === 401) return { logout: true, redirectTo: '/login' };
    return {};
  },
  getIdentity: async () => currentStaff(),
  getPermissions: async () => (await currentStaff())?.role ?? null,
  updatePassword: async ({ currentPassword, password }: { currentPassword: string; password: string }) => {
    try {
      await apiCall('/auth/change-password', {
        method: 'POST',
        body: { currentPassword, newPassword: password, revokeOtherSessions: true },
      });
      const me = await currentStaff(true);
      return { success: true, redirectTo: me ? nextStepOf(me) : '/login' };
    } catch (error) {
      return {
        success: false,
        error: {
          name: translate('errors.changeFailed'),
          message: authFailureText(error),
        },
      };
    }
  },
};

/** Which pages a role sees (the server checks every call again: this only hides what would answer 403). */
const PAGES: Record<string, readonly Me['role'][]> = {
  leads: ['admin', 'sales', 'compliance'],
  // getFunnel's roles (packages/contracts/src/admin.ts).
  funnel: ['admin', 'marketing', 'sales'],
  audit: ['admin'],
  'marks/imports': MARK_IMPORTERS,
  ...Object.fromEntries(CONTENT_KINDS.map((kind) => [`content/${kind}`, CONTENT_EDITORS])),
  // The compliance rules' calls (listRules and the rest).
  rules: RULE_EDITORS,
  'rules/impact': RULE_EDITORS,
  'rules/versions': RULE_EDITORS,
  // listMedia's roles.
  media: CONTENT_EDITORS,
};

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource }) => {
    const me = await currentStaff();
    const allowed = !resource || !PAGES[resource] || (me !== null && PAGES[resource].includes(me.role));
    return { can: allowed, reason: allowed ? undefined : translate('errors.forbidden') };
  },
};
