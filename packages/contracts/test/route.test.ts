import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { byRoute, createGatewayClient } from '../src/client.ts';
import { business, businessExtra, system } from '../src/index.ts';
import { routes } from '../src/route.ts';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** The modules a file loads at run time (type-only imports are erased), followed through relative imports. */
const runtimeImports = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)) {
    const spec = match[1] as string;
    if (spec.startsWith('.')) runtimeImports(path.resolve(path.dirname(file), spec), seen);
    else seen.add(spec);
  }
  return seen;
};

describe('calls by route', () => {
  it('each route is the route of its call', () => {
    const calls: Record<string, { method: string; base: string; path: string; auth: string }> = {
      ...business,
      ...businessExtra,
      ...system,
    } as never;
    for (const [name, route] of Object.entries(routes)) {
      const call = calls[name];
      expect(call, name).toBeDefined();
      expect({ method: call?.method, base: call?.base, path: call?.path, auth: call?.auth }, name).toEqual(route);
    }
  });

  it('the browser client and the routes load no zod', () => {
    for (const entry of ['client.ts', 'route.ts']) {
      const loaded = runtimeImports(path.join(src, entry));
      expect(
        [...loaded].filter((m) => m === 'zod' || m.startsWith('zod/')),
        entry,
      ).toEqual([]);
      expect(
        [...loaded].some((m) => m.endsWith('input.ts') || m.endsWith('envelope.ts')),
        entry,
      ).toBe(false);
    }
    // The check itself sees zod where it is loaded.
    expect(runtimeImports(path.join(src, 'system.ts')).has('zod')).toBe(true);
  });

  it('a call by route sends its input as given (the gateway checks it) and returns the data', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ code: 0, msg: 'success', data: [] }),
    );
    const client = createGatewayClient({
      baseUrl: 'http://site',
      fetch,
      context: { platform: '00', platformName: 'OST', sourceTitle: 'OST', lang: 'zh-CN' },
    });
    const list = byRoute<typeof business.listPosters>(routes.listPosters);
    await expect(client.call(list, { query: { module: 1, status: 1, showPosition: '40' } })).resolves.toEqual([]);
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'http://site/api/business/posterConfig/merc/list?module=1&status=1&showPosition=40',
    );
    const visit = byRoute<typeof system.recordVisit>(routes.recordVisit);
    await client.call(visit, { body: { deviceId: 'x', path: '/' } });
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('http://site/system/api/visitor/record');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ deviceId: 'x', path: '/' });
  });
});
