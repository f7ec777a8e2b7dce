import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { MediaMessages, type MediaRow, type StaffRole } from '@site/contracts/admin';
import { schema } from '@site/db/client';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import { and, asc, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, staffAuthOf } from '../src/admin/auth.ts';
import type { AdminSettings } from '../src/admin/settings.ts';
import { createGateway } from '../src/index.ts';
import { localStorage, type MediaStorage, parseS3Url, s3Storage } from '../src/media/storage.ts';

/** The media library (issue 26 section 3): roles, sniffing, limits, sizes, alt texts, where used, both storages. */

const settings: AdminSettings = { host: 'admin.localhost', origin: 'http://admin.localhost:3000', idleMinutes: 30 };
/** The emulator's port: a free one the system gives (set in beforeAll). */
let S3_PORT = 0;
const SECRET = 'test-secret-test-secret-test-secret';

let database: TestDatabase;
let s3: S3rver;
let tempDir: string;
const cookies = new Map<StaffRole, string>();

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** RFC 6238 TOTP of a base32 secret (an admin signs in with it). */
const totp = (base32: string, at = Date.now()): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of base32.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');

const gatewayOf = (media: MediaStorage) =>
  createGateway({
    db: database.db,
    admin: { settings, auth: staffAuthOf({ db: database.db, settings, secret: SECRET }), media },
  });

let gateway: ReturnType<typeof gatewayOf>;

