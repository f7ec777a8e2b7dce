import * as business from '@site/contracts/business';
import type { Brand, Locale } from '../../brands.ts';
import { createBrowserGateway } from '../../lib/browser-gateway.ts';
import { homePath } from '../../lib/site-routes.ts';

/** GET /api/business/merc/sys/getIsForeignIp, silently (loaded only when the answer matters). */
export const isForeignIp = (brand: Brand, locale: Locale): Promise<boolean> =>
  createBrowserGateway(brand, locale, homePath(brand, locale)).call(business.getIsForeignIp, {
    silent: true,
    ignoreUnauthorized: true,
  });
