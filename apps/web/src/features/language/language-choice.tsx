'use client';

import { useEffect, useId, useState } from 'react';
import type { BrowserGatewayContext } from '../../lib/browser-gateway.ts';
import { readCookie, setCookie } from '../../lib/cookies.ts';
import { englishSiteUrl } from '../../lib/portal.ts';
import { Modal } from '../../ui/modal.tsx';
import styles from './language-modal.module.css';
import {
  FOREIGN_IP_KEY,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_PREFERENCE_KEY,
  languageModalDecision,
} from './rules.ts';

export interface LanguageChoiceTexts {
  title: string;
  text: string;
  /** The same offer in English, for visitors who do not read Chinese; empty for none. */
  english: string;
  stay: string;
  switchTo: string;
  close: string;
}

/** Storage access throws where the browser blocks it: treat that as nothing stored. */
const storage = (kind: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
};

const readStored = (kind: 'localStorage' | 'sessionStorage', key: string): string | undefined => {
  try {
    return storage(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
};

const store = (kind: 'localStorage' | 'sessionStorage', key: string, value: string) => {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Not kept: the cookie still remembers the choice.
  }
};

const remember = (language: string) => {
  setCookie(LANGUAGE_COOKIE, language, { days: LANGUAGE_COOKIE_DAYS, scope: 'parent' });
  store('localStorage', LANGUAGE_PREFERENCE_KEY, language);
};

/**
 * The language-change modal on the site's one modal (focus kept inside, Escape closes, labelled by
 * its heading), opened at most once per visitor. Closing it without a choice counts as staying.
 */
export function LanguageChoice({
  brand,
  locale,
  home,
  portal,
  englishHost,
  texts,
}: BrowserGatewayContext & {
  englishHost: string;
  texts: LanguageChoiceTexts;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    let active = true;
    const inputs = {
      pageLocale: locale,
      chosen: readCookie(LANGUAGE_COOKIE) || readStored('localStorage', LANGUAGE_PREFERENCE_KEY),
      browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    };
    const stored = readStored('sessionStorage', FOREIGN_IP_KEY);
    const show = () => {
      if (active) setOpen(true);
    };
    const decision = languageModalDecision({ ...inputs, foreignIp: stored === undefined ? undefined : stored === '1' });
    if (decision === 'show') show();
    if (decision === 'check-ip') {
      import('./foreign-ip.ts')
        .then(({ isForeignIp }) => isForeignIp({ brand, locale, home, portal }))
        .then((foreignIp) => {
          store('sessionStorage', FOREIGN_IP_KEY, foreignIp ? '1' : '0');
          if (languageModalDecision({ ...inputs, foreignIp }) === 'show') show();
        })
        // Unknown: no offer this time; the next page asks again.
        .catch(() => undefined);
    }
    return () => {
      active = false;
    };
  }, [brand, locale, home, portal]);

  const stay = () => {
    remember(locale);
    setOpen(false);
  };

  const switchToEnglish = () => {
    remember('en');
    window.location.assign(englishSiteUrl(englishHost, window.location));
  };

  return (
    <Modal open={open} onClose={stay} closeLabel={texts.close} labelledBy={titleId} width={460}>
      <div className={styles.body} data-language-modal="">
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <div className={styles.text}>
          <p>{texts.text}</p>
          {texts.english ? <p lang="en">{texts.english}</p> : null}
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={stay}>
            {texts.stay}
          </button>
          <button type="button" className="btn btn-primary" lang="en" onClick={switchToEnglish}>
            {texts.switchTo}
          </button>
        </div>
      </div>
    </Modal>
  );
}
