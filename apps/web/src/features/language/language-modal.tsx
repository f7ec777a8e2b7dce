import type { Brand, Locale } from '../../brands.ts';
import { textsOf } from '../../i18n/translate.ts';
import { homePath } from '../../lib/site-routes.ts';
import { LanguageChoice } from './language-choice.tsx';
import { isChinese } from './rules.ts';

interface LanguageModalProps {
  brand: Brand;
  locale: Locale;
  /** The English site's host (from the host map); null where there is none to offer. */
  englishHost: string | null;
  /** The user portal's origin (PORTAL_URL), for the gateway client's login. */
  portal: string;
}

/**
 * The language-change modal ('Stay in Chinese' / 'Switch to English') on the Chinese pages of
 * brands that have it. The page is the same for everyone; whether it opens is decided in the browser.
 */
export function LanguageModal({ brand, locale, englishHost, portal }: LanguageModalProps) {
  if (!brand.widgets.languageModal || !isChinese(locale) || !englishHost) return null;
  const t = textsOf(locale, 'ui');
  return (
    <LanguageChoice
      brand={brand}
      locale={locale}
      home={homePath(brand, locale)}
      portal={portal}
      englishHost={englishHost}
      texts={{
        title: t('languageModalTitle'),
        text: t('languageModalText'),
        english: t('languageModalEnglish'),
        stay: t('stayInChinese'),
        switchTo: t('switchToEnglish'),
        close: t('closeDialog'),
      }}
    />
  );
}
