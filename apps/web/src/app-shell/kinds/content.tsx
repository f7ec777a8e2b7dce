import 'server-only';
import { getContentPage, getFreeTrialEntries, getProducts } from '../../content/pages.ts';
import { ContactForm } from '../../features/contact-form/contact-form-island.tsx';
import { Texts } from '../../i18n/texts.tsx';
import { contactKind } from '../../lib/page-kinds/contact.ts';
import { contentKind } from '../../lib/page-kinds/content.ts';
import { toolKeyOfPath, toolKind } from '../../lib/page-kinds/tool.ts';
import { portalOf } from '../../settings.ts';
import type { Composed, Kit, PageKind, RouteData } from './kit.tsx';

/** A content page by key, its blocks in order; `contactForm`: followed by the contact form (from = the key). */
const composeContentPage = async (
  key: string,
  data: RouteData,
  kit: Kit,
  contactForm = false,
): Promise<Composed | null> => {
  const { brand, locale, layout } = data;
  const page = await getContentPage(kit.code, locale, key);
  if (!page) return null;
  const title = kit.menuTitle ?? page.title;
  const products = page.blocks.some((b) => b.kind === 'calculator') ? await getProducts(kit.code, locale) : [];
  const crumbs =
    layout === 'blank' ? [{ label: kit.ui('home'), href: kit.home }, { label: page.title }] : kit.crumbsTo(page.title);
  return {
    title,
    description: page.description,
    keywords: page.keywords,
    body: (
      <>
        {kit.contentBody(page, crumbs, products)}
        {contactForm ? (
          <Texts locale={locale} namespaces={['contact']}>
            <ContactForm brand={brand} locale={locale} home={kit.home} portal={portalOf(brand.code)} routeKey={key} />
          </Texts>
        ) : null}
      </>
    ),
    structured: [{ kind: 'breadcrumb', crumbs: kit.crumbsTo(title) }, ...kit.faqData(page)],
  };
};

const keyOf = (data: RouteData): string | null => (data.view.view === 'content' ? data.view.key : null);

export const contentPage: PageKind = {
  spec: contentKind,
  compose: async (data, kit) => {
    const key = keyOf(data);
    return key ? composeContentPage(key, data, kit) : null;
  },
};

export const contactPage: PageKind = {
  spec: contactKind,
  compose: async (data, kit) => {
    const key = keyOf(data);
    return key ? composeContentPage(key, data, kit, true) : null;
  },
};

export const toolPage: PageKind = {
  spec: toolKind,
  compose: async (data, kit) => {
    if (data.view.view !== 'tool') {
      const key = keyOf(data);
      return key ? composeContentPage(key, data, kit) : null;
    }
    // The key of the tool a freeTrial entry (by its menu id) or a tool number opens.
    const id = data.view.id;
    const entry = (await getFreeTrialEntries(kit.code, data.locale)).find((e) => e.id === id);
    return composeContentPage(toolKeyOfPath(entry?.hadeUrl) ?? `ld-calculate-${id}`, data, kit);
  },
};
