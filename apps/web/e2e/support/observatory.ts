/**
 * Mozilla HTTP Observatory's header scoring, re-implemented from its published methodology
 * (github.com/mozilla/http-observatory, httpobs/docs/scoring.md, "Last Updated 2018-01-18", and the CSP, cookie
 * and X-Frame-Options rules of httpobs/scanner/analyzer/headers.py): every site starts at 100, each test adds its
 * modifier, bonuses (positive modifiers) count only when the score without them is 90 or more, the minimum is 0.
 * Implemented: Content-Security-Policy, cookies, CORS, redirection, Referrer-Policy, HSTS, Subresource Integrity,
 * X-Content-Type-Options, X-Frame-Options, X-XSS-Protection. Left out: contribute.json (Mozilla's own sites only,
 * 0 for others), HPKP (0 for every result since 2018), and the HSTS/HPKP preload lists (bonuses we do not claim).
 * Used by the browser tests against the headers the server sends (e2e/security.spec.ts) and by
 * test/observatory.test.ts.
 */

export interface ObservedAnswer {
  /** The address graded (https://... for a site served over TLS). */
  url: string;
  /** Response headers, names in lower case (as node:http gives them). */
  headers: Record<string, string | string[] | undefined>;
  /** The HTML body, for the Subresource Integrity test. */
  html?: string;
  /** Where the http:// address of the site sends a visitor: the first redirect's Location, or null for none. */
  httpRedirect: string | null;
  /** The answer to a request with a foreign Origin: its Access-Control-Allow-Origin and -Credentials. */
  corsProbe?: { origin: string; allowOrigin?: string; allowCredentials?: string };
}

export interface TestOutcome {
  test: string;
  result: string;
  modifier: number;
}

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

// Content Security Policy --------------------------------------------------------------------------------------

const DANGEROUSLY_BROAD = ['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'];
const UNSAFE_INLINE = ["'unsafe-inline'", 'data:'];
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

/** The policy as the Observatory parses it: directive -> set of lower-cased sources; throws on a repeated one. */
export const parseCsp = (text: string): Map<string, Set<string>> => {
  const clean = text.replace(/[\r\n]/g, '').trim();
  if (clean.length < 'img-src'.length - 1) throw new Error('CSP policy does not meet minimum length requirements');
  const csp = new Map<string, Set<string>>();
  for (const entry of clean.split(';')) {
    const parts = entry.trim().split(/\s+/).filter(Boolean);
    const [directive, ...sources] = parts;
    if (!directive) continue;
    if (csp.has(directive)) throw new Error('Repeated policy directives are invalid');
    csp.set(directive, new Set(sources.length ? sources.map((s) => s.toLowerCase()) : ["'none'"]));
  }
  return csp;
};

interface CspOutcome extends TestOutcome {
  antiClickjacking: boolean;
  unsafeInline: boolean;
}

const CSP_MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-not-implemented': -25,
  'csp-header-invalid': -25,
};

const cspOutcome = (result: string, extra: Partial<CspOutcome> = {}): CspOutcome => ({
  test: 'content-security-policy',
  result,
  modifier: CSP_MODIFIERS[result] ?? 0,
  antiClickjacking: false,
  unsafeInline: false,
  ...extra,
});

export const contentSecurityPolicy = (answer: ObservedAnswer): CspOutcome => {
  const header = one(answer.headers['content-security-policy']);
  if (header === undefined) return cspOutcome('csp-not-implemented');
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(header);
  } catch {
    return cspOutcome('csp-header-invalid');
  }
  const https = answer.url.startsWith('https:');
  const copy = (name: string) => (csp.has(name) ? new Set(csp.get(name)) : undefined);
  const frameAncestors = copy('frame-ancestors') ?? new Set(['*']);
  const objectSrc = copy('object-src') ?? copy('default-src') ?? new Set(['*']);
  const scriptSrc = copy('script-src') ?? copy('default-src') ?? new Set(['*']);
  const styleSrc = copy('style-src') ?? copy('default-src') ?? new Set(['*']);
  const isNonceOrHash = (source: string) => NONCES_HASHES.some((prefix) => source.startsWith(prefix));
  // 'unsafe-inline' is ignored where a nonce or hash is present (issues 88 and 277).
  for (const list of [scriptSrc, styleSrc]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");
  let result: string | undefined;
  let strictDynamic = false;
  if ([...scriptSrc].some(isNonceOrHash) && scriptSrc.has("'strict-dynamic'")) {
    // 'strict-dynamic' makes browsers ignore schemes, 'self' and 'unsafe-inline'.
    for (const source of [...scriptSrc]) {
      if (DANGEROUSLY_BROAD.some((broad) => source.startsWith(broad)) || source === "'self'") scriptSrc.delete(source);
      if (source === "'unsafe-inline'") scriptSrc.delete(source);
    }
    strictDynamic = true;
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = 'csp-header-invalid';
  }
  const passive = ['img-src', 'media-src'];
  const activeSources = [
    ...[...csp].filter(([name]) => !passive.includes(name) && name !== 'script-src').flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ];
  const passiveSources = passive.flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const intersects = (set: Set<string>, list: string[]) => list.some((item) => set.has(item));
  let unsafeInline = false;
  if (intersects(scriptSrc, [...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]) || intersects(objectSrc, DANGEROUSLY_BROAD)) {
    result ??= 'csp-implemented-with-unsafe-inline';
    unsafeInline = true;
  }
  if (https && !strictDynamic && activeSources.some((s) => s.includes('http:') || s.includes('ftp:')))
    result ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (https && passiveSources.some((s) => s.includes('http:') || s.includes('ftp:')))
    result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if (intersects(styleSrc, [...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]))
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  if (defaultSrc && defaultSrc.size === 1 && defaultSrc.has("'none'"))
    result ??= 'csp-implemented-with-no-unsafe-default-src-none';
  result ??= 'csp-implemented-with-no-unsafe';
  return cspOutcome(result, { antiClickjacking: !intersects(frameAncestors, DANGEROUSLY_BROAD), unsafeInline });
};

