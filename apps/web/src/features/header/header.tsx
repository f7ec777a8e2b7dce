import type { Brand, Locale } from '../../brands.ts';
import type { Shell } from '../../content/types.ts';
import { homePath, LOGIN_PATH, REGISTER_PATH } from '../../lib/site-routes.ts';
import { uiText } from '../../lib/ui-text.ts';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import { Icon } from '../../ui/icons.tsx';
import styles from './header.module.css';
import { MenuEntry } from './menu-entry.tsx';

interface HeaderProps {
  brand: Brand;
  locale: Locale;
  shell: Shell;
}

const NAV_ID = 'site-nav';

/**
 * The header: logo and the server's menus. No JavaScript: dropdowns open on hover and focus
 * (CSS), and on narrow screens the menu is a native popover opened by its button.
 */
export function Header({ brand, locale, shell }: HeaderProps) {
  const t = uiText(locale);
  const { config } = shell;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <BrandLogo
          brand={brand}
          name={config.name}
          tagline={config.name === config.nameEn ? undefined : config.nameEn}
          href={homePath(brand, locale)}
          homeLabel={t.home}
        />
        <button type="button" className={styles.menuToggle} popoverTarget={NAV_ID} aria-label={t.openMenu}>
          <Icon name="menu" />
        </button>
        <nav id={NAV_ID} popover="auto" className={styles.nav} aria-label={t.mainNav}>
          <ul className={styles.menu}>
            {shell.menus.map((item) => (
              <MenuEntry key={item.id} item={item} opensInNewTab={t.opensInNewTab} />
            ))}
          </ul>
          <div className={styles.actions}>
            <a className={`btn btn-sm ${styles.login}`} href={LOGIN_PATH} target="_blank" rel="noopener">
              {t.login}
            </a>
            <a className="btn btn-sm btn-primary" href={REGISTER_PATH} target="_blank" rel="noopener">
              {t.register}
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
