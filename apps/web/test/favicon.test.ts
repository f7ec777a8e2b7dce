/** Every page has an icon (issue 27): /favicon.ico answers the brand's mark for every brand host. */
import { DEFAULT_HOSTS, parseHostMap } from '@site/contracts/hosts';
import { describe, expect, it } from 'vitest';
import { brandOf } from '../src/brands.ts';
import { faviconResponse } from '../src/lib/favicon.ts';

const hostMap = parseHostMap({});

describe('/favicon.ico', () => {
  it.each(Object.entries(DEFAULT_HOSTS))('answers %s with its brand mark as SVG', async (host, platform) => {
    const answer = faviconResponse(host, hostMap);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('vary')).toBe('host');
    const body = await answer.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(body).toContain(`fill="${brandOf(platform).theme.primary}"`);
    expect(body).toContain(`>${brandOf(platform).mark}</text>`);
  });

  it('answers an unknown host with the fallback brand', async () => {
    const answer = faviconResponse('nobody.example', hostMap);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(brandOf(hostMap.fallback).theme.primary);
  });
});