// Cookies -------------------------------------------------------------------------------------------------------

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | undefined;
}

const parseSetCookie = (line: string): Cookie => {
  const [pair = '', ...attributes] = line.split(';');
  const names = attributes.map((a) => a.trim().toLowerCase());
  const sameSite = names
    .find((a) => a.startsWith('samesite'))
    ?.split('=')[1]
    ?.trim();
  return {
    name: pair.split('=')[0]?.trim() ?? '',
    secure: names.includes('secure'),
    httpOnly: names.includes('httponly'),
    sameSite: names.some((a) => a.startsWith('samesite')) ? (sameSite ?? '') : undefined,
  };
};

const COOKIE_MODIFIERS: Record<string, number> = {
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-not-found': 0,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
};

/** Worst first is last: the Observatory keeps the worst result of all cookies. */
const COOKIE_BADNESS = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];

export const cookies = (answer: ObservedAnswer, hstsPasses: boolean): TestOutcome => {
  const jar = all(answer.headers['set-cookie']).map(parseSetCookie);
  const outcome = (result: string) => ({ test: 'cookies', result, modifier: COOKIE_MODIFIERS[result] ?? 0 });
  if (jar.length === 0) return outcome('cookies-not-found');
  let worst: string | undefined;
  const worse = (result: string) => {
    if (worst === undefined || COOKIE_BADNESS.indexOf(result) > COOKIE_BADNESS.indexOf(worst)) worst = result;
  };
  let allSameSite = true;
  for (const cookie of jar) {
    const session = /login|sess/i.test(cookie.name);
    const csrf = /csrf/i.test(cookie.name);
    if (cookie.sameSite === undefined) allSameSite = false;
    else if (!['strict', 'lax', 'none'].includes(cookie.sameSite)) worse('cookies-samesite-flag-invalid');
    if (csrf && cookie.sameSite === undefined) worse('cookies-anticsrf-without-samesite-flag');
    if (!cookie.secure && session)
      worse(
        hstsPasses
          ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
          : 'cookies-session-without-secure-flag',
      );
    else if (!cookie.secure)
      worse(hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (session && !cookie.httpOnly) worse('cookies-session-without-httponly-flag');
  }
  if (worst) return outcome(worst);
  return outcome(
    allSameSite ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-secure-with-httponly-sessions',
  );
};

// The other header tests ----------------------------------------------------------------------------------------

export const crossOriginResourceSharing = (answer: ObservedAnswer): TestOutcome => {
  const test = 'cross-origin-resource-sharing';
  const allowOrigin = one(answer.headers['access-control-allow-origin'])?.trim();
  const probe = answer.corsProbe;
  if (probe?.allowOrigin === probe?.origin && probe?.allowCredentials?.toLowerCase() === 'true')
    return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  if (allowOrigin === '*')
    return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  if (allowOrigin)
    return { test, result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
  return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
};

export const redirection = (answer: ObservedAnswer): TestOutcome => {
  const test = 'redirection';
  const location = answer.httpRedirect;
  if (!location) return { test, result: 'redirection-missing', modifier: -20 };
  const target = new URL(location, answer.url.replace(/^https:/, 'http:'));
  if (target.protocol !== 'https:')
    return { test, result: 'redirection-not-to-https-on-initial-redirection', modifier: -10 };
  if (target.hostname !== new URL(answer.url).hostname)
    return { test, result: 'redirection-off-host-from-http', modifier: -5 };
  return { test, result: 'redirection-to-https', modifier: 0 };
};

export const referrerPolicy = (answer: ObservedAnswer): TestOutcome => {
  const test = 'referrer-policy';
  const header = one(answer.headers['referrer-policy']);
  if (header === undefined) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const valid = [
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
    'no-referrer-when-downgrade',
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
  ];
  // Browsers use the last value they know.
  const policy = header
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => valid.includes(p))
    .at(-1);
  if (!policy) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy))
    return { test, result: 'referrer-policy-private', modifier: 5 };
  if (policy === 'no-referrer-when-downgrade')
    return { test, result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
  return { test, result: 'referrer-policy-unsafe', modifier: -5 };
};

