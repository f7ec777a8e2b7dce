import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Video } from '../../content/articles.ts';
import { VideoCards } from './video-cards.tsx';
import { VideoPlayer } from './video-player.tsx';

const video = (id: number): Video =>
  ({
    id,
    title: `视频 ${id}`,
    summary: '简介',
    cover: `/video/cover-${id}.svg`,
    category: '教程',
    publishDate: '2026-11-01',
    durationSeconds: 95,
    fileID: `f${id}`,
    appID: 'a1',
    src: `/video/v-${id}.webm`,
  }) as unknown as Video;

const player = (autoplay: boolean) =>
  renderToStaticMarkup(
    createElement(VideoPlayer, {
      title: '视频',
      fileID: 'f1',
      appID: 'a1',
      src: '/video/v-1.webm',
      poster: '/video/cover-1.svg',
      autoplay,
      scriptUrl: null,
      labels: { speed: '倍速', unavailable: '无法播放' },
    }),
  );

/** What a tutorial video page fetches before the visitor plays (issue 27: the video page's largest paint). */
describe('the video pages load their images first', () => {
  it('fetches nothing of a video before it is played, unless the blank layout plays it at once', () => {
    expect(player(false)).toContain('preload="none"');
    expect(player(false)).toContain('poster="/video/cover-1.svg"');
    expect(player(true)).toContain('preload="auto"');
  });

  it('loads the first `eager` covers at once and the rest when they near the viewport', () => {
    const html = renderToStaticMarkup(
      createElement(VideoCards, { videos: [video(1), video(2), video(3)], hrefOf: (v) => `/v/${v.id}`, eager: 2 }),
    );
    const loading = [...html.matchAll(/<img[^>]*loading="(\w+)"/g)].map((m) => m[1]);
    expect(loading).toEqual(['eager', 'eager', 'lazy']);
    const lazy = renderToStaticMarkup(createElement(VideoCards, { videos: [video(1)], hrefOf: () => '/v' }));
    expect(lazy).toContain('loading="lazy"');
  });
});
