import type { Home } from '../../content/types.ts';
import { CardCopy } from '../../ui/card-parts.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Section } from '../../ui/section.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import styles from './home.module.css';

interface LatestNewsProps {
  news: NonNullable<Home['news']>;
  moreHref: string;
  moreLabel: string;
}

const copyClasses = { title: styles.newsTitle, text: styles.cardText };

export function LatestNews({ news, moreHref, moreLabel }: LatestNewsProps) {
  return (
    <Section
      className="section section-alt"
      headingId="news-title"
      title={news.title}
      headClassName={styles.newsHead}
      aside={
        <a href={moreHref} className={styles.more}>
          {moreLabel}
          <Icon name="arrowRight" size={16} />
        </a>
      }
    >
      <ul className={styles.newsGrid}>
        {news.articles.map((article) => (
          <li key={article.id}>
            <SiteLink link={article.link} className={styles.newsCard}>
              <time dateTime={article.publishedOn} className={styles.newsDate}>
                {article.publishedOn}
              </time>
              <CardCopy title={article.title} text={article.summary} classes={copyClasses} />
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