/** Six months, the Observatory's minimum. */
const HSTS_MIN_AGE = 15_768_000;

export const strictTransportSecurity = (answer: ObservedAnswer): TestOutcome => {
  const test = 'strict-transport-security';
  if (!answer.url.startsWith('https:')) return { test, result: 'hsts-not-implemented-no-https', modifier: -20 };
  const header = one(answer.headers['strict-transport-security']);
  if (header === undefined) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const age = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header)?.[1];
  if (age === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(age) >= HSTS_MIN_AGE
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
};

export const subresourceIntegrity = (answer: ObservedAnswer): TestOutcome => {
  const test = 'subresource-integrity';
  const type = one(answer.headers['content-type']) ?? '';
  if (!/text\/html/i.test(type) || answer.html === undefined)
    return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const scripts = [...answer.html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => /\bsrc\s*=/.test(attributes));
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const site = new URL(answer.url);
  let external = false;
  let insecure = false;
  let allIntegrity = true;
  for (const attributes of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/.exec(attributes)?.[1] ?? '';
    const url = new URL(src, answer.url);
    const sameSite =
      url.hostname === site.hostname || url.hostname.endsWith(`.${site.hostname.split('.').slice(-2).join('.')}`);
    if (!sameSite) external = true;
    if (!sameSite && url.protocol !== 'https:') insecure = true;
    if (!/\bintegrity\s*=/.test(attributes)) allIntegrity = false;
  }
  if (allIntegrity)
    return insecure
      ? { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
      : { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 };
  if (insecure) return { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  if (external) return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
  return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
};

export const xContentTypeOptions = (answer: ObservedAnswer): TestOutcome => {
  const test = 'x-content-type-options';
  const header = one(answer.headers['x-content-type-options']);
  if (header === undefined) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
};

export const xFrameOptions = (answer: ObservedAnswer, csp: CspOutcome): TestOutcome => {
  const test = 'x-frame-options';
  if (csp.antiClickjacking && one(answer.headers['content-security-policy'])?.includes('frame-ancestors'))
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const header = one(answer.headers['x-frame-options'])?.trim().toLowerCase();
  if (header === undefined) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (header === 'deny' || header === 'sameorigin')
    return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (header.startsWith('allow-from ')) return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
};

export const xXssProtection = (answer: ObservedAnswer, csp: CspOutcome): TestOutcome => {
  const test = 'x-xss-protection';
  const header = one(answer.headers['x-xss-protection'])?.trim();
  const strongCsp = csp.modifier >= 0 && !csp.unsafeInline;
  if (header === undefined)
    return strongCsp
      ? { test, result: 'x-xss-protection-not-needed-due-to-csp', modifier: 0 }
      : { test, result: 'x-xss-protection-not-implemented', modifier: -10 };
  if (/^1\s*;\s*mode\s*=\s*block$/i.test(header))
    return { test, result: 'x-xss-protection-enabled-mode-block', modifier: 0 };
  if (header === '1') return { test, result: 'x-xss-protection-enabled', modifier: 0 };
  if (header === '0')
    return strongCsp
      ? { test, result: 'x-xss-protection-not-needed-due-to-csp', modifier: 0 }
      : { test, result: 'x-xss-protection-disabled', modifier: -10 };
  return { test, result: 'x-xss-protection-header-invalid', modifier: -10 };
};

// The score -----------------------------------------------------------------------------------------------------

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export const gradeOf = (score: number): string => GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';

/** Every test's outcome, the score and the grade of an answer. */
export const observatoryScore = (answer: ObservedAnswer) => {
  const csp = contentSecurityPolicy(answer);
  const hsts = strictTransportSecurity(answer);
  const outcomes: TestOutcome[] = [
    { test: csp.test, result: csp.result, modifier: csp.modifier },
    cookies(answer, hsts.modifier === 0),
    crossOriginResourceSharing(answer),
    redirection(answer),
    referrerPolicy(answer),
    hsts,
    subresourceIntegrity(answer),
    xContentTypeOptions(answer),
    xFrameOptions(answer, csp),
    xXssProtection(answer, csp),
  ];
  const penalties = 100 + outcomes.reduce((sum, o) => sum + Math.min(o.modifier, 0), 0);
  const bonuses = outcomes.reduce((sum, o) => sum + Math.max(o.modifier, 0), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  return { score, grade: gradeOf(score), outcomes };
};
