import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTENT_KINDS, type ContentKind, PREVIEW_HEADER } from '@site/contracts/admin';
import type { Database } from '@site/db/client';
import { contentVersions, pages } from '@site/db/schema';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { storedSecretOf } from '../stored-secret.ts';
import { isVersion } from './content.ts';

/**
 * Previews of a content version (issue 26): a token signed with a server secret (HMAC-SHA-256, the database's
 * `content-preview` key, so every instance checks it) naming the item, the version, its brand and page, and when it
 * ends (15 minutes). The site's server takes it from the preview link into a cookie of the brand's host, renders the
 * page past every cache with Next.js's draft mode, and sends the token with each of the page's gateway reads
 * (PREVIEW_HEADER); the gateway lays the version's fields over the published ones in those answers only.
 */

export const PREVIEW_MINUTES = 15;

export interface PreviewClaim {
  kind: ContentKind;
  id: number;
  version: number;
  platform: string;
  /** The page to open, a path on the brand's host. */
  path: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`preview:${body}`).digest('base64url');

export const signPreview = (secret: string, claim: PreviewClaim): string => {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
};

/** The claim of a genuine, unexpired token; null for anything else. */
export const verifyPreview = (secret: string, token: string, now: number): PreviewClaim | null => {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 2000) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewClaim;
    if (!(CONTENT_KINDS as readonly string[]).includes(claim.kind)) return null;
    if (!Number.isInteger(claim.id) || !Number.isInteger(claim.version) || typeof claim.path !== 'string') return null;
    if (typeof claim.exp !== 'number' || claim.exp <= now) return null;
    return claim;
  } catch {
    return null;
  }
};

/** The preview secret: PREVIEW_SECRET when given, else the database's stored one (made on first use). */
export const previewSecretOf = (db: Database, given?: string) => storedSecretOf(db, 'content-preview', given);

type Overlay = (node: Record<string, unknown>) => void;

/** Copies fields of a version onto a wire object (wire name -> the version's field). */
const copy = (node: Record<string, unknown>, data: Record<string, unknown>, fields: Record<string, string>) => {
  for (const [wire, field] of Object.entries(fields)) if (wire in node && field in data) node[wire] = data[field];
};

/** Wire names that are also the version's field names. */
const same = (...names: string[]): Record<string, string> => Object.fromEntries(names.map((name) => [name, name]));

/**
 * How a version's fields show in the public calls' answers (their wire names). Each kind recognises its own objects
 * by the id and a field only that kind's wire objects carry.
 */
