import { type PageKindSpec, route } from './kind.ts';

/** 法规更新: the compliance rules' change history, newest first (issue 24). */
export const regulationUpdatesKind: PageKindSpec = {
  name: 'regulationUpdates',
  routes: [route('/ld/regulationUpdates')],
  view: () => ({ view: 'regulationUpdates' }),
  sitemap: (r, at) => at.add(r.pattern),
};
