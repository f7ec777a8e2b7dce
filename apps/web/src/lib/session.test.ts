import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLoginCode } from './cookies.ts';

const toasts: string[] = [];
vi.mock('../ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

/** A document.cookie that behaves like the browser's for the cookies these tests set and remove. */
const cookieJar = () => {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair = '', ...attributes] = assignment.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
};

const info = {
  mercNo: 'M100',
  buryingPoint: 'bp-1',
  phone: '138****8000',
  areaCode: '86',
  nickname: null,
  platform: '00',
  channelNo: null,
  memberLevel: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const load = () => import('./session.ts');

beforeEach(() => {
  vi.resetModules();
  toasts.length = 0;
  vi.stubGlobal('document', cookieJar());
  vi.stubGlobal('window', { location: { hostname: 'ost.localhost' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const calls = (overrides: Partial<import('./session.ts').SessionCalls> = {}) => ({
  userInfo: vi.fn(async () => info),
  logout: vi.fn(async () => undefined),
  loggedOutText: '账号已退出',
  ...overrides,
});

describe('session', () => {
  it('loads nothing without a login code worth sending', async () => {
    const session = await load();
    setLoginCode('12345');
    const c = calls();
    await session.startSession(c);
    expect(c.userInfo).not.toHaveBeenCalled();
  });

  it('stores the info and reports mercNo and buryingPoint', async () => {
    const session = await load();
    setLoginCode('abcdef');
    await session.startSession(calls());
    expect(window.dataLayer).toEqual([{ event: 'user_info', mercNo: 'M100', buryingPoint: 'bp-1' }]);
  });

  it('clears the session and the cookie when the user info fails', async () => {
    const session = await load();
    setLoginCode('abcdef');
    await session.startSession(calls({ userInfo: vi.fn(async () => Promise.reject(new Error('401'))) }));
    expect(document.cookie).toBe('');
  });

  it('logs out whether or not the call succeeds, and says so', async () => {
    const session = await load();
    setLoginCode('abcdef');
    const failing = calls({ logout: vi.fn(async () => Promise.reject(new Error('network'))) });
    await session.startSession(failing);
    await session.logout();
    expect(failing.logout).toHaveBeenCalledOnce();
    expect(document.cookie).toBe('');
    expect(toasts).toEqual(['账号已退出']);
  });
});
