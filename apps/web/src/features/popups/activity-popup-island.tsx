'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Link } from '../../content/types.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './activity-popup.module.css';
import { mayShow, policyForLimitType, recordShow } from './display-rules.ts';
import { type ActivityPopupConfig, matchesTriggerPage, normalisePath } from './popup-config.ts';
import type { PopupGatewayOptions } from './popup-gateway.ts';
import { readShowRecord, writeShowRecord } from './popup-storage.ts';

export interface ActivityPopupIslandProps extends PopupGatewayOptions {
  closeLabel: string;
}

/** The first live pop-up for this page whose limit rule passes, recorded as shown; null when none. */
const pickPopup = (popups: ActivityPopupConfig[], localePrefix: string): ActivityPopupConfig | null => {
  const page = normalisePath(window.location.pathname, localePrefix);
  const now = Date.now();
  for (const popup of popups) {
    if (!matchesTriggerPage(popup, page)) continue;
    const stored = readShowRecord(popup.id);
    if (!mayShow(stored, policyForLimitType(popup.limitType), now)) continue;
    if (writeShowRecord(popup.id, recordShow(stored, now))) return popup;
  }
  return null;
};

/** A link of the pop-up: site paths navigate in the app, other links open in a new tab. */
function PopupLink({
  link,
  className,
  onFollow,
  children,
}: {
  link: Link;
  className?: string;
  onFollow: () => void;
  children: ReactNode;
}) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onFollow}>
        {children}
      </a>
    );
  }
  return (
    <NextLink href={link.href} prefetch={false} className={className} onClick={onFollow}>
      {children}
    </NextLink>
  );
}

/**
 * The activity pop-up (campaign modal, spec section 4). After the page rendered, and again after
 * each navigation in the app, it picks the first live pop-up for the page whose limit rule passes,
 * stores the time it showed, reports one view and opens it.
 */
export function ActivityPopupIsland({ closeLabel, ...gateway }: ActivityPopupIslandProps) {
  const pathname = usePathname();
  const [popup, setPopup] = useState<ActivityPopupConfig | null>(null);
  const popups = useRef<Promise<ActivityPopupConfig[]> | null>(null);
  const options = useRef(gateway);
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page (pathname) gets its own pick
  useEffect(() => {
    let cancelled = false;
    setPopup(null);
    (async () => {
      const { fetchActivityPopups, reportPopupView } = await import('./popup-gateway.ts');
      popups.current ??= fetchActivityPopups(options.current);
      const chosen = pickPopup(await popups.current, options.current.localePrefix);
      if (cancelled || !chosen) return;
      reportPopupView(options.current, chosen.id);
      setPopup(chosen);
    })();
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  if (!popup) return null;
  const close = () => setPopup(null);
  const named = !popup.imageOnly && popup.title;

  const image = popup.image ? (
    <LazyImage
      src={popup.image.src}
      alt={popup.image.link || popup.imageOnly ? popup.title : ''}
      className={styles.image}
    />
  ) : null;

  return (
    <Modal
      open
      onClose={close}
      closeLabel={closeLabel}
      labelledBy={named ? titleId : undefined}
      label={named ? undefined : popup.title}
      className={styles.popup}
    >
      <div data-activity-popup={popup.id}>
        {image && popup.image?.link ? (
          <PopupLink link={popup.image.link} className={styles.imageLink} onFollow={close}>
            {image}
          </PopupLink>
        ) : (
          image
        )}
        {popup.imageOnly ? null : (
          <div className={styles.body}>
            {popup.title ? (
              <h2 id={titleId} className={styles.title}>
                {popup.title}
              </h2>
            ) : null}
            {popup.text ? <p className={styles.text}>{popup.text}</p> : null}
            {popup.buttons.length > 0 ? (
              <div className={styles.buttons}>
                {popup.buttons.map((button, index) => {
                  const className = `btn ${button.primary ? 'btn-primary' : 'btn-outline'} ${styles.button}`;
                  return button.link ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id and keep their order
                    <PopupLink key={index} link={button.link} className={className} onFollow={close}>
                      {button.label}
                    </PopupLink>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id and keep their order
                    <button key={index} type="button" className={className} onClick={close}>
                      {button.label}
                    </button>
                  );
                })}
              </div>
            ) : null}
          </div>
        )}
      </div>
    </Modal>
  );
}
