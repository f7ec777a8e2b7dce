import type { getIsForeignIp } from '@site/contracts/business';
import { byRoute } from '@site/contracts/client';
import { routes } from '@site/contracts/route';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';

/**
 * GET /api/business/merc/sys/getIsForeignIp, silently (loaded only when the answer matters). By route: a visitor's
 * first page asks it while the page hydrates, and the business contracts' schemas (with zod) cost that page a long
 * task of their own (issue 10); the gateway checks the call with its full contract.
 */
export const isForeignIp = (context: BrowserGatewayContext): Promise<boolean> =>
  createBrowserGateway(context).call(byRoute<typeof getIsForeignIp>(routes.getIsForeignIp), {
    silent: true,
    ignoreUnauthorized: true,
  });
