'use client';

import { ApiError } from '@site/contracts/client';
import { AccountMessages } from '@site/contracts/system';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import type { Brand, Locale } from '../../brands.ts';
import { setLoginCode } from '../../lib/cookies.ts';
import { useGatewayMessage } from './gateway-message.ts';
import { HumanCheck } from './human-check.tsx';
import styles from './portal.module.css';
import { type HumanCheckChallenge, portalCalls } from './portal-calls.ts';
import {
  AREA_CODES,
  areaName,
  DEFAULT_AREA_CODE,
  type PortalQuery,
  phoneDigitsOf,
  phoneError,
  portalQueryOf,
  type SignInValues,
  secondsLeft,
  signInResolver,
  voiceOffered,
} from './portal-rules.ts';

/**
 * The sign-in form of the register and login pages (docs/portal.md): one flow, whether or not the number has an
 * account (issue 22: neither page tells which numbers are registered). Phone with its area code, SMS or (mainland
 * numbers) voice, the code with its 'get code' button and 60 s countdown, and the agreement. When the gateway asks for
 * the proof of work (a device's second code), its widget shows and solves it, and the code is asked for again. The
 * gateway's failures are shown in the form with its msg (in the page's language). Success writes the login code on
 * the parent domain, so every brand's header shows the session, and goes to the workbench.
 */

export interface CodeFormProps {
  brand: Brand;
  locale: Locale;
  mode: 'register' | 'login';
  /** The locale's path prefix ('' or '/en'): the workbench's address starts with it. */
  prefix: string;
  /** The brand's user agreement and privacy policy pages. */
  agreementHref: string;
  privacyHref: string;
}

/** Login codes live as long as their session (docs/portal.md: 30 days). */
const LOGIN_CODE_DAYS = 30;

/** 'try again in N seconds' of a 429 (the answer's `seconds` argument): the countdown the button shows then. */
const waitOf = (error: unknown): number | null => {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = Number(error.args?.seconds);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
};

/** The two text inputs of the form: what the browser is told about each. */
const TEXT_INPUTS = {
  phone: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    maxLength: 20,
    placeholder: 'phonePlaceholder',
  },
  smsCode: {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    placeholder: 'codePlaceholder',
  },
} as const;

