import type { RegisterBannerData } from '../../content/types.ts';
import { Phrases } from '../../ui/phrases.tsx';
import { BannerGate } from './banner-gate.tsx';
import styles from './footer.module.css';
import { RegisterButton } from './register-button.tsx';

interface RegisterBannerProps {
  banner: RegisterBannerData;
  portal: string;
  buttonHiddenOn: readonly string[];
}

/**
 * The footer's bottom registration banner (spec section 2): title, text, the register button, an optional background
 * image. Not on the portal's pages (BannerGate).
 */
export function RegisterBanner({ banner, portal, buttonHiddenOn }: RegisterBannerProps) {
  return (
    <BannerGate>
      <section
        className={styles.banner}
        aria-labelledby="register-title"
        style={
          banner.backgroundImage ? { backgroundImage: `url(${JSON.stringify(banner.backgroundImage)})` } : undefined
        }
      >
        <div className={`container ${styles.bannerInner}`}>
          <div>
            <h2 id="register-title" className={styles.bannerTitle}>
              <Phrases text={banner.title} />
            </h2>
            <p className={styles.bannerText}>{banner.text}</p>
          </div>
          <RegisterButton
            label={banner.button}
            portal={portal}
            hiddenOn={buttonHiddenOn}
            className={`btn btn-accent ${styles.bannerButton}`}
          />
        </div>
      </section>
    </BannerGate>
  );
}
