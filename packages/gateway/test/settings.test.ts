import { describe, expect, it } from 'vitest';
import { readGatewayServiceSettings, readGatewaySettings } from '../src/settings.ts';

describe('gateway settings', () => {
  it('defaults: no proxy trust, no country header, the *.localhost map with brand 00, port 4000 on 0.0.0.0', () => {
    const settings = readGatewaySettings({});
    expect(settings).toMatchObject({ trustProxy: false, countryHeader: undefined });
    expect(settings.hostMap.fallback).toBe('00');
    expect(settings.hostMap.hosts['mdt.localhost']).toBe('01');
    expect(readGatewayServiceSettings({})).toEqual({ port: 4000, host: '0.0.0.0' });
  });

  it('reads TRUST_PROXY, COUNTRY_HEADER, PLATFORM, PLATFORM_HOSTS, GATEWAY_PORT and HOST', () => {
    const settings = readGatewaySettings({
      TRUST_PROXY: 'Yes',
      COUNTRY_HEADER: ' CF-IPCountry ',
      PLATFORM: 'EU',
      PLATFORM_HOSTS: 'www.example.com=00, example.de=EU',
    });
    expect(settings).toEqual({
      trustProxy: true,
      countryHeader: 'cf-ipcountry',
      hostMap: { hosts: { 'www.example.com': '00', 'example.de': 'EU' }, fallback: 'EU' },
    });
    expect(readGatewaySettings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readGatewayServiceSettings({ GATEWAY_PORT: '4100', HOST: '127.0.0.1' })).toEqual({
      port: 4100,
      host: '127.0.0.1',
    });
  });

  it.each([
    [{ PLATFORM: '99' }, /^Invalid setting: PLATFORM must be one of 00, 01/],
    [{ PLATFORM_HOSTS: 'example.com=XX' }, /^Invalid setting: PLATFORM_HOSTS is not .*bad entry "example.com=XX"/],
    [{ PLATFORM_HOSTS: '{"a": ' }, /^Invalid setting: PLATFORM_HOSTS is not "host=code,host=code" or a JSON object/],
  ])('names the bad variable: %o', (env, message) => {
    expect(() => readGatewaySettings(env)).toThrow(message);
  });

  it('names a bad GATEWAY_PORT', () => {
    expect(() => readGatewayServiceSettings({ GATEWAY_PORT: 'http' })).toThrow(
      'Invalid setting: GATEWAY_PORT must be an integer between 0 and 65535, got "http"',
    );
  });
});
