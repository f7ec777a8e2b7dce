import type { Catalogue } from './zh-CN.ts';

/** English texts (follow-up: the catalogue's keys are complete; a missing text falls back to Chinese). */
export const en: Partial<Catalogue> = {
  app: { title: 'Back office', signOut: 'Sign out', signOutEverywhere: 'Sign out everywhere' },
};
