import type { business, DataOf } from '@site/contracts';
import { toLink } from '../../content/links.ts';
import type { Link } from '../../content/types.ts';
import { richTextToPlain } from '../../lib/html-text.ts';
import { isLimitType, type LimitType } from './display-rules.ts';

/**
 * The activity pop-up's config (spec section 3 'Pop-up config') translated from its wire names
 * once, with the checks of section 4: a config that is not valid, or whose moduleType is not the
 * official-website module (1), is not shown.
 */

type PopupWire = DataOf<typeof business.listPopMarket>[number];

/** moduleType of the official website's activity pop-up. */
const OFFICIAL_SITE_MODULE = 1;
/** displayStyle: 1 the image above title, text and buttons; 2 the image alone. */
const DisplayStyle = { imageAbove: 1, imageOnly: 2 } as const;
/** imageOptionType 1: a click on the image opens imgJumpUrl. */
const IMAGE_LINKS = 1;

export interface PopupButton {
  label: string;
  link: Link | null;
  /** Spec section 4 'Pop-up preview': the only button, and every second button, are primary. */
  primary: boolean;
}

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

export const isPrimaryButton = (index: number, count: number): boolean => count === 1 || index % 2 === 1;

const textOf = (plain: string | null, rich: string | null): string =>
  plain?.trim() || (rich ? richTextToPlain(rich) : '');

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

  const src = toLink(wire.mainImg);
  const image =
    src && !src.href.startsWith('#')
      ? { src: src.href, link: wire.imageOptionType === IMAGE_LINKS ? toLink(wire.imgJumpUrl) : null }
      : null;
  const imageOnly = wire.displayStyle === DisplayStyle.imageOnly;
  const title = textOf(wire.title, wire.titleRichText);
  const text = textOf(wire.content, wire.contentRichText);
  if (imageOnly ? !image : !image && !title && !text) return null;

  const named = wire.buttonDetailList.filter((button) => button.buttonName.trim());
  const buttons = named.map((button, index) => ({
    label: button.buttonName.trim(),
    link: toLink(button.buttonUrl),
    primary: isPrimaryButton(index, named.length),
  }));
  const trigger = wire.triggerPage?.trim();
  return {
    id: wire.id,
    limitType: wire.limitType,
    triggerPath: trigger ? normalisePath(trigger, localePrefix) : null,
    title,
    text,
    image,
    imageOnly,
    buttons: imageOnly ? [] : buttons,
  };
};
