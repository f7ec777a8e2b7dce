import { addIfPage, listOrItem, type PageKindSpec, route } from './kind.ts';

/**
 * The free tools: /ld/calculate is their overview; the header opens /ld/calculate/{id of its freeTrial menu entry},
 * whose own path names the tool ('/ld/calculate/2'); a tool's number works directly too.
 */
export const toolKind: PageKindSpec = {
  name: 'tool',
  routes: [route('/ld/calculate/:id?')],
  view: ({ params }) => listOrItem(params.id, { view: 'content', key: 'ld-calculate' }, (id) => ({ view: 'tool', id })),
  sitemap: (_route, at) => {
    addIfPage(at, 'ld-calculate', '/ld/calculate');
    for (const tool of at.tools) addIfPage(at, tool.key, `/ld/calculate/${tool.id}`);
  },
};

/** The content page a free tool's path opens: '/ld/calculate/2' -> 'ld-calculate-2'; null for other paths. */
export const toolKeyOfPath = (path: string | null | undefined): string | null => {
  const tool = path?.match(/^\/ld\/calculate\/(\d+)$/)?.[1];
  return tool ? `ld-calculate-${tool}` : null;
};
