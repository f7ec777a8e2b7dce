import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeLoginCode, setLoginCode } from './cookies.ts';

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

const loader = (c: import('./session.ts').SessionCalls) => vi.fn(async () => c);

describe('session', () => {
  it('loads nothing without a login code worth sending', async () => {
    const session = await load();
    setLoginCode('12345');
    const c = calls();
    const load$ = loader(c);
    await session.syncSession(load$);
    expect(load$).not.toHaveBeenCalled();
    expect(c.userInfo).not.toHaveBeenCalled();
    expect(session.currentSession()).toEqual({ known: true, info: null, loggedIn: false });
  });

  it('is signed in from the first render when a login code exists, before the user info is answered', async () => {
    const session = await load();
    setLoginCode('abcdef');
    // The header's first render after hydration: no call has been made, the code signs the visitor in.
    expect(session.currentSession()).toEqual({ known: true, info: null, loggedIn: true });
  });

  it('stores the info and reports mercNo and buryingPoint', async () => {
    const session = await load();
    setLoginCode('abcdef');
    await session.syncSession(loader(calls()));
    expect(session.currentSession()).toEqual({ known: true, info, loggedIn: true });
    expect(window.dataLayer).toEqual([{ event: 'user_info', mercNo: 'M100', buryingPoint: 'bp-1' }]);
  });

  it('clears the session and the cookie when the gateway refuses the login code', async () => {
    const session = await load();
    setLoginCode('abcdef');
    await session.syncSession(loader(calls({ userInfo: vi.fn(async () => null) })));
    expect(document.cookie).toBe('');
    expect(session.currentSession()).toEqual({ known: true, info: null, loggedIn: false });
  });

  it('keeps the login code through a failure that says nothing of it, and asks again when next shown', async () => {
    const session = await load();
    setLoginCode('abcdef');
    const userInfo = vi
      .fn<() => Promise<typeof info | null>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(info);
    await session.syncSession(loader(calls({ userInfo })));
    expect(document.cookie).toBe('loginCode=abcdef');
    expect(session.currentSession()).toEqual({ known: true, info: null, loggedIn: true });
    await session.syncSession(loader(calls({ userInfo })));
    expect(userInfo).toHaveBeenCalledTimes(2);
    expect(session.currentSession()).toEqual({ known: true, info, loggedIn: true });
  });

  it('follows the login code when the page is shown again: a login or a logout made in another tab', async () => {
    const session = await load();
    const c = calls();
    // Loaded anonymous (the tab the header's register link was clicked in).
    await session.syncSession(loader(c));
    expect(session.currentSession().loggedIn).toBe(false);
    // The portal's tab wrote the login code; this tab is shown again.
    setLoginCode('abcdef');
    await session.syncSession(loader(c));
    expect(session.currentSession()).toEqual({ known: true, info, loggedIn: true });
    // Shown again with the same code: nothing is asked again.
    await session.syncSession(loader(c));
    expect(c.userInfo).toHaveBeenCalledOnce();
    // Logged out elsewhere: the code is gone.
    removeLoginCode();
    await session.syncSession(loader(c));
    expect(session.currentSession()).toEqual({ known: true, info: null, loggedIn: false });
  });

  it('logs out whether or not the call succeeds, and says so', async () => {
    const session = await load();
    setLoginCode('abcdef');
    const failing = calls({ logout: vi.fn(async () => Promise.reject(new Error('network'))) });
    await session.syncSession(loader(failing));
    await session.logout();
    expect(failing.logout).toHaveBeenCalledOnce();
    expect(document.cookie).toBe('');
    expect(toasts).toEqual(['账号已退出']);
  });
});
