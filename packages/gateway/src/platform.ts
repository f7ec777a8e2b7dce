import { isPlatform, Messages, parseHostMap, platformForHost, RequestHeader, ResultCode } from '@site/contracts';
import type { Database } from '@site/db/client';
import { createMiddleware } from 'hono/factory';
import type { GatewayDeps, GatewayEnv } from './context.ts';
import { sendFail } from './http.ts';
import { languagesOf } from './repositories/content.ts';

const LANGUAGE_TTL_MS = 60_000;

/** Picks the brand's content language that best matches Content-Language / Accept-Language. */
const pickLanguage = (available: string[], requested: string | undefined): string | undefined => {
  if (available.length === 0) return undefined;
  const wanted = (requested ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean);
  for (const tag of wanted) {
    const exact = available.find((lang) => lang.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split('-')[0];
    const near = available.find((lang) => lang.toLowerCase().split('-')[0] === primary);
    if (near) return near;
  }
  return available[0];
};

/**
 * Resolves the brand of a call (x-platform-type header, else the Host) and its content language.
 * An unknown platform code in the header is a bad request; a brand without content is a 404.
 */
export const platformMiddleware = (deps: GatewayDeps) => {
  const hostMap = deps.hostMap ?? parseHostMap({});
  const languages = new Map<string, { at: number; list: string[] }>();
  const languagesCached = async (db: Database, platform: string) => {
    const hit = languages.get(platform);
    if (hit && Date.now() - hit.at < LANGUAGE_TTL_MS) return hit.list;
    const list = await languagesOf(db, platform);
    languages.set(platform, { at: Date.now(), list });
    return list;
  };

  return createMiddleware<GatewayEnv>(async (c, next) => {
    const header = c.req.header(RequestHeader.platformType);
    if (header !== undefined && !isPlatform(header)) {
      // The value is not echoed: the answer never carries what a request put in it.
      return sendFail(c, ResultCode.badRequest, `${RequestHeader.platformType}: unknown platform code`);
    }
    const platform = header ?? platformForHost(c.req.header('host'), hostMap);
    const available = await languagesCached(deps.db, platform);
    const lang = pickLanguage(available, c.req.header('content-language') ?? c.req.header('accept-language'));
    if (!lang) return sendFail(c, ResultCode.notFound, Messages.notFound);
    c.set('platform', platform);
    c.set('lang', lang);
    await next();
  });
};
