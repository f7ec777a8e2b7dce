import { byId, type PageKindSpec, route } from './kind.ts';

/** The brand's video list. */
export const videosKind: PageKindSpec = {
  name: 'videos',
  routes: [route('/~/videos/:query?')],
  aliases: [{ pattern: '/support/video/:query?', target: '/~/videos/:query?', scope: 'zh' }],
  view: ({ params }) => (params.query === undefined ? { view: 'videos', key: 'ld-videos' } : { view: 'notFound' }),
  sitemap: (_route, at) => {
    if (at.videos.length > 0) at.add(at.fill());
  },
};

/** A video: its page in the list's layout, or the player alone (/ld/video/{id}, blank layout). */
export const videoKind: PageKindSpec = {
  name: 'video',
  routes: [
    route('/~/videoDetail/:query?'),
    route('/ld/video/:uid?', { layout: 'blank', notInSitemap: 'the player alone, for embedding: its page is listed' }),
  ],
  aliases: [{ pattern: '/support/videoDetail/:query?', target: '/~/videoDetail/:query?', scope: 'zh' }],
  view: ({ params }) => byId(params.query ?? params.uid, (id) => ({ view: 'video', id })),
  sitemap: (_route, at) => {
    for (const v of at.videos) at.add(at.fill(String(v.id)));
  },
};
