import type { ReactNode } from 'react';
import type { Locale } from '../../brands.ts';
import type {
  ReportMarket,
  ReportObligation,
  ReportService,
  ReportSource,
  SurveyReport,
} from '../../content/survey-reports.ts';
import { type Texts, textsOf } from '../../i18n/translate.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { renderStaticHtml } from '../../lib/static-html.ts';
import { putStaticSlot } from '../../lib/static-slots.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { StaticIsland } from '../../ui/static-island.tsx';
import frame from '../../ui/table-frame.module.css';
import styles from './report.module.css';
import { DownloadButton, PrintButton } from './report-actions.tsx';
import {
  firstYearTotal,
  marketAnchor,
  marketName,
  obligationsFor,
  priceDisplay,
  reportTitle,
  type ServiceApplies,
  serviceApplies,
  serviceName,
  streamName,
  urgentItems,
} from './report-rules.ts';

export interface ReportLinks {
  /** The portal's registration with pointType=registers and the page's query carried over. */
  register: string;
  contact: string;
  prices: string;
  /** The PDF of this report (the server renders it from this page). */
  pdf: string;
}

function SourceLink({ source, t }: { source: ReportSource; t: Texts<'report'> }) {
  const kind = source.kind ? <span className={styles.sourceKind}>（{t(`sourceKind.${source.kind}`)}）</span> : null;
  if (!source.url)
    return (
      <span>
        {source.title}
        {kind}
      </span>
    );
  return (
    <>
      <a href={source.url} target="_blank" rel="noopener noreferrer" className={styles.printUrl}>
        {source.title}
        <span className="visually-hidden">{t('opensInNewTab')}</span>
      </a>
      {kind}
    </>
  );
}

