import { PassThrough, Readable } from 'node:stream';
import { Messages, ResultCode } from '@site/contracts';
import {
  type AdminCallDef,
  adminCalls,
  FUNNEL_STEP_TITLES,
  FUNNEL_STEPS,
  type LeadRow,
  leadKey,
} from '@site/contracts/admin';
import { type HostMap, parseHostMap } from '@site/contracts/hosts';
import type { Database } from '@site/db/client';
import {
  artificialRequests,
  auditLog,
  contactMessages,
  leadNotes,
  leads,
  leadWork,
  questionnaireReports,
  staffUsers,
  users,
  visitorRecords,
} from '@site/db/schema';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { sendFail, sendOk } from '../http.ts';
import { type MediaStorage, mediaStorageFromEnv } from '../media/storage.ts';
import { RulesStore } from '../rules/versions.ts';
import { type Actor, audit } from './audit.ts';
import { type StaffAuth, staffAuthOf } from './auth.ts';
import { callsWithInput, routePath } from './calls.ts';
import { registerContentRoutes } from './content-routes.ts';
import { conversionsOf, funnelReport, funnelRows } from './funnel.ts';
import { findLead, leadBatches, listLeads, relatedLeads } from './leads.ts';
import { pageOf, pageWithTotal } from './lists.ts';
import { type MarkUploadSettings, registerMarkImportRoutes } from './marks-import.ts';
import { registerMediaRoutes } from './media.ts';
import { previewSecretOf } from './preview.ts';
import { isStaffRole, LEAD_WORKERS, type StaffRole } from './roles.ts';
import { registerRuleRoutes } from './rules-routes.ts';
import { type AdminSettings, adminSettings } from './settings.ts';

export const AdminMessages = {
  forbidden: '没有权限访问该功能',
  passwordChangeRequired: '请先修改初始密码',
  twoFactorRequired: '管理员账号须先开启两步验证（TOTP）',
  crossSite: '请求来源不正确（CSRF 防护）',
  leadNotFound: '线索不存在',
} as const;

interface StaffVars {
  actor: Actor & { role: StaffRole; twoFactorEnabled: boolean; mustChangePassword: boolean; username: string | null };
}
type AdminEnv = { Variables: StaffVars };

export interface AdminDeps {
  db: Database;
  settings?: AdminSettings;
  auth?: () => Promise<StaffAuth>;
  /** The brands' hosts: a referrer of a brand's own host is neither a landing nor a referrer in the funnel. */
  hostMap?: HostMap;
  /** The preview links' key (PREVIEW_SECRET); default: one made per database. */
  previewSecret?: string;
  /** Registry uploads (marks-import.ts): where files wait and the database the import writes to; unset: refused. */
  markUploads?: MarkUploadSettings;
  /** The newest published compliance rules (shared with the report calls; a publication drops it). */
  rules?: RulesStore;
  /** The media library's files (media/storage.ts); default: S3_URL's bucket, else DATA_DIR/media. */
  media?: MediaStorage;
}

/** Steps of a lead's work, for the audit log's before/after. */
const workOf = (row: {
  status: string;
  assigneeId: string | null;
  followUpOn: string | null;
  lostReason: string | null;
}) => ({
  status: row.status,
  assigneeId: row.assigneeId,
  followUpOn: row.followUpOn,
  lostReason: row.lostReason,
});

const CSV_COLUMNS: [keyof LeadRow, string][] = [
  ['key', '编号'],
  ['kind', '类型'],
  ['brand', '品牌'],
  ['name', '姓名'],
  ['company', '公司'],
  ['phone', '电话'],
  ['email', '邮箱'],
  ['message', '留言'],
  ['channel', '渠道'],
  ['fromPage', '来源页面'],
  ['device', '设备'],
  ['userId', '账号'],
  ['createdAt', '时间'],
  ['status', '状态'],
  ['assigneeName', '负责人'],
  ['followUpOn', '跟进日期'],
];

