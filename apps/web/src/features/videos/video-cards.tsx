import type { Video } from '../../content/articles.ts';
import { CardCopy, CardMeta } from '../../ui/card-parts.tsx';
import { LazyImage } from '../../ui/lazy-image.tsx';
import styles from './videos.module.css';

/** m:ss */
const durationText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const copyClasses = { title: styles.cardTitle, text: styles.cardSummary };

/**
 * The tutorial videos as cards linking to their detail pages. The first `eager` covers are loaded at once (the cards
 * a phone shows without scrolling: a cover there is the page's largest paint, and a lazy one is asked for only
 * after layout); the rest when they near the viewport.
 */
export function VideoCards({
  videos,
  hrefOf,
  eager = 0,
}: {
  videos: Video[];
  hrefOf: (video: Video) => string;
  eager?: number;
}) {
  return (
    <ul className={styles.grid}>
      {videos.map((video, index) => (
        <li key={video.id}>
          <a href={hrefOf(video)} className={styles.card}>
            <span className={styles.cover}>
              <LazyImage src={video.cover} alt="" width={480} height={270} eager={index < eager} />
              <span className={styles.duration}>{durationText(video.durationSeconds)}</span>
            </span>
            <span className={styles.cardBody}>
              <CardMeta category={video.category} date={video.publishDate} className={styles.cardMeta} />
              <CardCopy title={video.title} text={video.summary} classes={copyClasses} inLink />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
