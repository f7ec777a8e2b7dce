import { useSyncExternalStore } from 'react';
import { listen } from '../../lib/listen.ts';

/**
 * Whether the browser is online (spec section 4: the browser going online or offline is tracked).
 * One store over the window's online/offline events; any island can read it with useOnline().
 */

const subscribe = (onChange: () => void): (() => void) =>
  listen([window, 'online', onChange], [window, 'offline', onChange]);

const isOnline = (): boolean => navigator.onLine;

/** The server renders every page as online. */
const onlineOnServer = (): boolean => true;

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, onlineOnServer);
