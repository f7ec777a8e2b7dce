import { type PageKindSpec, route, SCHOOL_KINDS } from './kind.ts';

/** The XM school's overview: the newest of each school kind. */
export const schoolKind: PageKindSpec = {
  name: 'school',
  routes: [route('/cht/xmsailSchool')],
  view: () => ({ view: 'school' }),
  sitemap: (r, at) => {
    if (at.categories.some((c) => SCHOOL_KINDS.has(c.kind))) at.add(r.pattern);
  },
};
