'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Link } from '../../content/types.ts';
import { mayShow, readShowRecord, recordClose, recordShow, writeShowRecord } from '../../lib/display-rules.ts';
import { PopupDialog } from '../../ui/popup-dialog.tsx';
import { policyForLimitType } from './display-rules.ts';
import { type ActivityPopupConfig, matchesTriggerPage, normalisePath } from './popup-config.ts';
import type { PopupGatewayOptions } from './popup-gateway.ts';

export interface ActivityPopupIslandProps extends PopupGatewayOptions {
  closeLabel: string;
}

/** Where a pop-up's display record lives: local storage, one key per pop-up (the brand is the origin). */
const recordKey = (id: number) => `site:activity-popup:${id}`;

/** The first live pop-up for this page whose limit rule passes, recorded as shown; null when none. */
const pickPopup = (popups: ActivityPopupConfig[], localePrefix: string): ActivityPopupConfig | null => {
  const page = normalisePath(window.location.pathname, localePrefix);
  const now = Date.now();
  for (const popup of popups) {
    if (!matchesTriggerPage(popup, page)) continue;
    const stored = readShowRecord(recordKey(popup.id));
    if (!mayShow(stored, policyForLimitType(popup.limitType), now)) continue;
    if (writeShowRecord(recordKey(popup.id), recordShow(stored, now))) return popup;
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
  return (
    <PopupDialog
      popup={{ ...popup, image: popup.image?.src ?? null, imageLink: popup.image?.link ?? null }}
      name={popup.title}
      closeLabel={closeLabel}
      onClose={() => {
        // Closed is closed: never shown again (the display record keeps it).
        const key = recordKey(popup.id);
        writeShowRecord(key, recordClose(readShowRecord(key), Date.now()));
        setPopup(null);
      }}
      renderLink={(link, { className, onClick, children }) => (
        <PopupLink link={link} className={className} onFollow={onClick}>
          {children}
        </PopupLink>
      )}
      marks={{ 'data-activity-popup': popup.id }}
    />
  );
}
