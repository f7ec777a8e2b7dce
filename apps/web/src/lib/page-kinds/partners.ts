import { addIfPage, listOrItem, type PageKindSpec, route } from './kind.ts';

/** The cooperative page (a content page followed by the brand's partners) and each partner's page. */
export const partnersKind: PageKindSpec = {
  name: 'partners',
  routes: [route('/ld/cooperative/:friendId?')],
  view: ({ params }) =>
    listOrItem(params.friendId, { view: 'partners', key: 'ld-cooperative' }, (id) => ({ view: 'partner', id })),
  sitemap: (_route, at) => {
    if (!at.pageKeys.has('ld-cooperative')) return;
    addIfPage(at, 'ld-cooperative', '/ld/cooperative');
    for (const partner of at.partners) at.add(`/ld/cooperative/${partner.id}`);
  },
};
