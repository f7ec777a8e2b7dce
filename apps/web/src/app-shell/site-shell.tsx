import type { ReactNode } from 'react';
import type { Brand, Locale } from '../brands.ts';
import { getCategories } from '../content/articles.ts';
import { getContentPage } from '../content/pages.ts';
import { getShell } from '../content/shell.ts';
import type { Shell } from '../content/types.ts';
import { CallbackButtons } from '../features/callback/callback-buttons.tsx';
import { ChannelTracking } from '../features/channel-tracking/channel-tracking.tsx';
import { Footer } from '../features/footer/footer.tsx';
import { Header } from '../features/header/header.tsx';
import type { NewcomerGuideData } from '../features/header/newcomer-guide.tsx';
import { LanguageModal } from '../features/language/language-modal.tsx';
import { PageBehaviour } from '../features/page-behaviour/page-behaviour.tsx';
import { ActivityPopup } from '../features/popups/activity-popup.tsx';
import { Promotions } from '../features/promotions/promotions.tsx';
import { RightPanel } from '../features/right-panel/right-panel.tsx';
import { SessionBoot } from '../features/session/session-boot.tsx';
import { Texts } from '../i18n/texts.tsx';
import { textsOf } from '../i18n/translate.ts';
import { reportPagePaths } from '../lib/report-pages.ts';
import { homePath, localePath } from '../lib/site-routes.ts';
import { portalOf, settings } from '../settings.ts';

/**
 * The page shell the layouts share: where the features meet (features do not import each other;
 * they are composed here and in app/). The settings are read here too and handed to the features
 * as props, so no component reads the environment.
 */

interface FrameProps {
  brand: Brand;
  locale: Locale;
  shell: Shell;
  /** The footer is part of the default layout (and the 404 page), not of the activity layout. */
  footer: boolean;
  children: ReactNode;
}

/** Where each category's articles open ({id} in the path), for the header's article search. */
const articlePathsOf = async (brand: Brand, locale: Locale) => {
  const categories = await getCategories(brand.code, locale).catch(() => []);
  const byCategory: Record<number, string> = {};
  // The brand's article path carries its own locale prefix where it has one ('{locale}').
  const fallback = brand.articlePath.replace('{locale}', locale);
  for (const category of categories) {
    const school = SCHOOL_DETAIL[category.kind];
    byCategory[category.id] = school ? localePath(brand, locale, school) : fallback;
  }
  return { byCategory, fallback };
};

const SCHOOL_DETAIL: Record<string, string> = {
  trends: '/trends/{id}.html',
  companyEncy: '/companyEncy/{id}.html',
  industryInfo: '/industryInfo/{id}.html',
  FinanceTaxEncy: '/FinanceTaxEncy/{id}.html',
};

const NEWCOMER_PATH = '/cht/hot/newcomerActivities';

/** The newcomer page's steps (its content page's first steps block), for the header's guide; none without the page. */
const newcomerGuideOf = async (brand: Brand, locale: Locale): Promise<NewcomerGuideData | undefined> => {
  const page = await getContentPage(brand.code, locale, 'cht-hot-newcomerActivities').catch(() => null);
  const steps = page?.blocks.find((block) => block.kind === 'steps');
  if (!page || steps?.kind !== 'steps') return undefined;
  return { path: localePath(brand, locale, NEWCOMER_PATH), title: steps.title, steps: steps.items.map((i) => i.title) };
};

/** The skip link, the header, the page's content and the footer. */
export async function PageFrame({ brand, locale, shell, footer, children }: FrameProps) {
  const { englishSiteHost } = settings();
  const portal = portalOf(brand.code);
  const [articlePaths, newcomerGuide] = await Promise.all([
    shell.search ? articlePathsOf(brand, locale) : undefined,
    newcomerGuideOf(brand, locale),
  ]);
  const ui = textsOf(locale, 'ui');
  return (
    <>
      <a href="#main" className="skip-link">
        {ui('skipToContent')}
      </a>
      <Header
        brand={brand}
        locale={locale}
        shell={shell}
        portal={portal}
        englishHost={englishSiteHost}
        articlePaths={articlePaths}
        newcomerGuide={newcomerGuide}
      />
      <main id="main">{children}</main>
      {footer ? <Footer brand={brand} locale={locale} shell={shell} portal={portal} /> : null}
    </>
  );
}

/**
 * The layouts of spec section 2 that have a shell. default: header, content, footer, then the
 * right panel, the activity pop-up, the promotion widgets and the language modal; activity (campaign pages): header,
 * content and the right panel, no footer or pop-ups. Both load the session and the page behaviour.
 */
export async function SiteShell({
  brand,
  locale,
  layout,
  children,
}: {
  brand: Brand;
  locale: Locale;
  layout: 'default' | 'activity';
  children: ReactNode;
}) {
  const shell = await getShell(brand.code, locale);
  const { englishSiteHost } = settings();
  const portal = portalOf(brand.code);
  const home = homePath(brand, locale);
  const ui = textsOf(locale, 'ui');
  return (
    <>
      <PageFrame brand={brand} locale={locale} shell={shell} footer={layout === 'default'}>
        {children}
      </PageFrame>
      <SessionBoot brand={brand} locale={locale} home={home} portal={portal} loggedOutText={ui('loggedOut')} />
      <ChannelTracking brand={brand} locale={locale} reportPaths={reportPagePaths(brand)} />
      <PageBehaviour offlineNotice={ui('offlineNotice')} />
      <RightPanel brand={brand} locale={locale} shell={shell} />
      <Texts locale={locale} namespaces={['callback']}>
        <CallbackButtons
          brand={brand}
          locale={locale}
          home={home}
          portal={portal}
          hotline={shell.config.contact.phone}
          hours={shell.config.contact.hours}
        />
      </Texts>
      {layout === 'default' ? (
        <>
          <ActivityPopup brand={brand} locale={locale} portal={portal} />
          <Promotions brand={brand} locale={locale} portal={portal} />
          <LanguageModal brand={brand} locale={locale} englishHost={englishSiteHost} portal={portal} />
        </>
      ) : null}
    </>
  );
}
