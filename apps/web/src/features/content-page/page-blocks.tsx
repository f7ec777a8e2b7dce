import { Fragment, type ReactNode } from 'react';
import type { ArticleSummary } from '../../content/articles.ts';
import type { PageAction, PageBlock, PriceRow } from '../../content/pages.ts';
import type { Texts } from '../../i18n/translate.ts';
import { YUAN } from '../../lib/money.ts';
import { priceView } from '../../lib/price.ts';
import { CardCopy, CardMeta, IconWell } from '../../ui/card-parts.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { FigureList } from '../../ui/figure-list.tsx';
import heroStyles from '../../ui/hero.module.css';
import { Icon } from '../../ui/icons.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { Section } from '../../ui/section.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import frame from '../../ui/table-frame.module.css';
import styles from './content-page.module.css';

/**
 * The blocks of a content page, in order. The first hero carries the page's h1 and the breadcrumb;
 * every other block is a section with an h2, so the outline reads like the page. Server-rendered:
 * nothing here ships JavaScript (the FAQ opens with <details>).
 */

const copyClasses = { title: styles.cardTitle, text: styles.cardText };
const articleCopyClasses = { title: styles.articleTitle, text: styles.articleSummary };

export interface BlockContext {
  text: Texts<'page'>;
  /** The breadcrumb shown in the first hero (or above the first block when there is none). */
  breadcrumb: ReactNode;
  /** Where an article of the brand opens. */
  articleHref: (id: number) => string;
  /** The link the price table's 'enquire' buttons open. */
  contactHref: string;
  /** The interactive tool of a calculator block (composed in by the page: tools are a feature of their own). */
  calculator: (tool: 'vat' | 'packaging' | 'multiSite' | 'cbam') => ReactNode;
}

function Actions({ actions, onDark }: { actions: PageAction[]; onDark?: boolean }) {
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <SiteLink
          key={`${action.label}${action.link.href}`}
          link={action.link}
          className={`btn ${action.style === 'secondary' ? (onDark ? 'btn-light' : 'btn-outline') : onDark ? 'btn-accent' : 'btn-primary'}`}
        >
          {action.label}
        </SiteLink>
      ))}
    </div>
  );
}

/** A block's section: named by its title when it has one, its anchor the section's id. */
function BlockSection({
  anchor,
  title,
  intro,
  alt,
  children,
}: {
  anchor?: string;
  title?: string;
  intro?: string;
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <Section
      id={anchor}
      className={`section ${alt ? 'section-alt' : ''} ${styles.block}`}
      headingId={anchor ? `${anchor}-title` : undefined}
      title={title}
      subtitle={intro}
    >
      {children}
    </Section>
  );
}

/** On a phone a wide table scrolls in its frame and says so (issue 28): the hint shows only on narrow screens. */
function ScrollHint({ text }: { text: Texts<'page'> }) {
  return (
    <p className={frame.hint} data-scroll-hint="">
      {text('scrollHint')}
    </p>
  );
}

function PriceTable({ rows, text, contactHref }: { rows: PriceRow[]; text: Texts<'page'>; contactHref: string }) {
  return (
    <>
      <ScrollHint text={text} />
      {/* A region that may scroll: reachable by keyboard (Tab, then the arrow keys), named for screen readers. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className={frame.frame} data-scrolls="" aria-label={text('scrollHint')} tabIndex={0}>
        <DataTable
          className={styles.table}
          columns={[
            text('service'),
            text('country'),
            text('price'),
            <span key="consult" className="visually-hidden">
              {text('consult')}
            </span>,
          ]}
        >
          <tbody>
            {rows.map((row) => {
              const price = priceView(row);
              return (
                <tr key={row.id}>
                  <th scope="row">
                    <span className={styles.productName}>{row.productName}</span>
                    <span className={styles.productType}>{row.serviceTypeName}</span>
                  </th>
                  <td>{row.countryName}</td>
                  <td className={styles.priceCell}>
                    <span className={styles.price}>
                      {YUAN}
                      <strong>{price.amount}</strong>
                      {price.unit ? <span className={styles.unit}>/{price.unit}</span> : null}
                    </span>
                    {price.original ? (
                      <s className={styles.original}>
                        <span className="visually-hidden">{text('originalPrice')} </span>
                        {price.original}
                      </s>
                    ) : null}
                  </td>
                  <td>
                    {/* Opens the callback dialog in place with this service (features/callback); the contact page without it. */}
                    <SiteLink
                      link={{ href: contactHref, external: false }}
                      className="btn btn-outline btn-sm"
                      data-callback-service={`${row.productName} · ${row.countryName}`}
                      aria-haspopup="dialog"
                    >
                      {text('consult')}
                      <span className="visually-hidden">
                        {' '}
                        {row.productName} {row.countryName}
                      </span>
                    </SiteLink>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </section>
    </>
  );
}

