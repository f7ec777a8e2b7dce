import type { GatewayClient } from '@site/contracts/client';
import * as ipr from '@site/contracts/ipr';

type SearchType = (typeof ipr.TrademarkSearchType)[keyof typeof ipr.TrademarkSearchType];

/**
 * The recent searches of one type (spec section 9), kept by the server per signed-in user, else per device: asked
 * quietly, a visitor without a session is no error.
 */
export const searchRecordsOf = (gateway: GatewayClient, searchType: SearchType) =>
  gateway.call(ipr.listSearchRecords, { query: { searchType }, silent: true, ignoreUnauthorized: true });
