import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ipr } from '@site/contracts';
import { type MarkImportRow, markImportRow } from '@site/contracts/admin';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarkImportMessages } from '../src/admin/marks-import.ts';
import type { AdminSettings } from '../src/admin/settings.ts';
import { createGateway } from '../src/index.ts';
import { signInStaff } from './support/staff.ts';

/**
 * The trademark registry's imports in the back office (issue 26 section 4): an upload is streamed to disk, checked
 * for its format, imported by a low-priority child process with its progress and refused lines, and searchable once
 * done; the roles, the size limit and one upload at a time.
 */

const settings: AdminSettings = { host: 'admin.localhost', origin: 'http://admin.localhost:3000', idleMinutes: 30 };

let database: TestDatabase;
let gateway: ReturnType<typeof createGateway>;
let uploadDir: string;
const workers = new Map<number, ChildProcess>();
let compliance: string;
let sales: string;

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const call = async <T = unknown>(
  pathname: string,
  init: { method?: string; body?: BodyInit; json?: unknown; cookie?: string } = {},
) => {
  const headers: Record<string, string> = { host: 'admin.localhost:3000' };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.body !== undefined) headers['content-type'] = 'application/octet-stream';
  if (init.cookie) headers.cookie = init.cookie;
  if ((init.method ?? 'GET') !== 'GET') headers.origin = settings.origin;
  const res = await gateway.request(`/admin-api${pathname}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  return { status: res.status, json: (await res.json()) as Envelope<T> };
};

const part = (name: string, upload: string, offset: number, body: Buffer, last: boolean, cookie = compliance) =>
  call<MarkImportRow & { received?: number }>(
    `/marks/imports?name=${encodeURIComponent(name)}&upload=${upload}&offset=${offset}&last=${last}`,
    { method: 'POST', body: new Uint8Array(body), cookie },
  );

/** Uploads a file as the back office does: parts of `partBytes`, one after another, the last one marked. */
const upload = async (name: string, content: string, cookie = compliance, partBytes = 1 << 20) => {
  const bytes = Buffer.from(content);
  const id = randomUUID();
  let offset = 0;
  for (;;) {
    const body = bytes.subarray(offset, offset + partBytes);
    const last = offset + body.length >= bytes.length;
    const answer = await part(name, id, offset, body, last, cookie);
    if (last || answer.status !== 200) return answer;
    expect(answer.json.data.received).toBe(offset + body.length);
    offset += body.length;
  }
};

/** The import's row once its process has ended. */
const finished = async (id: number): Promise<MarkImportRow> => {
  const child = workers.get(id);
  if (child && child.exitCode === null) await once(child, 'exit');
  const { json } = await call<MarkImportRow>(`/marks/imports/${id}`, { cookie: compliance });
  return json.data;
};

const search = async (mark: string) => {
  const res = await gateway.request(`/api/ipr/trademark/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-platform-type': '00' },
    body: JSON.stringify({ markElement: mark }),
  });
  return ipr.searchTrademark.data.parse(((await res.json()) as Envelope).data);
};

const CSV_HEADER = 'number,mark,classes,owner,country,status,filed';

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'mark-uploads-'));
  gateway = createGateway({
    db: database.db,
    admin: {
      settings,
      markUploads: {
        dir: uploadDir,
        databaseUrl: database.url,
        maxBytes: 64 * 1024,
        onWorker: (child, id) => workers.set(id, child),
      },
    },
  });
  compliance = await signInStaff(gateway, database.db, settings, 'compliance', 'tm-compliance');
  sales = await signInStaff(gateway, database.db, settings, 'sales', 'tm-sales');
}, 120_000);

