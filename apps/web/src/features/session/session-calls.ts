import * as auth from '@site/contracts/auth';
import { ApiError } from '@site/contracts/client';
import * as system from '@site/contracts/system';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';
import type { SessionCalls } from '../../lib/session.ts';

/**
 * The session's gateway calls for a page's brand and locale (loaded on demand by SessionBoot).
 * Both are silent and never open the login: a refused login code (401) just ends the session.
 */
export const sessionCalls = (context: BrowserGatewayContext, loggedOutText: string): SessionCalls => {
  const gateway = createBrowserGateway(context);
  const quiet = { silent: true, ignoreUnauthorized: true } as const;
  return {
    userInfo: async () => {
      try {
        return await gateway.call(system.getUserInfo, { ...quiet, query: { client: 1 } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    logout: async () => {
      await gateway.call(auth.logout, quiet);
    },
    loggedOutText,
  };
};
