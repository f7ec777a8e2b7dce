/**
 * Where a call lives, without its schemas: method, mount point, path and who may call it. The call definitions
 * (call.ts, defineCall) spread these; the browser's client (client.ts) needs nothing else to send a call, so the
 * widgets every page loads (visit record, pop-ups, promotions) call by route and load no zod at all: their input is
 * checked where it counts, by the gateway, with the call's full contract.
 */
export type Auth = 'none' | 'optional' | 'required';

export interface CallRoute {
  method: 'GET' | 'POST';
  /**
   * The mount point on the site's origin: '/api' for the center gateway (business, space, order, resource, notify,
   * channel), '/api/ipr' for the IP gateway, '/api/chtco' for the overseas-company service, '' for the spec's
   * relative calls (/auth, /system, /vat).
   */
  base: '' | '/api' | '/api/ipr' | '/api/chtco';
  /** The spec's path, exactly. */
  path: string;
  auth: Auth;
}

/** The full path of a call on the site's origin. */
export const urlOf = (def: Pick<CallRoute, 'base' | 'path'>): string => `${def.base}${def.path}`;

/** The routes of the calls pages make on their own as they load (the widgets' calls), for calls by route. */
export const routes = {
  recordVisit: { method: 'POST', base: '', path: '/system/api/visitor/record', auth: 'none' },
  listPopMarket: { method: 'GET', base: '/api', path: '/business/merc/popMarket/list', auth: 'none' },
  incrPopupCount: { method: 'POST', base: '/api', path: '/notify/sysNotifyPopupBoxConfig/incrCount', auth: 'none' },
  listPosters: { method: 'GET', base: '/api', path: '/business/posterConfig/merc/list', auth: 'none' },
  incrPosterCount: { method: 'POST', base: '/api', path: '/business/posterConfig/merc/incrCount', auth: 'none' },
  getByKey: { method: 'GET', base: '/api', path: '/business/biz/remote/config/getByKey', auth: 'none' },
  getPopUpConfig: {
    method: 'GET',
    base: '/api',
    path: '/business/admin/sysNotifyPopupBoxConfig/getPopUpConfig',
    auth: 'none',
  },
  getRegisterAward: {
    method: 'GET',
    base: '/api',
    path: '/business/channelPageConfig/merc/getRegisterAward',
    auth: 'none',
  },
  popupBoxRecordBanner: {
    method: 'POST',
    base: '/api',
    path: '/business/admin/sysNotifyPopupBoxConfig/popupBoxRecordBanner',
    auth: 'none',
  },
  getIsForeignIp: { method: 'GET', base: '/api', path: '/business/merc/sys/getIsForeignIp', auth: 'none' },
} as const satisfies Record<string, CallRoute>;