afterAll(async () => {
  for (const child of workers.values()) if (child.exitCode === null) child.kill();
  await database?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('registry uploads in the back office', () => {
  it('imports a CSV in the background: counts, refused lines with their numbers, searchable, file deleted', async () => {
    const csv = [
      CSV_HEADER,
      'UP-0001,ZORBELQUIN,9;35,Zorbel GmbH,EU,registered,2025-03-01',
      'UP-0002,,9,Nobody,EU,registered,2025-03-02',
      'UP-0003,QUANTEROLIX,99,Quant Ltd,US,registered,2025-03-03',
      'UP-0004,MIRAVONTEC,25,Mira Inc,US,pending,2025-04-01',
    ].join('\n');
    // In three parts, as a large file would go.
    const started = await upload('registry-2026-11.csv', csv, compliance, 100);
    expect(started.status).toBe(200);
    expect(started.json.data).toMatchObject({ trigger: 'upload', status: 'running', origin: 'registry-2026-11.csv' });
    expect(started.json.data.startedBy).toBe('tm-compliance');

    const row = await finished(started.json.data.id);
    expect(row.status).toBe('done');
    expect(row.counts).toMatchObject({ read: 4, inserted: 2, bad: 2 });
    expect(row.progress).toBeNull();
    expect(row.refused?.map((r) => r.line)).toEqual([3, 4]);
    // Each with its reason's key and values (the back office words them), and the English text.
    expect(row.refused).toEqual([
      { file: 'registry-2026-11.csv', line: 3, reason: 'no mark text', key: 'noMarkText', values: {} },
      {
        file: 'registry-2026-11.csv',
        line: 4,
        reason: 'unknown class "99" (1-45, 46 US special)',
        key: 'unknownClass',
        values: { class: '99' },
      },
    ]);
    expect(markImportRow.parse(row).refused).toEqual(row.refused);
    // The uploaded file is gone once imported.
    expect(readdirSync(uploadDir)).toEqual([]);

    const found = await search('ZORBELQUIN');
    expect(found.list.map((hit) => hit.mark)).toContain('ZORBELQUIN');
    // The list names it first, with every office's coverage.
    const list = await call<{ rows: MarkImportRow[]; coverage: { office: string; marks: number }[] }>(
      '/marks/imports',
      { cookie: compliance },
    );
    expect(list.json.data.rows[0]?.id).toBe(started.json.data.id);
    expect(list.json.data.coverage.find((c) => c.office === 'EU')?.marks).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('answers an import recorded before the reasons had keys with its English reasons, as the contract reads them', async () => {
    const refused = [{ file: 'old.csv', line: 3, reason: 'no mark text' }];
    const { rows } = await database.db.$client.query<{ id: string }>(
      `INSERT INTO mark_imports (trigger, origin, status, finished_at, counts, refused)
       VALUES ('upload', 'old.csv', 'done', now(), '{"read":1,"bad":1}'::jsonb, $1::jsonb) RETURNING id`,
      [JSON.stringify(refused)],
    );
    const { status, json } = await call<MarkImportRow>(`/marks/imports/${rows[0]?.id}`, { cookie: compliance });
    expect(status).toBe(200);
    expect(markImportRow.parse(json.data).refused).toEqual(refused);
    await database.db.$client.query('DELETE FROM mark_imports WHERE id = $1', [rows[0]?.id]);
  });

  it('refuses a file whose content is not a registry file, whatever its name, and keeps nothing', async () => {
    const res = await upload('registry.csv', '<html><body>not a registry</body></html>');
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(MarkImportMessages.unknownFormat);
    const wrongName = await upload('registry.exe', `${CSV_HEADER}\n`);
    expect(wrongName.status).toBe(400);
    expect(wrongName.json.msg).toMatch(/仅支持 CSV 或 XML/);
    const empty = await upload('registry.csv', '');
    expect(empty.status).toBe(400);
    expect(empty.json.msg).toBe(MarkImportMessages.empty);
    expect(readdirSync(uploadDir)).toEqual([]);
  });

  it('answers 413 past the size limit, and keeps nothing', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `BIG-${i},BIGMARK${i},9,Big Ltd,US,registered,2025-01-01`);
    // In one part past the limit, and in parts whose sum passes it.
    for (const partBytes of [1 << 20, 16 * 1024]) {
      const res = await upload('big.csv', [CSV_HEADER, ...rows].join('\n'), compliance, partBytes);
      expect(res.status).toBe(413);
      expect(res.json.msg).toBe(MarkImportMessages.tooLarge);
      expect(readdirSync(uploadDir)).toEqual([]);
    }
  });

  it('refuses a part that does not follow the bytes received (an interrupted upload), and keeps nothing', async () => {
    const id = randomUUID();
    const head = Buffer.from(`${CSV_HEADER}\n`);
    expect((await part('gap.csv', id, 0, head, false)).status).toBe(200);
    const gap = await part(
      'gap.csv',
      id,
      head.length + 10,
      Buffer.from('X-1,XMARK,9,X,US,registered,2025-01-01'),
      true,
    );
    expect(gap.status).toBe(409);
    expect(gap.json.msg).toBe(MarkImportMessages.interrupted);
    // Starting again from 0 replaces the part.
    const again = await upload('gap.csv', `${CSV_HEADER}\nGAP-1,GAPMARKQ,9,Gap,US,registered,2025-01-01`);
    expect(again.status).toBe(200);
    expect((await finished(again.json.data.id)).counts).toMatchObject({ inserted: 1 });
    expect(readdirSync(uploadDir).filter((n) => !n.endsWith('.part'))).toEqual([]);
  }, 60_000);

  it('runs one upload at a time', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => `ONE-${i},ONEMARK${i},9,One Ltd,US,registered,2025-01-01`);
    const first = await upload('first.csv', [CSV_HEADER, ...rows].join('\n'));
    expect(first.status).toBe(200);
    const second = await upload('second.csv', `${CSV_HEADER}\nTWO-1,TWOMARK,9,Two,US,registered,2025-01-01`);
    expect(second.status).toBe(409);
    expect(second.json.msg).toBe(MarkImportMessages.busy);
    expect((await finished(first.json.data.id)).status).toBe('done');
    const third = await upload('third.csv', `${CSV_HEADER}\nTHREE-1,THREEMARK,9,Three,US,registered,2025-01-01`);
    expect(third.status).toBe(200);
    expect((await finished(third.json.data.id)).counts).toMatchObject({ inserted: 1 });
  }, 60_000);

  it('is for admins and the compliance team only, and audited', async () => {
    const refused = await upload('x.csv', `${CSV_HEADER}\n`, sales);
    expect(refused.status).toBe(403);
    expect((await call('/marks/imports', { cookie: sales })).status).toBe(403);
    const { rows } = await database.db.$client.query<{ action: string; actor_name: string }>(
      `SELECT action, actor_name FROM audit_log WHERE action = 'marks.import' ORDER BY id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.actor_name === 'tm-compliance')).toBe(true);
  });
});