const overlayOf = (
  kind: ContentKind,
  id: number,
  data: Record<string, unknown>,
  key: string | null = null,
): Overlay => {
  /** An overlay of the objects that carry the row's id and fields (`markers`) only the kind's wire objects carry. */
  const byId =
    (markers: string[], fields: Record<string, string>): Overlay =>
    (node) => {
      if (node.id === id && markers.every((marker) => marker in node)) copy(node, data, fields);
    };
  switch (kind) {
    case 'product':
      return byId(['productName', 'unitPrice'], same('unitPrice', 'discountPrice', 'priceUnit'));
    case 'article':
      return byId(['title', 'categoryId'], {
        ...same('title', 'summary', 'author', 'source', 'cover'),
        content: 'body',
      });
    case 'qa':
      return (node) => {
        // A list row (id) or the answer's detail (questionId); related questions carry id and question too.
        if ((node.id === id && 'qaType' in node) || node.questionId === id)
          copy(node, data, same('question', 'answer', 'qaType'));
        else if (node.id === id && 'answerId' in node && 'question' in node) copy(node, data, { question: 'question' });
      };
    case 'video':
      return byId(['fileID'], same('title', 'summary', 'cover', 'category'));
    case 'partner':
      return byId(['logo', 'description'], same('name', 'category', 'description', 'content', 'logo', 'linkUrl'));
    case 'agreement':
      return byId(['agreementType'], same('title', 'content', 'effectiveDate'));
    case 'popup':
      return byId(['limitType'], same('title', 'content', 'mainImg', 'imgJumpUrl'));
    case 'poster':
      return (node) => {
        if (node.posterId !== id) return;
        copy(node, data, { title: 'title', posterImg: 'img', showWay: 'link' });
      };
    case 'platform':
      // The brand's configuration answer carries no row id: a preview runs on that brand's host, so its answer is it.
      return (node) => {
        if (!('seoTitle' in node) || !('recordNo' in node) || !('contact' in node)) return;
        copy(node, data, {
          ...same('label', 'companyName', 'copyright'),
          recordNo: 'filingNo',
          publicSecurityNo: 'policeFilingNo',
          ...same('licence', 'seoTitle', 'seoDescription', 'seoKeywords', 'contact'),
        });
      };
    case 'page':
      // The custom page's answer names the page by its route name (uid), not its row id.
      return (node) => {
        if (key === null || node.uid !== key || !('blocks' in node)) return;
        copy(node, data, { title: 'title', seoDescription: 'description', seoKeywords: 'keywords', blocks: 'blocks' });
      };
    case 'menu':
      return (node) => {
        if (node.id !== id || !('divPageList' in node) || !('typeValueOne' in node)) return;
        copy(node, data, {
          typeName: 'typeName',
          typeValueOne: 'label',
          typeValueTow: 'description',
          typeValueThree: 'path',
          typeValueFour: 'typeKey',
          typeValueFive: 'extra',
          sort: 'sort',
        });
        if (typeof data.enabled === 'boolean') node.isEnable = data.enabled ? 1 : 0;
      };
    case 'footer':
      return (node) => {
        if (node.id !== id || !('subsetList' in node)) return;
        copy(node, data, { typeValueOne: 'title' });
        if (Array.isArray(data.items))
          node.subsetList = (data.items as { label: string; value: string | null }[]).map((item, index) => ({
            id: -(index + 1),
            typeValueOne: item.label,
            typeValueTow: item.value,
          }));
      };
    case 'notice':
      // getByKey's answer: { key, value }; the preview runs on the notice's own brand.
      return (node) => {
        if (node.key !== 'noticeModal' || !('value' in node)) return;
        const { archived: _archived, ...value } = data;
        node.value = value;
      };
    case 'activity':
      return (node) => {
        if (!('activities' in node) || !('startTime' in node)) return;
        copy(node, data, { startTime: 'startAt', endTime: 'endAt' });
      };
  }
};

const walk = (value: unknown, overlay: Overlay): void => {
  if (Array.isArray(value)) for (const item of value) walk(item, overlay);
  else if (value && typeof value === 'object') {
    overlay(value as Record<string, unknown>);
    for (const child of Object.values(value)) walk(child, overlay);
  }
};

/**
 * The public calls' middleware: a request with a valid preview token gets the answer with that version laid over it,
 * never stored (the read cache, outside or inside, keeps the published answer) and marked `private, no-store`.
 * A request without one is not touched.
 */
export const previewMiddleware =
  (db: Database, secret: () => Promise<string>, now: () => number = Date.now): MiddlewareHandler =>
  async (c, next) => {
    const token = c.req.header(PREVIEW_HEADER);
    if (!token) return next();
    const claim = verifyPreview(await secret(), token, now());
    if (!claim) return next();
    const key =
      claim.kind === 'page'
        ? ((await db.select({ key: pages.key }).from(pages).where(eq(pages.id, claim.id)))[0]?.key ?? null)
        : null;
    const [row] = await db
      .select({ data: contentVersions.data })
      .from(contentVersions)
      .where(isVersion(claim.kind, claim.id, claim.version));
    await next();
    if (!row || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const body = (await c.res.json()) as unknown;
    walk(body, overlayOf(claim.kind, claim.id, row.data, key));
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    headers.delete('etag');
    headers.set('cache-control', 'private, no-store');
    const status = c.res.status;
    // Hono copies the old answer's headers onto a new one (its length, its cache policy): cleared first.
    c.res = undefined;
    c.res = new Response(JSON.stringify(body), { status, headers });
  };
