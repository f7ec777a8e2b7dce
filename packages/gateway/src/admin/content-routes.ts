import { Messages, ResultCode } from '@site/contracts';
import {
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
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { GatewayError, sendFail, sendOk } from '../http.ts';
import { type Actor, audit } from './audit.ts';
import { type AnyEnv, actorOf, callsWithInput, routePath, type StaffGuard } from './calls.ts';
import {
  CONTENT_ADAPTERS,
  categoriesOf,
  diffData,
  isVersion,
  itemsWithDrafts,
  latestByItem,
  latestOf,
  lockItem,
  publicUrlOf,
  publishVersion,
  versionsOf,
} from './content.ts';
import { ARCHIVED, type Placement, PlacementError } from './content-kinds.ts';
import { pageOf } from './lists.ts';
import { PREVIEW_MINUTES, signPreview } from './preview.ts';
import type { AdminSettings } from './settings.ts';

export const ContentMessages = {
  notFound: '内容不存在',
  versionNotFound: '版本不存在',
  notDraft: '该版本不是待发布的草稿',
  stale: STALE_CONTENT_MESSAGE,
  noLifecycle: '此类内容不能在此新建、复制或归档',
  noCreate: '此类内容不能在此新建',
  langRequired: 'lang: 请选择语言',
  categoryRequired: 'categoryId: 请选择文章分类',
  alreadyArchived: '该内容已归档',
  notArchived: '该内容未归档',
} as const;

/** Who the first version of an item names: the content as it was before anyone edited it here (the seed's). */
const BASELINE_AUTHOR = '初始内容';

interface ContentRouteDeps {
  db: Database;
  settings: AdminSettings;
  staff: StaffGuard;
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
  const route = callsWithInput(app, staff);

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

  route(adminCalls.listContent, async (c, q) => {
    const { kind, adapter } = target(c);
    const drafts = q.drafts || (adapter.lifecycle && !q.archived) ? await itemsWithDrafts(db, kind) : undefined;
    const { total, rows } = await adapter.list(db, {
      q: q.q || undefined,
      platform: q.platform,
      lang: q.lang,
      ids: q.drafts ? drafts : undefined,
      // Archived items only under 已归档; a new item (hidden until its first publish) shows by its draft.
      ...(adapter.lifecycle ? { archived: q.archived === true, alsoIds: drafts } : {}),
      ...pageOf(q),
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
          archived: r.archived === true,
          latestVersion: last?.version ?? 0,
          latestState: last?.state ?? null,
          updatedAt: iso(last?.at ?? null),
        };
      }),
    });
  });

  app.get(routePath(adminCalls.getContent), staff(adminCalls.getContent), async (c) => {
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
      archived: adapter.lifecycle ? await adapter.lifecycle.isArchived(db, id) : false,
      lifecycle: adapter.lifecycle
        ? {
            create: Boolean(adapter.lifecycle.create),
            hasLang: adapter.lifecycle.hasLang,
            keyLabel: adapter.lifecycle.keyed?.label ?? null,
            byCategory: adapter.lifecycle.byCategory === true,
          }
        : null,
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
    // An archive or restore stays with the item through later edits (the form never sends it).
    if (!(ARCHIVED in data) && typeof latest?.data[ARCHIVED] === 'boolean')
      data = { ...data, [ARCHIVED]: latest.data[ARCHIVED] };
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

  route(adminCalls.saveContentDraft, async (c, input) => {
    const at = target(c);
    const { [ARCHIVED]: _archived, ...fields } = input.data;
    const parsed = contentSchemas[at.kind].safeParse(fields);
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
  });

  route(adminCalls.publishContent, async (c, { version, at: when }) => {
    const at = target(c);
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
  });

  app.get(routePath(adminCalls.contentHistory), staff(adminCalls.contentHistory), async (c) => {
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

  route(adminCalls.contentDiff, async (c, { from, to }) => {
    const { kind, id, adapter } = target(c);
    const [item, rows] = await Promise.all([adapter.load(db, id), versionsOf(db, kind, id)]);
    if (!item) return sendFail(c, ResultCode.notFound, ContentMessages.notFound);
    const dataOf = (version: number) => (version === 0 ? item.data : rows.find((r) => r.version === version)?.data);
    const before = dataOf(from);
    const after = dataOf(to);
    if (!before || !after) return sendFail(c, ResultCode.notFound, ContentMessages.versionNotFound);
    return sendOk(c, { changes: diffData(before, after) });
  });

  route(adminCalls.restoreContent, async (c, input) => {
    const at = target(c);
    const actor = actorOf(c);
    const saved = await db.transaction(async (tx) => {
      const [source] = await tx
        .select()
        .from(contentVersions)
        .where(isVersion(at.kind, at.id, input.version));
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
  });

  /** A lifecycle call's refusal of a placement: 409 for a taken place, else 400. */
  const placementFailure = (c: Context<AnyEnv>, error: unknown) => {
    if (error instanceof PlacementError)
      return sendFail(c, error.conflict ? ResultCode.conflict : ResultCode.badRequest, error.message);
    throw error;
  };

  /** The first version of a new item: a draft that shows it (archived: false) once published. */
  const firstDraft = async (
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    kind: ContentKind,
    id: number,
    platform: string,
    actor: Actor,
    data: Record<string, unknown>,
  ) => {
    await tx.insert(contentVersions).values({
      kind,
      itemId: id,
      platform,
      version: 1,
      state: 'draft',
      data: { ...data, [ARCHIVED]: false },
      basedOn: 0,
      authorId: actor.id,
      authorName: actor.name,
    });
  };

  route(adminCalls.createContent, async (c, input) => {
    const { kind, adapter } = target(c);
    const life = adapter.lifecycle;
    if (!life?.create) return sendFail(c, ResultCode.badRequest, ContentMessages.noCreate);
    if (life.hasLang && !input.lang) return sendFail(c, ResultCode.badRequest, ContentMessages.langRequired);
    if (life.keyed && !life.keyed.pattern.test(input.key ?? ''))
      return sendFail(c, ResultCode.badRequest, `key: ${life.keyed.label}不正确`);
    const { [ARCHIVED]: _archived, ...fields } = input.data;
    const parsed = contentSchemas[kind].safeParse(fields);
    if (!parsed.success) return sendFail(c, ResultCode.badRequest, describeField(parsed.error));
    const data = adapter.clean ? adapter.clean(parsed.data) : (parsed.data as Record<string, unknown>);
    if (life.byCategory && !input.categoryId)
      return sendFail(c, ResultCode.badRequest, ContentMessages.categoryRequired);
    const placement: Placement = {
      platform: input.platform,
      ...(life.hasLang ? { lang: input.lang } : {}),
      ...(life.keyed ? { key: input.key } : {}),
      ...(life.byCategory ? { categoryId: input.categoryId } : {}),
    };
    const actor = actorOf(c);
    try {
      const id = await db.transaction(async (tx) => {
        const created = await life.create?.(tx, placement, data);
        if (created === undefined) throw new GatewayError(ResultCode.badRequest, ContentMessages.noCreate);
        await firstDraft(tx, kind, created, input.platform, actor, data);
        await audit(tx, actor, {
          action: 'content.create',
          target: `${kind}:${created}`,
          after: { ...placement, version: 1, data },
        });
        return created;
      });
      return sendOk(c, { id, version: 1 });
    } catch (error) {
      return placementFailure(c, error);
    }
  });

  route(adminCalls.duplicateContent, async (c, input) => {
    const { kind, id, adapter, key } = target(c);
    const item = await adapter.load(db, id);
    if (!item) return sendFail(c, ResultCode.notFound, ContentMessages.notFound);
    const life = adapter.lifecycle;
    if (!life) return sendFail(c, ResultCode.badRequest, ContentMessages.noLifecycle);
    if (life.byCategory && !input.categoryId)
      return sendFail(c, ResultCode.badRequest, ContentMessages.categoryRequired);
    const placement: Placement = {
      platform: input.platform,
      ...(life.hasLang && input.lang ? { lang: input.lang } : {}),
      ...(life.byCategory ? { categoryId: input.categoryId } : {}),
    };
    const actor = actorOf(c);
    try {
      const copy = await db.transaction(async (tx) => {
        const made = await life.duplicate(tx, id, placement);
        // The copy starts from what the source shows now (its published data, as copied: an article's title may
        // have been made distinct), as a draft of the target.
        const copied = await adapter.load(tx, made);
        await firstDraft(tx, kind, made, input.platform, actor, copied?.data ?? item.data);
        await audit(tx, actor, {
          action: 'content.duplicate',
          target: `${kind}:${made}`,
          before: { from: key },
          after: { ...placement, version: 1 },
        });
        return made;
      });
      return sendOk(c, { id: copy, version: 1 });
    } catch (error) {
      return placementFailure(c, error);
    }
  });

  route(adminCalls.archiveContent, async (c, input) => {
    const at = target(c);
    const life = at.adapter.lifecycle;
    const actor = actorOf(c);
    const saved = await db.transaction(async (tx) => {
      await lockItem(tx, at.kind, at.id);
      const item = await at.adapter.load(tx, at.id);
      if (!item) throw new GatewayError(ResultCode.notFound, ContentMessages.notFound);
      if (!life) throw new GatewayError(ResultCode.badRequest, ContentMessages.noLifecycle);
      const latest = await latestOf(tx, at.kind, at.id);
      const base = latest?.data ?? item.data;
      const result = await addDraft(tx, at, actor, input.baseVersion, { ...base, [ARCHIVED]: input.archived }, null);
      await audit(tx, actor, {
        action: input.archived ? 'content.archive' : 'content.unarchive',
        target: at.key,
        before: { version: input.baseVersion },
        after: { version: result.version },
      });
      return result;
    });
    return sendOk(c, { version: saved.version });
  });

  route(adminCalls.listArticleCategories, async (c, { platform }) => {
    return sendOk(c, await categoriesOf(db, platform));
  });

  route(adminCalls.previewContent, async (c, { version }) => {
    const { kind, id, adapter, key } = target(c);
    const item = await adapter.load(db, id);
    if (!item) return sendFail(c, ResultCode.notFound, ContentMessages.notFound);
    const [row] = await db
      .select({ version: contentVersions.version })
      .from(contentVersions)
      .where(isVersion(kind, id, version));
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
  });
};
