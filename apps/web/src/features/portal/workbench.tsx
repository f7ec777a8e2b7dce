'use client';

import { ApiError } from '@site/contracts/client';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import type { Brand, Locale } from '../../brands.ts';
import { formatDateTime, formatDay } from '../../lib/dates.ts';
import { clearSession } from '../../lib/session.ts';
import { FormAnswer } from '../../ui/form-answer.tsx';
import { showToast } from '../../ui/toast.ts';
import { useGatewayMessage } from './gateway-message.ts';
import styles from './portal.module.css';
import { portalCalls, type Workbench as WorkbenchData } from './portal-calls.ts';
import { entryKindOf, passwordResolver } from './portal-rules.ts';

/**
 * The signed-in user's workbench (docs/portal.md): their compliance reports (each linking its result page), trademark
 * searches, contact requests and account, read with GET /system/user/workbench (the login code as Bearer, else the
 * portal cookie). Not signed in (401): the login page. Each empty list invites the next step. Logout revokes the
 * session on the gateway, clears the login code and says so, like the header's logout, then returns to the login.
 */

export interface WorkbenchLinks {
  /** The login page (the locale's prefix included). */
  login: string;
  /** A report's result page without its query (?reportId= is added); null where the brand has no result page. */
  report: string | null;
  /** The next steps of the empty states; null where the brand does not serve that page. */
  questionnaire: string | null;
  search: string | null;
  contact: string;
}

interface Props {
  brand: Brand;
  locale: Locale;
  links: WorkbenchLinks;
  /** The toast after logging out (the layout's words: the same as the header's logout). */
  loggedOutText: string;
}

/** After logout, the message stays this long before the login page opens. */
const LOGGED_OUT_MS = 1200;

/** A time in the brand's zone (China time on the Chinese brands, issue 28), with or without the time of day. */
const formatDate = (locale: Locale, value: string, withTime = true): string =>
  withTime ? formatDateTime(value, locale) : formatDay(value, locale);

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: WorkbenchData };

export function Workbench({ brand, locale, links, loggedOutText }: Props) {
  const t = useTranslations('portal');
  const calls = useMemo(() => portalCalls({ brand, locale }), [brand, locale]);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    let live = true;
    calls.workbench().then(
      (data) => live && setState({ kind: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) {
          window.location.replace(`${links.login}${window.location.search}`);
          return;
        }
        setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [calls, links.login]);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await calls.logout();
    } catch {
      // The session ends in this browser either way (as the header's logout does).
    }
    clearSession();
    showToast(loggedOutText, 'info');
    window.setTimeout(() => window.location.replace(links.login), LOGGED_OUT_MS);
  };

  if (state.kind !== 'ready') {
    return (
      <p role={state.kind === 'failed' ? 'alert' : 'status'} className={styles.intro}>
        {state.kind === 'failed' ? t('workbench.loadFailed') : t('workbench.loading')}
      </p>
    );
  }
  const { account, reports, searches, contacts } = state.data;

  return (
    <>
      <div className={styles.head}>
        <p className={styles.intro} data-testid="workbench-hello">
          {t('workbench.hello', { phone: account.phone })}
        </p>
        <button type="button" className="btn btn-outline" onClick={() => void logout()} disabled={loggingOut}>
          {t('workbench.logout')}
        </button>
      </div>
      <div className={styles.panels}>
        <ListPanel name="reports" href={links.questionnaire} count={reports.length}>
          {reports.map((report) => (
            <li key={report.id} className={styles.item}>
              <span>
                {report.markets.map((m) => m.label).join('、') || t('workbench.reportMarkets')}
                <br />
                <span className={styles.meta}>{formatDate(locale, report.createdAt)}</span>
              </span>
              {links.report ? (
                <a href={`${links.report}?${new URLSearchParams({ reportId: report.id })}`}>
                  {t('workbench.viewReport')}
                </a>
              ) : null}
            </li>
          ))}
        </ListPanel>
        <ListPanel name="searches" href={links.search} count={searches.length}>
          {searches.map((search) => (
            <li key={`${search.searchedAt}-${search.mark}-${search.office}`} className={styles.item}>
              <span>
                {search.mark}
                {search.office ? <span className={styles.meta}> · {search.office}</span> : null}
              </span>
              <span className={styles.meta}>{formatDate(locale, search.searchedAt)}</span>
            </li>
          ))}
        </ListPanel>
        <ListPanel name="contacts" href={links.contact} count={contacts.length}>
          {contacts.map((contact) => (
            <li key={contact.id} className={styles.item}>
              <span>{contact.subject || contact.content.slice(0, 60)}</span>
              <span className={styles.meta}>{formatDate(locale, contact.createdAt)}</span>
            </li>
          ))}
        </ListPanel>
        <section className={styles.panel} aria-labelledby="wb-account">
          <h2 id="wb-account">{t('workbench.account')}</h2>
          <dl className={styles.details}>
            <dt>{t('workbench.mercNo')}</dt>
            <dd>{account.mercNo}</dd>
            <dt>{t('workbench.phone')}</dt>
            <dd data-testid="account-phone">
              +{account.areaCode} {account.phone}
            </dd>
            <dt>{t('workbench.createdAt')}</dt>
            <dd>{formatDate(locale, account.createdAt, false)}</dd>
            <dt>{t('workbench.channelNo')}</dt>
            <dd data-testid="account-channel">{account.channelNo ?? t('workbench.noChannel')}</dd>
            <dt>{t('workbench.entry')}</dt>
            <dd data-testid="account-entry">{t(`workbench.entries.${entryKindOf(account.entry)}`)}</dd>
          </dl>
          <PasswordForm hasPassword={account.hasPassword} save={calls.setPassword} />
        </section>
      </div>
    </>
  );
}

