import * as auth from '@site/contracts/auth';
import { isPlatform } from '@site/contracts/hosts';
import * as system from '@site/contracts/system';
import { brandOf, isLocaleOf } from '../../brands.ts';
import { createBrowserGateway } from '../../lib/browser-gateway.ts';
import type { SessionCalls } from '../../lib/session.ts';
import { homePath } from '../../lib/site-routes.ts';
import { uiText } from '../../lib/ui-text.ts';

/**
 * The session's gateway calls for a page's brand and locale (loaded on demand by SessionBoot).
 * Both are silent and never open the login: a failed user-info call just ends the session.
 */
export const sessionCalls = (platform: string, locale: string): SessionCalls | undefined => {
  if (!isPlatform(platform)) return undefined;
  const brand = brandOf(platform);
  if (!isLocaleOf(brand, locale)) return undefined;
  const gateway = createBrowserGateway(brand, locale, homePath(brand, locale));
  const quiet = { silent: true, ignoreUnauthorized: true } as const;
  return {
    userInfo: () => gateway.call(system.getUserInfo, { ...quiet, query: { client: 1 } }),
    logout: async () => {
      await gateway.call(auth.logout, quiet);
    },
    loggedOutText: uiText(locale).loggedOut,
  };
};
