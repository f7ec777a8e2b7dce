import type { Database } from '@site/db/client';
import { countedViews } from '@site/db/schema';
import { lt, sql } from 'drizzle-orm';

/** What a counter call counts. */
export type CountKind = 'poster-view' | 'poster-click' | 'popup-view' | 'popup-click';

export interface CountEntry {
  kind: CountKind;
  itemId: number;
}

/** Who counts, and when: hashes of the device and of the client address, and the day in China time. */
export interface Viewer {
  deviceHash: string;
  addressHash: string;
  day: string;
}

/**
 * How many devices one client address may add to one item's count per day: an office behind one address counts
 * up to this many people; a script that makes up a device id per request adds no more.
 */
export const DEVICES_PER_ADDRESS = 20;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Records that `viewer` saw each entry today and returns the entries that were new (to be added to the counters):
 * an entry seen before by this device today, a duplicate in `entries`, or one whose address already added
 * DEVICES_PER_ADDRESS devices today is left out. One statement; concurrent calls of one device count once (the
 * primary key), the per-address cap may be passed by as many calls as run at the same moment.
 */
export async function firstSightings(
  db: Database | Tx,
  entries: readonly CountEntry[],
  viewer: Viewer,
  cap: number = DEVICES_PER_ADDRESS,
): Promise<CountEntry[]> {
  const unique = [...new Map(entries.map((e) => [`${e.kind}:${e.itemId}`, e])).values()];
  if (unique.length === 0) return [];
  const values = sql.join(
    unique.map((e) => sql`(${e.kind}::varchar, ${e.itemId}::integer)`),
    sql`, `,
  );
  const result = await db.execute<{ kind: CountKind; item_id: number }>(sql`
    insert into counted_views (kind, item_id, day, device_hash, address_hash)
    select v.kind, v.item_id, ${viewer.day}::date, ${viewer.deviceHash}, ${viewer.addressHash}
    from (values ${values}) as v(kind, item_id)
    where (
      select count(*) from counted_views c
      where c.kind = v.kind and c.item_id = v.item_id and c.day = ${viewer.day}::date
        and c.address_hash = ${viewer.addressHash}
    ) < ${cap}
    on conflict do nothing
    returning kind, item_id`);
  return result.rows.map((row) => ({ kind: row.kind, itemId: Number(row.item_id) }));
}

/** Deletes the rows of days before `day` (YYYY-MM-DD); returns how many. */
export async function pruneCountedViews(db: Database, day: string): Promise<number> {
  const result = await db.delete(countedViews).where(lt(countedViews.day, day));
  return result.rowCount ?? 0;
}
