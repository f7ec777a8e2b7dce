import { useSyncExternalStore } from 'react';

/**
 * Whether the browser is online (spec section 4: the browser going online or offline is tracked).
 * One store over the window's online/offline events; any island can read it with useOnline().
 */

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

const isOnline = (): boolean => navigator.onLine;

/** The server renders every page as online. */
const onlineOnServer = (): boolean => true;

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, onlineOnServer);
