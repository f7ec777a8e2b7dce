import 'server-only';
import { business, type DataOf } from '@site/contracts';
import type { Platform } from '@site/contracts/hosts';
import { cache } from 'react';
import { articleHref, brandOf, type Locale } from '../brands.ts';
import { cachedRead, contentTags, readCall } from './gateway.ts';
import { toLink } from './links.ts';
import type { Cta, Home, Link } from './types.ts';

type HomeWire = DataOf<typeof business.getHomePageInfo>;

/** A CTA or service path the data left empty still renders as a link home rather than breaking the page. */
const linkOrHome = (path: string): Link => toLink(path) ?? { href: '/', external: false };

const ctaFromWire = (wire: { label: string; path: string }): Cta => ({
  label: wire.label,
  link: linkOrHome(wire.path),
});

const homeFromWire = (wire: HomeWire, platform: Platform, locale: Locale): Home => ({
  hero: {
    eyebrow: wire.hero.eyebrow,
    title: wire.hero.title,
    subtitle: wire.hero.subtitle,
    primaryCta: ctaFromWire(wire.hero.primaryCta),
    secondaryCta: wire.hero.secondaryCta ? ctaFromWire(wire.hero.secondaryCta) : null,
    stats: wire.hero.stats,
  },
  services: {
    title: wire.services.title,
    subtitle: wire.services.subtitle,
    items: wire.services.items.map((item) => ({
      title: item.title,
      description: item.desc,
      icon: item.icon,
      link: linkOrHome(item.path),
      tags: item.tags,
    })),
  },
  advantages: {
    title: wire.advantagesTitle,
    items: wire.advantageList.map((item) => ({ title: item.title, description: item.desc, icon: item.icon })),
  },
  process: wire.process
    ? { title: wire.process.title, steps: wire.process.steps.map((s) => ({ title: s.title, description: s.desc })) }
    : null,
  news:
    wire.news && wire.news.list.length > 0
      ? {
          title: wire.news.title,
          articles: wire.news.list.map((article) => ({
            id: article.id,
            title: article.title,
            summary: article.summary,
            publishedOn: article.publishDate.slice(0, 10),
            link: { href: articleHref(brandOf(platform), locale, article.id), external: false },
          })),
        }
      : null,
});

/** The home page's sections for a brand's locale. */
export const getHome = cache(
  (platform: Platform, locale: Locale): Promise<Home> =>
    cachedRead(['home', platform, locale], platform, [contentTags.home(platform)], async () =>
      homeFromWire(await readCall(platform, locale, business.getHomePageInfo), platform, locale),
    ),
);
