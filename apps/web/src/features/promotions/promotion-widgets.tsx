'use client';

import type { incrPosterCount, listPosters } from '@site/contracts/business';
import type { getByKey, getPopUpConfig, getRegisterAward, popupBoxRecordBanner } from '@site/contracts/business-extra';
import { byRoute, type GatewayClient } from '@site/contracts/client';
import { routes } from '@site/contracts/route';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type BrowserGatewayContext, createReportGateway } from '../../lib/browser-gateway.ts';
import { CHANNEL_CODE, CHANNEL_NO } from '../../lib/channel.ts';
import { readCookie } from '../../lib/cookies.ts';
import { deviceId } from '../../lib/device-id.ts';
import {
  DAILY_RULE,
  mayShow,
  readShowRecord,
  recordClose,
  recordShow,
  writeShowRecord,
} from '../../lib/display-rules.ts';
import { portalUrl } from '../../lib/portal.ts';
import { isHttpUrl, safeUrl } from '../../lib/urls.ts';
import { Icon } from '../../ui/icons.tsx';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { Modal } from '../../ui/modal.tsx';
import { PopupDialog } from '../../ui/popup-dialog.tsx';
import { type PromotionTexts, promotionTextsOf } from './promotion-texts.ts';
import styles from './promotions.module.css';
import {
  type AwardWire,
  formatAward,
  type NoticeConfig,
  noticeFromValue,
  noticeMayShow,
  type PopupPreview,
  type PreviewRequest,
  previewFromWire,
  previewOf,
  recordNotice,
  rewardChannel,
  wantsRewards,
} from './rules.ts';

/**
 * The promotion widgets of the default layout (spec sections 2 and 4), loaded by promotions-island.tsx
 * once the page is idle: the registration guide (gift icon and reward packages), the notice modal of
 * a brand merger, the home banner pop-up and the pop-up preview. Every call is silent and a failure
 * shows nothing: these widgets are offers, the page works without them. Calls go through the report
 * client, which has no reaction to any answer (a code 404, e.g. no notice for this brand, must not
 * send the visitor home).
 */

export interface PromotionWidgetsProps extends BrowserGatewayContext {
  /** The current page (app navigations change it): the banner and the preview are decided per page. */
  pathname: string;
}

/** Local-storage keys (the brand is the origin). */
const NOTICE_KEY = 'site:notice-modal';
const bannerKey = (posterId: number) => `site:home-banner:${posterId}`;

const quiet = { silent: true, ignoreUnauthorized: true } as const;

// Registration guide

