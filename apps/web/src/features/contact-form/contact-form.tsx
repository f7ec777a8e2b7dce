'use client';

import { contactUs } from '@site/contracts/business-extra';
import { ApiError } from '@site/contracts/client';
import { Messages } from '@site/contracts/envelope';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import type { Locale } from '../../brands.ts';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';
import { FormAnswer } from '../../ui/form-answer.tsx';
import { useFormSend } from '../../ui/form-send.ts';
import { Honeypot } from '../../ui/honeypot.tsx';
import styles from './contact-form.module.css';
import {
  bodyOf,
  type ContactValues,
  contactResolver,
  EMPTY_VALUES,
  fromOf,
  newIdempotencyKey,
} from './contact-rules.ts';
import { type ContactField, serverText } from './contact-texts.ts';

/**
 * The contact form of the contact pages (spec sections 3, 4, 5 and 9): company name, name, email,
 * phone, subject and content, checked with the contract's schema (the gateway checks the same), sent
 * with contactUs. A client island: the page's HTML is the same for every visitor (cached); the 'from'
 * prop's query value and the idempotency key are read and made in the browser.
 */

interface Props extends BrowserGatewayContext {
  /** The route's own page key, the 'from' prop when the query has none. */
  routeKey: string;
}

const REQUIRED: ReadonlySet<ContactField> = new Set(['name', 'email', 'content']);

/** The fields in their visual order, with their input type and autocomplete token. */
const FIELDS: readonly { name: ContactField; type: 'text' | 'email' | 'tel'; autoComplete: string; wide?: boolean }[] =
  [
    { name: 'companyName', type: 'text', autoComplete: 'organization' },
    { name: 'name', type: 'text', autoComplete: 'name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'phone', type: 'tel', autoComplete: 'tel' },
    { name: 'subject', type: 'text', autoComplete: 'off', wide: true },
  ];

/** Element ids: one contact form per page. */
const fieldId = (name: string) => `contact-${name}`;

const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : Messages.systemBusy);

export function ContactForm({ routeKey, ...context }: Props) {
  const { locale } = context;
  const t = useTranslations('contact');
  // Nothing typed is lost on a failure: the fields keep their values, the message says what went wrong.
  const {
    status,
    setStatus,
    failure,
    send: sendOnce,
  } = useFormSend((error) => serverText(t, locale, messageOf(error)));
  const [from, setFrom] = useState(routeKey);
  // Sending needs this script: until it runs, the button stays disabled (no plain form post of the fields).
  const [ready, setReady] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const resolver = useMemo(() => contactResolver(t, locale as Locale), [t, locale]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ resolver, defaultValues: EMPTY_VALUES, mode: 'onSubmit', reValidateMode: 'onChange' });

  // Made when the form is shown in the browser: one key per filled-in form, and the query's 'from'.
  useEffect(() => {
    idempotencyKey.current = newIdempotencyKey();
    setFrom(fromOf(window.location.search, routeKey));
    setReady(true);
  }, [routeKey]);

  const send = (values: ContactValues) =>
    sendOnce(async () => {
      idempotencyKey.current ??= newIdempotencyKey();
      await createBrowserGateway(context).call(contactUs, {
        body: bodyOf(values, {
          from,
          idempotencyKey: idempotencyKey.current,
          website: honeypot.current?.value ?? '',
        }),
        silent: true,
        ignoreUnauthorized: true,
      });
      // Stored: the next message is another form, with a key of its own.
      idempotencyKey.current = newIdempotencyKey();
      reset(EMPTY_VALUES);
    });

  const onInput = () => {
    if (status === 'sent') setStatus('idle');
  };

  const label = status === 'sending' ? t('sending') : status === 'sent' ? t('sent') : t('send');
  const statusId = fieldId('status');

  const field = (name: ContactField, input: (props: Record<string, unknown>) => ReactNode) => {
    const inputId = fieldId(name);
    const errorId = `${inputId}-error`;
    const error = errors[name]?.message;
    const required = REQUIRED.has(name);
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t(`labels.${name}`)}
          {required ? (
            <span className={styles.required}>
              <span aria-hidden="true"> *</span>
              <span className="visually-hidden">{t('required')}</span>
            </span>
          ) : (
            <span className={styles.optional}>{t('optional')}</span>
          )}
        </label>
        {input({
          id: inputId,
          placeholder: t(`placeholders.${name}`),
          'aria-invalid': error ? true : undefined,
          'aria-required': required ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          className: `${styles.input} ${error ? styles.invalid : ''}`,
          ...register(name),
        })}
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section id="contact-form" className={`section ${styles.section}`} aria-labelledby={fieldId('title')}>
      <div className="container">
        <div className={styles.card}>
          <header className={styles.head}>
            <h2 id={fieldId('title')} className={styles.title}>
              {t('title')}
            </h2>
            <p className={styles.intro}>{t('intro')}</p>
          </header>
          <form
            className={styles.form}
            noValidate
            onSubmit={handleSubmit(send)}
            onInput={onInput}
            aria-busy={status === 'sending'}
            data-status={status}
            data-ready={ready ? 'true' : undefined}
          >
            <div className={styles.grid}>
              {FIELDS.map((f) => (
                <div key={f.name} className={f.wide ? styles.wide : undefined}>
                  {field(f.name, (props) => (
                    <input
                      {...props}
                      type={f.type}
                      autoComplete={f.autoComplete}
                      maxLength={f.name === 'name' ? 50 : 100}
                    />
                  ))}
                </div>
              ))}
              <div className={styles.wide}>
                {field('content', (props) => (
                  <textarea {...props} rows={6} maxLength={2000} />
                ))}
              </div>
            </div>
            <Honeypot id={fieldId('website')} label={t('honeypot')} inputRef={honeypot} defaultValue="" />
            <div className={styles.actions}>
              <button
                type="submit"
                className={`btn btn-primary ${styles.submit}`}
                disabled={!ready || status === 'sending'}
                aria-busy={!ready || status === 'sending' || undefined}
                aria-describedby={statusId}
              >
                {label}
              </button>
              <div id={statusId} className={styles.feedback}>
                <FormAnswer notice={status === 'sent' ? t('sentNotice') : ''} failure={failure} classes={styles} />
              </div>
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}
