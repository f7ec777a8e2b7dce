/**
 * Issue 11, the gateway's methods, inputs and limits: 405 with Allow for a wrong method on a call, TRACE and CONNECT
 * refused, strict numbers and unknown parameters, 415 for every non-JSON body, 413 without reading a body whole.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { type CallDef, calls, DEFAULT_BODY_LIMIT, RequestMessages, urlOf } from '@site/contracts';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway, refuseConnect } from '../src/index.ts';

let database: TestDatabase;
let gateway: Gateway;
let server: http.Server;
let port: number;

const HEADERS = { 'x-platform-type': '00' };
const JSON_HEADERS = { ...HEADERS, 'content-type': 'application/json' };

interface Answer {
  status: number;
  headers: Headers;
  body: { code: number; msg: string; data: unknown };
}

const answer = async (res: Response): Promise<Answer> => ({
  status: res.status,
  headers: res.headers,
  body: (await res.json()) as Answer['body'],
});

const send = async (path: string, init: RequestInit = {}) =>
  answer(await gateway.request(path, { ...init, headers: { ...HEADERS, ...(init.headers as object) } }));

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  send(path, { method: 'POST', body, headers: { ...JSON_HEADERS, ...headers } });

/** One raw HTTP exchange with the gateway served as the site serves it (node-server's listener). */
const raw = (
  options: http.RequestOptions & { body?: (req: http.ClientRequest) => void },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> =>
  new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, ...options, headers: { ...HEADERS, ...options.headers } });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    if (options.body) options.body(req);
    else req.end();
  });

const bodyCalls = (Object.entries(calls) as [string, CallDef][]).filter(([, def]) => def.body && def.method === 'POST');

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway({ db: database.db });
  server = http.createServer(getRequestListener(gateway.fetch, { overrideGlobalObjects: false }));
  refuseConnect(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.close();
});

describe('methods', () => {
  it('answers a wrong method on a call with 405, Allow and the envelope', async () => {
    const get = await send('/api/business/posterConfig/merc/incrCount');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.body).toEqual({ code: 405, msg: expect.stringContaining(RequestMessages.methodNotAllowed), data: null });

    const post = await postJson('/api/business/officialQuery/getCommon', '{}');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');

    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const both = await send('/api/ipr/trademark/searchRecord', { method });
      expect(both.status, method).toBe(405);
      expect(both.headers.get('allow')).toBe('GET, HEAD, POST');
    }
    const withParam = await send('/vat/qaAnswerDetail/get/1', { method: 'DELETE' });
    expect(withParam.status).toBe(405);
    expect(withParam.headers.get('allow')).toBe('GET, HEAD');
  });

  it('gives every call 405 for the methods it does not take', async () => {
    for (const [name, def] of Object.entries(calls) as [string, CallDef][]) {
      const path = urlOf(def).replace(/\{\w+\??\}/g, '1');
      const wrong = def.method === 'GET' ? 'POST' : 'GET';
      const res = await send(path, { method: wrong, ...(wrong === 'POST' ? { body: '{}' } : {}) });
      // A path served by both methods (searchRecord) answers the other call instead.
      if (Object.values(calls).some((other) => other !== def && urlOf(other) === urlOf(def))) continue;
      expect(res.status, name).toBe(405);
      expect(res.headers.get('allow'), name).toContain(def.method);
    }
  });

  it('answers HEAD like GET, and unknown paths with 404 whatever the method', async () => {
    const head = await gateway.request('/api/business/officialQuery/getCommon', { method: 'HEAD', headers: HEADERS });
    expect(head.status).toBe(200);
    expect((await send('/api/business/nothing/here')).status).toBe(404);
    expect((await send('/api/business/nothing/here', { method: 'DELETE' })).status).toBe(404);
  });

  // TRACK never reaches the gateway over HTTP: Node's parser answers it 400 itself (the guard refuses it too).
  it('refuses TRACE anywhere under the prefixes with 405 (never 500), over HTTP', async () => {
    for (const path of [
      '/api/business/officialQuery/getCommon',
      '/api/nothing',
      '/vat/x',
      '/system/',
      '/auth/logout',
    ]) {
      for (const method of ['TRACE']) {
        const res = await raw({ method, path });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow).toBeTruthy();
        expect(JSON.parse(res.text)).toMatchObject({ code: 405, data: null });
      }
    }
  });

  it('refuses CONNECT with 405', async () => {
    const res = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'CONNECT', path: '127.0.0.1:1' });
      req.on('connect', (response, socket) => {
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
        });
        socket.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      req.on('response', (response) => resolve({ status: response.statusCode ?? 0, text: '' }));
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(405);
  });
});

