'use client';

import { requestCallback } from '@site/contracts/business-extra';
import { ApiError } from '@site/contracts/client';
import { Messages } from '@site/contracts/envelope';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';
import fields from '../../ui/form.module.css';
import { useFormSend } from '../../ui/form-send.ts';
import { Honeypot } from '../../ui/honeypot.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './callback.module.css';
import type { CallbackRequest } from './callback-request.ts';
import { type CallbackValues, callbackBodyOf, callbackResolver, EMPTY_CALLBACK } from './callback-rules.ts';
import { type CallbackField, serverText } from './callback-texts.ts';

interface Props extends BrowserGatewayContext {
  /** The button pressed (null: closed). */
  request: CallbackRequest | null;
  hotline: string;
  hours: string;
  onClose: () => void;
}

const FIELDS: readonly { name: Exclude<CallbackField, 'message'>; type: 'text' | 'tel'; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'wechat', type: 'text', autoComplete: 'off' },
];

const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : Messages.systemBusy);

/**
 * The callback dialog (issue 28): the service of the button pressed, a name, a phone number or a WeChat ID (at least
 * one), an optional message; sent with requestCallback (stored as a lead with the service, page and channel); the
 * reply promise said once, here. What was typed stays when the dialog is closed and opened for another service.
 */
export default function CallbackDialog({ request, hotline, hours, onClose, ...context }: Props) {
  const { locale } = context;
  const t = useTranslations('callback');
  const id = useId();
  const {
    status,
    setStatus,
    failure,
    setFailure,
    send: sendOnce,
  } = useFormSend((error) => serverText(t, locale, messageOf(error)));
  const [service, setService] = useState(request?.service ?? '');
  const honeypot = useRef<HTMLInputElement>(null);
  const resolver = useMemo(() => callbackResolver(t, locale), [t, locale]);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<CallbackValues>({
    resolver,
    defaultValues: EMPTY_CALLBACK,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Each press of a button: its service, a fresh start after a sent request, the name field focused.
  useEffect(() => {
    if (!request) return;
    setService(request.service);
    setFailure(null);
    setStatus((current) => (current === 'sent' ? 'idle' : current));
    requestAnimationFrame(() => setFocus('name'));
  }, [request, setFocus, setStatus, setFailure]);

  const send = async (values: CallbackValues) => {
    if (!request) return;
    await sendOnce(async () => {
      await createBrowserGateway(context).call(requestCallback, {
        body: callbackBodyOf(values, { ...request, service }, honeypot.current?.value ?? ''),
        silent: true,
        ignoreUnauthorized: true,
      });
      reset(EMPTY_CALLBACK);
    });
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const input = (name: CallbackField) => {
    const error = errors[name]?.message;
    return {
      id: fieldId(name),
      placeholder: t(`placeholders.${name}`),
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        [error ? `${fieldId(name)}-error` : '', name === 'phone' || name === 'wechat' ? `${id}-either` : '']
          .filter(Boolean)
          .join(' ') || undefined,
      className: `${fields.input} ${error ? fields.invalid : ''}`,
      ...register(name),
    };
  };
  const problem = (name: CallbackField) =>
    errors[name]?.message ? (
      <p id={`${fieldId(name)}-error`} className={fields.error} role="alert">
        {errors[name]?.message}
      </p>
    ) : null;
  const tel = hotline.replace(/[^\d+]/g, '');

  return (
    <Modal open={request !== null} onClose={onClose} closeLabel={t('close')} labelledBy={`${id}-title`} width={520}>
      <div className={styles.body} data-callback-dialog={status}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('title')}
        </h2>
        {status === 'sent' ? (
          <div className={styles.sent} role="status">
            <p className={styles.sentTitle}>{t('sent')}</p>
            <p>{t('sentText', { promise: t('promise') })}</p>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('done')}
            </button>
          </div>
        ) : (
          <form className={styles.form} noValidate onSubmit={handleSubmit(send)} aria-busy={status === 'sending'}>
            <p className={styles.service}>
              <span className={styles.serviceLabel}>{t('service')}</span>
              <strong data-testid="callback-service">{service}</strong>
            </p>
            {FIELDS.map((f) => (
              <div key={f.name} className={fields.field}>
                <label htmlFor={fieldId(f.name)} className={fields.label}>
                  {t(`labels.${f.name}`)}
                  {f.name === 'name' ? (
                    <span className={fields.required}>
                      <span aria-hidden="true"> *</span>
                      <span className="visually-hidden">{t('required')}</span>
                    </span>
                  ) : null}
                </label>
                <input
                  {...input(f.name)}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  maxLength={f.name === 'name' ? 50 : 24}
                />
                {problem(f.name)}
              </div>
            ))}
            <p id={`${id}-either`} className={styles.hint}>
              {t('either')}
            </p>
            <div className={fields.field}>
              <label htmlFor={fieldId('message')} className={fields.label}>
                {t('labels.message')}
                <span className={fields.optional}>{t('optional')}</span>
              </label>
              <textarea {...input('message')} rows={3} maxLength={500} />
              {problem('message')}
            </div>
            <Honeypot id={fieldId('website')} label={t('honeypot')} inputRef={honeypot} />
            {failure ? (
              <p className={styles.failure} role="alert">
                {failure}
              </p>
            ) : null}
            <p className={styles.promise} data-testid="callback-promise">
              {t('promise')}
              {hours ? ` ${t('hours', { hours })}` : ''}
            </p>
            <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={status === 'sending'}>
              {status === 'sending' ? t('sending') : t('send')}
            </button>
            {hotline ? (
              <p className={styles.call}>
                <a href={`tel:${tel}`}>{t('call', { phone: hotline })}</a>
              </p>
            ) : null}
          </form>
        )}
      </div>
    </Modal>
  );
}