const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A cell that a spreadsheet would read as a formula is kept as text (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The back office's API (issue 25), mounted at /admin-api by the gateway and served on the admin host only
 * (apps/web/server.ts): better-auth at /admin-api/auth/*, and the calls of packages/contracts/src/admin.ts, each
 * checking the caller's session and role (401 without a session, 403 for a role the call does not list), writes
 * checked for their origin (CSRF) and written to the audit log.
 */
export const adminRoutes = (deps: AdminDeps) => {
  const { db } = deps;
  const settings = deps.settings ?? adminSettings();
  const authOf = deps.auth ?? staffAuthOf({ db, settings });
  const hostMap = deps.hostMap ?? parseHostMap({});
  const app = new Hono<AdminEnv>();

  app.use('*', async (c, next) => {
    await next();
    c.header('cache-control', 'private, no-store');
    c.header('x-robots-tag', 'noindex, nofollow');
  });

  // CSRF: a write comes from the admin origin or is refused (the session cookie is SameSite=Strict too).
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (origin !== settings.origin || (site !== undefined && site !== 'same-origin')) {
        return sendFail(c, ResultCode.forbidden, AdminMessages.crossSite);
      }
    }
    return next();
  });

  app.on(['GET', 'POST'], '/auth/*', async (c) => (await authOf()).handler(c.req.raw));

  /** The caller's session and role: 401 without one, 403 when the call is not for that role (or setup is due). */
  const staff =
    (def: AdminCallDef): MiddlewareHandler<AdminEnv> =>
    async (c, next) => {
      const auth = await authOf();
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return sendFail(c, ResultCode.unauthorized, Messages.unauthorized);
      const user = session.user as typeof session.user & {
        role?: string | null;
        username?: string | null;
        twoFactorEnabled?: boolean | null;
        mustChangePassword?: boolean | null;
      };
      const role = user.role;
      if (!isStaffRole(role)) return sendFail(c, ResultCode.forbidden, AdminMessages.forbidden);
      c.set('actor', {
        id: user.id,
        name: user.username ?? user.name,
        role,
        username: user.username ?? null,
        twoFactorEnabled: user.twoFactorEnabled === true,
        mustChangePassword: user.mustChangePassword === true,
      });
      if (def !== adminCalls.me) {
        if (user.mustChangePassword) return sendFail(c, ResultCode.forbidden, AdminMessages.passwordChangeRequired);
        if (role === 'admin' && !user.twoFactorEnabled) {
          return sendFail(c, ResultCode.forbidden, AdminMessages.twoFactorRequired);
        }
      }
      if (!def.roles.includes(role)) return sendFail(c, ResultCode.forbidden, AdminMessages.forbidden);
      return next();
    };

  const route = callsWithInput(app, staff);
  const masked = (c: Context<AdminEnv>) => !LEAD_WORKERS.includes(c.var.actor.role);

  app.get(routePath(adminCalls.me), staff(adminCalls.me), (c) => {
    const { actor } = c.var;
    return sendOk(c, {
      id: actor.id,
      username: actor.username,
      name: actor.name,
      role: actor.role,
      twoFactorEnabled: actor.twoFactorEnabled,
      mustChangePassword: actor.mustChangePassword,
    });
  });

  app.get(routePath(adminCalls.listStaff), staff(adminCalls.listStaff), async (c) => {
    const rows = await db
      .select({ id: staffUsers.id, username: staffUsers.username, name: staffUsers.name, role: staffUsers.role })
      .from(staffUsers)
      .where(inArray(staffUsers.role, [...LEAD_WORKERS]))
      .orderBy(staffUsers.username);
    return sendOk(c, rows);
  });

  route(adminCalls.listLeads, async (c, query) => sendOk(c, await listLeads(db, query, masked(c))));

  route(adminCalls.exportLeads, async (c, { format, ...filter }) => {
    const hide = masked(c);
    await audit(db, c.var.actor, { action: 'lead.export', target: null, after: { format, filter } });
    const stamp = new Date().toISOString().slice(0, 10);
    const name = `leads-${stamp}.${format}`;
    const headers = {
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
    };
    if (format === 'csv') {
      const lines = async function* () {
        // The BOM: Excel reads the file as UTF-8 (Chinese text) only with it.
        yield Buffer.from(`\uFEFF${CSV_COLUMNS.map(([, title]) => csvCell(title)).join(',')}\r\n`);
        for await (const batch of leadBatches(db, filter, hide)) {
          yield Buffer.from(
            batch.map((row) => `${CSV_COLUMNS.map(([key]) => csvCell(row[key])).join(',')}\r\n`).join(''),
          );
        }
      };
      const body = Readable.toWeb(Readable.from(lines())) as ReadableStream;
      return new Response(body, { headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' } });
    }
    const out = new PassThrough();
    // Loaded on the first export, not at start (issue 27: 0.16 s of every start).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('线索');
    sheet.columns = CSV_COLUMNS.map(([key, header]) => ({ key, header, width: key === 'message' ? 50 : 18 }));
    void (async () => {
      try {
        for await (const batch of leadBatches(db, filter, hide)) {
          for (const row of batch) sheet.addRow(row).commit();
        }
        sheet.commit();
        await workbook.commit();
      } catch (error) {
        out.destroy(error as Error);
      }
    })();
    const body = Readable.toWeb(out) as ReadableStream;
    return new Response(body, {
      headers: { ...headers, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
  });

  const parseKey = (raw: string) => {
    if (!leadKey.safeParse(raw).success) return null;
    const at = raw.indexOf(':');
    return { kind: raw.slice(0, at), id: raw.slice(at + 1) };
  };

  app.get(routePath(adminCalls.getLead), staff(adminCalls.getLead), async (c) => {
    const key = parseKey(c.req.param('key') ?? '');
    const found = key && (await findLead(db, key.kind, key.id, masked(c)));
    if (!key || !found) return sendFail(c, ResultCode.notFound, AdminMessages.leadNotFound);
    const target = `${key.kind}:${key.id}`;
    const [notes, related, visits, changes] = await Promise.all([
      db
        .select()
        .from(leadNotes)
        .where(and(eq(leadNotes.kind, key.kind), eq(leadNotes.leadId, key.id)))
        .orderBy(desc(leadNotes.createdAt)),
      relatedLeads(db, found.raw, masked(c)),
      found.raw.device
        ? db
            .select()
            .from(visitorRecords)
            .where(eq(visitorRecords.deviceId, found.raw.device))
            .orderBy(desc(visitorRecords.createdAt))
            .limit(200)
        : Promise.resolve([]),
      db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.createdAt)).limit(200),
    ]);
    const { lostReason, ...row } = found.row;
    const timeline = [
      { at: row.createdAt, type: 'lead' as const, title: row.kind, detail: row.message, key: row.key },
      ...related.map((r) => ({ at: r.createdAt, type: 'lead' as const, title: r.kind, detail: r.message, key: r.key })),
      ...visits.map((v) => ({
        at: v.createdAt.toISOString(),
        type: 'visit' as const,
        title: v.path,
        detail:
          [v.channelNo && `渠道 ${v.channelNo}`, v.referrer && `来自 ${v.referrer}`].filter(Boolean).join(' · ') ||
          null,
        key: null,
      })),
      ...notes.map((n) => ({
        at: n.createdAt.toISOString(),
        type: 'note' as const,
        title: n.authorName,
        detail: n.body,
        key: null,
      })),
      ...changes.map((a) => ({
        at: a.createdAt.toISOString(),
        type: 'audit' as const,
        title: `${a.actorName} · ${a.action}`,
        detail: JSON.stringify(a.after),
        key: null,
      })),
    ].sort((a, b) => b.at.localeCompare(a.at));
    return sendOk(c, {
      lead: { ...row, lostReason, extra: {} },
      notes: notes.map((n) => ({ id: n.id, author: n.authorName, body: n.body, createdAt: n.createdAt.toISOString() })),
      timeline,
    });
  });

  route(adminCalls.workLead, async (c, input) => {
    const key = parseKey(c.req.param('key') ?? '');
    const found = key && (await findLead(db, key.kind, key.id, false));
    if (!key || !found) return sendFail(c, ResultCode.notFound, AdminMessages.leadNotFound);
    const actor = c.var.actor;
    if (input.assigneeId) {
      const [assignee] = await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.id, input.assigneeId));
      if (!assignee) return sendFail(c, ResultCode.badRequest, '负责人不存在');
    }
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(leadWork)
        .where(and(eq(leadWork.kind, key.kind), eq(leadWork.leadId, key.id)))
        .for('update');
      const before = workOf(current ?? { status: 'new', assigneeId: null, followUpOn: null, lostReason: null });
      const after = {
        status: input.status ?? before.status,
        assigneeId: input.assigneeId !== undefined ? input.assigneeId : before.assigneeId,
        followUpOn: input.followUpOn !== undefined ? input.followUpOn : before.followUpOn,
        lostReason:
          (input.status ?? before.status) === 'lost'
            ? input.lostReason !== undefined
              ? input.lostReason
              : before.lostReason
            : null,
      };
      const target = `${key.kind}:${key.id}`;
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await tx
          .insert(leadWork)
          .values({ kind: key.kind, leadId: key.id, ...after, updatedAt: new Date() })
          .onConflictDoUpdate({ target: [leadWork.kind, leadWork.leadId], set: { ...after, updatedAt: new Date() } });
        await audit(tx, actor, { action: 'lead.work', target, before, after });
      }
      if (input.note) {
        await tx
          .insert(leadNotes)
          .values({ kind: key.kind, leadId: key.id, authorId: actor.id, authorName: actor.name, body: input.note });
        await audit(tx, actor, { action: 'lead.note', target, before: null, after: { note: input.note } });
      }
    });
    return sendOk(c, null);
  });

  route(adminCalls.eraseLead, async (c) => {
    const key = parseKey(c.req.param('key') ?? '');
    const found = key && (await findLead(db, key.kind, key.id, false));
    if (!key || !found) return sendFail(c, ResultCode.notFound, AdminMessages.leadNotFound);
    const related = await relatedLeads(db, found.raw, false);
    const all = [found.row, ...related];
    const result = await db.transaction(async (tx) => {
      const devices = [...new Set(all.map((l) => l.device).filter((d): d is string => Boolean(d)))];
      const ids = (kinds: string[]) => all.filter((l) => kinds.includes(l.kind)).map((l) => l.id);
      const numbers = (list: string[]) => list.map(Number).filter(Number.isInteger);
      const contactIds = numbers(ids(['contact']));
      const leadIds = numbers(ids(['callback', 'retainCapital', 'ippEnEmail']));
      const attorneyIds = numbers(ids(['trademark', 'category']));
      const reportIds = ids(['report']);
      const userIds = [
        ...new Set([...numbers(ids(['registration'])), ...all.flatMap((l) => (l.userId === null ? [] : [l.userId]))]),
      ];
      if (contactIds.length) await tx.delete(contactMessages).where(inArray(contactMessages.id, contactIds));
      if (leadIds.length) await tx.delete(leads).where(inArray(leads.id, leadIds));
      if (attorneyIds.length) await tx.delete(artificialRequests).where(inArray(artificialRequests.id, attorneyIds));
      if (reportIds.length) await tx.delete(questionnaireReports).where(inArray(questionnaireReports.id, reportIds));
      if (userIds.length) await tx.delete(users).where(inArray(users.id, userIds));
      const visits = devices.length
        ? (
            await tx
              .delete(visitorRecords)
              .where(inArray(visitorRecords.deviceId, devices))
              .returning({ id: visitorRecords.id })
          ).length
        : 0;
      for (const l of all) {
        await tx.delete(leadWork).where(and(eq(leadWork.kind, l.kind), eq(leadWork.leadId, l.id)));
        await tx.delete(leadNotes).where(and(eq(leadNotes.kind, l.kind), eq(leadNotes.leadId, l.id)));
      }
      const erased = all.map((l) => l.key);
      // The log keeps what was deleted by key and count, not the personal data itself.
      await audit(tx, c.var.actor, {
        action: 'person.erase',
        target: `${key.kind}:${key.id}`,
        before: { leads: erased, visits, accounts: userIds.length },
        after: null,
      });
      return { erased, visits };
    });
    return sendOk(c, result);
  });

  route(adminCalls.listAudit, async (c, q) => {
    const { limit, offset } = pageOf(q);
    const where = q.action ? eq(auditLog.action, q.action) : undefined;
    const { total, rows } = await pageWithTotal(
      db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(auditLog).where(where),
    );
    return sendOk(c, {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        actorName: r.actorName,
        actorRole: r.actorRole,
        action: r.action,
        target: r.target,
        before: r.before,
        after: r.after,
        createdAt: r.createdAt.toISOString(),
      })),
    });
  });

  route(adminCalls.getFunnel, async (c, query) => sendOk(c, await funnelReport(db, query, hostMap)));

  route(adminCalls.exportFunnel, async (c, filter) => {
    const granularity = filter.granularity ?? 'day';
    await audit(db, c.var.actor, { action: 'funnel.export', target: null, after: { filter } });
    // A year of days per brand and channel is thousands of rows, not millions: built at once.
    const rows = await funnelRows(db, { ...filter, granularity });
    const header = ['时间', '品牌', '渠道', ...FUNNEL_STEPS.map((step) => FUNNEL_STEP_TITLES[step])];
    const conversionHeader = conversionsOf(Object.fromEntries(FUNNEL_STEPS.map((s) => [s, 0])) as never).map(
      (conv) => `${FUNNEL_STEP_TITLES[conv.to]}/${FUNNEL_STEP_TITLES[conv.from]}`,
    );
    const lines = [[...header, ...conversionHeader].map(csvCell).join(',')];
    for (const row of rows) {
      const rates = conversionsOf(row).map((conv) => (conv.rate === null ? '' : `${(conv.rate * 100).toFixed(2)}%`));
      lines.push(
        [row.bucket, row.brand, row.channel || '(无)', ...FUNNEL_STEPS.map((step) => row[step]), ...rates]
          .map(csvCell)
          .join(','),
      );
    }
    const name = `funnel-${filter.from}-${filter.to}-${granularity}.csv`;
    return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex, nofollow',
      },
    });
  });
  registerContentRoutes(app, { db, settings, staff, previewSecret: previewSecretOf(db, deps.previewSecret) });
  registerMarkImportRoutes(app, { db, staff, uploads: deps.markUploads });
  registerRuleRoutes(app, { db, staff, rules: deps.rules ?? new RulesStore(db) });
  registerMediaRoutes(app, { db, staff, storage: deps.media ?? mediaStorageFromEnv() });

  app.notFound((c) => sendFail(c, ResultCode.notFound, Messages.notFound));
  return app;
};
