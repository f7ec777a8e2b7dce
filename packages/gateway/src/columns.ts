import { getTableColumns, type Table } from 'drizzle-orm';

/** Some columns of a table by their property names, in that order: a select's shape, or what a form edits. */
export const columnsOf = <T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
) => {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
};
