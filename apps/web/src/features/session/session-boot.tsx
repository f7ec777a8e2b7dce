'use client';

import { useEffect } from 'react';
import type { BrowserGatewayContext } from '../../lib/browser-gateway.ts';
import { readLoginCode } from '../../lib/cookies.ts';
import { deviceId } from '../../lib/device-id.ts';
import { startSession, useSession } from '../../lib/session.ts';

/**
 * Loads the session on page load (spec section 4) and makes sure the device id exists. The
 * session's calls are a chunk of their own, loaded only when a login code exists.
 */
export function SessionBoot(context: BrowserGatewayContext) {
  const { loggedIn } = useSession();
  const { brand, locale, home, portal } = context;
  useEffect(() => {
    deviceId();
    if (!readLoginCode()) return;
    void import('./session-calls.ts')
      .then(({ sessionCalls }) => startSession(sessionCalls({ brand, locale, home, portal })))
      // The session's code could not be loaded (offline): the page stays anonymous until the next load.
      .catch(() => undefined);
  }, [brand, locale, home, portal]);
  // The session's state as a hook for tests and styles; nothing visible.
  return <span hidden data-session={loggedIn ? 'logged-in' : 'anonymous'} />;
}
