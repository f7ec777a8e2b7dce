import type { Locale } from '../../brands.ts';
import type { RuleChanges } from '../../content/rule-changes.ts';
import styles from './regulation-updates.module.css';

/** The 法规更新 page's own words. */
export const regulationText = (locale: Locale) =>
  locale === 'zh-TW'
    ? {
        title: '法規更新',
        description: '跨境電商合規規則的變化：每條變化的日期、法規、賣家現在須做什麼以及來源，最新的在前。',
        intro: '我們的合規報告所依據的規則有何變化（最新的在前）。每條都列出日期、法規、賣家現在須做什麼以及來源。',
        law: '法規',
        source: '來源',
        version: '規則版本',
        empty: '暫無更新。',
      }
    : {
        title: '法规更新',
        description: '跨境电商合规规则的变化：每条变化的日期、法规、卖家现在须做什么以及来源，最新的在前。',
        intro: '我们的合规报告所依据的规则有何变化（最新的在前）。每条都列出日期、法规、卖家现在须做什么以及来源。',
        law: '法规',
        source: '来源',
        version: '规则版本',
        empty: '暂无更新。',
      };

/** The changes, grouped by day, newest first (the order the gateway gives). */
export function RegulationUpdates({ changes, locale }: { changes: RuleChanges; locale: Locale }) {
  const t = regulationText(locale);
  const days = [...new Set(changes.changes.map((c) => c.date))];
  return (
    <div className={`container ${styles.page}`} data-regulation-updates={changes.rulesVersion}>
      <p className={styles.intro}>{t.intro}</p>
      <p className={styles.version}>
        {t.version}：{changes.rulesVersion}
      </p>
      {days.length === 0 ? <p>{t.empty}</p> : null}
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
                      {t.law}：{c.law}
                    </p>
                  ) : null}
                  {c.source?.url ? (
                    <p className={styles.meta}>
                      {t.source}：
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
