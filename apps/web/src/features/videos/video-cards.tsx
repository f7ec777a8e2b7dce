import type { Video } from '../../content/articles.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import styles from './videos.module.css';

/** m:ss */
const durationText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

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
              <span className={styles.cardMeta}>
                {video.category} · <time dateTime={video.publishDate}>{video.publishDate}</time>
              </span>
              <span className={styles.cardTitle}>{video.title}</span>
              <span className={styles.cardSummary}>{video.summary}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
