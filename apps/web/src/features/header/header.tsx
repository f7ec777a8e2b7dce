import type { Brand, Locale } from '../../brands.ts';
import type { Shell } from '../../content/types.ts';
import { textsOf } from '../../i18n/translate.ts';
import { homePath } from '../../lib/site-routes.ts';
import { HomeLogo } from '../../ui/brand-logo.tsx';
import { Icon } from '../../ui/icons.tsx';
import styles from './header.module.css';
import { HeaderAccount } from './header-account.tsx';
import { HeaderNav } from './header-nav.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LANGUAGE_KEYS } from './language-links.ts';
import { LanguageMenu, type LanguageTarget } from './language-menu.tsx';
import { NewcomerGuide, type NewcomerGuideData } from './newcomer-guide.tsx';

interface HeaderProps {
  brand: Brand;
  locale: Locale;
  shell: Shell;
  /** The user portal's origin (PORTAL_URL; '' for this site's own): login, registration, workbench. */
  portal: string;
  /** The English site's host (from the host map), offered to brands without locale prefixes; null for none. */
  englishHost: string | null;
  /** Where the brand's articles open, by category ({id} in each path), for the search box's article results. */
  articlePaths?: { byCategory: Record<number, string>; fallback: string };
  /** The newcomer-activity guide, for brands with a newcomer page. */
  newcomerGuide?: NewcomerGuideData;
}

const DRAWER_ID = 'site-header-drawer';
/** The price page 'no results' links to (spec section 2: ost-price). */
const PRICE_LINK = { href: '/ld/price', external: false };

/** The brand's other locales, or, for a brand without locale prefixes, the English site when the host map has one. */
const languageTargets = (brand: Brand, locale: Locale, englishHost: string | null): LanguageTarget[] => {
  if (brand.prefixedLocales.length > 0)
    return brand.locales.filter((other) => other !== locale).map((other) => ({ kind: 'locale', locale: other }));
  return englishHost ? [{ kind: 'englishSite', host: englishHost }] : [];
};

/**
 * The header (spec section 2): logo, menus, search box, language dropdown and the account
 * buttons, in two rows on a desktop and in a drawer (a native popover) on a phone. The page's
 * HTML is the same for every visitor; the islands add hover timing, search, the session's
 * buttons and the menus' open state and highlight of the current route in the browser.
 */
export function Header({ brand, locale, shell, portal, englishHost, articlePaths, newcomerGuide }: HeaderProps) {
  const t = textsOf(locale, 'ui');
  const languageText = textsOf(locale, 'languages');
  const languageNames = Object.fromEntries(
    Object.entries(LANGUAGE_KEYS).map(([code, key]) => [code, languageText(key)]),
  ) as Record<Locale, string>;
  const { config } = shell;
  const languages = languageTargets(brand, locale, englishHost);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <HomeLogo brand={brand} locale={locale} config={config} homeLabel={t('home')} />
        <button type="button" className={styles.menuToggle} popoverTarget={DRAWER_ID} aria-label={t('openMenu')}>
          <Icon name="menu" />
        </button>
        <div id={DRAWER_ID} popover="auto" className={styles.drawer}>
          {shell.search ? (
            <HeaderSearch
              data={shell.search}
              priceLink={PRICE_LINK}
              icon={<Icon name="search" size={18} />}
              articleSearch={
                articlePaths
                  ? {
                      context: { brand, locale, home: homePath(brand, locale), portal },
                      hrefs: articlePaths.byCategory,
                      fallback: articlePaths.fallback,
                    }
                  : undefined
              }
              texts={{
                label: t('searchLabel'),
                placeholder: t('searchPlaceholder'),
                button: t('searchButton'),
                hot: t('hotSearch'),
                results: t('searchResults'),
                // A template: the island (a client component) fills in {n} itself.
                resultCount: t.raw('searchResultCount'),
                noResults: t('noResults'),
                browsePrices: t('browsePrices'),
                opensInNewTab: t('opensInNewTab'),
                articles: t('searchArticles'),
              }}
            />
          ) : null}
          <HeaderNav
            menus={shell.menus}
            texts={{
              label: t('mainNav'),
              free: t('free'),
              submenu: (label) => t('submenu', { label }),
              more: t('readMore'),
              opensInNewTab: t('opensInNewTab'),
            }}
          />
          <div className={styles.actions}>
            {languages.length > 0 ? (
              <LanguageMenu
                current={locale}
                targets={languages}
                prefixedLocales={brand.prefixedLocales}
                label={t('language')}
                names={languageNames}
                icons={{
                  globe: <Icon name="globe" size={18} />,
                  chevronDown: <Icon name="chevronDown" size={14} />,
                  check: <Icon name="check" size={16} />,
                }}
              />
            ) : null}
            <HeaderAccount
              portal={portal}
              texts={{
                login: t('login'),
                register: t('register'),
                logout: t('logout'),
                workbench: t('workbench'),
                opensInNewTab: t('opensInNewTab'),
              }}
            />
          </div>
        </div>
      </div>
      {newcomerGuide ? <NewcomerGuide guide={newcomerGuide} /> : null}
    </header>
  );
}