/** A panel of the workbench: its heading, then its list of rows, or what to do when there are none. */
/**
 * One of the workbench's lists (`name`: its texts `workbench.{name}`, `{name}Empty` and `{name}Action`), or, while it
 * is empty, the note with the action that fills it (`href`).
 */
function ListPanel({
  name,
  href,
  count,
  children,
}: {
  name: 'reports' | 'searches' | 'contacts';
  href: string | null;
  count: number;
  children: ReactNode;
}) {
  const t = useTranslations('portal');
  const id = `wb-${name}`;
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{t(`workbench.${name}`)}</h2>
      {count === 0 ? (
        <Empty text={t(`workbench.${name}Empty`)} action={t(`workbench.${name}Action`)} href={href} />
      ) : (
        <ul className={styles.list}>{children}</ul>
      )}
    </section>
  );
}

function Empty({ text, action, href }: { text: string; action: string; href: string | null }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      {href ? (
        <a className="btn btn-sm btn-primary" href={href}>
          {action}
        </a>
      ) : null}
    </div>
  );
}

function PasswordForm({ hasPassword, save }: { hasPassword: boolean; save: (password: string) => Promise<void> }) {
  const t = useTranslations('portal');
  const gatewayMessage = useGatewayMessage();
  const id = useId();
  const resolver = useMemo(() => passwordResolver(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver, defaultValues: { password: '' } });
  const [saved, setSaved] = useState(hasPassword);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ password }: { password: string }) => {
    setFailure(null);
    setNotice('');
    try {
      await save(password);
      reset({ password: '' });
      setSaved(true);
      setNotice(t('workbench.passwordSaved'));
    } catch (error) {
      setFailure(gatewayMessage(error, t('errors.busy')));
    }
  };

  const error = errors.password?.message;
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(submit)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.label}>
        {saved ? t('workbench.changePassword') : t('workbench.setPassword')}
      </h3>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`} className={styles.label}>
          {t('workbench.newPassword')}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          {...register('password')}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('passwordHint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <FormAnswer notice={notice} failure={failure} classes={styles} />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {t('workbench.savePassword')}
      </button>
    </form>
  );
}
