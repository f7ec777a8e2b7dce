import { describe, expect, it } from 'vitest';
import { brandOf } from '../brands.ts';
import {
  type ChannelInput,
  channelCodeOf,
  isReportPath,
  planChannel,
  REPORT_CHANNEL,
  visitPath,
  visitReferrer,
} from './channel.ts';
import { parentDomain, serializeCookie } from './cookies.ts';
import { reportPagePaths } from './report-pages.ts';

const plan = (input: Partial<ChannelInput> & { search?: string }) =>
  planChannel({
    query: new URLSearchParams(input.search ?? ''),
    cookies: input.cookies ?? {},
    saved: input.saved,
    reportPage: input.reportPage ?? false,
  });

describe('channelCodeOf', () => {
  it('accepts 1-64 letters, digits, _ and -, trimmed', () => {
    expect(channelCodeOf('AMZSPN2026')).toBe('AMZSPN2026');
    expect(channelCodeOf('  fs_comm-01 ')).toBe('fs_comm-01');
    expect(channelCodeOf('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('refuses missing, empty, too long and malformed codes', () => {
    expect(channelCodeOf(undefined)).toBeUndefined();
    expect(channelCodeOf(null)).toBeUndefined();
    expect(channelCodeOf('')).toBeUndefined();
    expect(channelCodeOf('a'.repeat(65))).toBeUndefined();
    expect(channelCodeOf('<script>')).toBeUndefined();
    expect(channelCodeOf('a b')).toBeUndefined();
    expect(channelCodeOf('渠道')).toBeUndefined();
  });
});

describe('planChannel: which value wins', () => {
  it('takes the query over the cookie of the same name and stores it', () => {
    const result = plan({ search: 'channelNo=NEW1', cookies: { channelNo: 'OLD1' } });
    expect(result.cookies).toEqual({ channelNo: 'NEW1' });
    expect(result.reported).toBe('NEW1');
  });

  it('keeps the cookies when the query has no channel', () => {
    const result = plan({ search: 'from=home', cookies: { channelNo: 'OLD1', channelCode: 'CODE1' } });
    expect(result.cookies).toEqual({ channelNo: 'OLD1', channelCode: 'CODE1' });
    expect(result.reported).toBe('OLD1');
  });

  it('stores channelCode in its own cookie and reports it when there is no channelNo', () => {
    const result = plan({ search: 'channelCode=CODE2' });
    expect(result.cookies).toEqual({ channelCode: 'CODE2' });
    expect(result.reported).toBe('CODE2');
  });

  it('reports channelNo before channelCode, as the gateway reads them', () => {
    expect(plan({ search: 'channelNo=A1&channelCode=B1' }).reported).toBe('A1');
    expect(plan({ search: 'channelCode=B1', cookies: { channelNo: 'A0' } }).reported).toBe('A0');
  });

  it('ignores malformed query values and keeps the cookie', () => {
    const result = plan({ search: 'channelNo=%3Cx%3E', cookies: { channelNo: 'OLD1' } });
    expect(result.cookies).toEqual({ channelNo: 'OLD1' });
  });

  it('drops malformed cookies', () => {
    expect(plan({ cookies: { channelNo: 'a b', channelCode: '' } })).toEqual({ cookies: {}, reported: undefined });
  });

  it('reports nothing without a channel', () => {
    expect(plan({})).toEqual({ cookies: {}, reported: undefined });
  });
});

describe('planChannel: the fixed channel of the result page', () => {
  it("sets the fixed channel on the result page and keeps the visitor's own channelNo aside", () => {
    const result = plan({ reportPage: true, cookies: { channelNo: 'OWN1', channelCode: 'CODE1' } });
    expect(result.cookies).toEqual({ channelNo: REPORT_CHANNEL, channelCode: 'CODE1' });
    expect(result.saved).toBe('OWN1');
    expect(result.reported).toBe(REPORT_CHANNEL);
  });

  it('wins over the channelNo the result page link carries, which is kept aside', () => {
    const result = plan({ reportPage: true, search: 'reportId=x&channelNo=LINK1' });
    expect(result.cookies.channelNo).toBe(REPORT_CHANNEL);
    expect(result.saved).toBe('LINK1');
  });

  it('sets it for a visitor without a channel', () => {
    const result = plan({ reportPage: true });
    expect(result).toEqual({ cookies: { channelNo: REPORT_CHANNEL }, saved: undefined, reported: REPORT_CHANNEL });
  });

  it('keeps what was kept when the result page is opened again', () => {
    const result = plan({ reportPage: true, cookies: { channelNo: REPORT_CHANNEL }, saved: 'OWN1' });
    expect(result.cookies.channelNo).toBe(REPORT_CHANNEL);
    expect(result.saved).toBe('OWN1');
  });

  it('clears it on another page and gives back the kept channelNo', () => {
    const result = plan({ cookies: { channelNo: REPORT_CHANNEL, channelCode: 'CODE1' }, saved: 'OWN1' });
    expect(result.cookies).toEqual({ channelNo: 'OWN1', channelCode: 'CODE1' });
    expect(result.saved).toBeUndefined();
    expect(result.reported).toBe('OWN1');
  });

  it('clears it on another page with nothing kept', () => {
    const result = plan({ cookies: { channelNo: REPORT_CHANNEL } });
    expect(result).toEqual({ cookies: {}, saved: undefined, reported: undefined });
  });

  it("does not take the fixed channel from another page's link", () => {
    const result = plan({ search: `channelNo=${REPORT_CHANNEL}`, cookies: { channelCode: 'CODE1' } });
    expect(result.cookies).toEqual({ channelCode: 'CODE1' });
    expect(result.reported).toBe('CODE1');
  });

  it('lets a new link channel replace the kept one', () => {
    const result = plan({ search: 'channelNo=NEW2', cookies: { channelNo: REPORT_CHANNEL }, saved: 'OWN1' });
    expect(result.cookies.channelNo).toBe('NEW2');
    expect(result.saved).toBeUndefined();
  });

  it('is a valid channel code', () => {
    expect(channelCodeOf(REPORT_CHANNEL)).toBe(REPORT_CHANNEL);
  });
});

describe('isReportPath', () => {
  const isReportPage = (code: Parameters<typeof brandOf>[0], path: string) =>
    isReportPath(reportPagePaths(brandOf(code)), path);

  it('is the questionAnswer route of the brand segment', () => {
    expect(isReportPage('00', '/ld/questionAnswer')).toBe(true);
    expect(isReportPage('10', '/cht/questionAnswer')).toBe(true);
    expect(isReportPage('10', '/ld/questionAnswer')).toBe(true);
    expect(isReportPage('00', '/ld/questionAnswer/')).toBe(true);
  });

  it('is no other page, and no page of a brand without the route', () => {
    expect(isReportPage('00', '/')).toBe(false);
    expect(isReportPage('00', '/ld/contactUs')).toBe(false);
    expect(isReportPage('00', '/cht/questionAnswer')).toBe(false);
    expect(isReportPage('00', '/ld/questionAnswer/x')).toBe(false);
    expect(isReportPage('EU', '/en/ld/questionAnswer')).toBe(false);
    expect(reportPagePaths(brandOf('EU'))).toEqual([]);
  });
});

describe('channel cookie domain', () => {
  const keepsAny = () => true;
  it('puts a parent-scoped channel cookie on the parent domain of the host', () => {
    const cookie = serializeCookie('channelNo', 'AMZSPN2026', parentDomain('www.example.com', keepsAny), { days: 30 });
    expect(cookie).toContain('Domain=example.com');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(cookie.startsWith('channelNo=AMZSPN2026;')).toBe(true);
  });

  it('is host-only on localhost names', () => {
    expect(serializeCookie('channelNo', 'X1', parentDomain('ost.localhost', keepsAny))).not.toContain('Domain=');
  });
});

describe('visitPath and visitReferrer', () => {
  it('keeps the pathname within the contract', () => {
    expect(visitPath('/ld/contactUs')).toBe('/ld/contactUs');
    expect(visitPath('ld')).toBe('/ld');
    expect(visitPath(`/${'a'.repeat(600)}`)).toHaveLength(500);
    expect(visitPath('/a b')).toBe('/a%20b');
  });

  it('keeps http(s) referrers without their fragment, else empty', () => {
    expect(visitReferrer('https://www.baidu.com/s?wd=vat#top')).toBe('https://www.baidu.com/s?wd=vat');
    expect(visitReferrer('')).toBe('');
    expect(visitReferrer(undefined)).toBe('');
    expect(visitReferrer('android-app://com.google')).toBe('');
    expect(visitReferrer('not a url')).toBe('');
  });

  it('shortens a long referrer to its origin and path', () => {
    const long = `https://example.com/page?${'q=1&'.repeat(600)}`;
    expect(visitReferrer(long)).toBe('https://example.com/page');
  });
});
