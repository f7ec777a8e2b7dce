import type { Brand, Locale } from '../../brands.ts';
import type { FooterBlock, FooterItem, Shell } from '../../content/types.ts';
import { textsOf } from '../../i18n/translate.ts';
import { HomeLogo } from '../../ui/brand-logo.tsx';
import { Icon } from '../../ui/icons.tsx';
import { QrCode } from '../../ui/qr-code.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import styles from './footer.module.css';
import { footerWording, operatorLine } from './footer-rules.ts';
import { RegisterBanner } from './register-banner.tsx';

interface FooterProps {
  brand: Brand;
  locale: Locale;
  shell: Shell;
  /** The user portal's origin (PORTAL_URL; '' for this site's own), where the banner's button registers. */
  portal: string;
}

const MIIT_URL = 'https://beian.miit.gov.cn/';
/** The public-security filing search, opened on the site's own filing number. */
const mpsUrl = (filingNo: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${filingNo.replace(/\D/g, '')}`;

function FooterEntry({ item }: { item: FooterItem }) {
  if (item.qr) {
    return (
      <figure className={styles.qr}>
        <QrCode text={item.qr} label={item.label} className={styles.qrImage} />
        <figcaption>{item.label}</figcaption>
      </figure>
    );
  }
  if (item.text) {
    return (
      <>
        <span className={styles.itemLabel}>{item.label}</span>
        {item.link ? <SiteLink link={item.link}>{item.text}</SiteLink> : <span>{item.text}</span>}
      </>
    );
  }
  return item.link ? <SiteLink link={item.link}>{item.label}</SiteLink> : <span>{item.label}</span>;
}

function FooterColumn({ block }: { block: FooterBlock }) {
  return (
    <section className={[styles.column, styles[block.kind]].filter(Boolean).join(' ')}>
      <h2 className={styles.columnTitle}>{block.title}</h2>
      <ul className={styles.items}>
        {block.items.map((item) => (
          <li key={`${item.label}-${item.qr ?? item.text ?? item.link?.href ?? ''}`}>
            <FooterEntry item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The footer: the registration banner (where the brand has one), brand and hotline, the server's
 * blocks (function links, contact, friendly links, follow-us QR codes), then the legal links,
 * company, filing numbers, licence, the variant's notice and the copyright line as the data gives
 * it (no year is added: REME's reads 2025).
 */
export function Footer({ brand, locale, shell, portal }: FooterProps) {
  const t = textsOf(locale, 'ui');
  const { config, footer } = shell;
  const qrBlock = footer.columns.find((block) => block.kind === 'qrcode');
  const columns = footer.columns.filter((block) => block !== qrBlock);
  const wording = footerWording(brand.footerVariant, locale);
  const operator = operatorLine(locale, config.companyName);
  return (
    <footer className={styles.footer}>
      {brand.widgets.registerBanner && footer.registerBanner ? (
        <RegisterBanner
          banner={footer.registerBanner}
          portal={portal}
          buttonHiddenOn={brand.widgets.registerBannerButtonHiddenOn}
        />
      ) : null}
      <div className={`container ${styles.top}`}>
        <div className={styles.brandColumn}>
          <HomeLogo brand={brand} locale={locale} config={config} homeLabel={t('home')} inverted />
          {operator ? (
            <p className={styles.operator} data-footer-operator="">
              {operator}
            </p>
          ) : null}
          <p className={styles.hotlineLabel}>{wording.hotline}</p>
          <p className={styles.hotline}>
            <Icon name="phone" size={22} />
            <a href={`tel:${config.contact.phone.replace(/[^\d+]/g, '')}`}>{config.contact.phone}</a>
          </p>
          <p className={styles.hours}>{config.contact.hours}</p>
          {qrBlock ? (
            <section aria-label={qrBlock.title}>
              <h2 className={styles.columnTitle}>{qrBlock.title}</h2>
              <ul className={styles.qrList}>
                {qrBlock.items.map((item) => (
                  <li key={item.label}>
                    <FooterEntry item={item} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <nav className={styles.columns} aria-label={t('footerNav')}>
          {columns.map((block) => (
            <FooterColumn key={block.kind} block={block} />
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          {footer.legal.length > 0 ? (
            <ul className={styles.legal} aria-label={t('legal')}>
              {footer.legal.map((item) => (
                <li key={item.label}>
                  <FooterEntry item={item} />
                </li>
              ))}
            </ul>
          ) : null}
          <p className={styles.registration}>
            <span>{config.companyName}</span>
            {brand.chinaFilings ? (
              <>
                <a href={MIIT_URL} target="_blank" rel="noopener noreferrer">
                  {config.recordNo}
                </a>
                <a
                  href={mpsUrl(config.publicSecurityNo)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.police}
                >
                  <Icon name="shield" size={14} />
                  {config.publicSecurityNo}
                </a>
              </>
            ) : (
              <>
                <span>{config.recordNo}</span>
                <span>{config.publicSecurityNo}</span>
              </>
            )}
            <span>{config.licence}</span>
          </p>
          {wording.notice ? <p className={styles.notice}>{wording.notice}</p> : null}
          <p className={styles.copyright}>{config.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
