import type { Brand, Locale } from '../brands.ts';
import type { Shell } from '../content/types.ts';
import { homePath } from '../lib/site-routes.ts';
import styles from './brand-logo.module.css';

interface BrandLogoProps {
  brand: Brand;
  /** The brand's display name from its platform config. */
  name: string;
  /** Its English name: shown small under the name, unless it is the name itself. */
  englishName: string;
  href: string;
  /** Read after the name by screen readers, e.g. '首页': the link goes home. */
  homeLabel: string;
  inverted?: boolean;
}

/** The brand mark (a rounded tile with the brand's initial and an orbit) and name, linking home. */
export function BrandLogo({ brand, name, englishName, href, homeLabel, inverted }: BrandLogoProps) {
  const tagline = englishName === name ? undefined : englishName;
  return (
    <a href={href} className={`${styles.logo} ${inverted ? styles.inverted : ''}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="var(--primary)" />
        <path d="M6 27c7 5 21 5 28-5" fill="none" stroke="var(--accent)" strokeWidth="2.4" strokeLinecap="round" />
        <text x="20" y="25.5" textAnchor="middle" fill="#fff" fontSize="17" fontWeight="700">
          {brand.mark}
        </text>
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {tagline ? <span className={styles.tagline}>{tagline}</span> : null}
      </span>
      <span className="visually-hidden">{homeLabel}</span>
    </a>
  );
}

/** The brand's logo in the header and the footer: the names of its platform config, linking to the locale's home. */
export function HomeLogo({
  brand,
  locale,
  config,
  homeLabel,
  inverted,
}: {
  brand: Brand;
  locale: Locale;
  config: Shell['config'];
  homeLabel: string;
  inverted?: boolean;
}) {
  return (
    <BrandLogo
      brand={brand}
      name={config.name}
      englishName={config.nameEn}
      href={homePath(brand, locale)}
      homeLabel={homeLabel}
      inverted={inverted}
    />
  );
}
