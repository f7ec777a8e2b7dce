'use client';

import { ApiError } from '@site/contracts/client';
import * as ipr from '@site/contracts/ipr';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import type { z } from 'zod';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';
import { searchRecordsOf } from '../../lib/search-records.ts';
import { DataTable } from '../../ui/data-table.tsx';
import fieldStyles from '../../ui/form-field.module.css';
import { LabelledField } from '../../ui/labelled-field.tsx';
import { RecentSearches } from '../../ui/recent-searches.tsx';
import { useResultsHeading } from '../../ui/results-heading.ts';
import { showToast } from '../../ui/toast.ts';
import panels from '../../ui/tool-panel.module.css';
import styles from './category-search.module.css';

/** The category search's words (the catalogue's `categorySearch` namespace). */
type CategoryTexts = ReturnType<typeof useTranslations<'categorySearch'>>;

type CategoryData = z.infer<typeof ipr.categorySearch.data>;

export interface CategoryClassOption {
  number: number;
  label: string;
}

export interface CategorySearchProps extends BrowserGatewayContext {
  classes: CategoryClassOption[];
  /** The trademark search's path (/search), for 'search a mark in this class'. */
  searchPath: string;
}

/** Terms shown per search (the call pages them; the first page is enough to choose classes). */
/** 'n of total' over the terms: the total alone when every term is shown. */
const foundText = (t: CategoryTexts, n: number, total: number) =>
  n === total ? t('foundAll', { total }) : t('foundSome', { n, total });

const PAGE_SIZE = 100;

/** The keyword a page address asks for (?keyword=... from /systemSearch's category tab). */
const keywordOf = (search: string): string => (new URLSearchParams(search).get('keyword') ?? '').slice(0, 100);

/**
 * The category search (/searchCategory): a product or service word in Chinese or English gives the goods and
 * services terms with their classes and the classes it suggests; the word can come from the address (?keyword=).
 */
/** The recent searches with `word` first: an earlier entry with the same word (any case) goes; at most 10. */
const recentWith = (recent: readonly string[], word: string): string[] => {
  const w = word.trim();
  return [w, ...recent.filter((r) => r.toUpperCase() !== w.toUpperCase())].slice(0, ipr.SEARCH_HISTORY_LIMIT.category);
};

