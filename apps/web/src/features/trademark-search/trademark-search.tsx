'use client';

import { ApiError } from '@site/contracts/client';
import * as ipr from '@site/contracts/ipr';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';
import { searchRecordsOf } from '../../lib/search-records.ts';
import { FigureList } from '../../ui/figure-list.tsx';
import fieldStyles from '../../ui/form-field.module.css';
import { LabelledField } from '../../ui/labelled-field.tsx';
import { RecentSearches } from '../../ui/recent-searches.tsx';
import { useResultsHeading } from '../../ui/results-heading.ts';
import { TextList } from '../../ui/text-list.tsx';
import { showToast } from '../../ui/toast.ts';
import panels from '../../ui/tool-panel.module.css';
import { AttorneyRequest } from './attorney-request.tsx';
import { PriceQuote } from './price-quote.tsx';
import {
  addToHistory,
  EMPTY_QUERY,
  filterHits,
  filterOptions,
  type HistoryEntry,
  type Hit,
  type HitFilter,
  type Liveness,
  liveness,
  NO_FILTER,
  type Office,
  parseSearchQuery,
  type QueryProblem,
  queryProblem,
  readHistory,
  type SearchData,
  type SearchQuery,
  searchBody,
  searchQueryString,
} from './rules.ts';
import { type SearchText, useSearchText } from './search-text.ts';
import styles from './trademark-search.module.css';

export interface ClassOption {
  number: number;
  label: string;
}

export interface TrademarkSearchProps extends BrowserGatewayContext {
  /** The Nice classes 1-46 with their short labels in the page's language. */
  classes: ClassOption[];
}

type ServerHistory = z.infer<typeof ipr.listSearchRecords.data>;
type Coverage = z.infer<typeof ipr.trademarkCoverage.data>;
type WellKnownHit = SearchData['wellKnown'][number];

/** The server's history (the signed-in user's, else this device's) as the page shows it. */
const historyOf = (list: ServerHistory): HistoryEntry[] =>
  readHistory(
    JSON.stringify(list.map((h) => ({ markElement: h.markElement, country: h.country ?? '', at: h.searchDate }))),
  );

/** One history entry's key: its mark and office. */
const historyKey = (h: HistoryEntry) => `${h.markElement}|${h.country}`;

const percent = (score: number) => `${Math.round(score * 100)}%`;

/**
 * The trademark clearance search (/search): the mark, office and classes form, the overall verdict, the filters and
 * the hits with their matcher badges and risk, and the device's recent searches. The page itself is the same for
 * every visitor (cached); the shared link's query (?markElement=...&country=...&classes=...) is read here, in the
 * browser, and searched on load.
 */
