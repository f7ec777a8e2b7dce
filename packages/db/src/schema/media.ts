import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff.ts';

/**
 * The back office's media library (issue 26 section 3): one row per uploaded file, named by the hash of its bytes.
 * An image is stored as WebP at each of `widths` (`/media/<hash>-<width>.webp`), a PDF as itself
 * (`/media/<hash>.pdf`); the files live in the media storage (DATA_DIR/media or the S3_URL bucket), not here.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** The first 20 hex digits of the SHA-256 of the uploaded bytes: the files' names. */
    hash: varchar('hash', { length: 32 }).notNull(),
    /** 'image' or 'pdf'. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The type sniffed from the bytes (image/png, image/jpeg, image/webp, application/pdf). */
    sourceType: varchar('source_type', { length: 64 }).notNull(),
    /** The name the file had on the uploader's computer (shown, never used as a path). */
    originalName: text('original_name').notNull(),
    /** Size of the uploaded file in bytes. */
    bytes: integer('bytes').notNull(),
    /** An image's original size (null for a PDF). */
    width: integer('width'),
    height: integer('height'),
    /** The WebP widths stored, ascending (empty for a PDF). */
    widths: jsonb('widths').notNull().$type<number[]>(),
    /** Alt text (a PDF's description) per language: zh-CN required, the others optional. */
    altZhCn: text('alt_zh_cn').notNull(),
    altZhTw: text('alt_zh_tw').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    uploadedBy: text('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_hash').on(t.hash), index('media_created').on(t.createdAt)],
);
