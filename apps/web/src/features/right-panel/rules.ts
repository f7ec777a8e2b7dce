import type { Widgets } from '../../brands.ts';
import { isContactPage } from '../../content/right-panel.ts';
import type { MoreItem, PanelItem, RightPanelData } from '../../content/types.ts';

/** Spec section 9: back-to-top shows after 30 px of scroll. */
export const BACK_TO_TOP_AFTER_PX = 30;

export const showBackToTop = (scrollY: number): boolean => scrollY > BACK_TO_TOP_AFTER_PX;

/** The contact page every brand serves (spec section 2, the /ld/ group). */
export const CONTACT_PATH = '/ld/contactUs';

/** The buying-guide questionnaire the quick-guide entry opens (the hash opens it at once; intoWay says from where). */
export const QUICK_GUIDE_PATH = '/buyingGuide?intoWay=quickGuide#questionnaire';

/** The quick guide's route: its entry shows only on brands that serve it (the EU variant does not: issue 28). */
export const QUICK_GUIDE_ROUTE = '/buyingGuide';

export interface PanelEntries {
  items: PanelItem[];
  /** A contact-us entry the panel adds itself: the brand has contact-us but the data has no contact item. */
  contactFallback: boolean;
  more: { title: string; items: MoreItem[] } | null;
}

/**
 * What the panel shows of its data for a brand: contact-page entries only where the brand has
 * contact-us, and one added where it has contact-us but the data brings none.
 */
export const panelEntries = (data: RightPanelData, widgets: Pick<Widgets, 'contactUs'>): PanelEntries => {
  const items = data.items.filter((item) => widgets.contactUs || !item.contact);
  const moreItems = (data.more?.items ?? []).filter((item) => widgets.contactUs || !isContactPage(item.link));
  return {
    items,
    contactFallback: widgets.contactUs && !items.some((item) => item.contact),
    more: data.more && moreItems.length > 0 ? { title: data.more.title, items: moreItems } : null,
  };
};
