'use client';

import { type RefObject, useEffect } from 'react';

/**
 * Closes an open popup (a menu panel, the search results, the language list) when the visitor
 * presses or clicks outside `ref`. Escape and focus leaving are handled by each popup, which knows
 * where focus goes back to.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, open, close]);
}

/** Whether focus moved from inside `container` to somewhere outside it (a blur/focusout event's relatedTarget). */
export const focusLeft = (container: Element, next: EventTarget | null): boolean =>
  !(next instanceof Node && container.contains(next));

/** The visible links and buttons of a container, in document order. */
export const focusablesIn = (container: Element): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])')].filter(
    (element) => element.getClientRects().length > 0,
  );

/** Moves focus by `step` among `items` from the focused one (wrapping round); returns whether it moved. */
export const moveFocus = (items: HTMLElement[], step: number): boolean => {
  if (items.length === 0) return false;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = at < 0 ? (step > 0 ? 0 : items.length - 1) : (at + step + items.length) % items.length;
  items[next]?.focus();
  return true;
};