export function CodeForm({ brand, locale, mode, prefix, agreementHref, privacyHref }: CodeFormProps) {
  const t = useTranslations('portal');
  const gatewayMessage = useGatewayMessage();
  const messageOf = (error: unknown): string => gatewayMessage(error, t('errors.busy'));
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const calls = useMemo(() => portalCalls({ brand, locale }), [brand, locale]);
  const resolver = useMemo(() => signInResolver(t), [t]);
  const {
    register: field,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver,
    defaultValues: {
      areaCode: DEFAULT_AREA_CODE,
      phone: '',
      channel: '0',
      smsCode: '',
      agreementAccepted: false,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const [ready, setReady] = useState(false);
  const [query, setQuery] = useState<PortalQuery>({});
  const [challenge, setChallenge] = useState<HumanCheckChallenge | null>(null);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [sendingCode, setSendingCode] = useState(false);
  const [codeNotice, setCodeNotice] = useState('');
  const [codeFailure, setCodeFailure] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  // The page's query, read in the browser: carried into the sign-in (recorded on an account it makes).
  useEffect(() => {
    setQuery(portalQueryOf(window.location.search));
    setReady(true);
  }, []);

  // The countdown ticks once a second while it runs.
  useEffect(() => {
    if (until === 0) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const left = until === 0 ? 0 : secondsLeft(until, now);
  const channel = watch('channel');
  const areaCode = watch('areaCode');
  const voice = voiceOffered(areaCode);

  // Voice codes only for mainland numbers: another area goes back to SMS.
  useEffect(() => {
    if (!voice && getValues('channel') === '1') setValue('channel', '0');
  }, [voice, getValues, setValue]);

  const getCode = async (humanCheck?: string) => {
    if (busy.current || left > 0) return;
    const { areaCode, phone } = getValues();
    const problem = phoneError(t, areaCode, phone);
    if (problem) {
      setError('phone', { message: problem }, { shouldFocus: true });
      return;
    }
    clearErrors('phone');
    busy.current = true;
    setSendingCode(true);
    setCodeFailure(null);
    setCodeNotice('');
    try {
      const sent = await calls.sendCode({
        phone: phoneDigitsOf(phone),
        areaCode,
        channel: channel === '1' ? 1 : 0,
        purpose: mode,
        ...(humanCheck ? { humanCheck } : {}),
      });
      setUntil(Date.now() + sent.cooldownSeconds * 1000);
      setCodeNotice(channel === '1' ? t('codeSent.voice') : t('codeSent.sms'));
      document.getElementById(fieldId('smsCode'))?.focus();
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.message === AccountMessages.humanCheckRequired || error.message === AccountMessages.humanCheckFailed)
      ) {
        // The widget asks for the challenge's solution; the code is asked for again once it is solved.
        try {
          setChallenge(await calls.humanCheck());
          setCodeNotice(t('humanCheck'));
        } catch (challengeError) {
          setCodeFailure(messageOf(challengeError));
        }
      } else {
        setCodeFailure(messageOf(error));
        const wait = waitOf(error);
        if (wait) setUntil(Date.now() + wait * 1000);
      }
    } finally {
      busy.current = false;
      setSendingCode(false);
    }
  };

  // The widget's solution asks for the code again (with the countdown and notices of this render's getCode).
  const getCodeRef = useRef(getCode);
  getCodeRef.current = getCode;
  const solved = useCallback((payload: string) => {
    setChallenge(null);
    void getCodeRef.current(payload);
  }, []);
  const checkFailed = useCallback(() => {
    setChallenge(null);
    setCodeNotice('');
    setCodeFailure(t('errors.humanCheck'));
  }, [t]);

  const submit = async (values: SignInValues) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await calls.signIn(mode, {
        phone: phoneDigitsOf(values.phone),
        areaCode: values.areaCode,
        smsCode: values.smsCode.trim(),
        query,
      });
      setLoginCode(result.token, LOGIN_CODE_DAYS);
      window.location.assign(`${prefix}/user/workbench`);
    } catch (error) {
      setFailure(messageOf(error));
      busy.current = false;
      setSubmitting(false);
    }
  };

  const describedBy = (name: keyof SignInValues, ...more: string[]) =>
    [errors[name] ? `${fieldId(name)}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const errorOf = (name: keyof SignInValues) =>
    errors[name]?.message ? (
      <p id={`${fieldId(name)}-error`} className={styles.error} role="alert">
        {errors[name]?.message}
      </p>
    ) : null;
  /** The phone's or the code's input, required, with its error state (`more`: other notes it is described by). */
  const textInput = (name: keyof typeof TEXT_INPUTS, ...more: string[]) => {
    const spec = TEXT_INPUTS[name];
    return (
      <input
        id={fieldId(name)}
        type={spec.type}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        maxLength={spec.maxLength}
        placeholder={t(spec.placeholder)}
        aria-required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, ...more)}
        className={`${styles.input} ${errors[name] ? styles.invalid : ''}`}
        {...field(name)}
      />
    );
  };
  const requiredMark = (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden">{t('required')}</span>
    </span>
  );
  /** A required field's label. */
  const requiredLabel = (name: keyof SignInValues, text: string) => (
    <label htmlFor={fieldId(name)} className={styles.label}>
      {text}
      {requiredMark}
    </label>
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-busy={submitting}
      data-ready={ready ? 'true' : undefined}
    >
      {query.reportId ? (
        <p className={styles.notice} data-testid="report-kept">
          {t('reportKept')}
        </p>
      ) : null}
      <div className={styles.field}>
        {requiredLabel('phone', t('phone'))}
        <div className={styles.row}>
          <label htmlFor={fieldId('areaCode')} className="visually-hidden">
            {t('areaCode')}
          </label>
          <select id={fieldId('areaCode')} className={`${styles.input} ${styles.area}`} {...field('areaCode')}>
            {AREA_CODES.map((area) => (
              <option key={area.code} value={area.code}>
                +{area.code} {areaName(area, locale)}
              </option>
            ))}
          </select>
          {textInput('phone')}
        </div>
        {errorOf('phone')}
      </div>

      <fieldset className={`${styles.field} ${styles.fieldset}`}>
        <legend className={styles.label}>{t('channel')}</legend>
        <div className={styles.channels}>
          <label className={styles.choice}>
            <input type="radio" value="0" {...field('channel')} /> {t('channels.sms')}
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              value="1"
              disabled={!voice}
              aria-describedby={voice ? undefined : fieldId('voice-hint')}
              {...field('channel')}
            />{' '}
            {t('channels.voice')}
          </label>
        </div>
        {voice ? null : (
          <p id={fieldId('voice-hint')} className={styles.hint}>
            {t('voiceMainlandOnly')}
          </p>
        )}
      </fieldset>

      <div className={styles.field}>
        {requiredLabel('smsCode', t('code'))}
        <div className={styles.row}>
          {textInput('smsCode', fieldId('code-status'))}
          <button
            type="button"
            className={`btn btn-outline ${styles.codeButton}`}
            onClick={() => void getCode()}
            disabled={!ready || sendingCode || left > 0 || challenge !== null}
            aria-busy={!ready || sendingCode || undefined}
            data-testid="get-code"
          >
            {sendingCode
              ? t('sendingCode')
              : left > 0
                ? t('resend', { seconds: left })
                : until > 0
                  ? t('resendNow')
                  : t('getCode')}
          </button>
        </div>
        {errorOf('smsCode')}
        <div id={fieldId('code-status')}>
          <p role="status" className={styles.notice}>
            {codeNotice}
          </p>
          {codeFailure ? (
            <p role="alert" className={styles.failure} data-testid="code-failure">
              {codeFailure}
            </p>
          ) : null}
        </div>
        {challenge ? (
          <HumanCheck challenge={challenge} locale={locale} onSolved={solved} onFailed={checkFailed} />
        ) : null}
      </div>

      <div className={styles.field}>
        <label className={styles.agreement}>
          <input
            type="checkbox"
            aria-invalid={errors.agreementAccepted ? true : undefined}
            aria-describedby={describedBy('agreementAccepted')}
            {...field('agreementAccepted')}
          />
          <span>
            {t('agreement.before')}
            <a href={agreementHref} target="_blank" rel="noopener">
              {t('agreement.user')}
              <span className="visually-hidden">{t('opensInNewTab')}</span>
            </a>
            {t('agreement.and')}
            <a href={privacyHref} target="_blank" rel="noopener">
              {t('agreement.privacy')}
              <span className="visually-hidden">{t('opensInNewTab')}</span>
            </a>
          </span>
        </label>
        {errorOf('agreementAccepted')}
      </div>

      {failure ? (
        <p role="alert" className={styles.failure} data-testid="form-failure">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className={`btn btn-primary ${styles.submit}`}
        disabled={!ready || submitting}
        aria-busy={!ready || submitting || undefined}
      >
        {submitting ? t('submitting') : mode === 'register' ? t('submitRegister') : t('submitLogin')}
      </button>
    </form>
  );
}
