import type { ComponentProps, ReactNode } from 'react';
import { useTranslations } from 'use-intl/react';
import { DataTable } from '../../ui/data-table.tsx';
import { FigureList } from '../../ui/figure-list.tsx';
import frame from '../../ui/table-frame.module.css';
import styles from './calculators.module.css';

/** The pieces of the tools' results: key figures, verdict lines, tables in their frame and the 'estimate' label. */

/** The 'estimate only' label every result carries. */
export function EstimateBadge({ children }: { children: ReactNode }) {
  return <p className={styles.badge}>{children}</p>;
}

/**
 * A result table in a frame that scrolls sideways on a phone, with the line above it that says so (issue 28; shown
 * on narrow screens only). The calculators are on the simplified Chinese brands.
 */
export function TableFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('calculators');
  return (
    <>
      <p className={frame.hint} data-scroll-hint="">
        {t('form.scrollHint')}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <div className={frame.frame} data-scrolls="" tabIndex={0}>
        {children}
      </div>
    </>
  );
}

/** A result's key figures, label over value. */
export function ResultSummary({ items }: { items: ComponentProps<typeof FigureList>['items'] }) {
  return <FigureList className={styles.summary} items={items} />;
}

/** A result's verdict line: what must be done (`must`) or what is fine, its title in bold before the text. */
export function Verdict({ must, title, children }: { must: boolean; title: ReactNode; children: ReactNode }) {
  return (
    <li className={must ? styles.must : styles.ok}>
      <strong>{title}</strong>
      {children}
    </li>
  );
}

/** A result table in its scrolling frame: caption, column heads and the rows (`children`). */
export function ResultTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <TableFrame>
      <DataTable className={styles.table} caption={caption} columns={columns}>
        {children}
      </DataTable>
    </TableFrame>
  );
}
