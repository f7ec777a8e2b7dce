'use client';

import { type MouseEvent, type ReactNode, useSyncExternalStore } from 'react';
import { showBackToTop } from './rules.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

const toTop = (event: MouseEvent<HTMLButtonElement>) => {
  window.scrollTo({ top: 0 });
  // From the keyboard (no pointer position), focus goes back to the start of the page too.
  if (event.detail === 0) {
    const body = document.body;
    body.tabIndex = -1;
    body.focus({ preventScroll: true });
    body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
  }
};

/** Back-to-top (spec section 9): shown after 30 px of scroll. */
export function BackToTop({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const visible = useSyncExternalStore(
    subscribe,
    () => showBackToTop(window.scrollY),
    () => false,
  );
  return (
    <button
      type="button"
      className={className}
      hidden={!visible}
      // A pointer press does not focus it: focusing this fixed button cut Chromium's smooth scroll short (measured).
      onMouseDown={(event) => event.preventDefault()}
      onClick={toTop}
      aria-label={label}
      title={label}
    >
      {children}
    </button>
  );
}
