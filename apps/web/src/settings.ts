import { accessSync, constants } from 'node:fs';
import { availableParallelism } from 'node:os';
import { type HostMap, PLATFORMS, type Platform, parseHostMap } from '@site/contracts/hosts';
import { type AdminSettings, adminSettings } from '@site/gateway/admin/settings';
import { z } from 'zod';
import { englishSiteHost, portalOrigins } from './lib/portal.ts';

/**
 * The web app's settings: its environment variables, checked once with zod, with their defaults
 * (README, "Settings"). A bad value stops the app with an error that names the variable. Only the
 * composition reads this module (app/, src/app-shell, proxy.ts, server.ts); components get what
 * they need as props, client islands included. Server-side only: the browser has no environment.
 */

export interface WebSettings {
  /** PORT: where server.ts listens (3000). */
  port: number;
  /** HOST: the interface server.ts listens on; undefined for every interface. */
  host: string | undefined;
  /** GATEWAY_URL: a separately running gateway; undefined serves the gateway in-process. */
  gatewayUrl: string | undefined;
  /** PLATFORM and PLATFORM_HOSTS: which brand each host name serves, and the brand of unknown hosts. */
  hostMap: HostMap;
  /**
   * PORTAL_URL: each brand's user portal origin without a trailing slash; '' for the brand's own host (one origin for
   * every brand, or `CODE=origin` entries: lib/portal.ts portalOrigins). Read it with portalOf.
   */
  portalUrls: Readonly<Record<Platform, string>>;
  /** The English site's host name (the first host the host map gives the EU variant), or null. */
  englishSiteHost: string | null;
  /**
   * SITE_ORIGINS: each brand's public origin, for canonical links, Open Graph and sitemaps. By
   * default the first host the host map gives the brand: http://NAME:PORT for *.localhost names,
   * https://NAME otherwise.
   */
  siteOrigins: Readonly<Record<Platform, string>>;
  /**
   * VIDEO_PLAYER_SCRIPT: the third-party video player's script (plays by fileID and appID); unset,
   * the tutorial pages play the site's own copies of the videos.
   */
  videoPlayerScript: string | null;
  /**
   * CHROMIUM_PATH: the Chromium that prints the questionnaire report as PDF (/usr/bin/chromium-headless-shell when
   * installed, else /usr/bin/chromium: defaultChromiumPath).
   */
  chromiumPath: string;
  /**
   * TRUST_PROXY=1: the site runs behind a proxy you run, so X-Forwarded-Proto says whether the visitor came over
   * HTTPS (HSTS, Secure cookies). Unset, only this server's own TLS counts.
   */
  trustProxy: boolean;
  /**
   * HTTPS_ONLY=1 (with TRUST_PROXY): a request the proxy says came over plain HTTP (X-Forwarded-Proto: http) is
   * redirected (308) to the same address over HTTPS, so HSTS is learnt on the first visit.
   */
  httpsOnly: boolean;
  /** PAGE_CACHE_MB: the page cache's bound in memory (server.ts, src/lib/page-cache.ts; default 256; 0 turns it off). */
  pageCacheMb: number;
  /** PAGE_CACHE_WARM=0 skips the warm-up (every sitemap URL of every brand rendered after start). */
  pageCacheWarm: boolean;
  /**
   * WEB_CONCURRENCY: how many worker processes serve the site (node:cluster, sharing the port; default
   * `defaultWorkers`: one process on up to two cores, else one fewer than the cores). 1 serves from the one process.
   * The embedded database is started once, by the primary.
   */
  webConcurrency: number;
  /**
   * ADMIN_HOST (admin.localhost), ADMIN_ORIGIN, ADMIN_IDLE_MINUTES: the back office's host, served there only
   * (apps/admin, src/lib/admin-app.ts), its origin, and its sessions' idle timeout (@site/gateway/admin/settings).
   */
  admin: AdminSettings;
}

/** Debian's Chromium package. */
const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same engine without the browser's own user interface, built for headless
 * work. Printing the report takes half the time (0.55 against 1.0 s) and a little more than half the memory (156
 * against 285 MB after a print, 330 against 530 MB during one) of the full browser (issue 27, docs/decisions.md).
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The printer's Chromium when CHROMIUM_PATH is unset: the headless shell when installed, else Debian's Chromium. */
export const defaultChromiumPath = (executable: (file: string) => boolean = isExecutable): string =>
  executable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEFAULT_CHROMIUM_PATH;

