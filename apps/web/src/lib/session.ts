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
 *
 * The state follows the login code, which is what signs a visitor in (docs/decisions.md, "The signed-in header"):
 * no code is anonymous; a code is signed in from the first render on, before the gateway has answered its user info
 * (a header that said 登录 until then was wrong for as long as the call took: seconds on a busy server); only the
 * gateway refusing the code (401) ends it. The code is read again whenever the page is shown (syncSession), so a
 * tab opened before a login or logout made in another tab or on another host follows it.
 */

export type PublicInfo = z.infer<typeof system.publicInfoWire>;

export interface Session {
  /**
   * False during server rendering and hydration: the page's HTML is the same for every visitor and cannot say who
   * the visitor is, so it shows neither state; true from the first render in the browser on.
   */
  known: boolean;
  /** The user's info; null while anonymous, and while the gateway has not answered it yet. */
  info: PublicInfo | null;
  /** A login code is there (signed in, or being checked). */
  loggedIn: boolean;
  logout(): Promise<void>;
}

/** The session's gateway calls and words, in the page's brand and language. */
export interface SessionCalls {
  /**
   * GET /system/user/info?client=1 with the login code: the info, or null when the gateway refuses the code (401:
   * ended, expired or revoked). Any other failure (network, timeout, server) throws: it says nothing of the code.
   */
  userInfo(): Promise<PublicInfo | null>;
  /** POST /auth/logout with the login code. */
  logout(): Promise<void>;
  /** 'account logged out' in the page's language. */
  loggedOutText: string;
}

interface SessionState {
  known: boolean;
  info: PublicInfo | null;
  loggedIn: boolean;
}

const UNKNOWN: SessionState = { known: false, info: null, loggedIn: false };
const ANONYMOUS: SessionState = { known: true, info: null, loggedIn: false };
const SIGNED_IN_UNCHECKED: SessionState = { known: true, info: null, loggedIn: true };

/** The state of this page; read from the login code on first use (the first render after hydration). */
let state: SessionState | undefined;
/** The login code the state was last checked for (undefined: none); UNCHECKED when it must be checked again. */
const UNCHECKED = Symbol('unchecked');
let checkedCode: string | undefined | typeof UNCHECKED = UNCHECKED;
let calls: SessionCalls | undefined;
let loadCalls: (() => Promise<SessionCalls>) | undefined;
const listeners = new Set<() => void>();

const publish = (next: SessionState) => {
  state = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The state now (useSession's snapshot; exported for tests). */
export const currentSession = (): SessionState => {
  state ??= readLoginCode() ? SIGNED_IN_UNCHECKED : ANONYMOUS;
  return state;
};
const serverSnapshot = () => UNKNOWN;

/** Ends the session in the browser: the info and the login cookie. */
export const clearSession = (): void => {
  removeLoginCode();
  checkedCode = undefined;
  publish(ANONYMOUS);
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
 * Brings the session in line with the login code: on page load, and whenever the page is shown again (SessionBoot).
 * Nothing happens while the code is the one already checked. A new code is signed in at once and its user info
 * asked for (`load` brings the calls, once); a refused code clears the session; a failure that says nothing of the
 * code keeps it and is tried again the next time the page is shown. No code is anonymous.
 */
export const syncSession = async (load: () => Promise<SessionCalls>): Promise<void> => {
  loadCalls = load;
  const code = readLoginCode();
  if (code === checkedCode) return;
  checkedCode = code;
  if (!code) {
    publish(ANONYMOUS);
    return;
  }
  publish(SIGNED_IN_UNCHECKED);
  try {
    calls ??= await load();
    const user = await calls.userInfo();
    // A newer code came meanwhile (a login in another tab): its own check decides.
    if (readLoginCode() !== code) return;
    if (user) {
      publish({ known: true, info: user, loggedIn: true });
      reportUser(user);
    } else clearSession();
  } catch {
    // The calls could not be loaded, or the call failed without judging the code (offline, timeout, 5xx).
    if (checkedCode === code) checkedCode = UNCHECKED;
  }
};

/** Logs out: tells the gateway, then clears the session whether or not that succeeded. */
export const logout = async (): Promise<void> => {
  try {
    if (readLoginCode() && loadCalls) {
      calls ??= await loadCalls();
      await calls.logout();
    }
  } catch {
    // The session ends here either way (spec section 4).
  }
  clearSession();
  if (calls) showToast(calls.loggedOutText, 'info');
};

/** The current session: unknown during server rendering and hydration, then as the login code says (see above). */
export const useSession = (): Session => ({
  ...useSyncExternalStore(subscribe, currentSession, serverSnapshot),
  logout,
});
