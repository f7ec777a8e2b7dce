'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listen } from '../../lib/listen.ts';
import { isChunkLoadError } from './chunk-reload.ts';
import styles from './page-behaviour.module.css';
import {
  endProgress,
  nextChangeIn,
  type ProgressRun,
  type ProgressView,
  progressView,
  startProgress,
} from './progress-rules.ts';

/**
 * A navigation that never arrives (a click handler that cancelled it) ends as failed after the
 * request timeout of spec section 9, so the bar cannot stay forever.
 */
const NAVIGATION_TIMEOUT_MS = 30_000;

const HIDDEN: ProgressView = { visible: false, percent: 0, failed: false };

const here = (): string => `${window.location.pathname}${window.location.search}`;

/**
 * The target of a click that starts a client-side navigation: a left click without modifier keys
 * on a same-origin link to another page, which the router took over (it cancelled the default).
 * Plain anchors load a whole document and show the browser's own progress.
 */
const navigationTarget = (event: MouseEvent): string | null => {
  if (!event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const target = `${url.pathname}${url.search}`;
  return target === here() ? null : target;
};

/**
 * The page-load progress bar for navigations inside the app: it starts on a link click or a
 * history navigation and finishes when the new route has rendered (the pathname or the query
 * changed), with the timing rules of progress-rules.ts.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [view, setView] = useState<ProgressView>(HIDDEN);
  const run = useRef<ProgressRun | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const watchdog = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const redraw = useCallback(() => {
    clearTimeout(timer.current);
    const now = Date.now();
    setView(progressView(run.current, now));
    const wait = nextChangeIn(run.current, now);
    if (wait === null) run.current = null;
    else timer.current = setTimeout(redraw, wait);
  }, []);

  const end = useCallback(
    (failed: boolean) => {
      clearTimeout(watchdog.current);
      if (!run.current) return;
      run.current = endProgress(run.current, Date.now(), failed);
      redraw();
    },
    [redraw],
  );

  const start = useCallback(() => {
    run.current = startProgress(Date.now());
    clearTimeout(watchdog.current);
    watchdog.current = setTimeout(() => end(true), NAVIGATION_TIMEOUT_MS);
    redraw();
  }, [end, redraw]);

  /** The address of the route on screen. */
  const rendered = useRef('');

  // A new route rendered: whatever was loading has arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and searchParams are what signal a route change
  useEffect(() => {
    rendered.current = here();
    end(false);
  }, [pathname, searchParams, end]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigationTarget(event)) start();
    };
    // Back and forward: the address has already changed, the route on screen not yet.
    const onPopState = () => {
      if (here() !== rendered.current) start();
    };
    const onChunkFailure = (reason: unknown) => {
      if (run.current?.endedAt === null && isChunkLoadError(reason)) end(true);
    };
    const onError = (event: ErrorEvent) => onChunkFailure(event.error);
    const onRejection = (event: PromiseRejectionEvent) => onChunkFailure(event.reason);
    // On window, in the bubbling phase: after the router's own click handler (React listens on the document).
    return listen(
      [window, 'click', onClick],
      [window, 'popstate', onPopState],
      [window, 'error', onError],
      [window, 'unhandledrejection', onRejection],
    );
  }, [start, end]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(watchdog.current);
    },
    [],
  );

  if (!view.visible) return null;
  return (
    <div
      className={styles.progress}
      data-page-progress={view.failed ? 'failed' : 'loading'}
      style={{ width: `${view.percent}%` }}
      aria-hidden="true"
    />
  );
}