export function TrademarkSearch({ brand, locale, home, portal, classes }: TrademarkSearchProps) {
  const text = useSearchText();
  const gateway = useMemo(() => createBrowserGateway({ brand, locale, home, portal }), [brand, locale, home, portal]);
  const id = useId();
  const [form, setForm] = useState<SearchQuery>(EMPTY_QUERY);
  const [problem, setProblem] = useState<QueryProblem | null>(null);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<{ query: SearchQuery; data: SearchData } | null>(null);
  const [filter, setFilter] = useState<HitFilter>(NO_FILTER);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const markInput = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [asking, setAsking] = useState(false);
  const [coverage, setCoverage] = useState<Coverage | null>(null);
  // A shared link: its results are brought into view (below the page's hero) without moving the focus.
  const { heading: resultsHeading, focusResults, scrollToResults } = useResultsHeading(result);
  const attorneyClasses = useMemo(
    () =>
      result
        ? result.query.classes.length > 0
          ? result.query.classes
          : [...new Set(result.data.list.slice(0, 3).flatMap((h) => h.classes))].sort((a, b) => a - b).slice(0, 5)
        : [],
    [result],
  );

  // Recent searches (spec section 9): kept by the server per signed-in user, else per device (the device id header);
  // shown at once, then as the server answers (one entry per mark and office, newest first, at most 15).
  const record = useCallback(
    (query: SearchQuery) => {
      setHistory((h) =>
        addToHistory(h, { markElement: query.markElement, country: query.country, at: new Date().toISOString() }),
      );
      gateway
        .call(ipr.saveSearchRecord, {
          body: {
            markElement: query.markElement.trim(),
            ...(query.country ? { country: query.country } : {}),
            searchType: ipr.TrademarkSearchType.TRADEMARK,
          },
          silent: true,
          ignoreUnauthorized: true,
        })
        .then((list) => setHistory(historyOf(list)))
        .catch(() => undefined);
    },
    [gateway],
  );

  const run = useCallback(
    async (query: SearchQuery, how: 'push' | 'replace' | 'none') => {
      setForm(query);
      const found = queryProblem(query);
      setProblem(found);
      if (found) {
        if (found.field === 'markElement') markInput.current?.focus();
        return;
      }
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const data = await gateway.call(ipr.searchTrademark, { body: searchBody(query), silent: true });
        if (ticket !== latest.current) return;
        setResult({ query, data });
        setFilter(NO_FILTER);
        const address = `${window.location.pathname}${searchQueryString(query)}`;
        if (how === 'push') window.history.pushState(null, '', address);
        if (how === 'replace') window.history.replaceState(null, '', address);
        record(query);
        // The results heading takes the focus once it is rendered (useResultsHeading).
        focusResults.current = how === 'push';
      } catch (error) {
        if (ticket !== latest.current) return;
        const message = error instanceof ApiError ? error.message : text.failed;
        if (error instanceof ApiError && error.code === 400) setProblem({ field: 'markElement', message });
        else showToast(message);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [gateway, record, text.failed, focusResults],
  );

  // The shared link: the address's query, searched on load; back and forward search again.
  useEffect(() => {
    searchRecordsOf(gateway, ipr.TrademarkSearchType.TRADEMARK)
      .then((list) => setHistory(historyOf(list)))
      .catch(() => undefined);
    // What the search covers, shown before any search (each office's imported records).
    gateway
      .call(ipr.trademarkCoverage, { silent: true })
      .then(setCoverage)
      .catch(() => undefined);
    const fromAddress = () => {
      const query = parseSearchQuery(window.location.search);
      if (query.markElement.trim()) {
        scrollToResults.current = true;
        void run(query, 'none');
      } else {
        setForm((f) => ({ ...f, country: query.country, classes: query.classes }));
        setResult(null);
      }
    };
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, [run, gateway, scrollToResults]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(form, 'push');
  };

  const markError = problem?.field === 'markElement' || problem?.field === 'country' ? problem.message : null;
  const classError = problem?.field === 'classes' ? problem.message : null;

  return (
    <div className={styles.tool}>
      <section className={panels.panel} aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`} className={panels.panelTitle}>
          {text.formTitle}
        </h2>
        <form className={styles.form} onSubmit={submit} noValidate>
          <LabelledField className={styles.fieldMark} id={`${id}-mark`} label={text.markLabel}>
            <input
              ref={markInput}
              id={`${id}-mark`}
              name="markElement"
              className={fieldStyles.input}
              value={form.markElement}
              onChange={(e) => setForm({ ...form, markElement: e.target.value })}
              aria-invalid={markError ? true : undefined}
              aria-describedby={`${id}-mark-hint${markError ? ` ${id}-mark-error` : ''}`}
              autoComplete="off"
              enterKeyHint="search"
            />
            <p id={`${id}-mark-hint`} className={fieldStyles.hint}>
              {text.markHint}
            </p>
            {markError ? (
              <p id={`${id}-mark-error`} className={fieldStyles.error} role="alert">
                {markError}
              </p>
            ) : null}
          </LabelledField>
          <LabelledField className={styles.fieldOffice} id={`${id}-office`} label={text.officeLabel}>
            <select
              id={`${id}-office`}
              name="country"
              className={fieldStyles.input}
              value={form.country}
              onChange={(e) => setForm({ ...form, country: e.target.value as Office | '' })}
            >
              <option value="">{text.allOffices}</option>
              {ipr.TRADEMARK_OFFICES.map((office) => (
                <option key={office} value={office}>
                  {text.offices[office]}
                </option>
              ))}
            </select>
          </LabelledField>
          <div className={styles.fieldSubmit}>
            <button type="submit" className="btn btn-primary" disabled={loading} aria-busy={loading || undefined}>
              {loading ? text.searching : text.submit}
            </button>
          </div>
          <ClassPicker
            id={`${id}-classes`}
            text={text}
            classes={classes}
            chosen={form.classes}
            error={classError}
            onChange={(chosen) => setForm({ ...form, classes: chosen })}
          />
        </form>
        {coverage ? <CoveragePanel coverage={coverage} text={text} /> : null}
        <RecentSearches
          title={text.historyTitle}
          testId="search-history"
          items={history.map((h) => ({
            key: historyKey(h),
            label: h.markElement,
            note: h.country ? text.offices[h.country] : text.historyAllOffices,
          }))}
          onPick={(key) => {
            const picked = history.find((h) => historyKey(h) === key);
            if (picked) void run({ ...form, markElement: picked.markElement, country: picked.country }, 'push');
          }}
        />
      </section>

      <p className="visually-hidden" role="status" aria-live="polite">
        {loading
          ? text.searching
          : result
            ? `${text.found(result.data.list.length, result.data.total)}，${text.risks[result.data.risk]}`
            : ''}
      </p>

      {result ? (
        <Results
          key={`${result.query.markElement}|${result.query.country}|${result.query.classes.join(',')}`}
          id={id}
          data={result.data}
          text={text}
          filter={filter}
          onFilter={setFilter}
          headingRef={resultsHeading}
          markElement={result.query.markElement}
          onAskAttorney={() => setAsking(true)}
        />
      ) : null}

      {result ? (
        <div className={styles.attorneyBand}>
          <p>{text.askAttorneyText}</p>
          <button type="button" className="btn btn-accent" onClick={() => setAsking(true)}>
            {text.askAttorney}
          </button>
          <AttorneyRequest
            gateway={gateway}
            text={text}
            query={result.query}
            classes={attorneyClasses}
            open={asking}
            onClose={() => setAsking(false)}
          />
        </div>
      ) : null}

      <PriceQuote gateway={gateway} text={text} />
    </div>
  );
}

function ClassPicker({
  id,
  text,
  classes,
  chosen,
  error,
  onChange,
}: {
  id: string;
  text: SearchText;
  classes: ClassOption[];
  chosen: number[];
  error: string | null;
  onChange: (chosen: number[]) => void;
}) {
  const toggle = (n: number, on: boolean) =>
    onChange(on ? [...chosen, n].sort((a, b) => a - b) : chosen.filter((c) => c !== n));
  return (
    <details className={styles.classes} open={error ? true : undefined}>
      <summary className={styles.classesSummary}>
        {text.classesLabel}：
        <span className={styles.classesChosen}>
          {chosen.length === 0 ? text.classesNone : `${text.classesChosen(chosen.length)}（${chosen.join('、')}）`}
        </span>
      </summary>
      <fieldset className={styles.classGrid} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="visually-hidden">{text.classesLabel}</legend>
        {classes.map((c) => (
          <label key={c.number} className={styles.classOption}>
            <input
              type="checkbox"
              name="classes"
              value={c.number}
              checked={chosen.includes(c.number)}
              onChange={(e) => toggle(c.number, e.target.checked)}
            />
            <span>
              {c.number}. {c.label}
            </span>
          </label>
        ))}
      </fieldset>
      {chosen.length > 0 ? (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange([])}>
          {text.classesClear}
        </button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </details>
  );
}

function Results({
  id,
  data,
  text,
  filter,
  onFilter,
  headingRef,
  markElement,
  onAskAttorney,
}: {
  id: string;
  data: SearchData;
  text: SearchText;
  filter: HitFilter;
  onFilter: (filter: HitFilter) => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  markElement: string;
  onAskAttorney: () => void;
}) {
  const options = useMemo(() => filterOptions(data.list), [data.list]);
  const shown = useMemo(() => filterHits(data.list, filter), [data.list, filter]);
  const filtered = filter !== NO_FILTER && (filter.office !== '' || filter.classNo !== 0 || filter.status !== '');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      showToast(text.linkCopied);
    } catch {
      showToast(window.location.href);
    }
  };
  return (
    <section className={styles.results} aria-labelledby={`${id}-results`}>
      <div className={styles.resultsHead}>
        <h2 id={`${id}-results`} ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
          {text.resultsTitle}：<span lang="">{markElement}</span>
        </h2>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()}>
          {text.shareLink}
        </button>
      </div>

      {data.sample ? (
        <aside className={styles.sample} aria-label={text.sampleLabel} data-testid="sample-notice">
          <strong className={styles.sampleTag}>{text.sampleLabel}</strong>
          <span>{text.sampleText}</span>
        </aside>
      ) : null}

      <div className={styles.verdict} data-risk={data.risk} data-testid="verdict">
        <p className={styles.verdictTitle}>
          <span className={styles.riskPill} data-risk={data.risk}>
            {text.risks[data.risk]}
          </span>
          {text.verdictTitle[data.risk]}
        </p>
        {data.reasons.length > 0 ? <TextList items={data.reasons} className={styles.verdictReasons} /> : null}
        {data.judged ? null : (
          <p className={styles.cannotJudge} data-testid="cannot-judge">
            <span>{text.cannotJudge}</span>
            <button type="button" className="btn btn-accent btn-sm" onClick={onAskAttorney}>
              {text.askAttorneySearch}
            </button>
          </p>
        )}
      </div>

      {data.wellKnown.length > 0 ? (
        <section className={styles.wellKnown} aria-labelledby={`${id}-well-known`}>
          <h3 id={`${id}-well-known`} className={styles.wellKnownTitle}>
            {text.wellKnownTitle}
          </h3>
          <ul className={styles.wellKnownList}>
            {data.wellKnown.map((w) => (
              <li key={w.mark}>
                <WellKnownCard hit={w} text={text} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data.list.length > 0 ? (
        <fieldset className={styles.filters}>
          <legend className={styles.filtersTitle}>{text.filterTitle}</legend>
          <FilterSelect
            label={text.filterOffice}
            value={filter.office}
            any={text.filterAny}
            options={options.offices.map((o) => ({ value: o, label: text.offices[o] }))}
            onChange={(v) => onFilter({ ...filter, office: v as Office | '' })}
          />
          <FilterSelect
            label={text.filterClass}
            value={filter.classNo === 0 ? '' : String(filter.classNo)}
            any={text.filterAny}
            options={options.classes.map((n) => ({ value: String(n), label: text.classOption(n) }))}
            onChange={(v) => onFilter({ ...filter, classNo: v ? Number(v) : 0 })}
          />
          <FilterSelect
            label={text.filterStatus}
            value={filter.status}
            any={text.filterAny}
            options={options.statuses.map((s) => ({ value: s, label: text.statuses[s] }))}
            onChange={(v) => onFilter({ ...filter, status: v as Liveness | '' })}
          />
          {filtered ? (
            <button type="button" className={styles.linkButton} onClick={() => onFilter(NO_FILTER)}>
              {text.filterNone}
            </button>
          ) : null}
        </fieldset>
      ) : null}

      <p className={styles.count} data-testid="result-count">
        {text.found(shown.length, data.total)}
      </p>
      {data.list.length > 0 && shown.length === 0 ? <p className={styles.empty}>{text.nothingFound}</p> : null}
      <ol className={styles.hits}>
        {shown.map((hit) => (
          <li key={`${hit.country} ${hit.number}`}>
            <HitCard hit={hit} text={text} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What the search covers: each office's imported records, or that there are none yet (the sample registry only). */
function CoveragePanel({ coverage, text }: { coverage: Coverage; text: SearchText }) {
  const any = coverage.offices.some((o) => o.marks > 0);
  return (
    <section className={styles.coverage} aria-label={text.coverageTitle} data-testid="coverage">
      <h3 className={styles.coverageTitle}>{text.coverageTitle}</h3>
      {any ? (
        <>
          <p>{text.coverageIntro}</p>
          <ul className={styles.coverageList}>
            {coverage.offices.map((o) => (
              <li key={o.office} data-office={o.office} data-marks={o.marks}>
                <strong>{text.offices[o.office]}</strong>：
                {o.marks > 0 ? text.coverageOffice(o.marks, o.newestFiled, o.lastImport) : text.coverageMissing}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{text.coverageNone}</p>
      )}
    </section>
  );
}

/** A well-known mark close to the searched one: high risk in every class, with its source. */
function WellKnownCard({ hit, text }: { hit: WellKnownHit; text: SearchText }) {
  const [reason, ...rest] = hit.reasons;
  const source = rest.at(-1);
  const matched = rest.slice(0, -1);
  return (
    <article className={styles.wellKnownCard} data-testid="well-known" data-mark={hit.mark}>
      <header className={styles.hitHead}>
        <h4 className={styles.hitMark}>{hit.name === hit.mark ? hit.mark : `${hit.name}（${hit.mark}）`}</h4>
        <span className={styles.riskPill} data-risk="high">
          {text.risks.high}
        </span>
      </header>
      <MatcherBadges matchers={hit.matchers} text={text} />
      <p className={styles.wellKnownReason}>{reason}</p>
      {matched.length > 0 ? <TextList items={matched} className={styles.wellKnownMatched} /> : null}
      <p className={styles.wellKnownSourceLine}>
        {text.wellKnownOwner}：{hit.owner}
        {source ? ` · ${source}` : null}
      </p>
    </article>
  );
}

/** The matchers that found a hit, each with its score (and what it compares, as the badge's title). */
function MatcherBadges({
  matchers,
  text,
}: {
  matchers: { name: keyof SearchText['matchers']; score: number }[];
  text: SearchText;
}) {
  return (
    <ul className={styles.badges} aria-label={text.matchedBy}>
      {matchers.map((m) => (
        <li key={m.name} className={styles.badge} data-matcher={m.name} title={text.matcherHelp[m.name]}>
          {text.matchers[m.name]}
          <span className={styles.badgeScore}>{percent(m.score)}</span>
        </li>
      ))}
    </ul>
  );
}

function FilterSelect({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: string;
  value: string;
  any: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <select id={id} className={fieldStyles.input} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function HitCard({ hit, text }: { hit: Hit; text: SearchText }) {
  const id = useId();
  const state = liveness(hit.status);
  return (
    <article className={styles.hit} aria-labelledby={`${id}-mark`} data-testid="hit" data-mark={hit.mark}>
      <header className={styles.hitHead}>
        <h3 id={`${id}-mark`} className={styles.hitMark}>
          {hit.mark}
        </h3>
        <span className={styles.riskPill} data-risk={hit.risk}>
          {text.risks[hit.risk]}
        </span>
        {hit.sample ? <span className={styles.sampleBadge}>{text.sampleLabel}</span> : null}
      </header>
      <MatcherBadges matchers={hit.matcherScores} text={text} />
      <FigureList
        className={styles.facts}
        items={[
          { label: text.office, value: text.offices[hit.country] },
          { label: text.number, value: hit.number },
          {
            label: text.classes,
            value: hit.classes.length > 0 ? hit.classes.map((n) => text.classOption(n)).join('、') : '—',
          },
          { label: text.owner, value: hit.owner || '—' },
          {
            label: text.status,
            value: (
              <>
                <span className={styles.status} data-state={state}>
                  {text.statuses[state]}
                </span>
                {text.statusDetail[hit.status.toLowerCase()] ? (
                  <span className={styles.statusRaw}>（{text.statusDetail[hit.status.toLowerCase()]}）</span>
                ) : null}
              </>
            ),
          },
          { label: text.filed, value: hit.filed ?? '—' },
          { label: text.similarity, value: percent(hit.score) },
        ]}
      />
      {hit.reasons.length > 0 ? (
        <div className={styles.reasons}>
          <p className={styles.reasonsTitle}>{text.reasons}</p>
          <TextList items={hit.reasons} />
        </div>
      ) : null}
    </article>
  );
}
