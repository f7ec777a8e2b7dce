import type { ArticleCategory, ArticleDetail, ArticlePage, ArticleSummary } from '../../content/articles.ts';
import type { Texts } from '../../i18n/translate.ts';
import card from '../../ui/card.module.css';
import { CardCopy } from '../../ui/card-parts.tsx';
import { FigureList } from '../../ui/figure-list.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import styles from './articles.module.css';

/**
 * Article lists and details: categories as tabs, a page of articles with pagination, and an
 * article with author, source, category, publish date and its previous and next links (or the
 * tips 'already the first/last article' at either end). Server-rendered, no JavaScript.
 */

export interface CategoryTab {
  id: number | null;
  label: string;
  href: string;
  current: boolean;
}

export function CategoryTabs({ tabs, label }: { tabs: CategoryTab[]; label: string }) {
  if (tabs.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a href={tab.href} aria-current={tab.current ? 'page' : undefined} className={styles.tab}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const categoryTabs = (
  categories: ArticleCategory[],
  current: number | null,
  hrefOf: (id: number | null) => string,
  allLabel: string,
): CategoryTab[] => [
  { id: null, label: allLabel, href: hrefOf(null), current: current === null },
  ...categories.map((c) => ({ id: c.id, label: c.name, href: hrefOf(c.id), current: c.id === current })),
];

const copyClasses = { title: styles.cardTitle, text: styles.summary };

function ArticleCard({ article, href }: { article: ArticleSummary; href: string }) {
  return (
    <li>
      <SiteLink link={{ href, external: false }} className={styles.card}>
        <span className={styles.meta}>
          <span className={styles.badge}>{article.category}</span>
          <time dateTime={article.publishDate}>{article.publishDate}</time>
        </span>
        <CardCopy title={article.title} text={article.summary} classes={copyClasses} inLink />
        <span className={styles.byline}>{article.author}</span>
      </SiteLink>
    </li>
  );
}

export function Pagination({
  page,
  text,
  hrefOf,
}: {
  page: Pick<ArticlePage, 'total' | 'pageNum' | 'pageSize'>;
  text: Texts<'page'>;
  hrefOf: (pageNum: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages < 2) return null;
  const current = Math.min(page.pageNum, pages);
  return (
    <nav aria-label={text('pagination')} className={styles.pagination}>
      {current > 1 ? (
        <a href={hrefOf(current - 1)} rel="prev" className="btn btn-outline btn-sm">
          {text('previousPage')}
        </a>
      ) : null}
      <ol>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <a href={hrefOf(n)} aria-current={n === current ? 'page' : undefined} className={styles.pageNumber}>
              {n}
            </a>
          </li>
        ))}
      </ol>
      <span className="visually-hidden">{text('pageOf', { n: current, total: pages })}</span>
      {current < pages ? (
        <a href={hrefOf(current + 1)} rel="next" className="btn btn-outline btn-sm">
          {text('nextPage')}
        </a>
      ) : null}
    </nav>
  );
}

export function ArticleList({
  page,
  text,
  articleHref,
  pageHref,
}: {
  page: ArticlePage;
  text: Texts<'page'>;
  articleHref: (id: number) => string;
  pageHref: (pageNum: number) => string;
}) {
  if (page.list.length === 0) return <p className={styles.empty}>{text('noArticles')}</p>;
  return (
    <>
      <ul className={styles.list}>
        {page.list.map((article) => (
          <ArticleCard key={article.id} article={article} href={articleHref(article.id)} />
        ))}
      </ul>
      <Pagination page={page} text={text} hrefOf={pageHref} />
    </>
  );
}

export function ArticleBody({
  article,
  text,
  articleHref,
}: {
  article: ArticleDetail;
  text: Texts<'page'>;
  articleHref: (id: number) => string;
}) {
  return (
    <article className={styles.article} aria-labelledby="page-title">
      <header className={styles.articleHead}>
        <h1 id="page-title" className={styles.articleTitle}>
          {article.title}
        </h1>
        <FigureList
          className={styles.facts}
          items={[
            { label: text('author'), value: article.author },
            { label: text('source'), value: article.source },
            { label: text('category'), value: article.category },
            { label: text('published'), value: <time dateTime={article.publishDate}>{article.publishDate}</time> },
          ]}
        />
      </header>
      <RichText html={article.content} className={styles.body} />
      <nav className={styles.neighbours} aria-label={`${text('previousArticle')} / ${text('nextArticle')}`}>
        <Neighbour link={article.previous} rel="prev" text={text} href={articleHref} />
        <Neighbour link={article.next} rel="next" text={text} href={articleHref} />
      </nav>
    </article>
  );
}

export function HotArticles({
  title,
  articles,
  articleHref,
}: {
  title: string;
  articles: ArticleSummary[];
  articleHref: (id: number) => string;
}) {
  if (articles.length === 0) return null;
  return (
    <aside className={card.aside} aria-labelledby="hot-articles">
      <h2 id="hot-articles" className={styles.asideTitle}>
        {title}
      </h2>
      <ol className={styles.hotList}>
        {articles.map((article) => (
          <li key={article.id}>
            <a href={articleHref(article.id)}>{article.title}</a>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** The previous or next article: its label, then its title as a link, or what there is instead. */
/** A neighbour's label, and the tip shown at that end of the list. */
const NEIGHBOUR_TEXTS = {
  prev: { label: 'previousArticle', none: 'firstArticle' },
  next: { label: 'nextArticle', none: 'lastArticle' },
} as const;

function Neighbour({
  link,
  rel,
  text,
  href,
}: {
  link: { id: number; title: string } | null | undefined;
  rel: 'prev' | 'next';
  text: Texts<'page'>;
  href: (id: number) => string;
}) {
  const label = text(NEIGHBOUR_TEXTS[rel].label);
  const none = text(NEIGHBOUR_TEXTS[rel].none);
  return (
    <div className={rel === 'next' ? `${styles.neighbour} ${styles.next}` : styles.neighbour}>
      <span className={styles.neighbourLabel}>{label}</span>
      {link ? (
        <a href={href(link.id)} rel={rel}>
          {link.title}
        </a>
      ) : (
        <span className={styles.tip}>{none}</span>
      )}
    </div>
  );
}
