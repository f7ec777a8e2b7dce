import 'server-only';
import { LOCAL_DEVELOPER_HEADER } from '@site/contracts/local-developer';
import { getDevOutbox } from '@site/contracts/system';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Brand, Locale } from '../brands.ts';
import { readCall } from '../content/gateway.ts';
import { orNotFound } from '../content/not-found.ts';
import { getShell } from '../content/shell.ts';
import type { Shell } from '../content/types.ts';
import { CodeForm } from '../features/portal/code-form.tsx';
import { DevOutbox } from '../features/portal/dev-outbox.tsx';
import styles from '../features/portal/portal.module.css';
import { Workbench, type WorkbenchLinks } from '../features/portal/workbench.tsx';
import { Texts } from '../i18n/texts.tsx';
import { textsOf } from '../i18n/translate.ts';
import { brandParams, type SiteParams } from '../lib/route-params.ts';
import { localePath, matchPublicPath } from '../lib/site-routes.ts';

/**
 * The user portal's pages (docs/portal.md): /user/register, /user/login, /user/workbench and /user/dev-outbox on
 * every brand host, in the brand's language and look (the default layout: the brand's header shows the session).
 * They are the visitor's own: rendered on every request (the page files are dynamic: `Cache-Control: private,
 * no-store`), never stored by the page cache (page-server.ts), not in the sitemap, not for search engines. The
 * development outbox is a 404 to anyone but the developer on this machine.
 */

export type PortalPageName = 'register' | 'login' | 'workbench' | 'devOutbox';

type PortalProps = { params: Promise<SiteParams> };

/** A path of the brand's locale when the brand serves that route, else null. */
const servedPath = (brand: Brand, locale: Locale, rest: string): string | null =>
  matchPublicPath(brand, rest) ? localePath(brand, locale, rest) : null;

/** The brand's user agreement and privacy policy: its footer's legal links, else the group's shared pages. */
const legalLinks = (brand: Brand, locale: Locale, shell: Shell) => {
  const hrefs = shell.footer.legal.flatMap((item) => (item.link ? [item.link.href] : []));
  return {
    agreementHref: hrefs.find((href) => /agreement/i.test(href)) ?? localePath(brand, locale, '/custom/user-agreement'),
    privacyHref: hrefs.find((href) => /privacy/i.test(href)) ?? localePath(brand, locale, '/custom/privacy-policy'),
  };
};

const workbenchLinks = (brand: Brand, locale: Locale): WorkbenchLinks => ({
  login: localePath(brand, locale, '/user/login'),
  report: servedPath(brand, locale, `/${brand.segment}/questionAnswer`),
  questionnaire: servedPath(brand, locale, '/buyingGuide'),
  search: servedPath(brand, locale, '/search'),
  contact: localePath(brand, locale, '/ld/contactUs'),
});

export const portalPageFile = (page: PortalPageName) => ({
  generateMetadata: async ({ params }: PortalProps): Promise<Metadata> => {
    const { brand, locale } = await brandParams(params);
    const shell = await getShell(brand.code, locale);
    return {
      title: `${textsOf(locale, 'portal')(`titles.${page}`)} - ${shell.config.name}`,
      robots: { index: false, follow: false },
    };
  },
  render: async ({ params }: PortalProps) => {
    const { brand, locale } = await brandParams(params);
    const t = textsOf(locale, 'portal');
    const prefix = localePath(brand, locale, '');
    let body: ReactNode;
    let wide = false;
    let intro: string | null = null;
    if (page === 'register' || page === 'login') {
      const shell = await getShell(brand.code, locale);
      intro = t(`intros.${page}`);
      body = (
        <Texts locale={locale} namespaces={['gateway', 'portal']}>
          <CodeForm brand={brand} locale={locale} mode={page} prefix={prefix} {...legalLinks(brand, locale, shell)} />
        </Texts>
      );
    } else if (page === 'workbench') {
      wide = true;
      body = (
        <Texts locale={locale} namespaces={['gateway', 'portal']}>
          <Workbench
            brand={brand}
            locale={locale}
            links={workbenchLinks(brand, locale)}
            loggedOutText={textsOf(locale, 'ui')('loggedOut')}
          />
        </Texts>
      );
    } else {
      // The developer's own machine only (issue 22: it lists every live code); server.ts, which sees the socket,
      // says so. And only while the outbox is in use: the call answers 404 once an SMS provider is configured.
      if ((await headers()).get(LOCAL_DEVELOPER_HEADER) !== '1') notFound();
      const messages = await orNotFound(readCall(brand.code, locale, getDevOutbox, { query: {} }));
      if (messages === null) notFound();
      wide = true;
      intro = t('intros.devOutbox');
      body = <DevOutbox locale={locale} messages={messages} self={`${prefix}/user/dev-outbox`} />;
    }
    return (
      <section className={styles.section}>
        <div className="container">
          <div className={`${styles.card} ${wide ? styles.wide : ''}`} data-portal-page={page}>
            <h1 className={styles.title}>{t(`titles.${page}`)}</h1>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
            {body}
          </div>
        </div>
      </section>
    );
  },
});
