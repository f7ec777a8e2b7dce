'use client';

import { useEffect } from 'react';
import type { BrowserGatewayContext } from '../../lib/browser-gateway.ts';
import { deviceId } from '../../lib/device-id.ts';
import { listen } from '../../lib/listen.ts';
import { syncSession, useSession } from '../../lib/session.ts';

/**
 * Loads the session on page load (spec section 4) and makes sure the device id exists. The
 * session's calls are a chunk of their own, loaded only when a login code exists. The login code
 * is read again whenever the page is shown again (back to its tab or window, or out of the
 * back-forward cache): the header opens the portal in a new tab, and the tab the visitor comes back
 * to must show the login made there (or the logout).
 */
export function SessionBoot({ loggedOutText, ...context }: BrowserGatewayContext & { loggedOutText: string }) {
  const { loggedIn, info } = useSession();
  const { brand, locale, home, portal } = context;
  useEffect(() => {
    deviceId();
    const load = () =>
      import('./session-calls.ts').then(({ sessionCalls }) =>
        sessionCalls({ brand, locale, home, portal }, loggedOutText),
      );
    const sync = () => {
      if (document.visibilityState !== 'hidden') void syncSession(load);
    };
    sync();
    // A login or logout in another tab changes the cookie: the Cookie Store API tells at once where the browser has
    // it; the page's next showing (back to its tab or window, or out of the back-forward cache) tells everywhere.
    const cookies = 'cookieStore' in window ? window.cookieStore : undefined;
    return listen(
      [cookies, 'change', sync],
      [document, 'visibilitychange', sync],
      [window, 'focus', sync],
      [window, 'pageshow', sync],
    );
  }, [brand, locale, home, portal, loggedOutText]);
  // The session's state as a hook for tests and styles; nothing visible. 'checking': signed in by the login code,
  // its user info not answered yet.
  return <span hidden data-session={loggedIn ? (info ? 'logged-in' : 'checking') : 'anonymous'} />;
}
