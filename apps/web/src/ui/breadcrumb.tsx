import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  /** Absent for the current page (the last crumb). */
  href?: string;
}

/** Where the page sits: home first, the current page last (not a link). */
export function Breadcrumb({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className={styles.breadcrumb}>
        {crumbs.map((crumb, index) =>
          crumb.href && index < crumbs.length - 1 ? (
            <li key={crumb.href}>
              <a href={crumb.href}>{crumb.label}</a>
            </li>
          ) : (
            <li key={crumb.label} aria-current="page">
              {crumb.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
