import type { Home } from '../../content/types.ts';
import { CardCopy, IconWell } from '../../ui/card-parts.tsx';
import { Phrases } from '../../ui/phrases.tsx';
import { Section } from '../../ui/section.tsx';
import styles from './home.module.css';

const copyClasses = { title: styles.cardTitle, text: styles.cardText };

export function Advantages({ advantages }: { advantages: Home['advantages'] }) {
  return (
    <Section className="section section-alt" headingId="advantages-title" title={<Phrases text={advantages.title} />}>
      <ul className={styles.advantageGrid}>
        {advantages.items.map((item) => (
          <li key={item.title} className={styles.advantage}>
            <IconWell name={item.icon} size={24} className={styles.iconWell} />
            <div>
              <CardCopy title={item.title} text={item.description} classes={copyClasses} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
