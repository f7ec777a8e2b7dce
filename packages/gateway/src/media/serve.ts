import { Messages, ResultCode } from '@site/contracts';
import type { Handler } from 'hono';
import { sendFail } from '../http.ts';
import { MEDIA_NAME, type MediaStorage } from './storage.ts';

/** A year: a name is its content's hash, so its bytes never change. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /media/<hash>-<width>.webp and /media/<hash>.pdf on every brand's host (and the admin host, for thumbnails):
 * the file from the media storage, local or S3 (proxied, so the bucket can stay private and every instance answers
 * the same path), cached a year. Anything else under /media/ is a 404 that is not cached.
 */
export const mediaRoute =
  (storage: MediaStorage): Handler =>
  async (c) => {
    const name = c.req.param('name') ?? '';
    const file = MEDIA_NAME.test(name) ? await storage.get(name) : null;
    if (!file) {
      c.header('cache-control', 'no-store');
      return sendFail(c, ResultCode.notFound, Messages.notFound);
    }
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.contentType,
      'content-length': String(file.bytes.byteLength),
      'cache-control': MEDIA_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      ...(file.contentType === 'application/pdf' ? { 'content-disposition': 'inline' } : {}),
    });
  };
