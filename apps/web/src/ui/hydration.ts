import { useSyncExternalStore } from 'react';

/**
 * Whether the page has hydrated: false in the server's HTML and during hydration, true from the first render after
 * it. A control that opens a dialog or sends a request works only once its island runs: until then it is rendered
 * disabled and busy (`notReady`), so a click before hydration is visibly not taken rather than lost (issue 23,
 * section 4; e2e/before-hydration.spec.ts). A control that can work as a plain link or form from the first paint is
 * one instead.
 */
const subscribe = () => () => {};
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/** A control's attributes while it cannot act yet: disabled and aria-busy; nothing once `ready`. */
export const notReady = (ready: boolean): { disabled?: true; 'aria-busy'?: true } =>
  ready ? {} : { disabled: true, 'aria-busy': true };
