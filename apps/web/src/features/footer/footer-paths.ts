/**
 * Where the registration banner and its button stay away (spec section 2): path rules only, no texts, for the footer's
 * client islands (banner-gate.tsx, register-button.tsx). Re-exported by footer-rules.ts.
 */

/** An internal route path (/site/{platform}/{locale}/...) as the public path it serves. */
const INTERNAL = /^\/site\/[^/]+\/[^/]+(?=\/|$)/;

/**
 * Whether the registration banner's button is hidden on a path (REME's contact pages): the path
 * as the browser shows it, or as the server renders it (the brand's internal route).
 */
export const isRegisterButtonHidden = (pathname: string, hiddenOn: readonly string[]): boolean => {
  const path = pathname.replace(INTERNAL, '').replace(/\/+$/, '') || '/';
  return hiddenOn.includes(path);
};

/** The portal's pages (/user/register, /user/login, /user/workbench, /user/dev-outbox; locale-prefixed on the EU site). */
const PORTAL_PAGE = /^(?:\/(?:en|de))?\/user\/(?:register|login|workbench|dev-outbox)\/?$/;

/**
 * Whether the registration banner stays away from a path: the portal's own pages, where the visitor is registering,
 * logging in or already signed in. The path as the browser shows it, or as the server renders it.
 */
export const isBannerHidden = (pathname: string): boolean => PORTAL_PAGE.test(pathname.replace(INTERNAL, ''));
