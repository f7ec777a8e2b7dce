import { Messages, ResultCode } from '@site/contracts';
import {
  type AdminCallDef,
  adminCalls,
  CONTENT_KINDS,
  type ContentKind,
  type ContentState,
  contentSchemas,
  PREVIEW_PATH,
  STALE_CONTENT_MESSAGE,
} from '@site/contracts/admin';
import type { Database } from '@site/db/client';
import { contentVersions } from '@site/db/schema';
import { and, eq } from 'drizzle-orm';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { GatewayError, sendFail, sendOk, validate } from '../http.ts';
import { type Actor, audit } from './audit.ts';
import {
  CONTENT_ADAPTERS,
  diffData,
  itemsWithDrafts,
  latestByItem,
  latestOf,
  lockItem,
  publicUrlOf,
  publishVersion,
  versionsOf,
} from './content.ts';
import { PREVIEW_MINUTES, signPreview } from './preview.ts';
import type { AdminSettings } from './settings.ts';

export const ContentMessages = {
  notFound: '内容不存在',
  versionNotFound: '版本不存在',
  notDraft: '该版本不是待发布的草稿',
  stale: STALE_CONTENT_MESSAGE,
} as const;

/** Who the first version of an item names: the content as it was before anyone edited it here (the seed's). */
const BASELINE_AUTHOR = '初始内容';

// biome-ignore lint/suspicious/noExplicitAny: the admin app's environment type stays in routes.ts
type AnyEnv = any;

