'use client';

import { usePathname } from 'next/navigation';
import styles from './header.module.css';

export interface NewcomerGuideData {
  /** The page the guide belongs to (spec section 2: /cht/hot/newcomerActivities). */
  path: string;
  title: string;
  steps: string[];
}

/**
 * The newcomer-activity guide the header shows on the newcomer page (spec section 2): the steps
 * from registering to the first order, as a strip under the header bar. The header's HTML is the
 * same on every page of the brand; the island shows the guide on its page only.
 */
export function NewcomerGuide({ guide }: { guide: NewcomerGuideData }) {
  const pathname = usePathname();
  if (pathname !== guide.path) return null;
  return (
    <section className={styles.newcomer} aria-label={guide.title}>
      <div className={`container ${styles.newcomerInner}`}>
        <p className={styles.newcomerTitle}>{guide.title}</p>
        <ol className={styles.newcomerSteps}>
          {guide.steps.map((step, index) => (
            <li key={step}>
              <span className={styles.newcomerNumber} aria-hidden="true">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
