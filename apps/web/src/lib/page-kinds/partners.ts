import { addIfPage, idOf, type PageKindSpec, route } from './kind.ts';

/** The cooperative page (a content page followed by the brand's partners) and each partner's page. */
export const partnersKind: PageKindSpec = {
  name: 'partners',
  routes: [route('/ld/cooperative/:friendId?')],
  view: ({ params }) => {
    if (params.friendId === undefined) return { view: 'partners', key: 'ld-cooperative' };
    const id = idOf(params.friendId);
    return id === null ? { view: 'notFound' } : { view: 'partner', id };
  },
  sitemap: (_route, at) => {
    if (!at.pageKeys.has('ld-cooperative')) return;
    addIfPage(at, 'ld-cooperative', '/ld/cooperative');
    for (const partner of at.partners) at.add(`/ld/cooperative/${partner.id}`);
  },
};
