'use client';

import { useEffect } from 'react';
import { readLoginCode } from '../../lib/cookies.ts';
import { deviceId } from '../../lib/device-id.ts';
import { startSession, useSession } from '../../lib/session.ts';

/**
 * Loads the session on page load (spec section 4) and makes sure the device id exists. The page's
 * brand and locale are read from the right panel, which every layout with a session renders
 * (SessionBoot takes no props: shell-extras mounts it as is).
 */
export function SessionBoot() {
  const { loggedIn } = useSession();
  useEffect(() => {
    deviceId();
    if (!readLoginCode()) return;
    const panel = document.querySelector<HTMLElement>('[data-right-panel]');
    const platform = panel?.dataset.rightPanel;
    const locale = panel?.dataset.locale;
    if (!platform || !locale) return;
    void import('./session-calls.ts')
      .then(({ sessionCalls }) => {
        const calls = sessionCalls(platform, locale);
        if (calls) return startSession(calls);
      })
      // The session's code could not be loaded (offline): the page stays anonymous until the next load.
      .catch(() => undefined);
  }, []);
  // The session's state as a hook for tests and styles; nothing visible.
  return <span hidden data-session={loggedIn ? 'logged-in' : 'anonymous'} />;
}