const call = async <T = unknown>(
  route: string,
  init: { method?: string; body?: unknown; form?: FormData; cookie?: string } = {},
) => {
  const headers: Record<string, string> = { host: 'admin.localhost:3000' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  if ((init.method ?? 'GET') !== 'GET') headers.origin = settings.origin;
  const res = await gateway.request(`/admin-api${route}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return { status: res.status, json: (await res.json()) as Envelope<T> };
};

const staffOf = async (role: StaffRole) => {
  const username = `media-${role}`;
  const auth = staffAuthOf({ db: database.db, settings, secret: SECRET });
  const created = await createStaff(await auth(), database.db, { username, role });
  const post = (route: string, body: unknown, cookie?: string) =>
    gateway.request(`/admin-api${route}`, {
      method: 'POST',
      headers: {
        host: 'admin.localhost:3000',
        origin: settings.origin,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  const first = await post('/auth/sign-in/username', { username, password: created.password });
  const password = 'a-new-password-1';
  const changed = await post(
    '/auth/change-password',
    { currentPassword: created.password, newPassword: password, revokeOtherSessions: true },
    cookieOf(first),
  );
  expect(changed.status).toBe(200);
  let cookie = cookieOf(changed) || cookieOf(first);
  if (role === 'admin') {
    const enabled = await post('/auth/two-factor/enable', { password }, cookie);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const verified = await post(
      '/auth/two-factor/verify-totp',
      { code: totp(new URL(totpURI).searchParams.get('secret') ?? '') },
      cookie,
    );
    expect(verified.status).toBe(200);
    cookie = cookieOf(verified) || cookie;
  }
  cookies.set(role, cookie);
};

const png = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } })
    .png()
    .toBuffer();

const formOf = (
  bytes: Uint8Array,
  name: string,
  type: string,
  alt: Record<string, string> = { altZhCn: '示例图片' },
) => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  for (const [key, value] of Object.entries(alt)) form.set(key, value);
  return form;
};

const upload = (form: FormData, role: StaffRole = 'editor') =>
  call<MediaRow & { existed: boolean }>('/media', { method: 'POST', form, cookie: cookies.get(role) });

const publicGet = (url: string) => gateway.request(url, { headers: { host: 'localhost:3000' } });

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  tempDir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tempDir, 's3'),
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  S3_PORT = (await s3.run()).port;
  gateway = gatewayOf(localStorage(path.join(tempDir, 'local')));
  for (const role of ['editor', 'admin', 'sales'] as const) await staffOf(role);
}, 120_000);

afterAll(async () => {
  await s3?.close();
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const STORAGES: [string, () => MediaStorage][] = [
  ['local', () => localStorage(path.join(tempDir, 'local'))],
  ['s3', () => s3Storage(parseS3Url(`http://S3RVER:S3RVER@127.0.0.1:${S3_PORT}/media/site?region=us-east-1`))],
];

describe('S3_URL', () => {
  it('reads key, secret, bucket, prefix and region; refuses what is not one', () => {
    expect(parseS3Url('https://AK%2B1:se%2Fcret@oss-cn-shenzhen.aliyuncs.com/site-media?region=cn-shenzhen')).toEqual({
      endpoint: 'https://oss-cn-shenzhen.aliyuncs.com',
      bucket: 'site-media',
      region: 'cn-shenzhen',
      accessKeyId: 'AK+1',
      secretAccessKey: 'se/cret',
      prefix: '',
    });
    expect(parseS3Url('http://k:s@127.0.0.1:9000/b/x/y').prefix).toBe('x/y/');
    expect(() => parseS3Url('http://127.0.0.1:9000/b')).toThrow(/access key/);
    expect(() => parseS3Url('http://k:s@127.0.0.1:9000/')).toThrow(/bucket/);
    expect(() => parseS3Url('ftp://k:s@h/b')).toThrow(/http/);
  });
});

describe.each(STORAGES)('media library on %s storage', (_name, storageOf) => {
  let storage: MediaStorage;

  beforeAll(async () => {
    await database.db.delete(schema.media);
    storage = storageOf();
    gateway = gatewayOf(storage);
  });

  it('stores the bytes, answers them, removes them', async () => {
    const name = `${'a'.repeat(20)}-320.webp`;
    await storage.put(name, new Uint8Array([1, 2, 3]), 'image/webp');
    expect(Array.from((await storage.get(name))?.bytes ?? [])).toEqual([1, 2, 3]);
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
    await storage.remove(name);
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });

  it('an editor uploads a PNG: WebP at 320/640/1024/1600, served a year under its hash', async () => {
    const { status, json } = await upload(formOf(await png(2000, 1000, 1), '横幅.png', 'image/png'));
    expect(status).toBe(200);
    const row = json.data;
    expect(row).toMatchObject({ kind: 'image', sourceType: 'image/png', width: 2000, height: 1000, existed: false });
    expect(row.widths).toEqual([320, 640, 1024, 1600]);
    expect(row.url).toBe(`/media/${row.hash}-1600.webp`);
    for (const { width, url } of row.variants) {
      const res = await publicGet(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width / 2);
    }
    expect((await publicGet(`/media/${row.hash}-999.webp`)).status).toBe(404);
    const again = await upload(formOf(await png(2000, 1000, 1), 'copy.png', 'image/png'));
    expect(again.json.data).toMatchObject({ id: row.id, existed: true });
  });

  it('a narrow image keeps its own width as the largest; JPEG and WebP are accepted', async () => {
    const jpeg = await sharp(await png(800, 400, 2))
      .jpeg()
      .toBuffer();
    const j = await upload(formOf(jpeg, 'a.jpg', 'image/jpeg'));
    expect(j.status).toBe(200);
    expect(j.json.data.widths).toEqual([320, 640, 800]);
    const webp = await sharp(await png(300, 300, 3))
      .webp()
      .toBuffer();
    const w = await upload(formOf(webp, 'a.webp', 'image/webp'));
    expect(w.json.data).toMatchObject({ sourceType: 'image/webp', widths: [300] });
  });

  it('admins upload too; sales may not (403)', async () => {
    expect((await upload(formOf(await png(100, 50, 4), 'x.png', 'image/png'), 'admin')).status).toBe(200);
    const sales = await upload(formOf(await png(100, 50, 5), 'x.png', 'image/png'), 'sales');
    expect(sales.status).toBe(403);
    expect((await call('/media', { cookie: cookies.get('sales') })).status).toBe(403);
  });

  it('the type is sniffed from the bytes, not the name or the declared type', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const refused = await upload(formOf(html, 'x.png', 'image/png'));
    expect(refused.status).toBe(415);
    expect(refused.json.msg).toBe(MediaMessages.unsupported);
    const renamed = await upload(formOf(await png(120, 60, 6), 'report.pdf', 'application/pdf'));
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ kind: 'image', sourceType: 'image/png' });
    const exe = await upload(formOf(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'.repeat(40)), 'a.webp', 'image/webp'));
    expect(exe.status).toBe(415);
  });

  it('a PDF is stored as it is and served inline', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const { status, json } = await upload(formOf(pdf, '资质.pdf', 'application/octet-stream', { altZhCn: '资质证书' }));
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ kind: 'pdf', widths: [], url: `/media/${json.data.hash}.pdf` });
    const res = await publicGet(json.data.url);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('SVG is refused with its own message', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>');
    const res = await upload(formOf(svg, 'logo.svg', 'image/svg+xml'));
    expect(res.status).toBe(415);
    expect(res.json.msg).toBe(MediaMessages.svg);
    const bare = await upload(formOf(Buffer.from('<svg viewBox="0 0 1 1"></svg>'), 'logo.png', 'image/png'));
    expect(bare.json.msg).toBe(MediaMessages.svg);
  });

  it('an image over 10 MB and a body over 20 MB are 413 with the limits named', async () => {
    const header = await png(10, 10, 7);
    const big = Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024)]);
    const image = await upload(formOf(big, 'big.png', 'image/png'));
    expect(image.status).toBe(413);
    expect(image.json.msg).toBe(MediaMessages.tooLarge);
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(21 * 1024 * 1024)]);
    const body = await upload(formOf(huge, 'huge.pdf', 'application/pdf'));
    expect(body.status).toBe(413);
    expect(await database.db.select().from(schema.media).where(eq(schema.media.originalName, 'big.png'))).toEqual([]);
  });

  it('a picture of more than 40 megapixels is refused from its header (413); EXIF orientation is applied', async () => {
    // A small PNG whose header claims 20000 × 20000 pixels (a decompression bomb): never decoded.
    const bomb = Buffer.from(await png(16, 16, 10));
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const refused = await upload(formOf(bomb, 'bomb.png', 'image/png'));
    expect(refused.status).toBe(413);
    expect(refused.json.msg).toBe(MediaMessages.tooManyPixels);
    // A phone's portrait photo: stored 400 × 600 wide pixels, EXIF orientation 6 (turn a quarter).
    const photo = await sharp(await png(600, 400, 11))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const turned = await upload(formOf(photo, 'portrait.jpg', 'image/jpeg'));
    expect(turned.json.data).toMatchObject({ width: 400, height: 600, widths: [320, 400] });
    const res = await publicGet(turned.json.data.url);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 600]);
  });

  it('zh-CN alt text is required (400 naming it); the others are optional and editable', async () => {
    const missing = await upload(formOf(await png(90, 90, 8), 'n.png', 'image/png', { altEn: 'only English' }));
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toBe('altZhCn: 请填写图片说明（简体中文）');
    const noFile = await call('/media', { method: 'POST', form: new FormData(), cookie: cookies.get('editor') });
    expect(noFile.json.msg).toBe(MediaMessages.noFile);
    const ok = await upload(formOf(await png(90, 90, 8), 'n.png', 'image/png', { altZhCn: '办公室', altEn: 'Office' }));
    const id = ok.json.data.id;
    const edited = await call<MediaRow>(`/media/${id}/alt`, {
      method: 'POST',
      body: { altZhCn: '深圳办公室', altZhTw: '深圳辦公室', altEn: 'Shenzhen office' },
      cookie: cookies.get('editor'),
    });
    expect(edited.json.data).toMatchObject({ altZhCn: '深圳办公室', altZhTw: '深圳辦公室', altEn: 'Shenzhen office' });
    const blank = await call(`/media/${id}/alt`, {
      method: 'POST',
      body: { altZhCn: ' ' },
      cookie: cookies.get('editor'),
    });
    expect(blank.status).toBe(400);
    const found = await call<{ total: number; rows: MediaRow[] }>(`/media?q=${encodeURIComponent('辦公室')}`, {
      cookie: cookies.get('editor'),
    });
    expect(found.json.data.rows.map((r) => r.id)).toEqual([id]);
    const [logged] = await database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'media.alt'), eq(schema.auditLog.target, `media:${id}`)));
    expect(logged?.after).toMatchObject({ altZhCn: '深圳办公室' });
  });

  it('where used: a poster and an article draft; deletion refused while used, then allowed', async () => {
    const { json } = await upload(formOf(await png(700, 350, 9), 'used.png', 'image/png', { altZhCn: '使用中' }));
    const row = json.data;
    const editor = cookies.get('editor');
    const [poster] = await database.db.select().from(schema.posters).orderBy(asc(schema.posters.id)).limit(1);
    const [article] = await database.db.select().from(schema.articles).orderBy(asc(schema.articles.id)).limit(1);
    if (!poster || !article) throw new Error('the seed has posters and articles');
    await database.db.update(schema.posters).set({ img: row.url }).where(eq(schema.posters.id, poster.id));
    const [page] = await database.db.select().from(schema.pages).orderBy(asc(schema.pages.id)).limit(1);
    if (!page) throw new Error('the seed has pages');
    await database.db
      .update(schema.pages)
      .set({ blocks: [...page.blocks, { type: 'image', src: row.variants[1]?.url }] })
      .where(eq(schema.pages.id, page.id));
    const item = await call<{ live: Record<string, unknown>; latestVersion: number }>(
      `/content/article/${article.id}`,
      {
        cookie: editor,
      },
    );
    const body = `<p>正文</p><img src="${row.variants[0]?.url}" alt="使用中" onerror="alert(1)"><img src="https://evil.example/x.png">`;
    const saved = await call(`/content/article/${article.id}/draft`, {
      method: 'POST',
      body: { baseVersion: item.json.data.latestVersion, data: { ...item.json.data.live, body } },
      cookie: editor,
    });
    expect(saved.status).toBe(200);
    const [draft] = await database.db
      .select()
      .from(schema.contentVersions)
      .where(and(eq(schema.contentVersions.kind, 'article'), eq(schema.contentVersions.state, 'draft')));
    // The sanitiser keeps the library's image and drops the event handler and the foreign image.
    expect((draft?.data as { body?: string } | undefined)?.body).toBe(
      `<p>正文</p><img src="${row.variants[0]?.url}" alt="使用中" loading="lazy" />`,
    );

    const usage = await call<{ kind: string; id: number; state: string }[]>(`/media/${row.id}/usage`, {
      cookie: editor,
    });
    expect(usage.json.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'poster', id: poster.id, state: 'live' }),
        expect.objectContaining({ kind: 'article', id: article.id, state: 'draft' }),
        expect.objectContaining({ kind: 'page', id: page.id, title: page.title, state: 'live' }),
      ]),
    );
    expect(usage.json.data).toHaveLength(3);
    const refused = await call(`/media/${row.id}/delete`, { method: 'POST', body: { confirm: true }, cookie: editor });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe(MediaMessages.inUse(usage.json.data.length));
    expect((await publicGet(row.url)).status).toBe(200);

    await database.db.update(schema.posters).set({ img: poster.img }).where(eq(schema.posters.id, poster.id));
    await database.db.update(schema.pages).set({ blocks: page.blocks }).where(eq(schema.pages.id, page.id));
    await database.db.delete(schema.contentVersions).where(eq(schema.contentVersions.kind, 'article'));
    expect((await call<unknown[]>(`/media/${row.id}/usage`, { cookie: editor })).json.data).toEqual([]);
    const deleted = await call(`/media/${row.id}/delete`, { method: 'POST', body: { confirm: true }, cookie: editor });
    expect(deleted.status).toBe(200);
    expect((await publicGet(row.url)).status).toBe(404);
    expect(await storage.get(`${row.hash}-320.webp`)).toBeNull();
    expect((await call(`/media/${row.id}/usage`, { cookie: editor })).status).toBe(404);
  });
});
