import * as business from '@site/contracts/business';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';

/** GET /api/business/merc/sys/getIsForeignIp, silently (loaded only when the answer matters). */
export const isForeignIp = (context: BrowserGatewayContext): Promise<boolean> =>
  createBrowserGateway(context).call(business.getIsForeignIp, { silent: true, ignoreUnauthorized: true });
