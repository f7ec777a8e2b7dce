import type { CSSProperties } from 'react';
import type { Home } from '../../content/types.ts';
import { CardCopy, IconWell } from '../../ui/card-parts.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Phrases } from '../../ui/phrases.tsx';
import { Section } from '../../ui/section.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import { TextList } from '../../ui/text-list.tsx';
import styles from './home.module.css';

/** Three or four columns, whichever leaves fewer empty cells in the last row (four on a tie). */
const columnsFor = (count: number): number => ((4 - (count % 4)) % 4 <= (3 - (count % 3)) % 3 ? 4 : 3);

const copyClasses = { title: styles.cardTitle, text: styles.cardText };

export function Services({ services, readMore }: { services: Home['services']; readMore: string }) {
  return (
    <Section headingId="services-title" title={<Phrases text={services.title} />} subtitle={services.subtitle}>
      <ul className={styles.serviceGrid} style={{ '--columns': columnsFor(services.items.length) } as CSSProperties}>
        {services.items.map((item) => (
          <li key={item.title}>
            <SiteLink link={item.link} className={styles.serviceCard}>
              <IconWell name={item.icon} size={26} className={styles.iconWell} />
              <CardCopy title={item.title} text={item.description} classes={copyClasses} />
              {item.tags.length > 0 ? <TextList items={item.tags} className={styles.tags} /> : null}
              <span className={styles.more}>
                {readMore}
                <Icon name="arrowRight" size={16} />
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
