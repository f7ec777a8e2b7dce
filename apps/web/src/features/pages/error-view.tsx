import { BackHome } from './back-home.tsx';
import type { ErrorTexts } from './error-rules.ts';
import styles from './error-view.module.css';

export interface ErrorViewProps {
  code: number;
  message: string;
  /** The request that failed, shown after 'erroneous request:' when there is one. */
  url?: string | null;
  home: string;
  /** The request's id (x-request-id, set by server.ts), shown so that a visitor can quote it; server pages only. */
  requestId?: string | null;
  texts: Pick<ErrorTexts, 'errorRequest' | 'backHome'> & Partial<Pick<ErrorTexts, 'requestId'>>;
}

/** The error page of spec section 2: the status code, the failed url, the message and 'back to home'. */
export function ErrorView({ code, message, url, home, requestId, texts }: ErrorViewProps) {
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
      {requestId && texts.requestId ? (
        <p className={styles.url} data-request-id={requestId}>
          <span className={styles.urlLabel}>{texts.requestId}</span>
          <span className={styles.urlValue}>{requestId}</span>
        </p>
      ) : null}
      <BackHome href={home} label={texts.backHome} className="btn btn-primary" />
    </section>
  );
}
