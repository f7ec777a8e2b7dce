import { describe, expect, it } from 'vitest';
import { parseHostMap, platformForHost } from '../src/hosts.ts';

describe('host -> platform', () => {
  it('maps every *.localhost brand host by default and serves unknown hosts the PLATFORM brand', () => {
    const map = parseHostMap({});
    expect(platformForHost('xm.localhost:3000', map)).toBe('10');
    expect(platformForHost('MDT.localhost', map)).toBe('01');
    expect(platformForHost('eu.localhost:3000', map)).toBe('EU');
    expect(platformForHost('localhost:3000', map)).toBe('00');
    expect(platformForHost(undefined, map)).toBe('00');
    expect(platformForHost('localhost', parseHostMap({ PLATFORM: '15' }))).toBe('15');
  });

  it('replaces the map with PLATFORM_HOSTS, as pairs or JSON', () => {
    const pairs = parseHostMap({ PLATFORM_HOSTS: 'www.example.com=00, example.hk=10' });
    expect(platformForHost('example.hk', pairs)).toBe('10');
    expect(platformForHost('xm.localhost', pairs)).toBe('00');
    const json = parseHostMap({ PLATFORM_HOSTS: '{"recyvia.eu":"EU"}' });
    expect(platformForHost('recyvia.eu:443', json)).toBe('EU');
  });

  it('rejects unknown codes with a clear message', () => {
    expect(() => parseHostMap({ PLATFORM: '42' })).toThrow(/PLATFORM must be one of/);
    expect(() => parseHostMap({ PLATFORM_HOSTS: 'example.com=99' })).toThrow(/bad entry "example.com=99"/);
  });
});
