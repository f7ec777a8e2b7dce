import { addIfPage, contentKeyOf, type PageKindSpec, route } from './kind.ts';

/**
 * The contact pages (spec section 2: /ld/contactUs, its alias /contact, the law firm's /mdt/contactUs): their content
 * page followed by the contact form. The key is also the form's default 'from'.
 */
export const contactKind: PageKindSpec = {
  name: 'contact',
  routes: [route('/ld/contactUs', { scope: 'all', query: ['from'] }), route('/mdt/contactUs')],
  aliases: [{ pattern: '/contact', target: '/ld/contactUs', scope: 'all' }],
  view: ({ route: { pattern } }) => ({ view: 'content', key: contentKeyOf(pattern) }),
  sitemap: (r, at) => addIfPage(at, contentKeyOf(r.pattern)),
};
