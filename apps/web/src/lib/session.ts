import type * as system from '@site/contracts/system';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { showToast } from '../ui/toast.ts';
import { readLoginCode, removeLoginCode } from './cookies.ts';

/**
 * The visitor's session in the browser (spec sections 4 and 6): a tiny external store holding the
 * user's public info. Pages are cached and the same for everyone, so the session is loaded after
 * the page, by SessionBoot (src/features/session); islands such as the header read it with
 * useSession(). The gateway calls come in through SessionCalls, loaded only when a login code
 * exists, so anonymous visitors download none of them.
 */

export type PublicInfo = z.infer<typeof system.publicInfoWire>;

export interface Session {
  info: PublicInfo | null;
  loggedIn: boolean;
  logout(): Promise<void>;
}

/** The session's gateway calls and words, in the page's brand and language. */
export interface SessionCalls {
  /** GET /system/user/info?client=1 with the login code. */
  userInfo(): Promise<PublicInfo>;
  /** POST /auth/logout with the login code. */
  logout(): Promise<void>;
  /** 'account logged out' in the page's language. */
  loggedOutText: string;
}

let info: PublicInfo | null = null;
let calls: SessionCalls | undefined;
const listeners = new Set<() => void>();

const publish = (next: PublicInfo | null) => {
  info = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const snapshot = () => info;
const serverSnapshot = () => null;

/** Ends the session in the browser: the info and the login cookie. */
export const clearSession = (): void => {
  removeLoginCode();
  publish(null);
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Reports the logged-in user to analytics (spec section 4: "reports mercNo and buryingPoint"): one
 * 'user_info' event on the page's dataLayer, which a tag manager, where the site runs one, forwards.
 */
const reportUser = (user: PublicInfo) => {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'user_info', mercNo: user.mercNo, buryingPoint: user.buryingPoint });
};

/**
 * Loads the session once per page when a login code exists: success stores the info and reports
 * it; any failure (expired or unknown code, network) clears the session.
 */
export const startSession = async (sessionCalls: SessionCalls): Promise<void> => {
  calls = sessionCalls;
  if (!readLoginCode()) return;
  try {
    const user = await sessionCalls.userInfo();
    publish(user);
    reportUser(user);
  } catch {
    clearSession();
  }
};

/** Logs out: tells the gateway, then clears the session whether or not that succeeded. */
export const logout = async (): Promise<void> => {
  try {
    if (calls && readLoginCode()) await calls.logout();
  } catch {
    // The session ends here either way (spec section 4).
  }
  clearSession();
  if (calls) showToast(calls.loggedOutText, 'info');
};

/** The current session; anonymous during server rendering and until SessionBoot has loaded it. */
export const useSession = (): Session => {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return { info: current, loggedIn: current !== null, logout };
};
