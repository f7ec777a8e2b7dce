'use client';

import type { WidgetMethods } from 'altcha/types';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../brands.ts';
import type { HumanCheckChallenge } from './portal-calls.ts';

/**
 * The proof of work before a device's second code (issue 22, docs/portal.md "Codes"): ALTCHA's widget, loaded only
 * when the gateway asks for it (about 35 KB gzipped), solves the gateway's own challenge in the browser (Web Crypto in
 * workers, about a second; no third party is asked) and hands its payload to the form. The challenge's `kind` picks
 * the widget: a CAPTCHA provider would be another kind here, beside this one.
 */

const widgetLanguage = (locale: Locale): string => (locale === 'zh-CN' ? 'zh-cn' : locale === 'zh-TW' ? 'zh-tw' : 'en');

const loadWidget = async (locale: Locale): Promise<void> => {
  await import('altcha');
  if (locale === 'zh-CN') await import('altcha/i18n/zh-cn');
  else if (locale === 'zh-TW') await import('altcha/i18n/zh-tw');
};

export function HumanCheck({
  challenge,
  locale,
  onSolved,
  onFailed,
}: {
  challenge: HumanCheckChallenge;
  locale: Locale;
  onSolved: (payload: string) => void;
  onFailed: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const solved = useRef(onSolved);
  const failed = useRef(onFailed);
  solved.current = onSolved;
  failed.current = onFailed;

  useEffect(() => {
    let live = true;
    loadWidget(locale).then(
      () => live && setLoaded(true),
      () => live && failed.current(),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    const widget = ref.current as (HTMLElement & WidgetMethods) | null;
    if (!loaded || !widget) return;
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) solved.current(payload);
    };
    const onState = (event: Event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state === 'error') failed.current();
    };
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('statechange', onState);
    // Solved as soon as it is shown: the visitor asked for a code already, the tick only says it is done.
    void widget.configure({ challenge: challenge.challenge, auto: 'onload', language: widgetLanguage(locale) });
    return () => {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('statechange', onState);
    };
  }, [loaded, challenge, locale]);

  return <altcha-widget ref={ref} data-testid="human-check" language={widgetLanguage(locale)} />;
}
