import { BackHome } from './back-home.tsx';
import type { ErrorTexts } from './error-texts.ts';
import styles from './error-view.module.css';

export interface ErrorViewProps {
  code: number;
  message: string;
  /** The request that failed, shown after 'erroneous request:' when there is one. */
  url?: string | null;
  home: string;
  texts: Pick<ErrorTexts, 'errorRequest' | 'backHome'>;
}

/** The error page of spec section 2: the status code, the failed url, the message and 'back to home'. */
export function ErrorView({ code, message, url, home, texts }: ErrorViewProps) {
  return (
    <section className={styles.page} aria-labelledby="error-message">
      <p className={styles.code}>{code}</p>
      <h1 id="error-message" className={styles.message}>
        {message}
      </h1>
      {url ? (
        <p className={styles.url}>
          <span className={styles.urlLabel}>{texts.errorRequest}</span>
          <span className={styles.urlValue}>{url}</span>
        </p>
      ) : null}
      <BackHome href={home} label={texts.backHome} className="btn btn-primary" />
    </section>
  );
}
