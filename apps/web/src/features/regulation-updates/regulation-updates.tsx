import type { Locale } from '../../brands.ts';
import type { RuleChanges } from '../../content/rule-changes.ts';
import { textsOf } from '../../i18n/translate.ts';
import styles from './regulation-updates.module.css';

/** The changes, grouped by day, newest first (the order the gateway gives). */
export function RegulationUpdates({ changes, locale }: { changes: RuleChanges; locale: Locale }) {
  const t = textsOf(locale, 'regulationUpdates');
  const days = [...new Set(changes.changes.map((c) => c.date))];
  return (
    <div className={`container ${styles.page}`} data-regulation-updates={changes.rulesVersion}>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.version}>
        {t('version')}：{changes.rulesVersion}
      </p>
      {days.length === 0 ? <p>{t('empty')}</p> : null}
      {days.map((day) => (
        <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className={styles.dayTitle}>
            <time dateTime={day}>{day}</time>
          </h2>
          <ol className={styles.list}>
            {changes.changes
              .filter((c) => c.date === day)
              .map((c) => (
                <li key={`${c.ruleId}-${c.change}`} className={styles.item} data-rule={c.ruleId}>
                  <h3 className={styles.itemTitle}>{c.title}</h3>
                  <p>{c.change}</p>
                  {c.law ? (
                    <p className={styles.meta}>
                      {t('law')}：{c.law}
                    </p>
                  ) : null}
                  {c.source?.url ? (
                    <p className={styles.meta}>
                      {t('source')}：
                      <a href={c.source.url} target="_blank" rel="noopener noreferrer">
                        {c.source.title}
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
