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
    expect(settings).toMatchObject({
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

  it('lead flows: Redis off, SMTP off (outbox only), 5/10m and 20/1d per address, mail from website@localhost', () => {
    expect(readGatewaySettings({})).toMatchObject({
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'website@localhost',
      mailTo: undefined,
      smtpTimeoutMs: 10_000,
      contactRateLimit: [
        { limit: 5, windowMs: 600_000 },
        { limit: 20, windowMs: 86_400_000 },
      ],
      addressHashSecret: undefined,
    });
  });

  it('reads REDIS_URL, SMTP_URL, MAIL_FROM, MAIL_TO, SMTP_TIMEOUT_MS, CONTACT_RATE_LIMIT, ADDRESS_HASH_SECRET', () => {
    expect(
      readGatewaySettings({
        REDIS_URL: 'redis://127.0.0.1:6379/2',
        SMTP_URL: 'smtp://user:pass@mail.example.com:587',
        MAIL_FROM: 'Website <web@example.com>',
        MAIL_TO: 'team@example.com, sales@example.com',
        SMTP_TIMEOUT_MS: '5000',
        CONTACT_RATE_LIMIT: '3/1m, 10/2h',
        ADDRESS_HASH_SECRET: '0123456789abcdef0123',
      }),
    ).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailFrom: 'Website <web@example.com>',
      mailTo: 'team@example.com, sales@example.com',
      smtpTimeoutMs: 5000,
      contactRateLimit: [
        { limit: 3, windowMs: 60_000 },
        { limit: 10, windowMs: 7_200_000 },
      ],
      addressHashSecret: '0123456789abcdef0123',
    });
  });

  it.each([
    [{ REDIS_URL: 'http://localhost:6379' }, /^Invalid setting: REDIS_URL must start with redis:\/\/ or rediss:\/\//],
    [{ SMTP_URL: 'mail.example.com' }, /^Invalid setting: SMTP_URL is not a valid URL/],
    [{ MAIL_FROM: 'not an address' }, /^Invalid setting: MAIL_FROM must be an email address/],
    [{ MAIL_TO: 'a@example.com, nope' }, /^Invalid setting: MAIL_TO must be one or more email addresses/],
    [{ SMTP_TIMEOUT_MS: '10s' }, /^Invalid setting: SMTP_TIMEOUT_MS must be an integer/],
    [{ CONTACT_RATE_LIMIT: '5 per minute' }, /^Invalid setting: CONTACT_RATE_LIMIT is not valid: "5 per minute"/],
    [{ ADDRESS_HASH_SECRET: 'short' }, /^Invalid setting: ADDRESS_HASH_SECRET must be at least 16 characters/],
  ])('names a bad lead-flow setting: %o', (env, message) => {
    expect(() => readGatewaySettings(env)).toThrow(message);
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
