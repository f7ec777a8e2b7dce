/**
 * Signed, expiring pop-up previews (issue 22). A pop-up is public only while it is live (enabled, between its start
 * and end dates); anyone counting ids read the others, campaigns before their start among them. An operator checks
 * one before it goes live through a preview link (`npm run popup:preview -- ID`) whose token is the expiry and an
 * HMAC-SHA-256 of the brand, the id and that expiry, with a key kept in `app_secrets`: it opens that pop-up of that
 * brand until then, and nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '@site/db/client';
import { popupConfigs } from '@site/db/schema';
import { eq, sql } from 'drizzle-orm';
import { isLivePopup } from './repositories/campaigns.ts';
import { storedSecret, storedSecretOf } from './stored-secret.ts';

const SECRET_NAME = 'popup-preview-hmac';

/** How long a preview link opens its pop-up: a day unless asked, a fortnight at most. */
export const PREVIEW_HOURS = { default: 24, longest: 14 * 24 } as const;

export interface PreviewScope {
  /** The brand the pop-up belongs to. */
  platform: string;
  id: number;
}

const signatureOf = (secret: string, scope: PreviewScope, expires: number) =>
  createHmac('sha256', secret).update(`popup-preview:${scope.platform}:${scope.id}:${expires}`).digest('base64url');

/** A token that opens the pop-up of the scope until `expiresAt` (to the second). */
export const signPopupPreview = (secret: string, scope: PreviewScope, expiresAt: Date): string => {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${signatureOf(secret, scope, expires)}`;
};

/** Whether the token was made for this pop-up of this brand and has not expired at `now`. */
export const verifyPopupPreview = (secret: string, token: string, scope: PreviewScope, now: Date): boolean => {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const given = Buffer.from(match[2] as string);
  const expected = Buffer.from(signatureOf(secret, scope, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** The previews' key: made at random on first use and kept in `app_secrets`, so every instance and tool agree. */
export const popupPreviewSecret = (db: Database): Promise<string> => storedSecret(db, SECRET_NAME);

/** The key of a database, read once (a failed read is tried again on the next call). */
export const popupPreviewSecretOf = (db: Database) => storedSecretOf(db, SECRET_NAME);

export interface PopupPreview extends PreviewScope {
  title: string | null;
  /** Whether the pop-up is live now (its link opens it without the token too). */
  live: boolean;
  token: string;
  expiresAt: Date;
}

/**
 * A preview of pop-up `id` for `hours` (PREVIEW_HOURS.longest at most), or null when there is no such pop-up. The
 * token goes with the id in the page's query: `?popupPreview=ID&previewToken=TOKEN` on any page of the brand.
 */
export async function makePopupPreview(
  db: Database,
  id: number,
  hours: number = PREVIEW_HOURS.default,
  now = new Date(),
): Promise<PopupPreview | null> {
  if (!(hours > 0 && hours <= PREVIEW_HOURS.longest)) {
    throw new RangeError(`a preview lasts more than 0 and at most ${PREVIEW_HOURS.longest} hours`);
  }
  const [row] = await db
    .select({ platform: popupConfigs.platform, title: popupConfigs.title, live: sql<boolean>`(${isLivePopup(now)})` })
    .from(popupConfigs)
    .where(eq(popupConfigs.id, id));
  if (!row) return null;
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  const scope = { platform: row.platform, id };
  const token = signPopupPreview(await popupPreviewSecret(db), scope, expiresAt);
  return { ...scope, title: row.title, live: row.live === true, token, expiresAt };
}
