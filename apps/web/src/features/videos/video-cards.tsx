import type { Video } from '../../content/articles.ts';
import { CardCopy, CardMeta } from '../../ui/card-parts.tsx';
import { LazyImage } from '../../ui/lazy-image.tsx';
import styles from './videos.module.css';

/** m:ss */
const durationText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const copyClasses = { title: styles.cardTitle, text: styles.cardSummary };

/** The tutorial videos as cards linking to their detail pages. */
export function VideoCards({ videos, hrefOf }: { videos: Video[]; hrefOf: (video: Video) => string }) {
  return (
    <ul className={styles.grid}>
      {videos.map((video) => (
        <li key={video.id}>
          <a href={hrefOf(video)} className={styles.card}>
            <span className={styles.cover}>
              <LazyImage src={video.cover} alt="" width={480} height={270} />
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
