import type { business, DataOf } from '@site/contracts';
import { decodeValue, qrTextOf, toLink } from './links.ts';
import type { HoverImage, Link, MoreItem, PanelItem, RightPanelData } from './types.ts';

type CommonWire = DataOf<typeof business.getCommon>;
type SuspendedWire = CommonWire['suspendedList'][number];
type MoreWire = NonNullable<CommonWire['more']>;

const MORE_KINDS: readonly MoreItem['kind'][] = ['contactUs', 'preSaleTelephone', 'qrcode', 'link'];
/** Contact pages of spec section 2: /ld/contactUs (also /contact) and the law firm's /mdt/contactUs. */
const CONTACT_PAGE = /^\/(?:contact|[A-Za-z]+\/contactUs)$/;

/** A link the panel can follow: site paths and http(s) links, plus mailto: and tel: values. */
const panelLink = (value: string | null | undefined): Link | null => {
  const text = value?.trim() ?? '';
  if (/^(?:mailto|tel):/i.test(text)) return { href: text, external: false };
  return toLink(text);
};

export const isContactPage = (link: Link | null): boolean =>
  link !== null && !link.external && CONTACT_PAGE.test(link.href.split(/[?#]/)[0] ?? '');

const hoverImageFromWire = (value: string | null | undefined): HoverImage | null => {
  const text = value?.trim() ?? '';
  const qr = qrTextOf(text);
  if (qr !== null) return qr ? { kind: 'qr', text: qr } : null;
  const link = toLink(text);
  return link ? { kind: 'image', src: link.href } : null;
};

/** typeValueOne name, typeValueTow / typeValueThree icons (normal / active), typeValueFour hover image. */
export const panelItemFromWire = (wire: SuspendedWire): PanelItem => {
  const icon = wire.typeValueTow?.trim() || 'unknown';
  const activeIcon = wire.typeValueThree?.trim() || null;
  const link = panelLink(wire.linkUrl);
  return {
    id: wire.id,
    name: wire.typeValueOne,
    icon,
    activeIcon: activeIcon && activeIcon !== icon ? activeIcon : null,
    hoverImage: hoverImageFromWire(wire.typeValueFour),
    link,
    contact: isContactPage(link),
  };
};

/** typeValueFive kind, typeValueOne label, typeValueTow value (path, phone, mailbox or qr:<text>), typeValueThree note. */
export const moreItemFromWire = (wire: MoreWire['subsetList'][number]): MoreItem => {
  const kind = MORE_KINDS.find((k) => k === wire.typeValueFive) ?? 'link';
  return {
    kind,
    label: wire.typeValueOne,
    note: wire.typeValueThree?.trim() || null,
    ...decodeValue(wire.typeValueTow),
  };
};

export const rightPanelFromWire = (
  common: Pick<CommonWire, 'suspendedList' | 'more' | 'compliance'>,
): RightPanelData => ({
  items: common.suspendedList.map(panelItemFromWire),
  more: common.more ? { title: common.more.typeValueOne, items: common.more.subsetList.map(moreItemFromWire) } : null,
  compliance: common.compliance,
});