export function CategorySearch({ brand, locale, home, portal, classes, searchPath }: CategorySearchProps) {
  const t = useTranslations('categorySearch');
  const gateway = useMemo(() => createBrowserGateway({ brand, locale, home, portal }), [brand, locale, home, portal]);
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [classNo, setClassNo] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<{ keyword: string; data: CategoryData } | null>(null);
  // Recent category searches (spec section 9): kept by the server per signed-in user, else per device; at most 10.
  const [recent, setRecent] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  // The results heading takes the focus once it is rendered after a search the visitor asked for; a word from the
  // address (a shared link, the entry page's tab) brings the results into view without moving the focus.
  const { heading, focusResults, scrollToResults } = useResultsHeading(result);

  const run = useCallback(
    async (word: string, cls: number, how: 'push' | 'replace' | 'none') => {
      setKeyword(word);
      const body = { keyword: word, pageNum: 1, pageSize: PAGE_SIZE, ...(cls ? { classNo: cls } : {}) };
      const checked = ipr.categorySearchBody.safeParse(body);
      if (!checked.success) {
        setProblem(checked.error.issues[0]?.message ?? t('failed'));
        input.current?.focus();
        return;
      }
      setProblem(null);
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const data = await gateway.call(ipr.categorySearch, { body, silent: true });
        if (ticket !== latest.current) return;
        setResult({ keyword: word.trim(), data });
        const address = `${window.location.pathname}?${new URLSearchParams({ keyword: word.trim() })}`;
        if (how === 'push') window.history.pushState(null, '', address);
        if (how === 'replace') window.history.replaceState(null, '', address);
        focusResults.current = how === 'push';
        setRecent((r) => recentWith(r, word));
        void gateway
          .call(ipr.saveSearchRecord, {
            body: { markElement: word.trim(), searchType: ipr.TrademarkSearchType.CATEGORY },
            silent: true,
            ignoreUnauthorized: true,
          })
          .then((list) => setRecent(list.map((h) => h.markElement)))
          .catch(() => undefined);
      } catch (error) {
        if (ticket !== latest.current) return;
        if (error instanceof ApiError && error.code === 400) setProblem(error.message);
        else showToast(error instanceof ApiError ? error.message : t('failed'));
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [gateway, t, focusResults],
  );

  useEffect(() => {
    searchRecordsOf(gateway, ipr.TrademarkSearchType.CATEGORY)
      .then((list) => setRecent(list.map((h) => h.markElement)))
      .catch(() => undefined);
  }, [gateway]);

  useEffect(() => {
    const fromAddress = () => {
      const word = keywordOf(window.location.search);
      if (word.trim()) {
        scrollToResults.current = true;
        void run(word, 0, 'none');
      }
    };
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, [run, scrollToResults]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(keyword, classNo, 'push');
  };

  return (
    <div className={styles.tool}>
      <section className={panels.panel} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={panels.panelTitle}>
          {t('formTitle')}
        </h2>
        <form className={styles.form} onSubmit={submit} noValidate>
          <LabelledField className={styles.field} id={`${id}-keyword`} label={t('keywordLabel')}>
            <input
              ref={input}
              id={`${id}-keyword`}
              name="keyword"
              className={fieldStyles.input}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
              autoComplete="off"
              enterKeyHint="search"
            />
            <p id={`${id}-hint`} className={fieldStyles.hint}>
              {t('keywordHint')}
            </p>
            {problem ? (
              <p id={`${id}-error`} className={fieldStyles.error} role="alert">
                {problem}
              </p>
            ) : null}
          </LabelledField>
          <LabelledField className={styles.field} id={`${id}-class`} label={t('classLabel')}>
            <select
              id={`${id}-class`}
              className={fieldStyles.input}
              value={classNo}
              onChange={(e) => setClassNo(Number(e.target.value))}
            >
              <option value={0}>{t('anyClass')}</option>
              {classes.map((c) => (
                <option key={c.number} value={c.number}>
                  {t('classOption', { n: c.number, label: c.label })}
                </option>
              ))}
            </select>
          </LabelledField>
          <div className={styles.submit}>
            <button type="submit" className="btn btn-primary" disabled={loading} aria-busy={loading || undefined}>
              {loading ? t('searching') : t('submit')}
            </button>
          </div>
        </form>
        <RecentSearches
          title={t('historyTitle')}
          testId="category-history"
          items={recent.map((word) => ({ key: word, label: word }))}
          onPick={(word) => void run(word, classNo, 'push')}
        />
      </section>
      <p className="visually-hidden" role="status" aria-live="polite">
        {loading ? t('searching') : result ? foundText(t, result.data.list.length, result.data.total) : ''}
      </p>
      {result ? (
        <CategoryResults
          id={id}
          keyword={result.keyword}
          data={result.data}
          t={t}
          headingRef={heading}
          searchPath={searchPath}
        />
      ) : null}
    </div>
  );
}

function CategoryResults({
  id,
  keyword,
  data,
  t,
  headingRef,
  searchPath,
}: {
  id: string;
  keyword: string;
  data: CategoryData;
  t: CategoryTexts;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  searchPath: string;
}) {
  return (
    <section className={styles.results} aria-labelledby={`${id}-results`}>
      <h2 id={`${id}-results`} ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
        “{keyword}”
      </h2>
      {data.classes.length > 0 ? (
        <section aria-labelledby={`${id}-suggested`}>
          <h3 id={`${id}-suggested`} className={styles.subTitle}>
            {t('suggestedTitle')}
          </h3>
          <ol className={styles.suggested} data-testid="suggested-classes">
            {data.classes.map((c) => (
              <li key={c.classNo} className={styles.suggestion} data-class={c.classNo}>
                <a href={`#nice-class-${c.classNo}`} className={styles.suggestionLink}>
                  <strong>{t('classHeading', { n: c.classNo })}</strong> {c.label}
                  <span className={styles.suggestionEn} lang="en">
                    {c.labelEn}
                  </span>
                </a>
                <span className={styles.suggestionCount}>{t('suggestedCount', { n: c.count })}</span>
                <a className={styles.toSearch} href={`${searchPath}?classes=${c.classNo}`}>
                  {t('toSearch')}
                </a>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby={`${id}-terms`}>
        <h3 id={`${id}-terms`} className={styles.subTitle}>
          {t('termsTitle')}
          <span className={styles.count}>{foundText(t, data.list.length, data.total)}</span>
        </h3>
        {data.list.length === 0 ? (
          <p className={styles.empty}>{t('noTerms')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <DataTable
              className={styles.table}
              data-testid="terms"
              columns={[t('colClass'), t('colZh'), t('colEn'), t('colCode')]}
            >
              <tbody>
                {data.list.map((term) => (
                  <tr key={term.productCode}>
                    <td>{t('classHeading', { n: term.classNo })}</td>
                    <td>{term.productName}</td>
                    <td lang="en">{term.productNameEn}</td>
                    <td>{term.productCode}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        )}
      </section>
    </section>
  );
}
