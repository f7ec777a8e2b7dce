import type { Home } from '../../content/types.ts';
import { FigureList } from '../../ui/figure-list.tsx';
import heroStyles from '../../ui/hero.module.css';
import { Icon } from '../../ui/icons.tsx';
import { Phrases } from '../../ui/phrases.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import styles from './home.module.css';

export function Hero({ hero }: { hero: Home['hero'] }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroCopy}>
          <p className={`${heroStyles.eyebrow} ${styles.eyebrow}`}>{hero.eyebrow}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            <Phrases text={hero.title} />
          </h1>
          <p className={styles.heroSubtitle}>{hero.subtitle}</p>
          <div className={styles.ctas}>
            <SiteLink link={hero.primaryCta.link} className="btn btn-accent">
              {hero.primaryCta.label}
              <Icon name="arrowRight" size={18} />
            </SiteLink>
            {hero.secondaryCta ? (
              <SiteLink link={hero.secondaryCta.link} className="btn btn-light">
                {hero.secondaryCta.label}
              </SiteLink>
            ) : null}
          </div>
        </div>
        {hero.stats.length > 0 ? (
          <FigureList items={hero.stats} className={styles.stats} itemClassName={styles.stat} />
        ) : null}
      </div>
    </section>
  );
}
