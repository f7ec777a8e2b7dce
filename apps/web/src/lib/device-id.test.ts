import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, ensureDeviceId, isDeviceId, newDeviceId } from './device-id.ts';

const memoryStore = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
};

describe('newDeviceId', () => {
  it('is 32 hexadecimal characters from 16 random bytes', () => {
    expect(newDeviceId(() => new Uint8Array([0, 1, 15, 16, 255, 128, 7, 8, 9, 10, 11, 12, 13, 14, 250, 251]))).toBe(
      '00010f10ff800708090a0b0c0d0efafb',
    );
    const id = newDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newDeviceId()).not.toBe(id);
  });
});

describe('ensureDeviceId', () => {
  it('creates the id once and keeps it', () => {
    const store = memoryStore();
    let created = 0;
    const create = () => {
      created += 1;
      return 'a'.repeat(32);
    };
    expect(ensureDeviceId(store, create)).toBe('a'.repeat(32));
    expect(ensureDeviceId(store, create)).toBe('a'.repeat(32));
    expect(created).toBe(1);
    expect(store.values.get(DEVICE_ID_KEY)).toBe('a'.repeat(32));
  });

  it('replaces a kept value that is not a device id', () => {
    const store = memoryStore({ [DEVICE_ID_KEY]: 'not-an-id' });
    const id = ensureDeviceId(store);
    expect(isDeviceId(id)).toBe(true);
    expect(store.values.get(DEVICE_ID_KEY)).toBe(id);
  });

  it('works without storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const first = ensureDeviceId(broken);
    expect(isDeviceId(first)).toBe(true);
    expect(ensureDeviceId(broken)).toBe(first);
  });
});
