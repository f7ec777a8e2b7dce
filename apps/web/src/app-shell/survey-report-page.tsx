import 'server-only';
import { isPlatform } from '@site/contracts/hosts';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { type Brand, brandOf, isLocaleOf, type Locale } from '../brands.ts';
import { getShell } from '../content/shell.ts';
import { getSurveyReport, type SurveyReport } from '../content/survey-reports.ts';
import { RefineIsland } from '../features/survey-report/refine-island.tsx';
import { reportQuery } from '../features/survey-report/report-rules.ts';
import { type ReportLinks, SurveyReportView } from '../features/survey-report/report-view.tsx';
import { Texts } from '../i18n/texts.tsx';
import { textsOf } from '../i18n/translate.ts';
import { portalUrl } from '../lib/portal.ts';
import type { SiteParams } from '../lib/route-params.ts';
import { homePath, localePath, matchInternalPath } from '../lib/site-routes.ts';
import { portalOf } from '../settings.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import { printReportAhead } from './report-printer.ts';

/**
 * The questionnaire's result page (route '/~/questionAnswer': /ld/questionAnswer, /cht/questionAnswer
 * for XM), composed from the stored report (content/survey-reports.ts) and the survey-report
 * feature. It is the visitor's own: rendered on every request (the page files are dynamic, so the
 * answer is `Cache-Control: private, no-store`), kept out of the sitemap and out of search engines.
 * A malformed or unknown reportId is the 404 page.
 */

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type ReportFileProps = { params: Promise<SiteParams>; searchParams: SearchParams };

export interface LoadedReport {
  brand: Brand;
  locale: Locale;
  report: SurveyReport;
  /** The page's own query, as carried to the portal. */
  query: URLSearchParams;
}

const REPORT_ROUTE = '/~/questionAnswer';

/** The brand's result page path ('/ld/questionAnswer', or 'cht' for XM's own segment). */
const pathOf = (brand: Brand, locale: Locale, segment: string, rest = '') =>
  localePath(brand, locale, `/${segment}/questionAnswer${rest}`);

/** The brand, locale and stored report of a result page request, or null (a 404). */
export const loadReport = async (
  params: SiteParams,
  segment: 'ld' | 'cht',
  reportId: string | null | undefined,
): Promise<Omit<LoadedReport, 'query'> | null> => {
  if (!isPlatform(params.platform)) return null;
  const brand = brandOf(params.platform);
  if (!isLocaleOf(brand, params.locale)) return null;
  const match = matchInternalPath(brand, `/${segment}/questionAnswer`);
  if (match?.route.pattern !== REPORT_ROUTE || !reportId) return null;
  const report = await getSurveyReport(brand.code, params.locale, reportId);
  return report ? { brand, locale: params.locale, report } : null;
};

const resolve = async (props: ReportFileProps, segment: 'ld' | 'cht'): Promise<LoadedReport | null> => {
  const [params, search] = await Promise.all([props.params, props.searchParams]);
  const query = reportQuery(search);
  const loaded = await loadReport(params, segment, query.get('reportId'));
  return loaded ? { ...loaded, query } : null;
};

export const surveyReportPageFile = (segment: 'ld' | 'cht') => ({
  generateMetadata: async (props: ReportFileProps): Promise<Metadata> => {
    const found = await resolve(props, segment);
    if (!found) return {};
    const shell = await getShell(found.brand.code, found.locale);
    return {
      title: `${textsOf(found.locale, 'report')('title')} - ${shell.config.name}`,
      robots: { index: false, follow: false },
    };
  },
  render: async (props: ReportFileProps) => {
    const found = await resolve(props, segment);
    if (!found) notFound();
    const { brand, locale, report, query } = found;
    // The visitor may download it next: printed meanwhile when the printer is idle, else the printer is started.
    printReportAhead({ brand, locale, segment, report }, (await headers()).get('host'));
    const t = textsOf(locale, 'report');
    const ui = textsOf(locale, 'ui');
    const links: ReportLinks = {
      register: portalUrl(portalOf(brand.code), 'register', `?${query}`),
      contact: `${localePath(brand, locale, '/ld/contactUs')}?from=questionAnswer`,
      prices: localePath(brand, locale, `/${brand.segment}/price`),
      pdf: `${pathOf(brand, locale, segment, '/pdf')}?${new URLSearchParams({ reportId: report.reportId })}`,
    };
    return (
      <SurveyReportView
        report={report}
        locale={locale}
        links={links}
        refineForm={
          // The refine step is written in the report's script: traditional for XM, else simplified.
          <Texts locale={locale === 'zh-TW' ? 'zh-TW' : 'zh-CN'} namespaces={['refine', 'countries']}>
            <RefineIsland
              brand={brand}
              locale={locale}
              home={homePath(brand, locale)}
              portal={portalOf(brand.code)}
              reportId={report.reportId}
              otherEu={report.markets.some((m) => m.country === 'EU' && m.asked)}
              resultPath={pathOf(brand, locale, segment)}
            />
          </Texts>
        }
        breadcrumb={
          <Breadcrumb
            label={ui('breadcrumb')}
            crumbs={[{ label: ui('home'), href: homePath(brand, locale) }, { label: t('eyebrow') }]}
          />
        }
      />
    );
  },
});
