import { createHash } from 'node:crypto';
import { Messages, ResultCode } from '@site/contracts';
import {
  adminCalls,
  CONTENT_KINDS,
  type ContentKind,
  MEDIA_LIMITS,
  MEDIA_MAX_PIXELS,
  MEDIA_WIDTHS,
  MediaMessages,
  type MediaRow,
  mediaAlt,
} from '@site/contracts/admin';
import type { Database } from '@site/db/client';
import {
  activityItems,
  activityPages,
  agreements,
  articles,
  commonItems,
  contentVersions,
  footerBlocks,
  footerItems,
  media,
  menuDivPages,
  menuItems,
  pages,
  partners,
  platformAdvantages,
  platformConfigs,
  popupButtons,
  popupConfigs,
  posters,
  products,
  qaQuestions,
  remoteConfigs,
  videos,
} from '@site/db/schema';
import { and, count, desc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context, Hono } from 'hono';
import type Sharp from 'sharp';
import { describeIssues, GatewayError, sendFail, sendOk } from '../http.ts';
import { MEDIA_PATH, type MediaStorage } from '../media/storage.ts';
import { containsKeyword } from '../repositories/library.ts';
import { readAtMost } from '../request.ts';
import { audit } from './audit.ts';
import { type AnyEnv, actorOf, callsWithInput, routePath, type StaffGuard } from './calls.ts';
import { CONTENT_ADAPTERS } from './content.ts';
import { like } from './content-kinds.ts';
import { pageOf, pageWithTotal } from './lists.ts';

const SNIFFED = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'application/pdf': 'pdf',
} as const satisfies Record<string, 'image' | 'pdf'>;
type SniffedType = keyof typeof SNIFFED;

/** The largest body read at all: the PDF limit and room for the form's other fields. */
const MAX_BODY = MEDIA_LIMITS.pdf + 64 * 1024;

/** A text file that is an SVG (file-type does not name SVG: it is XML text). */
const looksLikeSvg = (bytes: Uint8Array) => {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?<svg[\s>]/i.test(head);
};

/** The widths an image of `width` pixels is stored at: the site's, each at most the original; the original's own
 * width when it is narrower than the largest. */
export const widthsFor = (width: number): number[] => {
  const largest = Math.max(...MEDIA_WIDTHS);
  const out: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  out.push(Math.min(width, largest));
  return [...new Set(out)];
};

export const fileNameOf = (hash: string, width?: number) => (width ? `${hash}-${width}.webp` : `${hash}.pdf`);

const rowOf = (r: typeof media.$inferSelect): MediaRow => {
  const variants = r.widths.map((width) => ({ width, url: `${MEDIA_PATH}${fileNameOf(r.hash, width)}` }));
  return {
    id: r.id,
    hash: r.hash,
    kind: r.kind as MediaRow['kind'],
    sourceType: r.sourceType,
    originalName: r.originalName,
    bytes: r.bytes,
    width: r.width,
    height: r.height,
    widths: r.widths,
    url: variants.at(-1)?.url ?? `${MEDIA_PATH}${fileNameOf(r.hash)}`,
    variants,
    altZhCn: r.altZhCn,
    altZhTw: r.altZhTw,
    altEn: r.altEn,
    uploadedByName: r.uploadedByName,
    createdAt: r.createdAt.toISOString(),
  };
};

const tooLarge = (c: Context, message: string = MediaMessages.tooLarge) => {
  c.header('connection', 'close');
  return sendFail(c, ResultCode.payloadTooLarge, message);
};

/** The tables of the content kinds the back office edits: a row is named by its kind's own title. */
const KIND_TABLES: Record<ContentKind, PgTable> = {
  product: products,
  article: articles,
  qa: qaQuestions,
  video: videos,
  partner: partners,
  agreement: agreements,
  popup: popupConfigs,
  poster: posters,
  platform: platformConfigs,
  page: pages,
  menu: menuItems,
  footer: footerBlocks,
  notice: remoteConfigs,
  activity: activityPages,
};
/** Other tables of the site's content (not edited as kinds) that may hold a media URL: named by the table. */
const OTHER_TABLES: PgTable[] = [
  activityItems,
  popupButtons,
  platformAdvantages,
  menuDivPages,
  commonItems,
  footerItems,
];

/**
 * Where a file is used: live rows of the content tables whose text (any column, as the row's text) holds
 * `/media/<hash>`, and unpublished drafts whose data does.
 */
