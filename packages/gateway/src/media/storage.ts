import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_DATA_DIR, REPO_ROOT } from '@site/db/settings';

/**
 * Where the media library's files live (issue 26 section 3), behind one interface: a directory (DATA_DIR/media, the
 * default) or an S3-compatible bucket (S3_URL: Aliyun OSS, Tencent COS, MinIO, AWS), so several instances share one
 * library. Names are content hashes (`<hash>-<width>.webp`, `<hash>.pdf`): a name's bytes never change.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none of that name. */
  get(name: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** Removes the file (no error when it is already gone). */
  remove(name: string): Promise<void>;
}

/** The public path every instance serves the library's files at (the gateway's media route). */
export const MEDIA_PATH = '/media/';

/** A stored file's name: 20 hex digits of hash, then `-<width>.webp` or `.pdf`. Anything else is never a file. */
export const MEDIA_NAME = /^[0-9a-f]{20}(?:-\d{2,5}\.webp|\.pdf)$/;

export const contentTypeOfName = (name: string) => (name.endsWith('.pdf') ? 'application/pdf' : 'image/webp');

/** Files in a directory: written to a temporary name and renamed, so a reader never sees half a file. */
export const localStorage = (dir: string): MediaStorage => ({
  kind: 'local',
  async put(name, bytes) {
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.${name}.${process.pid}.${Date.now()}.tmp`);
    await writeFile(temp, bytes);
    await rename(temp, path.join(dir, name));
  },
  async get(name) {
    if (!MEDIA_NAME.test(name)) return null;
    try {
      return { bytes: await readFile(path.join(dir, name)), contentType: contentTypeOfName(name) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  async remove(name) {
    await rm(path.join(dir, name), { force: true });
  },
});

export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A key prefix inside the bucket (the URL's path after the bucket), '' or ending in '/'. */
  prefix: string;
}

export const S3_URL_EXAMPLE = 'http://ACCESS_KEY:SECRET@host:9000/bucket?region=us-east-1';

/**
 * S3_URL: `http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=...]` (key and secret URL-encoded; region
 * default us-east-1). Path-style addressing, which MinIO, OSS, COS and AWS all accept.
 */
export const parseS3Url = (raw: string): S3Location => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`S3_URL is not a URL; expected ${S3_URL_EXAMPLE}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`S3_URL must start with http:// or https://, e.g. ${S3_URL_EXAMPLE}`);
  const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error(`S3_URL names no bucket, e.g. ${S3_URL_EXAMPLE}`);
  if (!url.username || !url.password) throw new Error(`S3_URL has no access key and secret, e.g. ${S3_URL_EXAMPLE}`);
  return {
    endpoint: url.origin,
    bucket: decodeURIComponent(bucket),
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    prefix: rest.length ? `${rest.map(decodeURIComponent).join('/')}/` : '',
  };
};

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Files in an S3-compatible bucket (path-style). The SDK loads on first use: a site on local files never loads it. */
export const s3Storage = (location: S3Location): MediaStorage => {
  let loaded: Promise<{ client: import('@aws-sdk/client-s3').S3Client; sdk: typeof import('@aws-sdk/client-s3') }>;
  const s3 = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: location.endpoint,
        region: location.region,
        forcePathStyle: true,
        credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
      }),
    }));
    return loaded;
  };
  const key = (name: string) => `${location.prefix}${name}`;
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      const { client, sdk } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: location.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      if (!MEDIA_NAME.test(name)) return null;
      const { client, sdk } = await s3();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket: location.bucket, Key: key(name) }));
        if (!out.Body) return null;
        return { bytes: await out.Body.transformToByteArray(), contentType: contentTypeOfName(name) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      const { client, sdk } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: location.bucket, Key: key(name) }));
    },
  };
};

/** S3_URL's bucket when it is set, else DATA_DIR/media (DATA_DIR as the database reads it: default <repo>/data). */
export const mediaStorageFromEnv = (env: Record<string, string | undefined> = process.env): MediaStorage => {
  const s3 = env.S3_URL?.trim();
  if (s3) return s3Storage(parseS3Url(s3));
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  return localStorage(path.join(dataDir, 'media'));
};
