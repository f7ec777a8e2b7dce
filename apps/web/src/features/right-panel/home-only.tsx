'use client';

import { type ReactNode, useSyncExternalStore } from 'react';
import { isHomePage } from './rules.ts';

const subscribe = () => () => {};

/**
 * Shows its children on the home page only. The panel sits in the layout, which does not know the
 * route, and pages navigate as whole documents, so the path is read once in the browser.
 */
export function HomeOnly({ home, children }: { home: string; children: ReactNode }) {
  const onHome = useSyncExternalStore(
    subscribe,
    () => isHomePage(window.location.pathname, home),
    () => false,
  );
  return onHome ? children : null;
}
