import type { Brand, Locale } from '../../brands.ts';
import type { Shell } from '../../content/types.ts';
import { LanguageModal } from '../language/language-modal.tsx';
import { PageBehaviour } from '../page-behaviour/page-behaviour.tsx';
import { ActivityPopup } from '../popups/activity-popup.tsx';
import { RightPanel } from '../right-panel/right-panel.tsx';
import { SessionBoot } from '../session/session-boot.tsx';

export interface ShellExtrasProps {
  brand: Brand;
  locale: Locale;
  shell: Shell;
  /** default: every widget; activity: the right panel only (spec section 2, layouts). */
  layout: 'default' | 'activity';
}

/** What surrounds a page besides the header and footer: the right panel, pop-ups, the language modal, page behaviour. */
export function ShellExtras({ brand, locale, shell, layout }: ShellExtrasProps) {
  return (
    <>
      <SessionBoot />
      <PageBehaviour />
      <RightPanel brand={brand} locale={locale} shell={shell} />
      {layout === 'default' ? (
        <>
          <ActivityPopup brand={brand} locale={locale} />
          <LanguageModal brand={brand} locale={locale} />
        </>
      ) : null}
    </>
  );
}
