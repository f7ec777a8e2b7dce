import type { Partner, PartnerDetail } from '../../content/community.ts';
import type { Texts } from '../../i18n/translate.ts';
import card from '../../ui/card.module.css';
import { CardCopy } from '../../ui/card-parts.tsx';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { Section } from '../../ui/section.tsx';
import styles from './partners.module.css';

/** The partner programme: partners grouped by category, and one partner's page with its contacts. */

const copyClasses = { title: styles.name, text: styles.description };

export function PartnerGrid({
  partners,
  text,
  hrefOf,
}: {
  partners: Partner[];
  text: Texts<'page'>;
  hrefOf: (id: number) => string;
}) {
  if (partners.length === 0) return null;
  const categories = [...new Set(partners.map((p) => p.category))];
  return (
    <Section className="section section-alt" headingId="partners-title" title={text('partners')}>
      {categories.map((category) => (
        <div key={category} className={styles.group}>
          <h3 className={styles.groupTitle}>{category}</h3>
          <ul className={styles.grid}>
            {partners
              .filter((p) => p.category === category)
              .map((partner) => (
                <li key={partner.id}>
                  <a href={hrefOf(partner.id)} className={styles.card}>
                    <LazyImage src={partner.logo} alt="" width={240} height={96} className={styles.logo} />
                    <CardCopy title={partner.name} text={partner.description} classes={copyClasses} inLink />
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}

export function PartnerPage({ partner, text }: { partner: PartnerDetail; text: Texts<'page'> }) {
  return (
    <div className={styles.detail}>
      <article aria-labelledby="page-title" className={styles.article}>
        <LazyImage src={partner.logo} alt="" width={240} height={96} className={styles.logo} />
        <p className={styles.category}>{partner.category}</p>
        <h1 id="page-title" className={styles.title}>
          {partner.name}
        </h1>
        <p className={styles.lead}>{partner.description}</p>
        <RichText html={partner.content} className={styles.body} />
      </article>
      {partner.introducers.length > 0 ? (
        <aside className={card.aside} aria-labelledby="introducers-title">
          <h2 id="introducers-title" className={styles.asideTitle}>
            {text('introducers')}
          </h2>
          <ul className={styles.people}>
            {partner.introducers.map((person) => (
              <li key={person.id}>
                <span className={styles.avatar} aria-hidden="true">
                  {person.name.slice(0, 1)}
                </span>
                <span>
                  <span className={styles.personName}>{person.name}</span>
                  <span className={styles.personTitle}>{person.title}</span>
                  <span className={styles.personIntro}>{person.introduction}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}
