import type { ReactNode } from 'react';

/**
 * Labelled figures as a definition list: a `<div>` a figure (in `itemClassName`, when given) with its `<dt>` label
 * and `<dd>` value (a figure's own `className` instead, where one stands out). Labels are the keys: one list never
 * repeats a label.
 */
export function FigureList({
  items,
  className,
  itemClassName,
}: {
  items: readonly { label: string; value: ReactNode; className?: string }[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label} className={item.className ?? itemClassName}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
