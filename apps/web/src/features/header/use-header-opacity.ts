'use client';

import { type RefObject, useEffect } from 'react';
import { headerOpacity } from '../../lib/menu-rules.ts';

/**
 * Sets the header's background opacity (--header-alpha) from the scroll position, and
 * data-frosted (the blur behind it) while the page is scrolled under a header that is not yet
 * opaque: a passive scroll listener, at most one update per animation frame.
 */
export function useHeaderOpacity(inside: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = inside.current?.closest('header');
    if (!header) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      const alpha = headerOpacity(window.scrollY);
      header.style.setProperty('--header-alpha', String(alpha));
      header.toggleAttribute('data-frosted', window.scrollY > 0 && alpha < 1);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [inside]);
}