export const mediaUsageOf = async (db: Database, hash: string) => {
  const pattern = like(`${MEDIA_PATH}${hash}`);
  const found: { kind: string; id: number; platform: string; title: string; state: 'live' | 'draft' }[] = [];
  // A row's text (every column, as Postgres prints the row) holds the path: one scan per table, capped.
  const rowsHolding = async (table: PgTable) => {
    const result = await db.execute<{ id: number; platform: string | null; title: string | null }>(
      sql`select t.id as id, to_jsonb(t)->>'platform' as platform,
            coalesce(to_jsonb(t)->>'title', to_jsonb(t)->>'name', to_jsonb(t)->>'label', '') as title
          from ${sql.identifier(getTableName(table))} as t where t::text like ${pattern} order by t.id limit 50`,
    );
    return result.rows;
  };
  for (const [kind, table] of Object.entries(KIND_TABLES) as [ContentKind, PgTable][]) {
    for (const { id } of await rowsHolding(table)) {
      const item = await CONTENT_ADAPTERS[kind].load(db, id);
      found.push({ kind, id, platform: item?.platform ?? '', title: item?.title ?? `#${id}`, state: 'live' });
    }
  }
  for (const table of OTHER_TABLES) {
    const kind = getTableName(table) === 'pages' ? 'page' : getTableName(table);
    for (const row of await rowsHolding(table)) {
      found.push({ kind, id: row.id, platform: row.platform ?? '', title: row.title || `#${row.id}`, state: 'live' });
    }
  }
  const drafts = await db
    .select({ kind: contentVersions.kind, id: contentVersions.itemId, platform: contentVersions.platform })
    .from(contentVersions)
    .where(and(eq(contentVersions.state, 'draft'), sql`${contentVersions.data}::text like ${pattern}`))
    .limit(50);
  for (const draft of drafts) {
    if (found.some((f) => f.kind === draft.kind && f.id === draft.id && f.state === 'draft')) continue;
    const adapter = (CONTENT_KINDS as readonly string[]).includes(draft.kind)
      ? CONTENT_ADAPTERS[draft.kind as ContentKind]
      : undefined;
    const item = adapter ? await adapter.load(db, draft.id) : null;
    found.push({
      kind: draft.kind,
      id: draft.id,
      platform: draft.platform,
      title: item?.title ?? `#${draft.id}`,
      state: 'draft',
    });
  }
  return found;
};

interface MediaRouteDeps {
  db: Database;
  storage: MediaStorage;
  staff: StaffGuard;
}

/**
 * The media library's calls (issue 26 section 3): list, upload, alt texts, where used, delete. An upload's type is
 * sniffed from its bytes (file-type), never taken from its name or the client's content type; SVG is refused (it can
 * carry script, and the site has no SVG sanitiser); images are stored as WebP at the site's widths under their
 * content hash, so a file name's bytes never change and the public path is cached for a year.
 */
