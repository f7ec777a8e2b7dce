import type { Database } from '@site/db/client';
import { asc, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table of rows that belong to a parent row and stand in a set order among its other children. */
type ChildTable = PgTable & { id: AnyPgColumn; sort: AnyPgColumn };

/**
 * The rows of `table` whose `parent` column is one of the `parents`' ids, in their set order (sort, then id): the
 * buttons of pop-ups, the items of footer blocks, the awards of packages. No parents, no query.
 */
export const childrenOf = async <T extends ChildTable>(
  db: Database,
  table: T,
  parent: AnyPgColumn,
  parents: readonly { id: number }[],
): Promise<T['$inferSelect'][]> => {
  if (parents.length === 0) return [];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(
      inArray(
        parent,
        parents.map((p) => p.id),
      ),
    )
    .orderBy(asc(table.sort), asc(table.id));
  return rows as T['$inferSelect'][];
};
