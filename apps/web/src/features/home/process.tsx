import type { Home } from '../../content/types.ts';
import { Phrases } from '../../ui/phrases.tsx';
import { Section } from '../../ui/section.tsx';
import styles from './home.module.css';

export function Process({
  process,
  stepLabel,
}: {
  process: NonNullable<Home['process']>;
  stepLabel: (n: number) => string;
}) {
  return (
    <Section headingId="process-title" title={<Phrases text={process.title} />}>
      <ol className={styles.steps}>
        {process.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.cardTitle}>
              <span className="visually-hidden">{stepLabel(index + 1)} </span>
              {step.title}
            </h3>
            <p className={styles.cardText}>{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
