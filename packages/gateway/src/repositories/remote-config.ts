import type { Database } from '@site/db/client';
import { remoteConfigs } from '@site/db/schema';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The value of a remote configuration key for a brand: the brand's own row, else the row of every brand (platform
 * null), else undefined.
 */
export const remoteConfigFor = async (db: Database, platform: string, key: string): Promise<unknown> => {
  const [row] = await db
    .select({ value: remoteConfigs.value })
    .from(remoteConfigs)
    .where(
      and(
        eq(remoteConfigs.key, key),
        eq(remoteConfigs.archived, false),
        or(eq(remoteConfigs.platform, platform), isNull(remoteConfigs.platform)),
      ),
    )
    .orderBy(sql`${remoteConfigs.platform} is null`)
    .limit(1);
  return row?.value;
};

/**
 * The value of key 'noticeModal' (the brand-merger notice of spec sections 2 and 4), as the site reads it: texts in
 * the brand's language. Written down in docs/portal.md, "Promotion widgets' data"; the seed is checked against it.
 */
export const noticeModalValue = z
  .object({
    enabled: z.boolean(),
    title: z.string().min(1),
    content: z.string().min(1),
    oldBrandName: z.string().min(1),
    newBrandName: z.string().min(1),
    newSiteUrl: z.url({ protocol: /^https?$/ }),
    continueLabel: z.string().min(1),
    goLabel: z.string().min(1),
  })
  .strict();