function RegisterGuide({ gateway, portal, texts }: { gateway: GatewayClient; portal: string; texts: PromotionTexts }) {
  const [packages, setPackages] = useState<AwardWire[][]>([]);
  const [open, setOpen] = useState(false);
  // Kept after closing: the register link's own click closes the modal before the browser follows the link.
  const [registerHref, setRegisterHref] = useState('');
  const titleId = useId();

  useEffect(() => {
    const search = window.location.search;
    if (!wantsRewards(search)) return;
    let active = true;
    const channelNo = rewardChannel(search, {
      channelNo: readCookie(CHANNEL_NO),
      channelCode: readCookie(CHANNEL_CODE),
    });
    gateway
      .call(byRoute<typeof getRegisterAward>(routes.getRegisterAward), {
        ...quiet,
        query: { ...(channelNo ? { channelNo } : {}), deviceId: deviceId(), reqType: 1 },
      })
      .then((list) => {
        if (active) setPackages(list.map((pack) => pack.awardList).filter((awards) => awards.length > 0));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [gateway]);

  if (packages.length === 0) return null;
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={styles.gift}
        aria-label={texts.guideOpen}
        title={texts.guideOpen}
        aria-haspopup="dialog"
        data-register-guide=""
        // The query is read when the modal opens: app navigations change it.
        onClick={() => {
          setRegisterHref(portalUrl(portal, 'register', window.location.search, { fromGuide: true }));
          setOpen(true);
        }}
      >
        <Icon name="gift" size={28} />
      </button>
      <Modal open={open} onClose={close} closeLabel={texts.close} labelledBy={titleId} width={520}>
        <div className={styles.guide} data-register-guide-dialog="">
          <h2 id={titleId} className={styles.title}>
            {texts.guideTitle}
          </h2>
          <p className={styles.lead}>{texts.guideLead}</p>
          {packages.map((awards, index) => (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: packages have no id and keep their order
              key={index}
              className={styles.package}
              aria-label={texts.guidePackage.replace('{n}', `${index + 1}`)}
            >
              {packages.length > 1 ? (
                <h3 className={styles.packageTitle}>{texts.guidePackage.replace('{n}', `${index + 1}`)}</h3>
              ) : null}
              <ul className={styles.awards}>
                {awards.map((award, awardIndex) => {
                  const line = formatAward(award, texts);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: awards have no id and keep their order
                    <li key={awardIndex} className={styles.award} data-award-type={award.awardType}>
                      <span className={styles.awardValue}>{line.value}</span>
                      <span className={styles.awardBody}>
                        <span className={styles.awardType}>
                          {line.type}
                          {line.count ? <span className={styles.awardCount}>{line.count}</span> : null}
                        </span>
                        {line.text ? <span className={styles.awardText}>{line.text}</span> : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          <a
            href={registerHref}
            target="_blank"
            rel="noopener"
            className={`btn btn-primary ${styles.wide}`}
            onClick={close}
          >
            {texts.guideRegister}
          </a>
        </div>
      </Modal>
    </>
  );
}

// Notice modal

function NoticeModal({
  gateway,
  portal,
  texts,
  onSettled,
}: {
  gateway: GatewayClient;
  portal: string;
  texts: PromotionTexts;
  onSettled: () => void;
}) {
  const [notice, setNotice] = useState<NoticeConfig | null>(null);
  const [never, setNever] = useState(false);
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once per page load
  useEffect(() => {
    let active = true;
    if (!noticeMayShow(readShowRecord(NOTICE_KEY), Date.now())) {
      onSettled();
      return;
    }
    gateway
      .call(byRoute<typeof getByKey>(routes.getByKey), { ...quiet, query: { key: 'noticeModal' } })
      .then((config) => (config ? noticeFromValue(config.value) : null))
      .catch(() => null)
      .then((config) => {
        if (!active) return;
        // Recorded as it shows: another page of the same day does not show it again.
        if (config && writeShowRecord(NOTICE_KEY, recordNotice(Date.now(), false))) setNotice(config);
        else onSettled();
      });
    return () => {
      active = false;
    };
  }, [gateway]);

  if (!notice) return null;
  const close = () => {
    if (never) writeShowRecord(NOTICE_KEY, recordNotice(Date.now(), true));
    setNotice(null);
    onSettled();
  };
  return (
    <Modal open onClose={close} closeLabel={texts.close} labelledBy={titleId} width={520}>
      <div className={styles.notice} data-notice-modal="">
        <h2 id={titleId} className={styles.title}>
          {notice.title}
        </h2>
        <p className={styles.noticeText}>{notice.content}</p>
        <p className={styles.brands}>
          <span>{notice.oldBrandName}</span>
          <Icon name="arrowRight" size={20} />
          <span>{notice.newBrandName}</span>
        </p>
        <label className={styles.never}>
          <input type="checkbox" checked={never} onChange={(event) => setNever(event.target.checked)} />
          {texts.noticeNever}
        </label>
        <div className={styles.buttons}>
          <a
            href={portalUrl(portal, 'login', window.location.search)}
            target="_blank"
            rel="noopener"
            className="btn btn-outline"
            onClick={close}
          >
            {notice.continueLabel}
          </a>
          <a href={notice.newSiteUrl} className="btn btn-primary" onClick={close}>
            {notice.goLabel}
          </a>
        </div>
      </div>
    </Modal>
  );
}

// Home banner pop-up

interface Banner {
  posterId: number;
  src: string;
  title: string | null;
  /** Where a click on the image goes; null for showType 2 (no link). */
  link: string | null;
}

/** showType of a poster without a link (spec section 4). */
const NO_LINK = 2;

function HomeBanner({
  gateway,
  texts,
  pathname,
  ready,
}: {
  gateway: GatewayClient;
  texts: PromotionTexts;
  pathname: string;
  /** The notice modal has settled: the banner may open. Its poster is asked for at once, beside the notice's call. */
  ready: boolean;
}) {
  const [poster, setPoster] = useState<Banner | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    void pathname;
    setPoster(null);
    setBanner(null);
    // Only on the home route: its page renders the home mark (the right panel's quick guide reads it too).
    if (!document.querySelector('[data-home-page]')) return;
    let active = true;
    gateway
      .call(byRoute<typeof listPosters>(routes.listPosters), {
        ...quiet,
        query: { module: 1, status: 1, showPosition: '40' },
      })
      .then((list) => {
        const first = list[0];
        const src = safeUrl(first?.posterImg);
        if (!active || !first || !src) return;
        setPoster({
          posterId: first.posterId,
          src,
          title: first.title?.trim() || null,
          link: first.showType === NO_LINK ? null : safeUrl(first.showWay),
        });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [gateway, pathname]);

  // Decided once per poster of a page, when the notice has settled: the daily rule, the record, the view count.
  useEffect(() => {
    if (!ready || !poster) return;
    // One dialog at a time: another one open now (the language offer, an activity pop-up) keeps the banner for a
    // later page (nothing is recorded, so the daily rule still allows it there).
    if (document.querySelector('dialog[open]')) return;
    const key = bannerKey(poster.posterId);
    const stored = readShowRecord(key);
    const now = Date.now();
    if (!mayShow(stored, DAILY_RULE, now) || !writeShowRecord(key, recordShow(stored, now))) return;
    gateway
      .call(byRoute<typeof incrPosterCount>(routes.incrPosterCount), {
        ...quiet,
        body: [{ posterId: poster.posterId, incrViewCount: 1 }],
      })
      .catch(() => undefined);
    setBanner(poster);
  }, [gateway, ready, poster]);

  if (!banner) return null;
  const close = () => {
    // Closed is closed: this poster never shows again (the display record keeps it).
    const key = bannerKey(banner.posterId);
    writeShowRecord(key, recordClose(readShowRecord(key), Date.now()));
    setBanner(null);
  };
  const name = banner.title ?? texts.bannerLabel;
  // Shown at once in the dialog: fetched first, not when layout finds it near the viewport.
  const image = (
    <LazyImage
      src={banner.src}
      alt={name}
      className={styles.poster}
      width={900}
      height={1200}
      eager
      fetchPriority="high"
    />
  );
  return (
    <Modal open onClose={close} closeLabel={texts.close} label={name} width={420} className={styles.bannerBox}>
      <div data-home-banner={banner.posterId}>
        {banner.link ? (
          <a
            href={banner.link}
            target="_blank"
            rel="noopener"
            className={styles.posterLink}
            onClick={() => {
              gateway
                .call(byRoute<typeof incrPosterCount>(routes.incrPosterCount), {
                  ...quiet,
                  body: [{ posterId: banner.posterId, incrClickCount: 1 }],
                })
                .catch(() => undefined);
              close();
            }}
          >
            {image}
          </a>
        ) : (
          image
        )}
      </div>
    </Modal>
  );
}

// Pop-up preview

function PopupPreviewDialog({
  gateway,
  request,
  texts,
  onClose,
}: {
  gateway: GatewayClient;
  request: PreviewRequest;
  texts: PromotionTexts;
  onClose: () => void;
}) {
  const [preview, setPreview] = useState<PopupPreview | null>(null);
  const { id, token } = request;

  useEffect(() => {
    let active = true;
    gateway
      .call(byRoute<typeof getPopUpConfig>(routes.getPopUpConfig), {
        ...quiet,
        query: { id, ...(token === null ? {} : { previewToken: token }) },
      })
      .then((wire) => {
        if (active && wire) setPreview(previewFromWire(wire));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [gateway, id, token]);

  if (!preview) return null;
  return (
    <PopupDialog
      popup={{
        ...preview,
        imageLink: preview.imageUrl,
        buttons: preview.buttons.map((button) => ({ ...button, link: button.url })),
      }}
      name={preview.title || texts.previewLabel}
      closeLabel={texts.close}
      onClose={onClose}
      // A button with a URL counts a click; the preview then always closes.
      onFollow={() => {
        gateway
          .call(byRoute<typeof popupBoxRecordBanner>(routes.popupBoxRecordBanner), {
            ...quiet,
            // The link's token opens a pop-up that is not live yet and counts its click; without, a live one only.
            body: { id, incrClickCount: 1, ...(token === null ? {} : { previewToken: token }) },
          })
          .catch(() => undefined);
        onClose();
      }}
      renderLink={(url, { className, onClick, children }) => (
        <a
          href={url}
          target={isHttpUrl(url) ? '_blank' : undefined}
          rel="noopener"
          className={className}
          onClick={onClick}
        >
          {children}
        </a>
      )}
      marks={{ 'data-popup-preview': preview.id }}
    />
  );
}

/**
 * The widgets in the order they may open: a preview asked for by the address takes the page alone (also
 * once closed);
 * otherwise the notice modal first, and the home banner only once the notice is settled (not shown,
 * or closed), so two dialogs never stack. The gift icon is always there when rewards came back.
 */
export function PromotionWidgets({ brand, locale, portal, pathname }: PromotionWidgetsProps) {
  const gateway = useMemo(() => createReportGateway({ brand, locale }), [brand, locale]);
  const t = useTranslations('promotions');
  const texts = useMemo(() => promotionTextsOf(t, locale), [t, locale]);
  const [noticeSettled, setNoticeSettled] = useState(false);
  // Rendered in the browser only (loaded after the page): the address can be read at once.
  const [preview, setPreview] = useState<PreviewRequest | null>(() => previewOf(window.location.search));
  const [closedPreview, setClosedPreview] = useState<number | null>(null);

  useEffect(() => {
    void pathname;
    setPreview(previewOf(window.location.search));
  }, [pathname]);

  // A mark that the widgets are loaded and deciding (browser tests wait for it instead of for time).
  useEffect(() => {
    document.documentElement.dataset.promotions = 'loaded';
  }, []);

  // The portal's own pages (register, login, workbench) are where these widgets lead: none there.
  if (pathname.startsWith('/user/') || window.location.pathname.startsWith('/user/')) return null;
  return (
    <>
      <RegisterGuide gateway={gateway} portal={portal} texts={texts} />
      {preview !== null ? (
        // A page opened for a preview stays quiet after it closes: no notice or banner over the operator's check.
        preview.id !== closedPreview ? (
          <PopupPreviewDialog
            gateway={gateway}
            request={preview}
            texts={texts}
            onClose={() => setClosedPreview(preview.id)}
          />
        ) : null
      ) : (
        <>
          <NoticeModal gateway={gateway} portal={portal} texts={texts} onSettled={() => setNoticeSettled(true)} />
          <HomeBanner gateway={gateway} texts={texts} pathname={pathname} ready={noticeSettled} />
        </>
      )}
    </>
  );
}
