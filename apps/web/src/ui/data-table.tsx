import type { ComponentProps, ReactNode } from 'react';

/**
 * A table with its column headings: a caption for screen readers only (when given), one `<th scope="col">` per
 * column in `<thead>`, then the children (the table's `<tbody>` and `<tfoot>`). Other props go to the `<table>`.
 */
export function DataTable({
  caption,
  columns,
  children,
  ...table
}: {
  caption?: ReactNode;
  columns: readonly ReactNode[];
  children: ReactNode;
} & Omit<ComponentProps<'table'>, 'children'>) {
  return (
    <table {...table}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are positional and fixed for a table
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}
