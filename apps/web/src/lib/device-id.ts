/**
 * The 32-hex-character device id of spec section 5: created once with crypto.getRandomValues
 * and kept in local storage. Where storage is unavailable (blocked, private mode quota) the id
 * lives for the page only.
 */

export const DEVICE_ID_KEY = 'deviceId';

const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/;

export const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && DEVICE_ID_PATTERN.test(value);

/** 16 random bytes as 32 lowercase hex characters. */
export const newDeviceId = (
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string => Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

let pageOnlyId: string | undefined;

/** The kept id from `store`, creating and keeping one on first use. */
export const ensureDeviceId = (store: KeyValueStore | undefined, create: () => string = newDeviceId): string => {
  let kept: string | null = null;
  try {
    kept = store?.getItem(DEVICE_ID_KEY) ?? null;
  } catch {
    kept = null;
  }
  if (isDeviceId(kept)) return kept;
  const id = pageOnlyId ?? create();
  try {
    store?.setItem(DEVICE_ID_KEY, id);
  } catch {
    pageOnlyId = id;
  }
  return id;
};

const browserStorage = (): KeyValueStore | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The browser's device id. */
export const deviceId = (): string => ensureDeviceId(browserStorage());