export const registerMediaRoutes = (app: Hono<AnyEnv>, deps: MediaRouteDeps) => {
  const { db, storage, staff } = deps;
  const route = callsWithInput(app, staff);
  const idOf = (c: Context<AnyEnv>) => {
    const raw = c.req.param('id') ?? '';
    if (!/^\d{1,9}$/.test(raw)) throw new GatewayError(ResultCode.notFound, MediaMessages.notFound);
    return Number(raw);
  };
  const load = async (id: number) => {
    const [row] = await db.select().from(media).where(eq(media.id, id));
    if (!row) throw new GatewayError(ResultCode.notFound, MediaMessages.notFound);
    return row;
  };

  route(adminCalls.listMedia, async (c, q) => {
    const conditions: SQL[] = [];
    const matched = containsKeyword(q.q, [media.originalName, media.altZhCn, media.altZhTw, media.altEn, media.hash]);
    if (matched) conditions.push(matched);
    if (q.kind) conditions.push(eq(media.kind, q.kind));
    const where = conditions.length ? and(...conditions) : undefined;
    const { limit, offset } = pageOf(q, 24);
    const { total, rows } = await pageWithTotal(
      db.select().from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(media).where(where),
    );
    return sendOk(c, { total, rows: rows.map(rowOf) });
  });

  app.post(routePath(adminCalls.uploadMedia), staff(adminCalls.uploadMedia), async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data;/i.test(contentType))
      return sendFail(c, ResultCode.unsupportedMediaType, MediaMessages.notMultipart);
    const declared = c.req.header('content-length');
    if (declared && /^\d+$/.test(declared) && Number(declared) > MAX_BODY) return tooLarge(c);
    const body = await readAtMost(c.req.raw.body, MAX_BODY, { cancel: true });
    if (body === null) return tooLarge(c);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    } catch {
      return sendFail(c, ResultCode.badRequest, MediaMessages.notMultipart);
    }
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return sendFail(c, ResultCode.badRequest, MediaMessages.noFile);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const alt = mediaAlt.safeParse({
      altZhCn: field('altZhCn') ?? '',
      altZhTw: field('altZhTw'),
      altEn: field('altEn'),
    });
    if (!alt.success) return sendFail(c, ResultCode.badRequest, describeIssues(alt.error));

    const bytes = Buffer.from(await file.arrayBuffer());
    // Loaded on the first upload, not at start (issue 27: 0.1 s of every start).
    const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([import('file-type'), import('sharp')]);
    const sniffed = await fileTypeFromBuffer(bytes);
    if (!sniffed || !(sniffed.mime in SNIFFED)) {
      const svg = looksLikeSvg(bytes);
      return sendFail(c, ResultCode.unsupportedMediaType, svg ? MediaMessages.svg : MediaMessages.unsupported);
    }
    const sourceType = sniffed.mime as SniffedType;
    const kind = SNIFFED[sourceType];
    if (bytes.byteLength > MEDIA_LIMITS[kind]) return tooLarge(c);

    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
    const [existing] = await db.select().from(media).where(eq(media.hash, hash));
    if (existing) return sendOk(c, { ...rowOf(existing), existed: true });

    let width: number | null = null;
    let height: number | null = null;
    let widths: number[] = [];
    const files: { name: string; bytes: Uint8Array; type: string }[] = [];
    if (kind === 'image') {
      // A decompression bomb (a small file of huge dimensions) is refused from its header, before any decoding.
      const options = { failOn: 'error', limitInputPixels: MEDIA_MAX_PIXELS } as const;
      let meta: Awaited<ReturnType<ReturnType<typeof Sharp>['metadata']>>;
      try {
        // The header only (no pixel limit here: the size is checked below, with its own message).
        meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch {
        return sendFail(c, ResultCode.unsupportedMediaType, MediaMessages.broken);
      }
      if (!meta.width || !meta.height) return sendFail(c, ResultCode.unsupportedMediaType, MediaMessages.broken);
      if (meta.width * meta.height > MEDIA_MAX_PIXELS) return tooLarge(c, MediaMessages.tooManyPixels);
      // EXIF orientation 5-8 turns the picture a quarter: its width is the stored height.
      const turned = (meta.orientation ?? 1) >= 5;
      const seenWidth = turned ? meta.height : meta.width;
      width = seenWidth;
      height = turned ? meta.width : meta.height;
      widths = widthsFor(seenWidth);
      try {
        for (const w of widths) {
          const out = await sharp(bytes, options)
            .rotate()
            .resize({ width: w, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer();
          files.push({ name: fileNameOf(hash, w), bytes: out, type: 'image/webp' });
        }
      } catch {
        return sendFail(c, ResultCode.unsupportedMediaType, MediaMessages.broken);
      }
    } else {
      files.push({ name: fileNameOf(hash), bytes, type: 'application/pdf' });
    }
    // Files first, then the row: a row never names a file that is not stored (a failed upload leaves at most
    // unnamed files under a hash, overwritten by the same upload's retry).
    for (const f of files) await storage.put(f.name, f.bytes, f.type);
    const actor = actorOf(c);
    const originalName = [...(file.name || 'file')]
      .filter((ch) => ch >= ' ')
      .join('')
      .slice(0, 200);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({
          hash,
          kind,
          sourceType,
          originalName,
          bytes: bytes.byteLength,
          width,
          height,
          widths,
          altZhCn: alt.data.altZhCn,
          altZhTw: alt.data.altZhTw ?? '',
          altEn: alt.data.altEn ?? '',
          uploadedBy: actor.id,
          uploadedByName: actor.name,
        })
        .onConflictDoNothing({ target: media.hash })
        .returning();
      if (inserted)
        await audit(tx, actor, {
          action: 'media.upload',
          target: `media:${inserted.id}`,
          after: { hash, kind, sourceType, originalName, bytes: bytes.byteLength, widths, alt: alt.data },
        });
      return inserted;
    });
    if (!row) {
      const [raced] = await db.select().from(media).where(eq(media.hash, hash));
      if (raced) return sendOk(c, { ...rowOf(raced), existed: true });
      return sendFail(c, ResultCode.systemError, Messages.systemBusy);
    }
    return sendOk(c, { ...rowOf(row), existed: false });
  });

  route(adminCalls.updateMediaAlt, async (c, body) => {
    const id = idOf(c);
    const before = await load(id);
    const next = { altZhCn: body.altZhCn, altZhTw: body.altZhTw ?? '', altEn: body.altEn ?? '' };
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(media)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(media.id, id))
        .returning();
      await audit(tx, actorOf(c), {
        action: 'media.alt',
        target: `media:${id}`,
        before: { altZhCn: before.altZhCn, altZhTw: before.altZhTw, altEn: before.altEn },
        after: next,
      });
      return updated;
    });
    if (!row) return sendFail(c, ResultCode.notFound, MediaMessages.notFound);
    return sendOk(c, rowOf(row));
  });

  app.get(routePath(adminCalls.mediaUsage), staff(adminCalls.mediaUsage), async (c) => {
    const row = await load(idOf(c));
    return sendOk(c, await mediaUsageOf(db, row.hash));
  });

  route(adminCalls.deleteMedia, async (c) => {
    const id = idOf(c);
    const row = await load(id);
    const used = await mediaUsageOf(db, row.hash);
    if (used.length) return sendFail(c, ResultCode.conflict, MediaMessages.inUse(used.length));
    await db.transaction(async (tx) => {
      await tx.delete(media).where(eq(media.id, id));
      await audit(tx, actorOf(c), { action: 'media.delete', target: `media:${id}`, before: rowOf(row) });
    });
    // The row is gone first: a file left behind by a failed removal is unreachable from the library, never a
    // row without its file.
    const names = row.kind === 'image' ? row.widths.map((w) => fileNameOf(row.hash, w)) : [fileNameOf(row.hash)];
    await Promise.all(names.map((name) => storage.remove(name).catch(() => undefined)));
    return sendOk(c, { id });
  });
};