describe('strict input', () => {
  it.each([['true'], ['%5B1%5D'], ['%201%20'], ['1e3'], ['0x10'], [''], ['1.5']])(
    'refuses the query number %j with the field message',
    async (text) => {
      const res = await send(`/api/business/officialPartnersInfo/getPartnersInfoById?id=${text}`);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('id: 须为正整数');
    },
  );

  it('refuses a repeated number parameter and a padded page number', async () => {
    expect((await send('/api/business/officialQuery/getInformation?pageNum=1&pageNum=1')).status).toBe(400);
    const padded = await send('/vat/qaQuestion/searchlist?pageSize=%2010');
    expect(padded.status).toBe(400);
    expect(padded.body.msg).toBe('pageSize: 每页条数须为整数');
  });

  it.each([['"1"'], ['true'], ['[1]'], ['" 1 "'], ['1e400'], ['-1'], ['2147483648']])(
    'refuses the body number %s',
    async (value) => {
      const res = await postJson('/api/notify/sysNotifyPopupBoxConfig/incrCount', `{"id":${value},"incrViewCount":1}`);
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/^id: /);
    },
  );

  it('refuses unknown query parameters on every kind of call, naming them', async () => {
    const onRead = await send('/api/business/merc/product/officialProductPrice?serviceType=1001&utm_source=x');
    expect(onRead.status).toBe(400);
    expect(onRead.body.msg).toContain('utm_source');
    const onPath = await send('/vat/qaAnswerDetail/get/1?foo=1');
    expect(onPath.status).toBe(400);
    expect(onPath.body.msg).toBe('不支持的参数：foo');
    const onWrite = await postJson('/system/api/visitor/record?x=1', '{}');
    expect(onWrite.status).toBe(400);
    expect(onWrite.body.msg).toBe('不支持的参数：x');
  });

  it('refuses unknown body keys, naming them', async () => {
    const res = await postJson('/api/business/posterConfig/merc/incrCount', '[{"posterId":1,"incrViewCount":1,"x":1}]');
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('不支持的参数：x');
    const logout = await postJson('/auth/logout', '{"all":true}');
    expect(logout.status).toBe(400);
    expect(logout.body.msg).toContain('all');
    expect((await postJson('/auth/logout', '{}')).status).toBe(200);
    expect((await send('/auth/logout', { method: 'POST' })).status).toBe(200);
  });
});

describe('content type and size', () => {
  it.each(bodyCalls)('%s answers 415 for a body that is not JSON, never reading it as {}', async (_name, def) => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await send(urlOf(def), { method: 'POST', body: '{}', headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
      expect(res.body).toEqual({ code: 415, msg: RequestMessages.notJson, data: null });
    }
    const none = await send(urlOf(def), { method: 'POST', body: '{"a":1}' });
    // A Request given a string body sets text/plain itself; without any type the answer is the same 415.
    expect(none.status).toBe(415);
    const latin = await send(urlOf(def), {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json; charset=latin1' },
    });
    expect(latin.status).toBe(415);
  });

  it.each(bodyCalls)('%s answers 413 for a body over its limit, read no further', async (_name, def) => {
    const limit = def.maxBodyBytes ?? DEFAULT_BODY_LIMIT;
    expect(limit).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT);
    let pulled = 0;
    const chunk = new Uint8Array(4096).fill(0x20);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await send(urlOf(def), {
      method: 'POST',
      body: endless,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 413, msg: RequestMessages.bodyTooLarge, data: null });
    expect(pulled).toBeLessThan(limit + 4 * chunk.byteLength);
  });

  it('refuses a Content-Length over the limit before reading anything (over HTTP)', async () => {
    const res = await raw({
      method: 'POST',
      path: '/api/business/posterConfig/merc/incrCount',
      headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
      // Only the headers are sent: an answer proves the body was not waited for.
      body: (req) => req.flushHeaders(),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ code: 413, msg: RequestMessages.bodyTooLarge, data: null });
  });

  it('cuts a chunked body off once it passes the limit (over HTTP)', async () => {
    let sent = 0;
    let answered = false;
    const res = await raw({
      method: 'POST',
      path: '/api/business/posterConfig/merc/incrCount',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: (req) => {
        const piece = Buffer.alloc(16 * 1024, 0x20);
        const pump = () => {
          while (!answered && sent < 50 * 1024 * 1024) {
            sent += piece.byteLength;
            if (!req.write(piece)) return req.once('drain', pump);
          }
          if (!answered) req.end();
        };
        req.on('response', () => {
          answered = true;
        });
        req.on('error', () => undefined);
        pump();
      },
    }).finally(() => {
      answered = true;
    });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(10 * 1024 * 1024);
  });

  it('answers 400 for an empty body, broken JSON and bytes that are not UTF-8', async () => {
    const path = '/api/business/posterConfig/merc/incrCount';
    const empty = await postJson(path, '');
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(RequestMessages.emptyBody);
    const broken = await postJson(path, '[{"posterId":');
    expect(broken.body).toEqual({ code: 400, msg: RequestMessages.badJson, data: null });
    const latin1 = await send(path, {
      method: 'POST',
      body: new Uint8Array([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(latin1.body).toEqual({ code: 400, msg: RequestMessages.badEncoding, data: null });
  });
});
