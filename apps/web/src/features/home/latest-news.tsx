import type { Home } from '../../content/types.ts';
import { Icon } from '../../ui/icons.tsx';
import { Section } from '../../ui/section.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import styles from './home.module.css';

interface LatestNewsProps {
  news: NonNullable<Home['news']>;
  moreHref: string;
  moreLabel: string;
}

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
              <h3 className={styles.newsTitle}>{article.title}</h3>
              <p className={styles.cardText}>{article.summary}</p>
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
