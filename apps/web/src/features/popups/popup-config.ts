import { DisplayStyle, type PopupButton, type PopupWire, popupContentOf } from '../../content/popups.ts';
import type { Link } from '../../content/types.ts';
import { isLimitType, type LimitType } from './display-rules.ts';

/**
 * The activity pop-up's config (spec section 3 'Pop-up config'): content/popups.ts maps the wire, this adds the
 * checks of section 4: a config that is not valid, or whose moduleType is not the
 * official-website module (1), is not shown.
 */

/** moduleType of the official website's activity pop-up. */
const OFFICIAL_SITE_MODULE = 1;

export interface ActivityPopupConfig {
  id: number;
  limitType: LimitType;
  /** The page it shows on (normalised, see normalisePath), or null for every page. */
  triggerPath: string | null;
  title: string;
  /** Plain text; line breaks are kept. */
  text: string;
  image: { src: string; link: Link | null } | null;
  /** displayStyle 2: the image is the whole pop-up. */
  imageOnly: boolean;
  buttons: PopupButton[];
}

/** Public home paths that all mean 'home' for a trigger page (spec section 2: '/ and /ld/homes'). */
const HOME_ALIASES = new Set(['', '/', '/ld/homes']);

/**
 * A path as compared for trigger pages: no origin, query or hash, no trailing slash, no locale
 * prefix of the brand's prefixed variant, case-insensitive, and every home alias as '/'.
 */
export const normalisePath = (path: string, localePrefix = ''): string => {
  let pathname = path.trim();
  if (/^https?:\/\//i.test(pathname)) {
    try {
      pathname = new URL(pathname).pathname;
    } catch {
      return pathname;
    }
  }
  pathname = (pathname.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  const prefix = localePrefix.toLowerCase();
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) pathname = pathname.slice(prefix.length);
  pathname = pathname.replace(/\/+$/, '');
  return HOME_ALIASES.has(pathname) ? '/' : pathname;
};

export const matchesTriggerPage = (config: Pick<ActivityPopupConfig, 'triggerPath'>, currentPath: string): boolean =>
  config.triggerPath === null || config.triggerPath === currentPath;

/** The pop-up the site can show, or null when the config is not valid or not for the official website. */
export const popupFromWire = (wire: PopupWire, localePrefix = ''): ActivityPopupConfig | null => {
  if (wire.moduleType !== OFFICIAL_SITE_MODULE) return null;
  if (!Number.isInteger(wire.id) || wire.id <= 0 || !isLimitType(wire.limitType)) return null;
  if (wire.displayStyle !== DisplayStyle.imageAbove && wire.displayStyle !== DisplayStyle.imageOnly) return null;

  const { image, imageLink, imageOnlyStyle: imageOnly, title, text, buttons } = popupContentOf(wire);
  if (imageOnly ? !image : !image && !title && !text) return null;

  const trigger = wire.triggerPage?.trim();
  return {
    id: wire.id,
    limitType: wire.limitType,
    triggerPath: trigger ? normalisePath(trigger, localePrefix) : null,
    title,
    text,
    image: image ? { src: image.href, link: imageLink } : null,
    imageOnly,
    buttons: imageOnly ? [] : buttons,
  };
};
