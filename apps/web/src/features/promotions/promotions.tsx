import type { Brand, Locale } from '../../brands.ts';
import { Texts } from '../../i18n/texts.tsx';
import { homePath } from '../../lib/site-routes.ts';
import { PromotionsIsland } from './promotions-island.tsx';

/**
 * The promotion widgets of the default layout (spec sections 2 and 4): the registration guide, the
 * notice modal, the home banner pop-up and the pop-up preview. The page's HTML holds nothing of them but their words
 * (the catalogue's `promotions` namespace in the page's locale, for the island's <Texts>); the island loads them once
 * the page is idle.
 */
export function Promotions({ brand, locale, portal }: { brand: Brand; locale: Locale; portal: string }) {
  return (
    <Texts locale={locale} namespaces={['promotions']}>
      <PromotionsIsland brand={brand} locale={locale} home={homePath(brand, locale)} portal={portal} />
    </Texts>
  );
}
