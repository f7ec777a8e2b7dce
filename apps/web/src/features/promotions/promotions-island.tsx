'use client';

import { usePathname } from 'next/navigation';
import { type ComponentType, useEffect, useState } from 'react';
import type { BrowserGatewayContext } from '../../lib/browser-gateway.ts';
import type { PromotionWidgetsProps } from './promotion-widgets.tsx';

/** How long the widgets wait for an idle moment at most (spec section 9's idle timeout of prefetching). */
const IDLE_TIMEOUT_MS = 2000;

const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
};

/**
 * The promotion widgets' loader: the page (cached, the same for every visitor) holds nothing of them.
 * Once the browser is idle after the first render, it loads their chunk (the dialogs, rules, texts
 * and the gateway client), which then decides, per visitor, what to show. This file is all the
 * page's first-load JavaScript carries of them.
 */
export function PromotionsIsland(props: BrowserGatewayContext) {
  const pathname = usePathname();
  const [Widgets, setWidgets] = useState<ComponentType<PromotionWidgetsProps> | null>(null);

  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      import('./promotion-widgets.tsx')
        .then((module) => {
          if (active) setWidgets(() => module.PromotionWidgets);
        })
        // A chunk that fails to load shows no widget; page-behaviour's chunk guard handles reloads.
        .catch(() => undefined);
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  return Widgets ? <Widgets {...props} pathname={pathname} /> : null;
}
