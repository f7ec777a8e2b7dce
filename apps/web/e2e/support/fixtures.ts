import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * The suite's `test`: Playwright's, with every browser context marking the activity pop-ups as already seen, so a
 * pop-up whose campaign is live on the day the suite runs (the seeded ones start on 2026-12-01 and later) never
 * opens its modal over a page a test clicks on. Tests about the pop-ups opt out with `test.use({ popups: 'live' })`
 * and decide for themselves which pop-ups are live (e2e/popups.spec.ts). The promotion widgets (features/promotions)
 * are kept out of the way the same way: the notice modal reads as 'do not show again', every home banner as shown
 * many times today, and the registration guide gets no reward packages (so no gift icon); their own tests opt out
 * with `test.use({ promotions: 'live' })` (e2e/promotions.spec.ts). Everything else is Playwright's.
 */

export * from '@playwright/test';

/** Reads every pop-up's display record as 'shown just now, many times' unless one is stored (popup-storage.ts). */
const seenEverywhere = () => {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    const value = getItem.call(this, key);
    if (value !== null || !String(key).startsWith('site:activity-popup:')) return value;
    return JSON.stringify({ time: Date.now(), count: 1_000 });
  };
};

/** The promotion widgets' records (promotion-widgets.tsx): the notice never again, each banner shown many times. */
const promotionsSeen = () => {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    const value = getItem.call(this, key);
    if (value !== null) return value;
    if (key === 'site:notice-modal') return JSON.stringify({ never: true });
    if (String(key).startsWith('site:home-banner:')) return JSON.stringify({ time: Date.now(), count: 1_000 });
    return value;
  };
};

/** The registration guide's call answers no packages: no gift icon over the pages other tests look at. */
const REGISTER_AWARD = '**/api/business/channelPageConfig/merc/getRegisterAward?*';

const markPromotionsSeen = async (context: BrowserContext) => {
  await context.addInitScript(promotionsSeen);
  await context.route(REGISTER_AWARD, (route) => route.fulfill({ json: { code: 0, msg: 'success', data: [] } }));
};

/** For contexts a test makes itself (browser.newContext()): the same as the fixture does. */
export const markPopupsSeen = async (context: BrowserContext) => {
  await context.addInitScript(seenEverywhere);
  await markPromotionsSeen(context);
};

export const test = base.extend<{ popups: 'seen' | 'live'; promotions: 'seen' | 'live' }>({
  popups: ['seen', { option: true }],
  promotions: ['seen', { option: true }],
  context: async ({ context, popups, promotions }, use) => {
    if (popups === 'seen') await context.addInitScript(seenEverywhere);
    if (promotions === 'seen') await markPromotionsSeen(context);
    await use(context);
  },
});

/**
 * Waits until the page has hydrated: the header's navigation marks itself ready in an effect, which runs once the
 * whole page has hydrated, its view islands included (their chunks load after the page's first load: see
 * docs/decisions.md, "View islands"). A click before that reaches no React handler (a form would even submit
 * natively).
 */
export const hydrated = (page: Page) => expect(page.locator('nav[data-ready]')).toBeAttached({ timeout: 15_000 });

/** page.goto, then `hydrated`. */
export const gotoHydrated = async (page: Page, url: string) => {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
};
