import type { Texts } from '../../i18n/translate.ts';
import styles from './category-search.module.css';

export interface BrowsedClass {
  number: number;
  kind: 'goods' | 'services' | 'special';
  label: string;
  labelEn: string;
  description: string;
}

/**
 * The Nice classes 1-45 and 46 (US special) with their short labels and descriptions: plain server-rendered HTML,
 * each class addressable as #nice-class-N (the category search's suggestions link there).
 */
export function ClassBrowser({
  classes,
  t,
  searchPath,
}: {
  classes: BrowsedClass[];
  t: Texts<'categorySearch'>;
  searchPath: string;
}) {
  const kinds = { goods: t('goods'), services: t('services'), special: t('special') };
  return (
    <section className="section section-alt" aria-labelledby="nice-classes-title">
      <div className="container">
        <h2 id="nice-classes-title" className="section-title">
          {t('browseTitle')}
        </h2>
        <p className="section-subtitle">{t('browseIntro')}</p>
        <ol className={styles.classList} data-testid="class-list">
          {classes.map((c) => (
            <li key={c.number} id={`nice-class-${c.number}`} className={styles.classCard} data-kind={c.kind}>
              <h3 className={styles.classTitle}>
                <span className={styles.classNo}>{t('classHeading', { n: c.number })}</span> {c.label}
                <span className={styles.classKind}>{kinds[c.kind]}</span>
              </h3>
              <p className={styles.classEn} lang="en">
                {c.labelEn}
              </p>
              <p className={styles.classText}>{c.description}</p>
              <a className={styles.classLink} href={`${searchPath}?classes=${c.number}`}>
                {t('toSearch')}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
