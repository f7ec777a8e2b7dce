/**
 * Who a counter call counts for (the poster and pop-up counters): the device of its x-device-id header (32 hex),
 * else its client address, both as keyed hashes (never the raw values), and the day in China time. Once a day per
 * process, the rows of past days are deleted.
 */
import { RequestHeader } from '@site/contracts';
import type { Context } from 'hono';
import { clientKey, hashAddress } from './client-address.ts';
import { type GatewayDeps, logOf } from './context.ts';
import { addressSecretOf } from './limits.ts';
import { chinaDay } from './repositories/artificial-requests.ts';
import { pruneCountedViews, type Viewer } from './repositories/counted-views.ts';

const DEVICE_ID = /^[0-9a-f]{32}$/;

export const viewerOf = (deps: GatewayDeps) => {
  const secretOf = addressSecretOf(deps);
  const log = logOf(deps);
  let prunedDay: string | undefined;
  return async (c: Context): Promise<Viewer> => {
    const secret = await secretOf();
    const day = chinaDay(new Date());
    if (prunedDay !== day) {
      prunedDay = day;
      await pruneCountedViews(deps.db, day).catch((error: unknown) => {
        prunedDay = undefined;
        log(`[gateway] counted_views prune failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    const addressHash = hashAddress(secret, clientKey(c, deps.trustProxy ?? false)).slice(0, 32);
    // A malformed device id is not an error here (a counter never fails for it): the address counts instead.
    const deviceId = c.req.header(RequestHeader.deviceId)?.trim().toLowerCase();
    const deviceHash =
      deviceId && DEVICE_ID.test(deviceId) ? hashAddress(secret, `device:${deviceId}`).slice(0, 32) : addressHash;
    return { deviceHash, addressHash, day };
  };
};
