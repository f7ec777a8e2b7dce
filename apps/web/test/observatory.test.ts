import { describe, expect, it } from 'vitest';
import { gradeOf, type ObservedAnswer, observatoryScore } from '../e2e/support/observatory.ts';
import { prepareDocument } from '../src/lib/document-csp.ts';
import { documentCsp, httpsRedirect, REPORTING_ENDPOINTS, securityHeaders } from '../src/lib/security-headers.ts';

/**
 * Mozilla HTTP Observatory's scoring (e2e/support/observatory.ts, from its published methodology) on known header
 * sets, and on the header set the site sends for a page over HTTPS, assembled from the same functions server.ts
 * uses. The browser tests grade the live server's answer with the same code (e2e/security.spec.ts).
 */

const answer = (headers: ObservedAnswer['headers'], extra: Partial<ObservedAnswer> = {}): ObservedAnswer => ({
  url: 'https://www.example.com/',
  headers,
  httpRedirect: 'https://www.example.com/',
  ...extra,
});

const resultOf = (a: ObservedAnswer, test: string) => observatoryScore(a).outcomes.find((o) => o.test === test);

describe('the Observatory grade table', () => {
  it('maps scores to grades as published', () => {
    expect([135, 100, 99, 90, 89, 85, 80, 70, 65, 60, 50, 45, 40, 30, 25, 24, 0].map(gradeOf)).toEqual([
      'A+',
      'A+',
      'A',
      'A',
      'A-',
      'A-',
      'B+',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'F',
    ]);
  });

  it('scores a site without any security header 0 (F)', () => {
    const bare = observatoryScore(answer({ 'content-type': 'text/html' }, { httpRedirect: null, html: '' }));
    expect(bare.score).toBe(0);
    expect(bare.grade).toBe('F');
  });
});

describe('the CSP rules', () => {
  const csp = (policy: string) => resultOf(answer({ 'content-security-policy': policy }), 'content-security-policy');

  it("penalises 'unsafe-inline', data: and broad sources in script-src, and 'unsafe-eval'", () => {
    expect(csp("script-src 'self' 'unsafe-inline'; object-src 'none'")).toMatchObject({ modifier: -20 });
    expect(csp("script-src 'self' https:; object-src 'none'")).toMatchObject({ modifier: -20 });
    expect(csp("script-src 'self'")).toMatchObject({ result: 'csp-implemented-with-unsafe-inline' }); // object-src open
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")).toMatchObject({ modifier: -10 });
  });

  it("accepts 'self' and https: next to hashes with 'strict-dynamic' (browsers ignore them), and unsafe styles", () => {
    expect(csp("script-src 'sha256-AAAA' 'strict-dynamic' 'self' https:; object-src 'none'")).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline-in-style-src-only', // no style-src: any style
      modifier: 0,
    });
    expect(csp("script-src 'strict-dynamic'; object-src 'none'")).toMatchObject({ result: 'csp-header-invalid' });
  });

  it("gives the bonus for default-src 'none' and none for an empty or repeated policy", () => {
    expect(csp("default-src 'none'; frame-ancestors 'none'")).toMatchObject({ modifier: 10 });
    expect(csp("default-src 'none'; default-src 'self'")).toMatchObject({ result: 'csp-header-invalid' });
    expect(resultOf(answer({}), 'content-security-policy')).toMatchObject({ modifier: -25 });
  });
});

describe('the other rules', () => {
  it('cookies: a session cookie without HttpOnly or Secure is penalised; Secure, HttpOnly and SameSite earn 5', () => {
    const cookie = (line: string) => resultOf(answer({ 'set-cookie': [line] }), 'cookies');
    expect(cookie('sessionid=1; Path=/')).toMatchObject({ modifier: -40 });
    expect(cookie('sessionid=1; Secure; Path=/')).toMatchObject({ modifier: -30 });
    expect(cookie('sessionid=1; Secure; HttpOnly; SameSite=Lax')).toMatchObject({ modifier: 5 });
    expect(cookie('theme=dark; Secure; SameSite=Lax')).toMatchObject({ modifier: 5 });
    expect(cookie('theme=dark; SameSite=Lax')).toMatchObject({ modifier: -20 });
  });

  it('HSTS, redirection, Referrer-Policy, X-Content-Type-Options, X-Frame-Options, CORS', () => {
    expect(resultOf(answer({ 'strict-transport-security': 'max-age=300' }), 'strict-transport-security')).toMatchObject(
      {
        modifier: -10,
      },
    );
    expect(resultOf(answer({}, { httpRedirect: null }), 'redirection')).toMatchObject({ modifier: -20 });
    expect(resultOf(answer({}, { httpRedirect: 'https://elsewhere.example/' }), 'redirection')).toMatchObject({
      modifier: -5,
    });
    expect(resultOf(answer({ 'referrer-policy': 'unsafe-url' }), 'referrer-policy')).toMatchObject({ modifier: -5 });
    expect(resultOf(answer({ 'referrer-policy': 'no-referrer' }), 'referrer-policy')).toMatchObject({ modifier: 5 });
    expect(resultOf(answer({ 'x-content-type-options': 'sniff' }), 'x-content-type-options')).toMatchObject({
      modifier: -5,
    });
    expect(resultOf(answer({ 'x-frame-options': 'DENY' }), 'x-frame-options')).toMatchObject({ modifier: 0 });
    expect(resultOf(answer({}), 'x-frame-options')).toMatchObject({ modifier: -20 });
    const probe = { origin: 'https://evil.example', allowOrigin: 'https://evil.example', allowCredentials: 'true' };
    expect(resultOf(answer({}, { corsProbe: probe }), 'cross-origin-resource-sharing')).toMatchObject({
      modifier: -50,
    });
  });

  it('SRI: external scripts over HTTPS without integrity lose 5, over HTTP 50', () => {
    const sri = (html: string) => resultOf(answer({ 'content-type': 'text/html' }, { html }), 'subresource-integrity');
    expect(sri('<script src="/a.js"></script>')).toMatchObject({ modifier: 0 });
    expect(sri('<script src="https://cdn.example/a.js"></script>')).toMatchObject({ modifier: -5 });
    expect(sri('<script src="http://cdn.example/a.js"></script>')).toMatchObject({ modifier: -50 });
    expect(sri('<script src="https://cdn.example/a.js" integrity="sha384-x"></script>')).toMatchObject({ modifier: 5 });
  });
});

describe("the site's page over HTTPS", () => {
  it('grades A or better', () => {
    const { html, hashes } = prepareDocument(
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head>' +
        '<body><script>self.__next_f.push([1,"x"])</script></body></html>',
    );
    const headers: Record<string, string> = Object.fromEntries(securityHeaders({ https: true }));
    headers['content-security-policy'] = documentCsp({ https: true, scriptHashes: hashes });
    headers['reporting-endpoints'] = REPORTING_ENDPOINTS;
    headers['content-type'] = 'text/html; charset=utf-8';
    const redirect = httpsRedirect(
      { forwardedProto: 'http', host: 'www.example.com', url: '/' },
      { httpsOnly: true, trustProxy: true },
    );
    const { grade, score, outcomes } = observatoryScore(answer(headers, { html, httpRedirect: redirect }));
    expect(outcomes.filter((o) => o.modifier < 0)).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(90);
    expect(['A+', 'A']).toContain(grade);
  });
});
