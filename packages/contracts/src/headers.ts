/**
 * Request headers of spec section 7 ("Headers carry platform type, platform name, source title,
 * analytics ids, system type, platform code 08, page title, Accept-Language and Content-Language,
 * request-platform 00, and a token when required"). The names are ours: the spec does not show them.
 */
export const RequestHeader = {
  /** The brand's platform code, e.g. '00', '10', 'EU': the gateway answers with that brand's content. */
  platformType: 'x-platform-type',
  /** The brand's platform key, e.g. 'OST'. */
  platformName: 'x-platform-name',
  /** The site name the request comes from. */
  sourceTitle: 'x-source-title',
  /** The 32-hex device id. */
  deviceId: 'x-device-id',
  /** The channel code, when the visitor came through one. */
  channelNo: 'x-channel-no',
  /** 'pc' or 'h5'. */
  systemType: 'x-system-type',
  /** Fixed '08' (spec section 7). */
  platformCode: 'x-platform-code',
  /** The current page title, URI-encoded. */
  pageTitle: 'x-page-title',
  /** Fixed '00' (spec section 7). */
  requestPlatform: 'x-request-platform',
  authorization: 'authorization',
} as const;

export const FIXED_PLATFORM_CODE = '08';
export const FIXED_REQUEST_PLATFORM = '00';
export const REQUEST_TIMEOUT_MS = 30_000;