/**
 * A block's cards (features, steps, cases): a list (`ordered`: the steps' `<ol>`) of cards with their title and text,
 * what a card shows before and after them.
 */
function Cards<T extends { title: string; text: string }>({
  items,
  ordered = false,
  className,
  before,
  after,
}: {
  items: readonly T[];
  ordered?: boolean;
  className: string | undefined;
  before?: (item: T, index: number) => ReactNode;
  after?: (item: T) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={ordered ? styles.steps : styles.cards}>
      {items.map((item, index) => (
        <li key={item.title} className={className}>
          {before?.(item, index)}
          <CardCopy title={item.title} text={item.text} classes={copyClasses} />
          {after?.(item)}
        </li>
      ))}
    </List>
  );
}

function ArticleLinks({ articles, articleHref }: { articles: ArticleSummary[]; articleHref: (id: number) => string }) {
  return (
    <ul className={styles.articleList}>
      {articles.map((article) => (
        <li key={article.id}>
          <SiteLink link={{ href: articleHref(article.id), external: false }} className={styles.articleLink}>
            <CardMeta category={article.category} date={article.publishDate} className={styles.articleMeta} />
            <CardCopy title={article.title} text={article.summary} classes={articleCopyClasses} inLink />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

function Block({
  block,
  first,
  last = false,
  context,
}: {
  block: PageBlock;
  first: boolean;
  /** The page's last block: a call to action there is a light card, as the footer's registration band follows it. */
  last?: boolean;
  context: BlockContext;
}) {
  switch (block.kind) {
    case 'hero': {
      const Heading = first ? 'h1' : 'h2';
      return (
        <section id={block.anchor} className={styles.hero} aria-labelledby={first ? 'page-title' : undefined}>
          <div className={`container ${styles.heroInner}`}>
            {first ? context.breadcrumb : null}
            {block.eyebrow ? <p className={heroStyles.eyebrow}>{block.eyebrow}</p> : null}
            <Heading id={first ? 'page-title' : undefined} className={styles.heroTitle}>
              {block.title}
            </Heading>
            <p className={styles.heroLead}>{block.lead}</p>
            {block.points?.length ? (
              <ul className={styles.points}>
                {block.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={18} />
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
            <Actions actions={block.actions} onDark />
          </div>
        </section>
      );
    }
    case 'figures':
      return (
        <BlockSection anchor={block.anchor} title={block.title}>
          <FigureList items={block.items} className={styles.figures} itemClassName={styles.figure} />
        </BlockSection>
      );
    case 'features':
      return (
        <BlockSection anchor={block.anchor} title={block.title} intro={block.intro}>
          <Cards
            items={block.items}
            className={styles.card}
            before={(item) => (item.icon ? <IconWell name={item.icon} size={24} className={styles.iconWell} /> : null)}
          />
        </BlockSection>
      );
    case 'steps':
      return (
        <BlockSection anchor={block.anchor} title={block.title} intro={block.intro} alt>
          <Cards
            items={block.items}
            ordered
            className={styles.step}
            before={(_item, index) => (
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
            )}
          />
        </BlockSection>
      );
    case 'table':
      return (
        <BlockSection anchor={block.anchor} title={block.title} intro={block.intro}>
          <ScrollHint text={context.text} />
          <section
            className={frame.frame}
            data-scrolls=""
            aria-label={block.title ?? context.text('scrollHint')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
            tabIndex={0}
          >
            <DataTable className={`${styles.table} ${styles.dataTable}`} columns={block.columns}>
              <tbody>
                {block.rows.map((row) => (
                  <tr key={row.join('|')}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row are positional
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row are positional
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </section>
          {block.note ? <p className={styles.note}>{block.note}</p> : null}
        </BlockSection>
      );
    case 'faq':
      return (
        <BlockSection anchor={block.anchor} title={block.title} alt>
          <div className={styles.faq}>
            {block.items.map((item) => (
              <details key={item.question} className={styles.faqItem}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
        </BlockSection>
      );
    case 'text':
      return (
        <BlockSection anchor={block.anchor} title={block.title}>
          <RichText html={block.html} className={styles.text} />
        </BlockSection>
      );
    case 'cases':
      return (
        <BlockSection anchor={block.anchor} title={block.title} alt>
          <Cards
            items={block.items}
            className={styles.case}
            before={(item) => <p className={styles.caseClient}>{item.client}</p>}
            after={(item) => (
              <p className={styles.caseResult}>
                <Icon name="check" size={18} />
                {item.result}
              </p>
            )}
          />
        </BlockSection>
      );
    case 'cta':
      // Last on the page, the footer's registration band (spec section 2) follows: a light card, not a second band in
      // a row (issue 28).
      return (
        <section id={block.anchor} className={last ? styles.ctaLast : styles.cta} data-cta={last ? 'card' : 'band'}>
          <div className={`container ${styles.ctaInner}`}>
            <div>
              <h2 className={styles.ctaTitle}>{block.title}</h2>
              <p className={last ? styles.ctaTextLight : styles.ctaText}>{block.text}</p>
            </div>
            <Actions actions={block.actions} onDark={!last} />
          </div>
        </section>
      );
    case 'prices':
      return block.products.length > 0 ? (
        <BlockSection anchor={block.anchor} title={block.title} intro={block.intro}>
          <PriceTable rows={block.products} text={context.text} contactHref={context.contactHref} />
          <p className={styles.note}>{context.text('pricesNote')}</p>
        </BlockSection>
      ) : null;
    case 'calculator':
      return (
        <BlockSection anchor={block.anchor} title={block.title} intro={block.intro} alt>
          {context.calculator(block.tool)}
        </BlockSection>
      );
    case 'articles':
      return block.articles.length > 0 ? (
        <BlockSection anchor={block.anchor} title={block.title}>
          <ArticleLinks articles={block.articles} articleHref={context.articleHref} />
        </BlockSection>
      ) : null;
  }
}

/**
 * A content page's blocks. `afterFirst`: a part the page composes in after its first block (the
 * buying guide's questionnaire after its hero).
 */
export function PageBlocks({
  blocks,
  context,
  title,
  afterFirst,
}: {
  blocks: PageBlock[];
  context: BlockContext;
  title: string;
  afterFirst?: ReactNode;
}) {
  const startsWithHero = blocks[0]?.kind === 'hero';
  return (
    <>
      {startsWithHero ? null : (
        <section className={styles.plainHead} aria-labelledby="page-title">
          <div className="container">
            {context.breadcrumb}
            <h1 id="page-title" className={styles.plainTitle}>
              {title}
            </h1>
          </div>
        </section>
      )}
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional and never reordered on the client
        <Fragment key={index}>
          <Block
            block={block}
            first={index === 0 && startsWithHero}
            last={index === blocks.length - 1}
            context={context}
          />
          {index === 0 ? afterFirst : null}
        </Fragment>
      ))}
    </>
  );
}
