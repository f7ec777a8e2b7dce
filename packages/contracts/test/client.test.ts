import { describe, expect, it, vi } from 'vitest';
import { ApiError, createGatewayClient } from '../src/client.ts';
import { Messages } from '../src/envelope.ts';
import { business } from '../src/index.ts';

const context = {
  platform: '10',
  platformName: 'XM',
  sourceTitle: '信邁出海',
  lang: 'zh-TW',
  deviceId: () => 'a'.repeat(32),
  token: () => 'secret-token',
  pageTitle: () => '首頁',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the gateway client', () => {
  it('sends the header set of spec section 7 and returns data on code 0', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ code: 0, msg: 'success', data: true }));
    const client = createGatewayClient({ baseUrl: 'http://site', fetch, context });
    await expect(client.call(business.getIsForeignIp)).resolves.toBe(true);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://site/api/business/merc/sys/getIsForeignIp');
    const headers = init?.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'cache-control': 'no-cache',
      'accept-language': 'zh-TW',
      'content-language': 'zh-TW',
      'x-platform-type': '10',
      'x-platform-name': 'XM',
      'x-platform-code': '08',
      'x-request-platform': '00',
      'x-device-id': 'a'.repeat(32),
      'x-page-title': encodeURIComponent('首頁'),
    });
    expect(headers.authorization).toBeUndefined();
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends the token only to calls that take one, and validates the query before sending', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ code: 0, msg: 'success', data: [] }));
    const client = createGatewayClient({ baseUrl: '', fetch, context });
    await client.call(business.listPosters, { query: { module: 1, status: 1, showPosition: '40' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/business/posterConfig/merc/list?module=1&status=1&showPosition=40');
    await expect(client.call(business.listPosters, { query: { showPosition: 'x' }, silent: true })).rejects.toThrow(
      /showPosition/,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('throws a non-zero code with its msg, or "network abnormal" without one, and reports it', async () => {
    const onError = vi.fn();
    const replies = [
      json({ code: 500, msg: '系统繁忙，请稍后重试', data: null }, 500),
      json({ code: 7, msg: '', data: null }),
    ];
    const client = createGatewayClient({
      baseUrl: '',
      fetch: async () => replies.shift() as Response,
      context,
      onError,
    });
    await expect(client.call(business.getCommon)).rejects.toMatchObject({ code: 500, message: '系统繁忙，请稍后重试' });
    await expect(client.call(business.getCommon)).rejects.toMatchObject({ code: 7, message: Messages.networkAbnormal });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('stays silent when asked, sends code 404 home, and opens the login on HTTP 401 unless ignored', async () => {
    const onError = vi.fn();
    const onNotFound = vi.fn();
    const onUnauthorized = vi.fn();
    const replies = [
      json({ code: 404, msg: 'gone', data: null }, 404),
      json({ code: 401, msg: '请先登录', data: null }, 401),
      json({ code: 401, msg: '请先登录', data: null }, 401),
    ];
    const client = createGatewayClient({
      baseUrl: '',
      fetch: async () => replies.shift() as Response,
      context,
      onError,
      onNotFound,
      onUnauthorized,
    });
    await expect(client.call(business.getCommon, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onNotFound).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    await expect(client.call(business.getCommon)).rejects.toMatchObject({ status: 401 });
    await expect(client.call(business.getCommon, { ignoreUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout with "network abnormal"', async () => {
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const client = createGatewayClient({ baseUrl: '', fetch, context, timeoutMs: 50 });
    await expect(client.call(business.getCommon, { silent: true })).rejects.toMatchObject({
      message: Messages.networkAbnormal,
    });
  });

  it('clears its time limit once the answer is read: no timer outlives the call (issue 27)', async () => {
    vi.useFakeTimers();
    try {
      let answer: (response: Response) => void = () => {};
      const fetch = () => new Promise<Response>((resolve) => (answer = resolve));
      const client = createGatewayClient({ baseUrl: '', fetch, context, timeoutMs: 30_000 });
      const pending = client.call(business.getCommon, { silent: true });
      // The limit runs while the call waits (a timer of this process, not the platform's 30 s AbortSignal.timeout
      // that held the caller's request until it ran out) ...
      expect(vi.getTimerCount()).toBe(1);
      answer(json({ code: 0, msg: 'success', data: { a: 1 } }));
      await pending;
      // ... and is gone once the answer is read.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a reply that is not JSON with "system error, please contact administrator"', async () => {
    const client = createGatewayClient({
      baseUrl: '',
      fetch: async () => new Response('<html>', { status: 502 }),
      context,
    });
    await expect(client.call(business.getCommon, { silent: true })).rejects.toMatchObject({
      message: Messages.systemError,
      status: 502,
    });
  });
});
