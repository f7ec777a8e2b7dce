import { Messages } from '@site/contracts/envelope';
import type { Metadata } from 'next';
import '@/styles/globals.css';
import styles from './global-not-found.module.css';

export const metadata: Metadata = {
  title: `404 - ${Messages.notFound}`,
  robots: { index: false },
};

/** Unknown routes (spec section 2, "Error page"): the status, the message and a way home. */
export default function GlobalNotFound() {
  return (
    <html lang="zh-CN">
      <body>
        <main className={styles.page}>
          <p className={styles.code}>404</p>
          <h1 className={styles.message}>{Messages.notFound}</h1>
          <a href="/" className="btn btn-primary">
            返回首页
          </a>
        </main>
      </body>
    </html>
  );
}
