'use client';

import { usePathname } from 'next/navigation';
import { type MouseEvent, useEffect, useState } from 'react';
import { type PortalPage, portalUrl, workbenchUrl } from '../../lib/portal.ts';
import { useSession } from '../../lib/session.ts';
import styles from './header.module.css';

export interface AccountTexts {
  login: string;
  register: string;
  logout: string;
  workbench: string;
  opensInNewTab: string;
}

interface HeaderAccountProps {
  /** The user portal's origin ('' for this site's own), from PORTAL_URL on the server. */
  portal: string;
  texts: AccountTexts;
}

/**
 * Login and register, or, with a session (a login code), log out and enter workbench (client island); neither
 * before the browser has read the login code. The portal
 * opens in a new tab with the current page's query carried over (spec section 2): the links are
 * written with the query after mount and again on each click, so a query changed on the client
 * goes along too.
 */
export function HeaderAccount({ portal, texts }: HeaderAccountProps) {
  const { known, loggedIn, logout } = useSession();
  const pathname = usePathname();
  const [search, setSearch] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read again on each route change
  useEffect(() => setSearch(window.location.search), [pathname]);

  const withQuery = (page: PortalPage) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = portalUrl(portal, page, window.location.search);
  };
  const newTab = <span className="visually-hidden">{texts.opensInNewTab}</span>;

  if (loggedIn) {
    return (
      <div className={styles.account} data-account="signed-in">
        <button type="button" className={`btn btn-sm ${styles.secondaryAction}`} onClick={() => void logout()}>
          {texts.logout}
        </button>
        <a className="btn btn-sm btn-primary" href={workbenchUrl(portal)} target="_blank" rel="noopener">
          {texts.workbench}
          {newTab}
        </a>
      </div>
    );
  }
  // Until the browser has read the login code (the page's HTML is every visitor's), the links hold their place
  // unseen: a signed-in visitor never sees 登录 first.
  return (
    <div
      className={styles.account}
      data-account={known ? 'anonymous' : 'unknown'}
      aria-hidden={known ? undefined : true}
    >
      {(['login', 'register'] as const).map((page) => (
        <a
          key={page}
          className={page === 'login' ? `btn btn-sm ${styles.secondaryAction}` : 'btn btn-sm btn-primary'}
          href={portalUrl(portal, page, search)}
          target="_blank"
          rel="noopener"
          onClick={withQuery(page)}
          onAuxClick={withQuery(page)}
        >
          {texts[page]}
          {newTab}
        </a>
      ))}
    </div>
  );
}
