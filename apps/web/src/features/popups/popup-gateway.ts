import type { listPopMarket } from '@site/contracts/business';
import type { incrPopupCount } from '@site/contracts/business-extra';
import { type ApiError, byRoute } from '@site/contracts/client';
import { routes } from '@site/contracts/route';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';
import { showToast } from '../../ui/toast.ts';
import { type ActivityPopupConfig, popupFromWire } from './popup-config.ts';

/**
 * The activity pop-up's two calls. Loaded on demand by the island (a chunk of its own), so the
 * gateway client and the call schemas are not part of the page's first-load JavaScript.
 */

export interface PopupGatewayOptions extends BrowserGatewayContext {
  localePrefix: string;
  texts: { popupConfigFailed: string; systemBusyRetry: string };
}

/**
 * The brand's live pop-ups the site can show. A failure shows the server's message or 'failed to
 * get popup configuration', a network exception 'system busy' (spec section 8), and no pop-up.
 */
export const fetchActivityPopups = async (options: PopupGatewayOptions): Promise<ActivityPopupConfig[]> => {
  const gateway = createBrowserGateway(options);
  try {
    const list = await gateway.call(byRoute<typeof listPopMarket>(routes.listPopMarket), {
      silent: true,
      ignoreUnauthorized: true,
    });
    return list.flatMap((wire) => popupFromWire(wire, options.localePrefix) ?? []);
  } catch (error) {
    const { status, message } = error as ApiError;
    showToast(status === 0 ? options.texts.systemBusyRetry : message || options.texts.popupConfigFailed);
    return [];
  }
};

/** Counts one display; a failure is silent (the visitor has nothing to do about it). */
export const reportPopupView = (options: PopupGatewayOptions, id: number): void => {
  createBrowserGateway(options)
    .call(byRoute<typeof incrPopupCount>(routes.incrPopupCount), {
      body: { id, incrViewCount: 1 },
      silent: true,
      ignoreUnauthorized: true,
    })
    .catch(() => undefined);
};
