import { addIfPage, type PageKindSpec, route } from './kind.ts';

/** The buying guide: its content page with the questionnaire after the hero. */
export const questionnaireKind: PageKindSpec = {
  name: 'questionnaire',
  routes: [route('/buyingGuide', { query: ['id'] })],
  view: () => ({ view: 'questionnaire', key: 'buyingGuide' }),
  sitemap: (_route, at) => addIfPage(at, 'buyingGuide'),
};
