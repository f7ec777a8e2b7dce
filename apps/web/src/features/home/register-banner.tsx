import type { Home } from '../../content/types.ts';
import { REGISTER_PATH } from '../../lib/site-routes.ts';
import { Phrases } from '../../ui/phrases.tsx';
import styles from './home.module.css';

/** The bottom registration banner; its button opens the portal's registration in a new tab. */
export function RegisterBanner({ banner }: { banner: NonNullable<Home['registerBanner']> }) {
  return (
    <section
      className={styles.banner}
      aria-labelledby="register-title"
      style={banner.backgroundImage ? { backgroundImage: `url(${JSON.stringify(banner.backgroundImage)})` } : undefined}
    >
      <div className={`container ${styles.bannerInner}`}>
        <div>
          <h2 id="register-title" className={styles.bannerTitle}>
            <Phrases text={banner.title} />
          </h2>
          <p className={styles.bannerText}>{banner.text}</p>
        </div>
        <a href={REGISTER_PATH} target="_blank" rel="noopener" className="btn btn-accent">
          {banner.button}
        </a>
      </div>
    </section>
  );
}
