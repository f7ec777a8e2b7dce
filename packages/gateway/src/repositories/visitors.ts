import type { Database } from '@site/db/client';
import { channelCodes, visitorRecords } from '@site/db/schema';
import { and, asc, eq, isNull, or } from 'drizzle-orm';

/** Page visits and channel codes. */

export interface Visit {
  platform: string;
  deviceId: string;
  path: string;
  referrer: string | null;
  channelNo: string | null;
  userAgent: string | null;
}

/** Stores a visit; resolves once it is committed. */
export const insertVisit = async (db: Database, visit: Visit): Promise<void> => {
  await db.insert(visitorRecords).values(visit);
};

/** The enabled channel codes of a brand and those shared by every brand, by code. */
export const listChannelCodes = async (db: Database, platform: string) => {
  const rows = await db
    .select({ channelNo: channelCodes.code, channelName: channelCodes.name, platform: channelCodes.platform })
    .from(channelCodes)
    .where(and(eq(channelCodes.enabled, true), or(isNull(channelCodes.platform), eq(channelCodes.platform, platform))))
    .orderBy(asc(channelCodes.code));
  return rows;
};
