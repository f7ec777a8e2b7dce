import type { Platform } from '@site/contracts/hosts';
import { seedContent } from '@site/db/seed/load';
import type { MenuSeed } from '@site/db/seed/types';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../src/lib/site-routes.ts';

/**
 * Every site path the seed content links to (menus, footers, the right panel, hot searches, home texts, page actions,
 * pop-ups, posters, channel pages, activity items) is a route of the brand that shows it: the content's links stay
 * valid when a route or a file changes. Files of apps/web/public (campaign, partners, video) are not routes.
 */

const ASSETS = /^\/(campaign|partners|video)\//;

/** The path a link opens, when it is a path of the site (not an http link, a QR text or a phone number). */
const sitePath = (link: string | null | undefined): string | undefined => {
  if (!link?.startsWith('/') || link.startsWith('//') || ASSETS.test(link)) return undefined;
  return link.replace(/[?#].*$/, '') || '/';
};

const content = seedContent();
const links = new Map<Platform, Set<string>>();
const add = (platform: Platform, ...candidates: (string | null | undefined)[]) => {
  for (const candidate of candidates) {
    const path = sitePath(candidate);
    if (path) links.set(platform, (links.get(platform) ?? new Set()).add(path));
  }
};

for (const brand of content.brands) {
  const menus = (list: MenuSeed[]): void => {
    for (const menu of list) {
      add(brand.code, menu.path, ...(menu.panels ?? []).map((panel) => panel.linkUrl));
      menus(menu.children ?? []);
    }
  };
  menus(brand.menus);
  add(brand.code, ...brand.footer.flatMap((block) => block.items.map((item) => item.value)));
  add(brand.code, ...brand.suspended.map((item) => item.linkUrl), ...brand.more.items.map((item) => item.value));
  add(brand.code, ...brand.search.map((item) => item.path));
  const { hero, services } = brand.home;
  add(brand.code, hero.primaryCta.path, hero.secondaryCta?.path, ...services.items.map((item) => item.path));
}
for (const page of content.pages) {
  for (const block of page.blocks) {
    if ('actions' in block) add(page.platform, ...block.actions.map((action) => action.href));
  }
}
for (const popup of content.popups) add(popup.platform, popup.imgJumpUrl, ...popup.buttons.map((b) => b.url));
for (const poster of content.posters) add(poster.platform, poster.showWay);
for (const poster of content.positionPosters) add(poster.platform, poster.link);
for (const page of content.activityPages) add(page.platform, ...page.items.map((item) => item.linkUrl));
const channels = new Map(content.channelCodes.map((channel) => [channel.code, channel.platform]));
for (const [code, config] of Object.entries(content.channelPageConfigs)) {
  const platform = channels.get(code);
  if (platform) add(platform, config.buttonUrl);
}

describe('the seed content', () => {
  it('links only to routes of the brand that shows the link', () => {
    expect(links.size).toBeGreaterThan(5);
    for (const [platform, paths] of links) {
      for (const path of paths) expect(resolveRoute(platform, path).kind, `${platform} ${path}`).not.toBe('notFound');
    }
  });
});
