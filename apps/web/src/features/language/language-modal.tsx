import type { Brand, Locale } from '../../brands.ts';
import { englishSiteHost } from '../../lib/portal.ts';
import { uiText } from '../../lib/ui-text.ts';
import { LanguageChoice } from './language-choice.tsx';
import { isChinese } from './rules.ts';

/**
 * The language-change modal ('Stay in Chinese' / 'Switch to English') on the Chinese pages of
 * brands that have it. The page is the same for everyone; whether it opens is decided in the browser.
 */
export function LanguageModal({ brand, locale }: { brand: Brand; locale: Locale }) {
  if (!brand.widgets.languageModal || !isChinese(locale)) return null;
  const englishHost = englishSiteHost({ PLATFORM_HOSTS: process.env.PLATFORM_HOSTS, PLATFORM: process.env.PLATFORM });
  if (!englishHost) return null;
  const t = uiText(locale);
  return (
    <LanguageChoice
      brand={brand}
      locale={locale}
      englishHost={englishHost}
      texts={{
        title: t.languageModalTitle,
        text: t.languageModalText,
        english: t.languageModalEnglish,
        stay: t.stayInChinese,
        switchTo: t.switchToEnglish,
        close: t.closeDialog,
      }}
    />
  );
}
