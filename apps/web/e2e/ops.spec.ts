import { expect, test } from './support/fixtures.ts';
import { rawRequest } from './support/http.ts';

/**
 * Operations (issue 11, item 8) on the site's own server: the load balancers' probes, and the request id on every
 * kind of answer and on the error pages. The gateway's own tests (packages/gateway/test/ops.test.ts) cover the
 * watchdog, the logs and the graceful shutdown.
 */

test('/_health and /_ready answer JSON for any Host, never cached, GET and HEAD only', async () => {
  const health = await rawRequest('nobody.example', '/_health');
  expect(health.status).toBe(200);
  expect(health.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });

  const ready = await rawRequest('nobody.example', '/_ready');
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });

  expect((await rawRequest('ost.localhost', '/_ready', { method: 'HEAD' })).status).toBe(200);
  const post = await rawRequest('ost.localhost', '/_health', { method: 'POST' });
  expect(post.status).toBe(405);
  expect(post.headers.allow).toBe('GET, HEAD');
});

test('every answer carries the request id: a sane incoming one, else a new one', async () => {
  const withId = (id: string) => ({ headers: { 'x-request-id': id } });
  const page = await rawRequest('ost.localhost', '/', withId('e2e-ops-page-0001'));
  expect(page.headers['x-request-id']).toBe('e2e-ops-page-0001');
  expect(page.headers['server-timing']).toBe('rid;desc="e2e-ops-page-0001"');

  const call = await rawRequest('ost.localhost', '/api/business/officialQuery/getCommon', withId('e2e-ops-call-0001'));
  expect(call.headers['x-request-id']).toBe('e2e-ops-call-0001');

  const made = await rawRequest('ost.localhost', '/', withId('not a sane id'));
  expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});

test('the 404 page and the error route print the request id', async () => {
  const missing = await rawRequest('ost.localhost', '/no-such-page', {
    headers: { 'x-request-id': 'e2e-ops-404-0001' },
  });
  expect(missing.status).toBe(404);
  expect(missing.body).toContain('请求编号：');
  expect(missing.body).toContain('e2e-ops-404-0001');

  const error = await rawRequest('ost.localhost', '/errorUrl?code=500', {
    headers: { 'x-request-id': 'e2e-ops-err-0001' },
  });
  expect(error.body).toContain('请求编号：');
  expect(error.body).toContain('e2e-ops-err-0001');
});
