import type { business, DataOf } from '@site/contracts';
import { richTextToPlain } from '../lib/html-text.ts';
import { toLink } from './links.ts';
import type { Link } from './types.ts';

/**
 * A pop-up config (spec section 3 'Pop-up config') from its wire names, once: the live activity pop-up
 * (features/popups) and the operator's preview (features/promotions) both start from this and add their own checks.
 * The wire is the contract's (`popupConfigWire`: the list call and the preview call answer the same shape).
 */
export type PopupWire = DataOf<typeof business.listPopMarket>[number];

/** displayStyle: 1 the image above title, text and buttons; 2 the image alone. */
export const DisplayStyle = { imageAbove: 1, imageOnly: 2 } as const;
/** imageOptionType 1: a click on the image opens imgJumpUrl. */
const IMAGE_LINKS = 1;

/** Spec section 4 'Pop-up preview': the only button, and every second button, are primary. */
export const isPrimaryButton = (index: number, count: number): boolean => count === 1 || index % 2 === 1;

export interface PopupButton {
  label: string;
  link: Link | null;
  primary: boolean;
}

export interface PopupContent {
  id: number;
  /** Plain text, from the plain field or else the rich-text one; line breaks are kept. */
  title: string;
  text: string;
  /** The image (a site path or an http(s) address), or null. */
  image: Link | null;
  /** Where a click on the image goes (imageOptionType 1), or null. */
  imageLink: Link | null;
  /** displayStyle 2 was asked for (the caller decides what an image-only pop-up without an image is). */
  imageOnlyStyle: boolean;
  /** The buttons with a name, in order. */
  buttons: PopupButton[];
}

const textOf = (plain: string | null, rich: string | null): string =>
  plain?.trim() || (rich ? richTextToPlain(rich) : '');

/** What a pop-up config shows, whatever its module, dates or limit type. */
export const popupContentOf = (wire: PopupWire): PopupContent => {
  const image = toLink(wire.mainImg);
  const named = wire.buttonDetailList.filter((button) => button.buttonName.trim());
  return {
    id: wire.id,
    title: textOf(wire.title, wire.titleRichText),
    text: textOf(wire.content, wire.contentRichText),
    image: image && !image.href.startsWith('#') ? image : null,
    imageLink: wire.imageOptionType === IMAGE_LINKS ? toLink(wire.imgJumpUrl) : null,
    imageOnlyStyle: wire.displayStyle === DisplayStyle.imageOnly,
    buttons: named.map((button, index) => ({
      label: button.buttonName.trim(),
      link: toLink(button.buttonUrl),
      primary: isPrimaryButton(index, named.length),
    })),
  };
};
