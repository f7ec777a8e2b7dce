import type { Brand, Locale } from '../../brands.ts';
import type { HoverImage, MoreItem, PanelItem, Shell } from '../../content/types.ts';
import { type Texts, textsOf } from '../../i18n/translate.ts';
import { matchPublicPath } from '../../lib/site-routes.ts';
import { Icon } from '../../ui/icons.tsx';
import { QrCode } from '../../ui/qr-code.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import { BackToTop } from './back-to-top.tsx';
import { CopyButton } from './copy-button.tsx';
import styles from './right-panel.module.css';
import { CONTACT_PATH, panelEntries, QUICK_GUIDE_PATH, QUICK_GUIDE_ROUTE } from './rules.ts';

const LIST_ID = 'right-panel-list';
const MORE_ID = 'right-panel-more';

/** A QR code's text that a phone can open itself (a WeChat customer-service link), else null. */
const openableOf = (image: HoverImage): string | null =>
  image.kind === 'qr' && /^https:\/\/[^\s]+$/.test(image.text) ? image.text : null;

function HoverCard({
  id,
  image,
  caption,
  hotline,
  wechatId,
  t,
}: {
  id: string;
  image: HoverImage;
  caption: string;
  hotline: string;
  wechatId: string | undefined;
  t: Texts<'ui'>;
}) {
  const openable = openableOf(image);
  return (
    <span id={id} className={styles.card}>
      {image.kind === 'qr' ? (
        <QrCode text={image.text} label={t('qrCodeOf', { name: caption })} className={styles.cardQr} />
      ) : (
        // biome-ignore lint/performance/noImgElement: a small content image shown on hover, never the LCP; lazy-loaded
        <img src={image.src} alt={caption} className={styles.cardImage} width={140} height={140} loading="lazy" />
      )}
      <span className={styles.cardCaption}>{caption}</span>
      {/* A code cannot be scanned from the phone showing it (issue 28): on phones the card offers its link and a call. */}
      {image.kind === 'qr' ? (
        <span className={styles.cardPhone} data-card-phone="">
          {wechatId ? (
            <>
              <span className={styles.cardWeChatId}>{t('weChatId', { id: wechatId })}</span>
              <CopyButton text={wechatId} label={t('copyWeChatId')} copiedLabel={t('copied')} />
            </>
          ) : null}
          {openable ? (
            <a href={openable} className="btn btn-primary btn-sm">
              {t('openInWeChat')}
            </a>
          ) : null}
          {hotline ? (
            <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`} className="btn btn-outline btn-sm">
              {t('callNumber', { phone: hotline })}
            </a>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

function TileContent({ icon, activeIcon, label }: { icon: string; activeIcon?: string | null; label: string }) {
  return (
    <>
      <span className={styles.icon}>
        <Icon name={icon} size={24} className={activeIcon ? styles.iconIdle : undefined} />
        {activeIcon ? <Icon name={activeIcon} size={24} className={styles.iconActive} /> : null}
      </span>
      <span className={styles.label}>{label}</span>
    </>
  );
}

function Entry({
  item,
  hotline,
  wechatId,
  t,
}: {
  item: PanelItem;
  hotline: string;
  wechatId: string | undefined;
  t: Texts<'ui'>;
}) {
  const cardId = `right-panel-card-${item.id}`;
  const card = item.hoverImage ? (
    <HoverCard id={cardId} image={item.hoverImage} caption={item.name} hotline={hotline} wechatId={wechatId} t={t} />
  ) : null;
  const content = <TileContent icon={item.icon} activeIcon={item.activeIcon} label={item.name} />;
  return (
    <li className={styles.item} data-panel-item={item.contact ? 'contact' : 'campaign'}>
      {item.link ? (
        <SiteLink link={item.link} className={styles.tile} aria-describedby={card ? cardId : undefined}>
          {content}
        </SiteLink>
      ) : (
        // No link: the tile only reveals its card (a QR code to scan) on hover, focus or tap.
        <button type="button" className={styles.tile} aria-describedby={card ? cardId : undefined}>
          {content}
        </button>
      )}
      {card}
    </li>
  );
}

function MoreEntry({ item, t }: { item: MoreItem; t: Texts<'ui'> }) {
  if (item.qr) {
    return (
      <figure className={styles.moreQr}>
        <QrCode text={item.qr} label={t('qrCodeOf', { name: item.label })} className={styles.moreQrImage} />
        <figcaption>{item.label}</figcaption>
      </figure>
    );
  }
  const icon = item.kind === 'preSaleTelephone' ? 'phone' : item.kind === 'contactUs' ? 'mail' : 'arrowRight';
  return (
    <div className={styles.moreRow}>
      <Icon name={icon} size={20} className={styles.moreIcon} />
      <div>
        {item.text ? (
          <>
            <span className={styles.moreLabel}>{item.label}</span>
            {item.link ? (
              <SiteLink link={item.link} className={styles.moreValue}>
                {item.text}
              </SiteLink>
            ) : (
              <span className={styles.moreValue}>{item.text}</span>
            )}
          </>
        ) : item.link ? (
          <SiteLink link={item.link} className={styles.moreLink}>
            {item.label}
          </SiteLink>
        ) : (
          <span className={styles.moreLabel}>{item.label}</span>
        )}
        {item.note ? <span className={styles.moreNote}>{item.note}</span> : null}
      </div>
    </div>
  );
}

/**
 * The right panel and floating toolbar (spec section 2): the quick guide (home page, when the brand
 * has compliance data), the data's campaign and service icons with their hover cards, contact-us
 * where the brand has it, the 'more' panel and back-to-top. Server-rendered: hover cards are CSS,
 * the 'more' panel and the phone toolbar are native popovers, and the quick guide shows where the page carries the home-page mark
 * ([data-home-page], read by a CSS :has() rule), so nothing moves after hydration; only back-to-top runs in
 * the browser.
 */
export function RightPanel({ brand, locale, shell }: { brand: Brand; locale: Locale; shell: Shell }) {
  const t = textsOf(locale, 'ui');
  const data = shell.rightPanel;
  const { items, contactFallback, more } = panelEntries(data, brand.widgets);
  return (
    <aside className={styles.panel} aria-label={t('rightPanel')} data-right-panel={brand.code} data-locale={locale}>
      <button type="button" className={styles.toggle} popoverTarget={LIST_ID} aria-label={t('rightPanel')}>
        <Icon name="service" size={24} />
      </button>
      <ul id={LIST_ID} className={styles.list} popover="auto">
        {data.compliance && matchPublicPath(brand, QUICK_GUIDE_ROUTE) ? (
          <li className={`${styles.item} ${styles.featured} ${styles.homeOnly}`} data-panel-item="quick-guide">
            <a href={QUICK_GUIDE_PATH} className={styles.tile}>
              <TileContent icon="compliance" label={t('quickGuide')} />
            </a>
          </li>
        ) : null}
        {items.map((item) => (
          <Entry
            key={item.id}
            item={item}
            hotline={shell.config.contact.phone}
            wechatId={shell.config.contact.wechatId || undefined}
            t={t}
          />
        ))}
        {contactFallback ? (
          <li className={styles.item} data-panel-item="contact">
            <a href={CONTACT_PATH} className={styles.tile}>
              <TileContent icon="mail" label={t('contactUs')} />
            </a>
          </li>
        ) : null}
        {more ? (
          <li className={styles.item} data-panel-item="more">
            <button type="button" className={styles.tile} popoverTarget={MORE_ID}>
              <TileContent icon="menu" label={t('more')} />
            </button>
            <section id={MORE_ID} className={styles.more} popover="auto" aria-labelledby={`${MORE_ID}-title`}>
              <h2 id={`${MORE_ID}-title`} className={styles.moreTitle}>
                {more.title}
              </h2>
              <ul className={styles.moreItems}>
                {more.items.map((item) => (
                  <li key={`${item.kind}-${item.label}`}>
                    <MoreEntry item={item} t={t} />
                  </li>
                ))}
              </ul>
            </section>
          </li>
        ) : null}
      </ul>
      <BackToTop label={t('backToTop')} className={styles.top}>
        <Icon name="chevronDown" size={24} className={styles.topIcon} />
      </BackToTop>
    </aside>
  );
}
