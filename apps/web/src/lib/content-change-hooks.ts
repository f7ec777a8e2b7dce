/**
 * Content changes for caches that live inside Next.js's bundles (the proxy's menu state): server.ts learns of a
 * change from the database (@site/db's content-changes.ts) and announces it here; a cache in a bundle registers to
 * hear it. The bundles have their own copies of this module, so the listeners live on globalThis under a registered
 * symbol, the one place every copy shares.
 */
const KEY = Symbol.for('site.content-change-hooks');

type Hook = (platform: string) => void;

const hooks = (): Set<Hook> => {
  const holder = globalThis as typeof globalThis & { [KEY]?: Set<Hook> };
  holder[KEY] ??= new Set();
  return holder[KEY];
};

/** Calls `hook` with the brand ('*': every brand) of each content change; returns the unsubscribe. */
export const onContentChanged = (hook: Hook): (() => void) => {
  hooks().add(hook);
  return () => hooks().delete(hook);
};

/** Tells every registered cache that a brand's content changed ('*': every brand's). */
export const announceContentChange = (platform: string): void => {
  for (const hook of hooks()) hook(platform);
};
