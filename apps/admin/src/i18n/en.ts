import type { Catalogue } from './zh-CN.ts';

/** English texts (follow-up: the catalogue's keys are complete; a missing text falls back to Chinese). */
export const en: Partial<Catalogue> = {
  app: { title: 'Back office', signOut: 'Sign out', signOutEverywhere: 'Sign out everywhere' },
  funnel: {
    title: 'Funnel',
    range: 'Date range',
    granularity: { day: 'By day', week: 'By week' },
    brand: 'Brand',
    allBrands: 'All brands',
    channel: 'Channel',
    allChannels: 'All channels',
    noChannel: '(no channel)',
    apply: 'Apply',
    export: 'Export CSV',
    steps: {
      visits: 'Visits',
      reports: 'Questionnaire reports',
      searches: 'Trademark searches',
      registrations: 'Registrations',
      contacts: 'Contact requests',
      attorneys: 'Attorney requests',
    },
    conversion: 'Conversion',
    otherSteps: 'Other steps',
    fromPrevious: 'from the step before',
    trend: 'Trend',
    funnelChart: 'Funnel',
    byChannel: 'By brand and channel',
    bucket: 'Date',
    landingPages: 'Top landing pages',
    referrers: 'Top referrers',
    path: 'Page',
    host: 'Referrer',
    views: 'Visits',
    empty: 'No data in this range',
  },
};