/** Thrown for a bad environment: the message lists each bad variable and why. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** An unset or blank variable is left out (its default applies). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const httpUrl = optionalText.refine((value) => value === undefined || isHttpUrl(value), {
  message: 'must be an absolute http(s) URL',
});

const port = optionalText
  .refine((value) => value === undefined || (/^\d{1,5}$/.test(value) && Number(value) <= 65535), {
    message: 'must be a port number (0-65535)',
  })
  .transform((value) => (value === undefined ? 3000 : Number(value)));

const environment = z.object({
  PORT: port,
  HOST: optionalText,
  GATEWAY_URL: httpUrl,
  PLATFORM: optionalText.refine((value) => value === undefined || (PLATFORMS as readonly string[]).includes(value), {
    message: `must be one of ${PLATFORMS.join(', ')}`,
  }),
  PLATFORM_HOSTS: optionalText,
  PORTAL_URL: optionalText.superRefine((value, context) => {
    try {
      portalOrigins(value, PLATFORMS, isHttpUrl);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
    }
  }),
  SITE_ORIGINS: optionalText,
  VIDEO_PLAYER_SCRIPT: httpUrl,
  CHROMIUM_PATH: optionalText.refine((value) => value === undefined || value.startsWith('/'), {
    message: 'must be an absolute path',
  }),
  TRUST_PROXY: optionalText.transform((value) => ['1', 'true', 'yes'].includes(value?.toLowerCase() ?? '')),
  HTTPS_ONLY: optionalText.transform((value) => ['1', 'true', 'yes'].includes(value?.toLowerCase() ?? '')),
  PAGE_CACHE_MB: optionalText
    .refine((value) => value === undefined || (/^\d{1,5}$/.test(value) && Number(value) <= 65536), {
      message: 'must be a number of megabytes (0 turns the page cache off)',
    })
    .transform((value) => (value === undefined ? 256 : Number(value))),
  PAGE_CACHE_WARM: optionalText.transform((value) => !['0', 'false', 'no', 'off'].includes(value?.toLowerCase() ?? '')),
  WEB_CONCURRENCY: optionalText
    .refine((value) => value === undefined || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 64), {
      message: 'must be a number of worker processes (1-64)',
    })
    .transform((value) => (value === undefined ? defaultWorkers(availableParallelism()) : Number(value))),
});

/**
 * The workers of a machine with `cores` cores when WEB_CONCURRENCY is unset (issue 27, "half the memory"): each
 * worker holds its own Next.js and page cache (about 0.8 GB after warm-up), so on a small server of one or two cores
 * one process serves (its page-cache hits need one core; PostgreSQL, the printer and renders use the other);
 * on more cores, one worker per core but one, left to PostgreSQL.
 */
export const defaultWorkers = (cores: number): number => (cores <= 2 ? 1 : cores - 1);

/** 'code=https://host,code=https://host' -> the origins given; throws on a bad pair. */
const parseOrigins = (raw: string | undefined): Partial<Record<Platform, string>> => {
  if (!raw) return {};
  const origins: Partial<Record<Platform, string>> = {};
  for (const pair of raw.split(',').filter(Boolean)) {
    const [code = '', url = ''] = pair.split('=').map((part) => part.trim());
    if (!(PLATFORMS as readonly string[]).includes(code) || !isHttpUrl(url)) {
      throw new SettingsError(`Invalid settings: SITE_ORIGINS: bad entry "${pair}" (expected code=https://host)`);
    }
    origins[code as Platform] = new URL(url).origin;
  }
  return origins;
};

/** Every brand's public origin: SITE_ORIGINS, else its first host in the host map, else the fallback brand's. */
const originsOf = (
  hostMap: HostMap,
  port: number,
  given: Partial<Record<Platform, string>>,
): Record<Platform, string> => {
  const fromHost = (host: string) =>
    host.endsWith('.localhost') || host === 'localhost'
      ? `http://${host}${port === 80 ? '' : `:${port}`}`
      : `https://${host}`;
  const firstHost = (platform: Platform) => Object.keys(hostMap.hosts).find((host) => hostMap.hosts[host] === platform);
  const fallbackHost = firstHost(hostMap.fallback) ?? 'localhost';
  return Object.fromEntries(
    PLATFORMS.map((platform) => [platform, given[platform] ?? fromHost(firstHost(platform) ?? fallbackHost)]),
  ) as Record<Platform, string>;
};

const describeIssues = (issues: z.ZodError['issues'], env: Readonly<Record<string, string | undefined>>): string =>
  issues
    .map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    })
    .join('; ');

/** The settings of an environment (process.env at start); throws a SettingsError naming each bad variable. */
export const parseSettings = (env: Readonly<Record<string, string | undefined>>): WebSettings => {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new SettingsError(`Invalid settings: ${describeIssues(parsed.error.issues, env)}`);
  const values = parsed.data;
  let hostMap: HostMap;
  try {
    hostMap = parseHostMap({ PLATFORM_HOSTS: values.PLATFORM_HOSTS, PLATFORM: values.PLATFORM });
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^PLATFORM_HOSTS:\s*/, '') : String(error);
    throw new SettingsError(
      `Invalid settings: PLATFORM_HOSTS=${JSON.stringify(env.PLATFORM_HOSTS ?? '')}: ${reason} ` +
        '(expected "host=code,host=code" or a JSON object)',
    );
  }
  let admin: AdminSettings;
  try {
    admin = adminSettings({ ...env, PORT: String(values.PORT) });
  } catch (error) {
    throw new SettingsError(`Invalid settings: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (hostMap.hosts[admin.host] !== undefined) {
    throw new SettingsError(`Invalid settings: ADMIN_HOST=${admin.host} is a brand's host in PLATFORM_HOSTS`);
  }
  return {
    port: values.PORT,
    host: values.HOST,
    gatewayUrl: values.GATEWAY_URL,
    hostMap,
    portalUrls: portalOrigins(values.PORTAL_URL, PLATFORMS, isHttpUrl) as Record<Platform, string>,
    englishSiteHost: englishSiteHost(hostMap),
    siteOrigins: originsOf(hostMap, values.PORT, parseOrigins(values.SITE_ORIGINS)),
    videoPlayerScript: values.VIDEO_PLAYER_SCRIPT ?? null,
    chromiumPath: values.CHROMIUM_PATH ?? defaultChromiumPath(),
    trustProxy: values.TRUST_PROXY,
    httpsOnly: values.HTTPS_ONLY,
    pageCacheMb: values.PAGE_CACHE_MB,
    pageCacheWarm: values.PAGE_CACHE_WARM,
    webConcurrency: values.WEB_CONCURRENCY,
    admin,
  };
};

let current: WebSettings | undefined;

/** The user portal's origin for a brand's links ('' for the brand's own host). */
export const portalOf = (platform: Platform): string => settings().portalUrls[platform];

/** This process's settings, read from its environment on first use. */
export const settings = (): WebSettings => {
  if (typeof window !== 'undefined') throw new Error('settings.ts is server-only: pass the values as props');
  current ??= parseSettings(process.env);
  return current;
};
