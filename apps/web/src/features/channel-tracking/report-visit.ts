import { recordVisit } from '@site/contracts/system';
import type { Brand, Locale } from '../../brands.ts';
import { createReportGateway } from '../../lib/browser-gateway.ts';

/**
 * Reports a page view (recordVisit). Loaded on demand by ChannelTracking: the call's contract and the gateway client
 * (zod with them) are not part of any page's first-load JavaScript.
 */
export const reportVisit = (
  context: { brand: Brand; locale: Locale },
  body: { deviceId: string; path: string; referrer?: string; channelNo?: string },
): Promise<unknown> => createReportGateway(context).call(recordVisit, { body, silent: true, ignoreUnauthorized: true });
