import { useLocale, useTranslations } from 'use-intl/react';
import { formatDay } from '../../lib/dates.ts';
import type { Hit, Liveness, Office } from './rules.ts';

/**
 * The trademark search page's words, read from the catalogue's `trademark` namespace (apps/web/messages) in the
 * shape the search's components take. A client hook: the island sits inside <Texts namespaces={['trademark']}>
 * (app-shell/ip-search.tsx). The hits' reasons come from the search call in simplified Chinese.
 */

type Matcher = Hit['matchers'][number];
type Risk = Hit['risk'] | 'none' | 'unknown';

export interface SearchText {
  formTitle: string;
  markLabel: string;
  markHint: string;
  officeLabel: string;
  allOffices: string;
  classesLabel: string;
  classesNone: string;
  classesChosen: (n: number) => string;
  classesClear: string;
  submit: string;
  searching: string;
  offices: Record<Office, string>;
  matchers: Record<Matcher, string>;
  matcherHelp: Record<Matcher, string>;
  risks: Record<Risk, string>;
  verdictTitle: Record<Risk, string>;
  statuses: Record<Liveness, string>;
  /** The office's own status word, where it says more than the three groups (abandoned, expired...). */
  statusDetail: Record<string, string>;
  sampleLabel: string;
  sampleText: string;
  /** The verdict's note when the data searched cannot support one: what is missing and what to do. */
  cannotJudge: string;
  /** The verdict's button when it cannot judge: the same attorney request, named for what it brings. */
  askAttorneySearch: string;
  coverageTitle: string;
  coverageIntro: string;
  coverageNone: string;
  coverageOffice: (marks: number, newestFiled: string | null, lastImport: string | null) => string;
  /** A time as the day the visitor reads (the brand's zone, lib/dates.ts). */
  day: (time: string) => string;
  coverageMissing: string;
  wellKnownTitle: string;
  wellKnownOwner: string;
  resultsTitle: string;
  found: (shown: number, total: number) => string;
  nothingFound: string;
  filterTitle: string;
  filterOffice: string;
  filterClass: string;
  filterStatus: string;
  filterAny: string;
  filterNone: string;
  classOption: (n: number) => string;
  number: string;
  office: string;
  classes: string;
  owner: string;
  status: string;
  filed: string;
  similarity: string;
  matchedBy: string;
  reasons: string;
  shareLink: string;
  linkCopied: string;
  historyTitle: string;
  historyEmpty: string;
  historyClear: string;
  historyAllOffices: string;
  failed: string;
  askAttorney: string;
  askAttorneyText: string;
  attorney: {
    title: string;
    close: string;
    classes: string;
    classesHint: string;
    contactName: string;
    phone: string;
    remark: string;
    submit: string;
    phoneRequired: string;
    overLimit: string;
    remaining: (left: number, limit: number) => string;
    done: (id: number) => string;
    mine: string;
    mineItem: (mark: string, offices: string, date: string) => string;
    pending: string;
  };
  quote: {
    title: string;
    region: string;
    regions: Record<20 | 21 | 99 | 23 | 24 | 25, string>;
    classCount: string;
    oneMarkClasses: (n: number) => string;
    accelerated: string;
    authorization: string;
    entitySize: string;
    entities: Record<1 | 2 | 3, string>;
    productCount: string;
    yes: string;
    no: string;
    product: string;
    perClass: string;
    total: (n: number) => string;
    noPrice: string;
    memberSkus: string;
    /** The service item's SKUs when they carry no member level. */
    skus: string;
    months: (n: number) => string;
    note: string;
  };
}

const STATUS_DETAILS = ['abandoned', 'expired', 'cancelled', 'withdrawn', 'refused'] as const;

