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
import type { BrowserGatewayContext } from '../../lib/browser-gateway.ts';
import { filterSearch } from '../../lib/menu-rules.ts';
import { SiteLink } from '../../ui/site-link.tsx';
import type { ArticleHit } from './article-search.ts';
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
  /** The heading of the article results. */
  articles: string;
}

/** The brand's article search: the gateway context and where each category's articles open ({id}). */
export interface ArticleSearch {
  context: BrowserGatewayContext;
  /** Category id -> path with {id}; `fallback` for the others. */
  hrefs: Record<number, string>;
  fallback: string;
}

/** Waiting after the last keystroke before the article search is asked. */
const ARTICLE_SEARCH_DELAY_MS = 300;

/** Fewer characters than this find too much: no article search. */
const ARTICLE_SEARCH_MIN = 2;

/** The brand's articles matching the query (debounced, the previous request aborted), [] while typing less. */
function useArticleHits(search: ArticleSearch | undefined, query: string): ArticleHit[] {
  const [hits, setHits] = useState<{ query: string; list: ArticleHit[] }>({ query: '', list: [] });
  const keyword = query.trim();
  useEffect(() => {
    if (!search || keyword.length < ARTICLE_SEARCH_MIN) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const { searchArticles } = await import('./article-search.ts');
      const list = await searchArticles(search.context, keyword, controller.signal);
      if (!controller.signal.aborted) setHits({ query: keyword, list });
    }, ARTICLE_SEARCH_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [search, keyword]);
  return hits.query === keyword ? hits.list : [];
}

interface HeaderSearchProps {
  data: SearchData;
  texts: SearchTexts;
  /** Where 'no results' points: the price page. */
  priceLink: Link;
  icon: ReactNode;
  /** Searches the brand's articles too, after the services; absent, services only. */
  articleSearch?: ArticleSearch;
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
export function HeaderSearch({ data, texts, priceLink, icon, articleSearch }: HeaderSearchProps) {
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
  const articles = useArticleHits(articleSearch, query);
  const articleHref = (hit: ArticleHit) =>
    (articleSearch?.hrefs[hit.categoryId] ?? articleSearch?.fallback ?? '').replace('{id}', String(hit.id));

  const follow = (link: Link) => {
    setOpen(false);
    if (link.external) window.open(link.href, '_blank', 'noopener');
    else router.push(link.href);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const [first] = results;
    const [article] = articles;
    if (first) follow(first.link);
    else if (article) follow({ href: articleHref(article), external: false });
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

  const found = results.length + articles.length;
  const status = !typed ? '' : found > 0 ? texts.resultCount.replace('{n}', String(found)) : texts.noResults;
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
        {typed && found === 0 ? (
          <p className={styles.noResults}>
            {texts.noResults}
            <SiteLink link={priceLink} className={styles.noResultsLink} onClick={close}>
              {texts.browsePrices}
            </SiteLink>
          </p>
        ) : (
          <>
            {entries.length > 0 ? (
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
            ) : null}
            {typed && articles.length > 0 ? (
              <>
                <p id={`${headingId}-articles`} className={styles.searchHeading}>
                  {texts.articles}
                </p>
                <ul aria-labelledby={`${headingId}-articles`} className={styles.resultList}>
                  {articles.map((hit) => (
                    <li key={hit.id}>
                      <SiteLink
                        link={{ href: articleHref(hit), external: false }}
                        className={styles.result}
                        onClick={close}
                      >
                        <Highlighted name={hit.title} query={query} />
                        <span className={styles.resultCategory}>{hit.category}</span>
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {open ? status : ''}
      </p>
    </form>
  );
}