function SourceList({ sources, t }: { sources: readonly ReportSource[]; t: Texts<'report'> }) {
  if (sources.length === 0) return <>{t('noSource')}</>;
  return (
    <ul className={styles.sources}>
      {sources.map((source) => (
        <li key={`${source.title}${source.url ?? ''}`}>
          <SourceLink source={source} t={t} />
        </li>
      ))}
    </ul>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Obligation({ obligation, t }: { obligation: ReportObligation; t: Texts<'report'> }) {
  const unconfirmed = obligation.confidence === 'unconfirmed';
  const conditional = obligation.status === 'conditional';
  return (
    <article
      className={`${styles.obligation} ${obligation.urgent ? styles.urgentItem : ''} ${conditional ? styles.conditionalItem : ''}`}
      data-rule={obligation.ruleId}
      data-status={obligation.status}
      data-confidence={obligation.confidence}
    >
      <header className={styles.obligationHead}>
        <h4 className={styles.obligationTitle}>{obligation.title}</h4>
        <p className={styles.badges}>
          {obligation.urgent ? (
            <span className={`${styles.badge} ${styles.badgeUrgent}`}>{t('urgentBadge')}</span>
          ) : null}
          {conditional ? (
            <span className={`${styles.badge} ${styles.badgeConditional}`}>{t('conditionalBadge')}</span>
          ) : (
            <span className={styles.badge}>{t(`level.${obligation.level}`)}</span>
          )}
          <span className={`${styles.badge} ${styles[`confidence_${obligation.confidence}`] ?? ''}`}>
            <span className="visually-hidden">{t('lawConfidence')}：</span>
            {t(`confidence.${obligation.confidence}`)}
          </span>
        </p>
      </header>
      {conditional && obligation.condition ? (
        <p className={styles.condition} data-condition="">
          <strong>{t(`conditionPrefix.${obligation.level}`)}</strong>
          {obligation.condition}
        </p>
      ) : null}
      <p className={styles.action}>{obligation.action}</p>
      {unconfirmed ? (
        <p className={styles.unconfirmed} role="note">
          {t('unconfirmedNote')}
        </p>
      ) : null}
      <dl className={styles.facts}>
        {obligation.law ? <Row label={t('law')}>{obligation.law}</Row> : null}
        {obligation.register ? <Row label={t('registry')}>{obligation.register}</Row> : null}
        <Row label={t('who')}>{obligation.who}</Row>
        <Row label={t('timing')}>{obligation.timing}</Row>
        <Row label={t('lawConfidence')}>
          <span data-law-confidence={obligation.confidence}>{t(`confidence.${obligation.confidence}`)}</span>
        </Row>
        <Row label={t('sources')}>
          <SourceList sources={obligation.sources} t={t} />
        </Row>
        {obligation.amazon ? (
          <>
            <Row label={t('amazon')}>
              <strong>{t(`amazonEnforced.${obligation.amazon.enforced}`)}</strong>
              {obligation.amazon.how ? <>：{obligation.amazon.how}</> : null}
            </Row>
            {obligation.amazon.confidence ? (
              <>
                <Row label={t('amazonConfidence')}>
                  <span data-amazon-confidence={obligation.amazon.confidence}>
                    {t(`confidence.${obligation.amazon.confidence}`)}
                  </span>
                </Row>
                <Row label={t('amazonSources')}>
                  <SourceList sources={obligation.amazon.sources} t={t} />
                </Row>
              </>
            ) : null}
          </>
        ) : null}
        <Row label={t('checkedOn')}>
          <time dateTime={obligation.checkedOn}>{obligation.checkedOn}</time>
        </Row>
      </dl>
    </article>
  );
}

function Market({ market, t }: { market: ReportMarket; t: Texts<'report'> }) {
  const id = marketAnchor(market);
  return (
    <section className={styles.market} id={id} aria-labelledby={`${id}-title`} data-market={market.country}>
      <h2 id={`${id}-title`} className={styles.marketTitle}>
        {market.label}
      </h2>
      <p className={styles.marketSummary}>
        {t('marketSummary', {
          n: market.summary.obligations,
          u: market.summary.urgent,
          c: market.summary.unconfirmed,
        })}
      </p>
      {market.asked ? null : (
        <p className={styles.note} data-added={market.country === 'EU' ? 'eu' : 'stock'}>
          {market.country === 'EU' ? t('euAdded') : t('stockAdded')}
        </p>
      )}
      {market.streams.map((stream) => (
        <section key={stream.stream} className={styles.stream} aria-labelledby={`${id}-${stream.stream}`}>
          <h3 id={`${id}-${stream.stream}`} className={styles.streamTitle}>
            {stream.label}
          </h3>
          {stream.obligations.map((obligation) => (
            <Obligation key={obligation.ruleId} obligation={obligation} t={t} />
          ))}
        </section>
      ))}
    </section>
  );
}

function ServiceRow({
  service,
  markets,
  t,
  traditional,
  contact,
  applies,
}: {
  service: ReportService;
  markets: ReportMarket[];
  t: Texts<'report'>;
  traditional: boolean;
  contact: string;
  applies: ServiceApplies;
}) {
  const price = priceDisplay(service.from);
  const fulfils = obligationsFor(service, markets);
  return (
    <tr data-service={service.key} data-service-conditional={applies.conditional ? '' : undefined}>
      <th scope="row">
        {serviceName(service, traditional, t('genericService'))}
        {applies.conditional ? (
          <span className={`${styles.badge} ${styles.badgeConditional}`}>{t('conditionalBadge')}</span>
        ) : null}
      </th>
      <td>
        {applies.conditional && applies.conditions.length > 0 ? (
          <p className={styles.serviceCondition} data-service-condition="">
            <strong>{t('onlyIf')}</strong>
            {applies.conditions.join('；')}
          </p>
        ) : null}
        {fulfils.length > 0 ? (
          <ul className={styles.fulfils}>
            {fulfils.map((item) => (
              <li key={`${item.market}${item.title}`}>
                {item.market}：{item.title}
              </li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className={styles.price}>
        {price.kind === 'from' ? (
          <>
            <strong className={styles.amount}>{price.amount}</strong> {t('from')}
            {price.original ? (
              <del className={styles.original}>
                <span className="visually-hidden">{t('original')}</span>
                {price.original}
              </del>
            ) : null}
          </>
        ) : (
          <a href={contact}>{t('askUs')}</a>
        )}
      </td>
    </tr>
  );
}

/**
 * Static sections of the report, rendered to HTML at once (lib/static-html.ts) and put in the page as one string: the
 * report is most of the page's elements, and as a server component tree each of them cost a render, a flight entry
 * and a second render to HTML (issue 27). The wrapper is `display: contents`, so the sections stay items of the
 * page's grid. Nothing inside runs in the browser: the islands (print, download, refine) stay outside. The HTML is
 * sent once, in the page (lib/static-slots.ts).
 */
function StaticHtml({ children }: { children: ReactNode }) {
  const html = renderStaticHtml(children);
  // On a document request the HTML reaches the island through the request's slots, not the flight data (the page
  // would carry it twice): lib/static-slots.ts.
  const token = putStaticSlot(html);
  return <StaticIsland className={styles.static} {...(token ? { token } : { html })} />;
}

/**
 * The questionnaire's result page (spec section 2, questionAnswer): the summary, each market's
 * obligations with their law, register, who, timing, Amazon's enforcement (for Amazon sellers),
 * sources, date checked and confidence, the recommended services with prices, the next step, and
 * the versions and date the report was made with. Server-rendered; only the print and download
 * buttons run in the browser.
 */
export function SurveyReportView({
  report,
  locale,
  links,
  breadcrumb,
  refineForm,
}: {
  report: SurveyReport;
  locale: Locale;
  links: ReportLinks;
  breadcrumb: ReactNode;
  /** The refine step's form (a client island), or nothing (the PDF). */
  refineForm?: ReactNode;
}) {
  const t = textsOf(locale, 'report');
  const traditional = locale === 'zh-TW';
  // Market and stream names in the page's script (the report stores simplified ones).
  const markets: ReportMarket[] = report.markets.map((market) => ({
    ...market,
    label: marketName(market, traditional),
    streams: market.streams.map((stream) => ({ ...stream, label: streamName(stream, traditional) })),
  }));
  const urgent = urgentItems(markets);
  const madeAt = formatDateTime(report.createdAt, locale);
  const title = reportTitle({ platforms: report.platforms, markets }, traditional);
  // Services only for items that ask something of this seller: those that apply, then those on a condition.
  const offered = report.services.flatMap((service) => {
    const applies = serviceApplies(service, markets);
    return applies === null ? [] : [{ service, applies }];
  });
  const certain = offered.filter((s) => !s.applies.conditional);
  const onCondition = offered.filter((s) => s.applies.conditional);
  const certainTotal = firstYearTotal(certain.map((s) => s.service));
  const conditionalTotal = firstYearTotal(onCondition.map((s) => s.service));
  return (
    <div className={styles.page} data-report-page={report.reportId}>
      <header className={styles.head}>
        <div className="container">
          <div className={styles.noPrint}>{breadcrumb}</div>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 id="page-title" className={styles.title}>
            {title.more === null
              ? t('titleYou', { markets: title.markets })
              : t('titleYouMore', { markets: title.markets, n: title.more })}
          </h1>
          <dl className={styles.meta}>
            {title.platforms ? (
              <div data-platforms="">
                <dt>{t('platforms')}</dt>
                <dd>{title.platforms}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('madeAt')}</dt>
              <dd>
                <time dateTime={report.createdAt}>{madeAt}</time>
              </dd>
            </div>
          </dl>
          <p className={styles.asOf} data-as-of="">
            {t('asOf', { dates: report.rulesCheckedOn.join('、'), date: report.checkedOn })}
          </p>
          {report.refinedFrom ? (
            <p className={styles.note} data-refined-from={report.refinedFrom}>
              {t('refinedFrom')}
            </p>
          ) : null}
          <div className={`${styles.actions} ${styles.noPrint}`}>
            <PrintButton label={t('print')} />
            <DownloadButton
              href={links.pdf}
              fileName={`compliance-report-${report.reportId}.pdf`}
              label={t('download')}
              busyLabel={t('downloading')}
              failed={t('downloadFailed')}
            />
          </div>
        </div>
      </header>

      <div className={`container ${styles.body}`}>
        <StaticHtml>
          <section className={styles.summary} aria-labelledby="report-summary">
            <h2 id="report-summary" className={styles.sectionTitle}>
              {t('summaryTitle')}
            </h2>
            <ul className={styles.stats}>
              <li>
                <strong>{report.summary.obligations}</strong>
                <span>{t('obligations')}</span>
              </li>
              <li className={report.summary.urgent > 0 ? styles.statUrgent : undefined}>
                <strong>{report.summary.urgent}</strong>
                <span>{t('urgent')}</span>
              </li>
              <li data-stat="conditional">
                <strong>{report.summary.conditional}</strong>
                <span>{t('conditional')}</span>
              </li>
              <li>
                <strong>{report.summary.unconfirmed}</strong>
                <span>{t('unconfirmed')}</span>
              </li>
            </ul>
            {/* A wide table scrolls sideways on a phone, and says so; the region takes the focus so the keyboard can scroll it. */}
            <p className={frame.hint} data-scroll-hint="">
              {t('scrollHint')}
            </p>
            <section
              className={`${frame.frame} ${styles.tableWrap}`}
              data-scrolls=""
              aria-label={t('summaryTitle')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
              tabIndex={0}
            >
              <DataTable
                className={styles.table}
                caption={t('summaryTitle')}
                columns={[t('market'), t('obligations'), t('urgent'), t('conditional'), t('unconfirmed')]}
              >
                <tbody>
                  {markets.map((market) => (
                    <tr key={market.country}>
                      <th scope="row">
                        <a href={`#${marketAnchor(market)}`}>{market.label}</a>
                      </th>
                      <td>{market.summary.obligations}</td>
                      <td>{market.summary.urgent}</td>
                      <td>{market.summary.conditional}</td>
                      <td>{market.summary.unconfirmed}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </section>
            <h3 className={styles.urgentTitle}>{t('urgentTitle')}</h3>
            {urgent.length > 0 ? (
              <ol className={styles.urgentList}>
                {urgent.map((item) => (
                  <li key={`${item.anchor}${item.title}`} data-priority={item.condition ? 'conditional' : 'applies'}>
                    <a href={`#${item.anchor}`}>
                      {item.market}：{item.title}
                    </a>
                    {item.condition ? (
                      <span className={styles.urgentCondition} data-priority-condition="">
                        {item.condition}
                      </span>
                    ) : null}
                    <span className={styles.urgentTiming}>{item.timing}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p>{t('noUrgent')}</p>
            )}
          </section>
        </StaticHtml>

        {refineForm ? <div className={styles.noPrint}>{refineForm}</div> : null}

        <StaticHtml>
          {markets.map((market) => (
            <Market key={market.country} market={market} t={t} />
          ))}

          <section className={styles.services} aria-labelledby="report-services">
            <h2 id="report-services" className={styles.sectionTitle}>
              {t('servicesTitle')}
            </h2>
            {offered.length > 0 ? (
              <>
                <p className={styles.note}>{t('servicesIntro')}</p>
                <div className={styles.firstYear} data-first-year="">
                  <h3 className={styles.urgentTitle}>{t('firstYearTitle')}</h3>
                  {certain.length > 0 ? (
                    <p
                      data-first-year-certain=""
                      data-one-off={certainTotal.oneOff}
                      data-recurring={certainTotal.recurring}
                    >
                      {t('firstYear', {
                        n: certainTotal.counted,
                        oneOff: certainTotal.oneOff,
                        recurring: certainTotal.recurring,
                      })}
                    </p>
                  ) : null}
                  {onCondition.length > 0 ? (
                    <p data-first-year-conditional="">
                      {t('firstYearConditional', {
                        n: conditionalTotal.counted,
                        oneOff: conditionalTotal.oneOff,
                        recurring: conditionalTotal.recurring,
                      })}
                    </p>
                  ) : null}
                  {certainTotal.unpriced + conditionalTotal.unpriced > 0 ? (
                    <p>{t('firstYearUnpriced', { n: certainTotal.unpriced + conditionalTotal.unpriced })}</p>
                  ) : null}
                  <p className={styles.note}>{t('firstYearNote')}</p>
                </div>
                {[
                  { key: 'certain', list: certain, caption: t('servicesTitle'), intro: null },
                  {
                    key: 'conditional',
                    list: onCondition,
                    caption: t('conditionalServicesTitle'),
                    intro: t('conditionalServicesIntro'),
                  },
                ]
                  .filter((group) => group.list.length > 0)
                  .map((group) => (
                    <div key={group.key} data-service-group={group.key}>
                      {group.intro ? (
                        <>
                          <h3 className={styles.urgentTitle}>{group.caption}</h3>
                          <p className={styles.note}>{group.intro}</p>
                        </>
                      ) : null}
                      {/* On a phone the service table is a list of cards (report.module.css): nothing to scroll. */}
                      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
                      <section className={`${frame.frame} ${styles.tableWrap}`} aria-label={group.caption} tabIndex={0}>
                        <DataTable
                          className={`${styles.table} ${styles.serviceTable}`}
                          caption={group.caption}
                          columns={[t('service'), t('forItems'), t('price')]}
                        >
                          <tbody>
                            {group.list.map(({ service, applies }) => (
                              <ServiceRow
                                key={service.key}
                                service={service}
                                markets={markets}
                                t={t}
                                traditional={traditional}
                                contact={links.contact}
                                applies={applies}
                              />
                            ))}
                          </tbody>
                        </DataTable>
                      </section>
                    </div>
                  ))}
              </>
            ) : (
              <p>{t('noServices')}</p>
            )}
          </section>

          <section className={`${styles.next} ${styles.noPrint}`} aria-labelledby="report-next">
            <h2 id="report-next" className={styles.sectionTitle}>
              {t('nextTitle')}
            </h2>
            <p>{t('nextText')}</p>
            <div className={styles.actions}>
              <a href={links.register} target="_blank" rel="noopener" className="btn btn-primary">
                {t('register')}
                <span className="visually-hidden">{t('opensInNewTab')}</span>
              </a>
              <a href={links.contact} className="btn btn-outline">
                {t('contact')}
              </a>
              <a href={links.prices} className="btn btn-outline">
                {t('prices')}
              </a>
            </div>
          </section>

          <p className={styles.footnote}>{t('footnote', { date: madeAt })}</p>
          <p className={styles.smallPrint} data-small-print="">
            {t('smallPrint', { id: report.reportId, rules: report.rulesVersion, engine: report.engineVersion })}
            {report.refinedFrom ? t('smallPrintRefined', { id: report.refinedFrom }) : null}
          </p>
        </StaticHtml>
      </div>
    </div>
  );
}