/** The search's words in the page's locale. */
export const useSearchText = (): SearchText => {
  const t = useTranslations('trademark');
  // Days and counts as the Chinese texts write them, on every brand (the search routes are Chinese-brand routes;
  // another locale reads the simplified catalogue entries and their formats, as before the catalogue).
  const format = useLocale() === 'zh-TW' ? 'zh-TW' : 'zh-CN';
  const day = (time: string) => formatDay(time, format);
  return {
    day,
    formTitle: t('formTitle'),
    markLabel: t('markLabel'),
    markHint: t('markHint'),
    officeLabel: t('officeLabel'),
    allOffices: t('allOffices'),
    classesLabel: t('classesLabel'),
    classesNone: t('classesNone'),
    classesChosen: (n) => t('classesChosen', { n }),
    classesClear: t('classesClear'),
    submit: t('submit'),
    searching: t('searching'),
    offices: {
      US: t('offices.US'),
      EU: t('offices.EU'),
      UK: t('offices.UK'),
      CN: t('offices.CN'),
      JP: t('offices.JP'),
      WIPO: t('offices.WIPO'),
    },
    matchers: {
      exact: t('matchers.exact'),
      phonetic: t('matchers.phonetic'),
      visual: t('matchers.visual'),
      component: t('matchers.component'),
      skeleton: t('matchers.skeleton'),
      pinyin: t('matchers.pinyin'),
      script: t('matchers.script'),
      glyph: t('matchers.glyph'),
      meaning: t('matchers.meaning'),
    },
    matcherHelp: {
      exact: t('matcherHelp.exact'),
      phonetic: t('matcherHelp.phonetic'),
      visual: t('matcherHelp.visual'),
      component: t('matcherHelp.component'),
      skeleton: t('matcherHelp.skeleton'),
      pinyin: t('matcherHelp.pinyin'),
      script: t('matcherHelp.script'),
      glyph: t('matcherHelp.glyph'),
      meaning: t('matcherHelp.meaning'),
    },
    risks: {
      high: t('risks.high'),
      medium: t('risks.medium'),
      low: t('risks.low'),
      none: t('risks.none'),
      unknown: t('risks.unknown'),
    },
    verdictTitle: {
      high: t('verdictTitle.high'),
      medium: t('verdictTitle.medium'),
      low: t('verdictTitle.low'),
      none: t('verdictTitle.none'),
      unknown: t('verdictTitle.unknown'),
    },
    statuses: { live: t('statuses.live'), pending: t('statuses.pending'), dead: t('statuses.dead') },
    statusDetail: Object.fromEntries(STATUS_DETAILS.map((status) => [status, t(`statusDetail.${status}`)])),
    sampleLabel: t('sampleLabel'),
    sampleText: t('sampleText'),
    askAttorneySearch: t('askAttorneySearch'),
    cannotJudge: t('cannotJudge'),
    coverageTitle: t('coverageTitle'),
    coverageIntro: t('coverageIntro'),
    coverageNone: t('coverageNone'),
    coverageOffice: (marks, newestFiled, lastImport) =>
      [
        t('coverageMarks', { marks: marks.toLocaleString(format) }),
        newestFiled ? t('coverageNewest', { date: newestFiled }) : null,
        lastImport ? t('coverageImported', { date: day(lastImport) }) : null,
      ]
        .filter(Boolean)
        .join(t('coverageSeparator')),
    coverageMissing: t('coverageMissing'),
    wellKnownTitle: t('wellKnownTitle'),
    wellKnownOwner: t('wellKnownOwner'),
    resultsTitle: t('resultsTitle'),
    found: (shown, total) => (shown === total ? t('foundAll', { total }) : t('foundSome', { shown, total })),
    nothingFound: t('nothingFound'),
    filterTitle: t('filterTitle'),
    filterOffice: t('filterOffice'),
    filterClass: t('filterClass'),
    filterStatus: t('filterStatus'),
    filterAny: t('filterAny'),
    filterNone: t('filterNone'),
    classOption: (n) => t('classOption', { n }),
    number: t('number'),
    office: t('office'),
    classes: t('classes'),
    owner: t('owner'),
    status: t('status'),
    filed: t('filed'),
    similarity: t('similarity'),
    matchedBy: t('matchedBy'),
    reasons: t('reasons'),
    shareLink: t('shareLink'),
    linkCopied: t('linkCopied'),
    historyTitle: t('historyTitle'),
    historyEmpty: t('historyEmpty'),
    historyClear: t('historyClear'),
    historyAllOffices: t('historyAllOffices'),
    failed: t('failed'),
    askAttorney: t('askAttorney'),
    askAttorneyText: t('askAttorneyText'),
    attorney: {
      title: t('attorney.title'),
      close: t('attorney.close'),
      classes: t('attorney.classes'),
      classesHint: t('attorney.classesHint'),
      contactName: t('attorney.contactName'),
      phone: t('attorney.phone'),
      remark: t('attorney.remark'),
      submit: t('attorney.submit'),
      phoneRequired: t('attorney.phoneRequired'),
      overLimit: t('attorney.overLimit'),
      remaining: (left, limit) => t('attorney.remaining', { left, limit }),
      done: (id) => t('attorney.done', { id }),
      mine: t('attorney.mine'),
      mineItem: (mark, offices, date) => t('attorney.mineItem', { mark, offices, date }),
      pending: t('attorney.pending'),
    },
    quote: {
      title: t('quote.title'),
      region: t('quote.region'),
      regions: {
        20: t('quote.regions.us'),
        21: t('quote.regions.uk'),
        99: t('quote.regions.eu'),
        23: t('quote.regions.jpApplication'),
        24: t('quote.regions.jpRegistration'),
        25: t('quote.regions.svip'),
      },
      classCount: t('quote.classCount'),
      oneMarkClasses: (n) => t('quote.oneMarkClasses', { n }),
      accelerated: t('quote.accelerated'),
      authorization: t('quote.authorization'),
      entitySize: t('quote.entitySize'),
      entities: { 1: t('quote.entities.micro'), 2: t('quote.entities.small'), 3: t('quote.entities.large') },
      productCount: t('quote.productCount'),
      yes: t('quote.yes'),
      no: t('quote.no'),
      product: t('quote.product'),
      perClass: t('quote.perClass'),
      total: (n) => t('quote.total', { n }),
      noPrice: t('quote.noPrice'),
      memberSkus: t('quote.memberSkus'),
      skus: t('quote.skus'),
      months: (n) => t('quote.months', { n }),
      note: t('quote.note'),
    },
  };
};
