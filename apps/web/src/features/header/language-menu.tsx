'use client';

import { usePathname } from 'next/navigation';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { Locale } from '../../brands.ts';
import { englishSiteUrl } from '../../lib/portal.ts';
import styles from './header.module.css';
import { switchLocalePath } from './language-links.ts';
import { focusablesIn, focusLeft, moveFocus, useDismiss } from './popup.ts';

/** A language the list offers: another locale of this brand, or the English site. */
export type LanguageTarget = { kind: 'locale'; locale: Locale } | { kind: 'englishSite'; host: string };

interface LanguageMenuProps {
  current: Locale;
  targets: LanguageTarget[];
  /** The brand's locales served under a path prefix. */
  prefixedLocales: readonly Locale[];
  label: string;
  /** Each language by its own name (the catalogue's `languages` namespace). */
  names: Readonly<Record<Locale, string>>;
  icons: { globe: ReactNode; chevronDown: ReactNode; check: ReactNode };
}

const hrefOf = (target: LanguageTarget, pathname: string | null, prefixed: readonly Locale[]): string => {
  if (target.kind === 'englishSite')
    return pathname === null ? `//${target.host}/en` : englishSiteUrl(target.host, window.location);
  return pathname === null ? `/${target.locale}` : switchLocalePath(pathname, prefixed, target.locale);
};

/**
 * The language dropdown (client island): the current language, and links to the brand's other
 * locales (the same page under the other prefix) or to the English site. The links are written
 * from the browser's address after mount; the server's are the locale homes.
 */
export function LanguageMenu({ current, targets, prefixedLocales, label, names, icons }: LanguageMenuProps) {
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [pathname, setPathname] = useState<string | null>(null);
  const routerPath = usePathname();
  useEffect(() => {
    setPathname(routerPath);
    setOpen(false);
  }, [routerPath]);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = document.getElementById(listId);
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && open && list) {
      moveFocus(focusablesIn(list), event.key === 'ArrowDown' ? 1 : -1);
    } else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget && focusLeft(event.currentTarget, event.relatedTarget)) setOpen(false);
  };

  return (
    <nav ref={rootRef} aria-label={label} className={styles.language} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.languageButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}: ${names[current]}`}
        onClick={() => setOpen(!open)}
      >
        {icons.globe}
        <span aria-hidden="true">{names[current]}</span>
        <span className={styles.chevron}>{icons.chevronDown}</span>
      </button>
      <ul id={listId} className={styles.languageList} hidden={!open}>
        <li>
          <span className={styles.languageCurrent} lang={current} aria-current="true">
            {names[current]}
            {icons.check}
          </span>
        </li>
        {targets.map((target) => {
          const lang = target.kind === 'locale' ? target.locale : 'en';
          return (
            <li key={target.kind === 'locale' ? target.locale : 'english-site'}>
              <a
                className={styles.languageLink}
                href={hrefOf(target, pathname, prefixedLocales)}
                lang={lang}
                hrefLang={lang}
              >
                {names[lang]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
