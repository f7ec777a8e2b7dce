import type { Brand, Locale } from '../../brands.ts';
import { textsOf } from '../../i18n/translate.ts';
import { homePath } from '../../lib/site-routes.ts';
import { ActivityPopupIsland } from './activity-popup-island.tsx';

/**
 * The activity pop-up of the default layout (spec section 2). The page's HTML holds nothing of it:
 * which pop-up shows depends on the visitor's own display record, so the island decides in the
 * browser; this server part hands it the brand and the texts of the page's language.
 */
export function ActivityPopup({ brand, locale, portal }: { brand: Brand; locale: Locale; portal: string }) {
  const t = textsOf(locale, 'ui');
  const home = homePath(brand, locale);
  return (
    <ActivityPopupIsland
      brand={brand}
      locale={locale}
      home={home}
      portal={portal}
      localePrefix={home === '/' ? '' : home}
      closeLabel={t('closeDialog')}
      texts={{ popupConfigFailed: t('popupConfigFailed'), systemBusyRetry: t('systemBusyRetry') }}
    />
  );
}
