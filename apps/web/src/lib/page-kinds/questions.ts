import { addIfPage, idOf, type PageKindSpec, route } from './kind.ts';

/** Q&A: a content page followed by the VAT questions, one answer opened by ?answerId= (complianceAnswer). */
export const questionsKind: PageKindSpec = {
  name: 'questions',
  routes: [route('/ld/complianceAnswer', { followsQuery: true })],
  view: (_match, query) => {
    const raw = query.get('answerId');
    const answerId = raw === null ? null : idOf(raw);
    return raw !== null && answerId === null
      ? { view: 'notFound' }
      : { view: 'questions', key: 'ld-complianceAnswer', answerId };
  },
  sitemap: (_route, at) => addIfPage(at, 'ld-complianceAnswer'),
};