interface ContentRouteDeps {
  db: Database;
  settings: AdminSettings;
  staff: (def: AdminCallDef) => MiddlewareHandler<AnyEnv>;
  previewSecret: () => Promise<string>;
  now?: () => number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `unitPrice: 原价不能为负数`: the field's path inside the item's data and its message (the form shows it there). */
const describeField = (error: z.ZodError) => {
  const issue = error.issues[0];
  if (!issue) return '内容不正确';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

/**
 * The back office's content calls (issue 26): list, read, save a draft, publish, history, diff, restore. Every
 * write of one item takes the item's lock and checks the version it was based on (409 when another save came
 * first), and lands in the audit log with its changes.
 */
export const registerContentRoutes = (app: Hono<AnyEnv>, deps: ContentRouteDeps) => {
  const { db, settings, staff } = deps;
  const now = deps.now ?? Date.now;
  const path = (def: AdminCallDef) => def.path.replace(/\{(\w+)\}/g, ':$1');

  const target = (c: Context<AnyEnv>) => {
    const kind = c.req.param('kind') as ContentKind;
    if (!(CONTENT_KINDS as readonly string[]).includes(kind))
      throw new GatewayError(ResultCode.notFound, Messages.notFound);
    const raw = c.req.param('id');
    const id = raw === undefined ? 0 : Number(raw);
    if (raw !== undefined && (!/^\d{1,9}$/.test(raw) || id < 1))
      throw new GatewayError(ResultCode.notFound, ContentMessages.notFound);
    return { kind, id, adapter: CONTENT_ADAPTERS[kind], key: `${kind}:${id}` };
  };
  const actorOf = (c: Context<AnyEnv>) => c.var.actor as Actor;

  app.get(
    path(adminCalls.listContent),
    staff(adminCalls.listContent),
    validate('query', adminCalls.listContent.query),
    async (c) => {
      const { kind, adapter } = target(c);
      const q = c.req.valid('query' as never) as z.infer<typeof adminCalls.listContent.query>;
      const pageSize = q.pageSize ?? 20;
      const { total, rows } = await adapter.list(db, {
        q: q.q || undefined,
        platform: q.platform,
        ids: q.drafts ? await itemsWithDrafts(db, kind) : undefined,
        limit: pageSize,
        offset: ((q.page ?? 1) - 1) * pageSize,
      });
      const latest = await latestByItem(
        db,
        kind,
        rows.map((r) => r.id),
      );
      return sendOk(c, {
        total,
        rows: rows.map((r) => {
          const last = latest.get(r.id);
          return {
            ...r,
            latestVersion: last?.version ?? 0,
            latestState: last?.state ?? null,
            updatedAt: iso(last?.at ?? null),
          };
        }),
      });
    },
  );

  app.get(path(adminCalls.getContent), staff(adminCalls.getContent), async (c) => {
    const { kind, id, adapter } = target(c);
    const [item, latest] = await Promise.all([adapter.load(db, id), latestOf(db, kind, id)]);
    if (!item) return sendFail(c, ResultCode.notFound, ContentMessages.notFound);
    return sendOk(c, {
      id,
      kind,
      platform: item.platform,
      title: item.title,
      live: item.data,
      latestVersion: latest?.version ?? 0,
      draft:
        latest?.state === 'draft'
          ? {
              version: latest.version,
              data: latest.data,
              authorName: latest.authorName,
              createdAt: latest.createdAt.toISOString(),
            }
          : null,
      publicUrl: publicUrlOf(settings.origin, settings.publicHosts, item.platform, item.path),
      context: item.context,
    });
  });

  /** A new draft after the newest version (a first edit keeps the live data as version 1); older drafts archived. */
  const addDraft = async (
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    at: ReturnType<typeof target>,
    actor: Actor,
    baseVersion: number,
    data: Record<string, unknown>,
    restoredFrom: number | null,
  ) => {
    await lockItem(tx, at.kind, at.id);
    const latest = await latestOf(tx, at.kind, at.id);
    if ((latest?.version ?? 0) !== baseVersion) throw new GatewayError(ResultCode.conflict, ContentMessages.stale);
    const item = await at.adapter.load(tx, at.id);
    if (!item) throw new GatewayError(ResultCode.notFound, ContentMessages.notFound);
    let previous = latest?.data;
    let version = latest?.version ?? 0;
    if (!latest) {
      version = 1;
      previous = item.data;
      await tx.insert(contentVersions).values({
        kind: at.kind,
        itemId: at.id,
        platform: item.platform,
        version,
        state: 'published',
        data: item.data,
        authorName: BASELINE_AUTHOR,
      });
    }
    await tx
      .update(contentVersions)
      .set({ state: 'archived' })
      .where(
        and(eq(contentVersions.kind, at.kind), eq(contentVersions.itemId, at.id), eq(contentVersions.state, 'draft')),
      );
    const next = version + 1;
    await tx.insert(contentVersions).values({
      kind: at.kind,
      itemId: at.id,
      platform: item.platform,
      version: next,
      state: 'draft',
      data,
      basedOn: version,
      restoredFrom,
      authorId: actor.id,
      authorName: actor.name,
    });
    return { version: next, changes: diffData(previous ?? {}, data) };
  };

  app.post(
    path(adminCalls.saveContentDraft),
    staff(adminCalls.saveContentDraft),
    validate('json', adminCalls.saveContentDraft.body),
    async (c) => {
      const at = target(c);
      const input = c.req.valid('json' as never) as z.infer<typeof adminCalls.saveContentDraft.body>;
      const parsed = contentSchemas[at.kind].safeParse(input.data);
      if (!parsed.success) return sendFail(c, ResultCode.badRequest, describeField(parsed.error));
      const data = at.adapter.clean ? at.adapter.clean(parsed.data) : (parsed.data as Record<string, unknown>);
      const actor = actorOf(c);
      const saved = await db.transaction(async (tx) => {
        const result = await addDraft(tx, at, actor, input.baseVersion, data, null);
        await audit(tx, actor, {
          action: 'content.draft',
          target: at.key,
          before: { version: input.baseVersion },
          after: { version: result.version, changes: result.changes },
        });
        return result;
      });
      return sendOk(c, { version: saved.version });
    },
  );

  app.post(
    path(adminCalls.publishContent),
    staff(adminCalls.publishContent),
    validate('json', adminCalls.publishContent.body),
    async (c) => {
      const at = target(c);
      const { version, at: when } = c.req.valid('json' as never) as z.infer<typeof adminCalls.publishContent.body>;
      const actor = actorOf(c);
      const scheduled = when ? new Date(when) : null;
      if (scheduled && scheduled.getTime() > now()) {
        await db.transaction(async (tx) => {
          await lockItem(tx, at.kind, at.id);
          const latest = await latestOf(tx, at.kind, at.id);
          if (!latest || latest.version !== version) throw new GatewayError(ResultCode.conflict, ContentMessages.stale);
          if (latest.state !== 'draft') throw new GatewayError(ResultCode.conflict, ContentMessages.notDraft);
          await tx.update(contentVersions).set({ publishAt: scheduled }).where(eq(contentVersions.id, latest.id));
          await audit(tx, actor, {
            action: 'content.schedule',
            target: at.key,
            after: { version, at: scheduled.toISOString() },
          });
        });
        return sendOk(c, { version, publishedAt: null, scheduledAt: scheduled.toISOString() });
      }
      const publishedAt = await db.transaction(async (tx) => {
        await lockItem(tx, at.kind, at.id);
        const latest = await latestOf(tx, at.kind, at.id);
        if (!latest || latest.version !== version) throw new GatewayError(ResultCode.conflict, ContentMessages.stale);
        if (latest.state !== 'draft') throw new GatewayError(ResultCode.conflict, ContentMessages.notDraft);
        const done = await publishVersion(tx, at.kind, at.id, latest, actor, new Date(now()));
        if (!done) throw new GatewayError(ResultCode.notFound, ContentMessages.notFound);
        return done;
      });
      return sendOk(c, { version, publishedAt: publishedAt.toISOString(), scheduledAt: null });
    },
  );

  app.get(path(adminCalls.contentHistory), staff(adminCalls.contentHistory), async (c) => {
    const { kind, id, adapter } = target(c);
    const [item, rows] = await Promise.all([adapter.load(db, id), versionsOf(db, kind, id)]);
    if (!item) return sendFail(c, ResultCode.notFound, ContentMessages.notFound);
    const live = rows.find((r) => r.state === 'published')?.version;
    return sendOk(
      c,
      rows.map((r) => ({
        version: r.version,
        state: r.state as ContentState,
        authorName: r.authorName,
        createdAt: r.createdAt.toISOString(),
        publishedAt: iso(r.publishedAt),
        publishedBy: r.publishedBy,
        publishAt: r.state === 'draft' ? iso(r.publishAt) : null,
        basedOn: r.basedOn,
        restoredFrom: r.restoredFrom,
        live: r.version === live,
      })),
    );
  });

  app.get(
    path(adminCalls.contentDiff),
    staff(adminCalls.contentDiff),
    validate('query', adminCalls.contentDiff.query),
    async (c) => {
      const { kind, id, adapter } = target(c);
      const { from, to } = c.req.valid('query' as never) as z.infer<typeof adminCalls.contentDiff.query>;
      const [item, rows] = await Promise.all([adapter.load(db, id), versionsOf(db, kind, id)]);
      if (!item) return sendFail(c, ResultCode.notFound, ContentMessages.notFound);
      const dataOf = (version: number) => (version === 0 ? item.data : rows.find((r) => r.version === version)?.data);
      const before = dataOf(from);
      const after = dataOf(to);
      if (!before || !after) return sendFail(c, ResultCode.notFound, ContentMessages.versionNotFound);
      return sendOk(c, { changes: diffData(before, after) });
    },
  );

  app.post(
    path(adminCalls.restoreContent),
    staff(adminCalls.restoreContent),
    validate('json', adminCalls.restoreContent.body),
    async (c) => {
      const at = target(c);
      const input = c.req.valid('json' as never) as z.infer<typeof adminCalls.restoreContent.body>;
      const actor = actorOf(c);
      const saved = await db.transaction(async (tx) => {
        const [source] = await tx
          .select()
          .from(contentVersions)
          .where(
            and(
              eq(contentVersions.kind, at.kind),
              eq(contentVersions.itemId, at.id),
              eq(contentVersions.version, input.version),
            ),
          );
        if (!source) throw new GatewayError(ResultCode.notFound, ContentMessages.versionNotFound);
        const result = await addDraft(tx, at, actor, input.baseVersion, source.data, source.version);
        await audit(tx, actor, {
          action: 'content.restore',
          target: at.key,
          before: { version: input.baseVersion },
          after: { version: result.version, restoredFrom: source.version, changes: result.changes },
        });
        return result;
      });
      return sendOk(c, { version: saved.version });
    },
  );

  app.post(
    path(adminCalls.previewContent),
    staff(adminCalls.previewContent),
    validate('json', adminCalls.previewContent.body),
    async (c) => {
      const { kind, id, adapter, key } = target(c);
      const { version } = c.req.valid('json' as never) as z.infer<typeof adminCalls.previewContent.body>;
      const item = await adapter.load(db, id);
      if (!item) return sendFail(c, ResultCode.notFound, ContentMessages.notFound);
      const [row] = await db
        .select({ version: contentVersions.version })
        .from(contentVersions)
        .where(
          and(eq(contentVersions.kind, kind), eq(contentVersions.itemId, id), eq(contentVersions.version, version)),
        );
      if (!row) return sendFail(c, ResultCode.notFound, ContentMessages.versionNotFound);
      const exp = now() + PREVIEW_MINUTES * 60_000;
      const token = signPreview(await deps.previewSecret(), {
        kind,
        id,
        version,
        platform: item.platform,
        path: item.path,
        exp,
      });
      await audit(db, actorOf(c), { action: 'content.preview', target: key, after: { version } });
      const origin = publicUrlOf(settings.origin, settings.publicHosts, item.platform, '');
      return sendOk(c, {
        url: `${origin}${PREVIEW_PATH}?token=${encodeURIComponent(token)}`,
        expiresAt: new Date(exp).toISOString(),
      });
    },
  );
};
