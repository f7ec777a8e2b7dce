import 'server-only';
import { preload } from 'react-dom';
import { getVideos } from '../../content/articles.ts';
import { getContentPage } from '../../content/pages.ts';
import { VideoCards } from '../../features/videos/video-cards.tsx';
import { VideoPlayer } from '../../features/videos/video-player-island.tsx';
import { videoKind, videosKind } from '../../lib/page-kinds/videos.ts';
import { localePath } from '../../lib/site-routes.ts';
import { settings } from '../../settings.ts';
import styles from './kinds.module.css';
import { menuTitleFor, type PageKind } from './kit.tsx';

export const videosPage: PageKind = {
  spec: videosKind,
  compose: async (data, kit) => {
    const { brand, locale, view } = data;
    if (view.view !== 'videos') return null;
    const videos = await getVideos(kit.code, locale);
    const title = kit.menuTitle ?? (await getContentPage(kit.code, locale, view.key))?.title ?? 'Videos';
    const crumbs = kit.crumbsTo(title);
    const top = await kit.intro(view.key, title, crumbs);
    return {
      title,
      description: top.page?.description ?? title,
      keywords: top.page?.keywords,
      body: kit.listBody(
        top.node,
        title,
        <VideoCards
          videos={videos}
          eager={2}
          hrefOf={(video) => localePath(brand, locale, `/${brand.segment}/videoDetail/${video.id}`)}
        />,
      ),
      structured: [{ kind: 'breadcrumb', crumbs }],
    };
  },
};

export const videoPage: PageKind = {
  spec: videoKind,
  compose: async (data, kit) => {
    const { brand, locale, view, layout } = data;
    if (view.view !== 'video') return null;
    const videos = await getVideos(kit.code, locale);
    const video = videos.find((v) => v.id === view.id);
    if (!video) return null;
    const t = kit.t;
    const listHref = localePath(brand, locale, `/${brand.segment}/videos`);
    const crumbs = kit.crumbsTo(video.title, {
      label: menuTitleFor(data.shell, brand, locale, '/videos') ?? t('related'),
      href: listHref,
    });
    const others = videos.filter((v) => v.id !== video.id).slice(0, 3);
    // The poster is the page's largest paint: asked for from the head, before the stylesheets and scripts.
    preload(video.cover, { as: 'image', fetchPriority: 'high' });
    return {
      title: video.title,
      description: video.summary,
      body: (
        <div className={`container ${styles.videoLayout}`}>
          {layout === 'blank' ? null : <div className={styles.crumbs}>{kit.breadcrumb(crumbs)}</div>}
          <h1 id="page-title" className={styles.videoTitle}>
            {video.title}
          </h1>
          <VideoPlayer
            title={video.title}
            fileID={video.fileID}
            appID={video.appID}
            src={video.src}
            poster={video.cover}
            autoplay={layout === 'blank'}
            scriptUrl={settings().videoPlayerScript}
            labels={{ speed: t('videoSpeed'), unavailable: t('videoUnavailable') }}
          />
          <p className={styles.videoSummary}>{video.summary}</p>
          {others.length > 0 && layout !== 'blank' ? (
            <section aria-labelledby="more-videos" className={styles.more}>
              <h2 id="more-videos" className={styles.moreTitle}>
                {t('related')}
              </h2>
              <VideoCards
                videos={others}
                eager={others.length}
                hrefOf={(v) => localePath(brand, locale, `/${brand.segment}/videoDetail/${v.id}`)}
              />
            </section>
          ) : null}
        </div>
      ),
      structured: [{ kind: 'breadcrumb', crumbs }],
    };
  },
};
