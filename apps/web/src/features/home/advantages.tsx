import type { Home } from '../../content/types.ts';
import { Icon } from '../../ui/icons.tsx';
import { Phrases } from '../../ui/phrases.tsx';
import { Section } from '../../ui/section.tsx';
import styles from './home.module.css';

export function Advantages({ advantages }: { advantages: Home['advantages'] }) {
  return (
    <Section className="section section-alt" headingId="advantages-title" title={<Phrases text={advantages.title} />}>
      <ul className={styles.advantageGrid}>
        {advantages.items.map((item) => (
          <li key={item.title} className={styles.advantage}>
            <span className={styles.iconWell}>
              <Icon name={item.icon} size={24} />
            </span>
            <div>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p className={styles.cardText}>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
