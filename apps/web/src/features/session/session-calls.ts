import * as auth from '@site/contracts/auth';
import * as system from '@site/contracts/system';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';
import type { SessionCalls } from '../../lib/session.ts';
import { uiText } from '../../lib/ui-text.ts';

/**
 * The session's gateway calls for a page's brand and locale (loaded on demand by SessionBoot).
 * Both are silent and never open the login: a failed user-info call just ends the session.
 */
export const sessionCalls = (context: BrowserGatewayContext): SessionCalls => {
  const gateway = createBrowserGateway(context);
  const quiet = { silent: true, ignoreUnauthorized: true } as const;
  return {
    userInfo: () => gateway.call(system.getUserInfo, { ...quiet, query: { client: 1 } }),
    logout: async () => {
      await gateway.call(auth.logout, quiet);
    },
    loggedOutText: uiText(context.locale).loggedOut,
  };
};
