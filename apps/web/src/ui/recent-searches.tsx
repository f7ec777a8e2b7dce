'use client';

import { useId } from 'react';
import styles from './recent-searches.module.css';

export interface RecentSearch {
  /** Unique within the list. */
  key: string;
  label: string;
  /** A short note after the label (the office of a trademark search). */
  note?: string;
}

/**
 * A row of recent searches (spec section 9's search history), newest first; picking one searches it again.
 * Renders nothing while there are none.
 */
export function RecentSearches({
  title,
  items,
  onPick,
  testId,
}: {
  title: string;
  items: readonly RecentSearch[];
  onPick: (key: string) => void;
  testId?: string;
}) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <nav className={styles.history} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {title}
      </h3>
      <ul className={styles.list} data-testid={testId}>
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" className={styles.item} onClick={() => onPick(item.key)}>
              {item.label}
              {item.note ? <span className={styles.note}>{item.note}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
