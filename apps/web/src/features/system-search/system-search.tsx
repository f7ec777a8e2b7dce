'use client';

import { TRADEMARK_OFFICES, TrademarkSearchType } from '@site/contracts/ipr';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import styles from './system-search.module.css';

export interface SystemSearchProps {
  /** The trademark search's path (/search). */
  searchPath: string;
  /** The category search's path (/searchCategory). */
  categoryPath: string;
}

const TYPES = [TrademarkSearchType.TRADEMARK, TrademarkSearchType.CATEGORY, TrademarkSearchType.OATH] as const;
type SearchType = (typeof TYPES)[number];

/** Each search type's key in the `systemSearch` namespace. */
const TYPE_KEY = {
  [TrademarkSearchType.TRADEMARK]: 'trademark',
  [TrademarkSearchType.CATEGORY]: 'category',
  [TrademarkSearchType.OATH]: 'country',
} as const;

const GUIDE = ['item1', 'item2', 'item3', 'item4'] as const;

const typeOf = (search: string): SearchType => {
  const raw = Number(new URLSearchParams(search).get('searchType') ?? Number.NaN);
  return (TYPES as readonly number[]).includes(raw) ? (raw as SearchType) : TrademarkSearchType.TRADEMARK;
};

/**
 * The combined IP search entry (/systemSearch): the spec's search types as tabs, TRADEMARK 0 (trademark search),
 * CATEGORY 2 (category query) and OATH 3 (the same search in one office). Each tab's form is a plain GET form to
 * the page that answers it (/search or /searchCategory), so it works before the script runs too.
 */
export function SystemSearch({ searchPath, categoryPath }: SystemSearchProps) {
  const t = useTranslations('systemSearch');
  const id = useId();
  const [active, setActive] = useState<SearchType>(TrademarkSearchType.TRADEMARK);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => setActive(typeOf(window.location.search)), []);

  const choose = (type: SearchType, focus = false) => {
    setActive(type);
    const url = new URL(window.location.href);
    url.searchParams.set('searchType', String(type));
    window.history.replaceState(null, '', url);
    if (focus) tabs.current[TYPES.indexOf(type)]?.focus();
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TYPES.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TYPES[(at + 1) % TYPES.length]
        : event.key === 'ArrowLeft'
          ? TYPES[(at + TYPES.length - 1) % TYPES.length]
          : event.key === 'Home'
            ? TYPES[0]
            : event.key === 'End'
              ? TYPES[TYPES.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <div className={styles.box}>
      <div role="tablist" aria-label={t('tablist')} className={styles.tabs} onKeyDown={onKey}>
        {TYPES.map((type, i) => (
          <button
            key={type}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${type}`}
            aria-selected={active === type}
            aria-controls={`${id}-panel-${type}`}
            tabIndex={active === type ? 0 : -1}
            className={styles.tab}
            data-search-type={type}
            onClick={() => choose(type)}
          >
            {t(`tabs.${TYPE_KEY[type]}`)}
          </button>
        ))}
      </div>
      {TYPES.map((type) => (
        <div
          key={type}
          role="tabpanel"
          id={`${id}-panel-${type}`}
          aria-labelledby={`${id}-tab-${type}`}
          hidden={active !== type}
          className={styles.panel}
        >
          <p className={styles.intro}>{t(`intros.${TYPE_KEY[type]}`)}</p>
          <form
            method="get"
            action={type === TrademarkSearchType.CATEGORY ? categoryPath : searchPath}
            className={styles.form}
          >
            <div className={styles.field}>
              <label htmlFor={`${id}-q-${type}`} className={styles.label}>
                {type === TrademarkSearchType.CATEGORY ? t('keywordLabel') : t('markLabel')}
              </label>
              <input
                id={`${id}-q-${type}`}
                name={type === TrademarkSearchType.CATEGORY ? 'keyword' : 'markElement'}
                className={styles.input}
                required
                maxLength={50}
                autoComplete="off"
                placeholder={type === TrademarkSearchType.CATEGORY ? t('keywordExample') : t('markExample')}
              />
            </div>
            {type === TrademarkSearchType.OATH ? (
              <div className={styles.field}>
                <label htmlFor={`${id}-office`} className={styles.label}>
                  {t('officeLabel')}
                </label>
                <select id={`${id}-office`} name="country" className={styles.input} defaultValue="US" required>
                  {TRADEMARK_OFFICES.map((office) => (
                    <option key={office} value={office}>
                      {t(`offices.${office}`)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className={styles.submit}>
              <button type="submit" className="btn btn-primary">
                {t('submit')}
              </button>
            </div>
          </form>
        </div>
      ))}
      <section className={styles.guide} aria-labelledby={`${id}-guide`}>
        <h2 id={`${id}-guide`} className={styles.guideTitle}>
          {t('guide.title')}
        </h2>
        <ul className={styles.guideList}>
          {GUIDE.map((item) => (
            <li key={item}>{t(`guide.${item}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
