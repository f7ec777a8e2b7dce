import { type BrowserContext, test as base } from '@playwright/test';

/**
 * The suite's `test`: Playwright's, with every browser context marking the activity pop-ups as already seen, so a
 * pop-up whose campaign is live on the day the suite runs (the seeded ones start on 2026-12-01 and later) never
 * opens its modal over a page a test clicks on. Tests about the pop-ups opt out with `test.use({ popups: 'live' })`
 * and decide for themselves which pop-ups are live (e2e/popups.spec.ts). Everything else is Playwright's.
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

/** For contexts a test makes itself (browser.newContext()): the same as the fixture does. */
export const markPopupsSeen = (context: BrowserContext) => context.addInitScript(seenEverywhere);

export const test = base.extend<{ popups: 'seen' | 'live' }>({
  popups: ['seen', { option: true }],
  context: async ({ context, popups }, use) => {
    if (popups === 'seen') await markPopupsSeen(context);
    await use(context);
  },
});
