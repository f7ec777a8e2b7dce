'use client';

import { usePathname, useRouter } from 'next/navigation';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Link, SearchData, SearchEntry } from '../../content/types.ts';
import { filterSearch } from '../../lib/menu-rules.ts';
import { SiteLink } from '../../ui/site-link.tsx';
import styles from './header.module.css';
import { focusablesIn, focusLeft, moveFocus, useDismiss } from './popup.ts';

export interface SearchTexts {
  label: string;
  placeholder: string;
  button: string;
  hot: string;
  results: string;
  /** With {n} for the number of results. */
  resultCount: string;
  noResults: string;
  browsePrices: string;
  opensInNewTab: string;
}

interface HeaderSearchProps {
  data: SearchData;
  texts: SearchTexts;
  /** Where 'no results' points: the price page. */
  priceLink: Link;
  icon: ReactNode;
}

/** The name with the part matching the query marked. */
function Highlighted({ name, query }: { name: string; query: string }) {
  const needle = query.trim().toLowerCase();
  const at = needle ? name.toLowerCase().indexOf(needle) : -1;
  if (at < 0) return <>{name}</>;
  return (
    <>
      {name.slice(0, at)}
      <mark>{name.slice(at, at + needle.length)}</mark>
      {name.slice(at + needle.length)}
    </>
  );
}

/**
 * The header search box (client island): on focus the hot searches, as the visitor types the
 * services whose names contain the text (ignoring case), and when none does a 'no results'
 * message with a link to the price page. A result opens its page; the search button opens the
 * first result. ArrowDown and ArrowUp move through the results, Escape closes them.
 */
export function HeaderSearch({ data, texts, priceLink, icon }: HeaderSearchProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const pathname = usePathname();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(formRef, open, close);
  // A result followed on the client: the results close with the old page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each route change
  useEffect(() => setOpen(false), [pathname]);

  const typed = query.trim() !== '';
  const results = useMemo(() => filterSearch(data.all, query), [data.all, query]);
  const entries: SearchEntry[] = typed ? results : data.hot;

  const follow = (link: Link) => {
    setOpen(false);
    if (link.external) window.open(link.href, '_blank', 'noopener');
    else router.push(link.href);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const [first] = results;
    if (first) follow(first.link);
    else setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const panel = document.getElementById(panelId);
    if (event.key === 'Escape' && open) {
      setOpen(false);
      inputRef.current?.focus();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && panel && inputRef.current) {
      if (open) moveFocus([inputRef.current, ...focusablesIn(panel)], event.key === 'ArrowDown' ? 1 : -1);
      else setOpen(true);
    } else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.relatedTarget && focusLeft(event.currentTarget, event.relatedTarget)) setOpen(false);
  };

  const status = !typed
    ? ''
    : results.length > 0
      ? texts.resultCount.replace('{n}', String(results.length))
      : texts.noResults;
  const empty = !typed && data.hot.length === 0;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet understood by every screen reader we serve
    <form
      ref={formRef}
      role="search"
      className={styles.search}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className={styles.searchField}>
        <span className={styles.searchIcon}>{icon}</span>
        <input
          ref={inputRef}
          type="search"
          name="q"
          value={query}
          placeholder={texts.placeholder}
          aria-label={texts.label}
          aria-controls={panelId}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
        />
        <button type="submit" className={styles.searchButton}>
          {texts.button}
        </button>
      </div>
      <div id={panelId} className={styles.searchPanel} hidden={!open || empty}>
        {typed && results.length === 0 ? (
          <p className={styles.noResults}>
            {texts.noResults}
            <SiteLink link={priceLink} className={styles.noResultsLink} onClick={close}>
              {texts.browsePrices}
            </SiteLink>
          </p>
        ) : (
          <>
            <p id={headingId} className={styles.searchHeading}>
              {typed ? texts.results : texts.hot}
            </p>
            <ul aria-labelledby={headingId} className={typed ? styles.resultList : styles.hotList}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <SiteLink link={entry.link} className={typed ? styles.result : styles.hotItem} onClick={close}>
                    <Highlighted name={entry.name} query={typed ? query : ''} />
                    {entry.link.external ? <span className="visually-hidden">{texts.opensInNewTab}</span> : null}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {open ? status : ''}
      </p>
    </form>
  );
}
