'use client';

import {
  mcSurveyReportRefine,
  REFINE_EEE,
  REFINE_ESTABLISHED,
  REFINE_OTHER_EU,
  REFINE_PACKAGING,
  REFINE_PRODUCTS,
  REFINE_STOCK_LOCATIONS,
  REFINE_TURNOVER,
  refineWire,
} from '@site/contracts/vat';
import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type BrowserGatewayContext, createBrowserGateway } from '../../lib/browser-gateway.ts';
import styles from './report.module.css';

export interface RefineFormProps extends BrowserGatewayContext {
  reportId: string;
  /** Whether the report was asked about 'other EU' (the other member states are offered then). */
  otherEu: boolean;
  /** The result page's path; the new report opens there. */
  resultPath: string;
}

type Multi = 'stockLocations' | 'otherEuCountries' | 'products';
type Single = 'established' | 'packagingTonnes' | 'eeeTonnes' | 'turnover';

/**
 * The optional refine step (issue 24): where stock is held, where the business is established, volume bands and
 * the products the nine questions group together. Sends only what was answered; the gateway stores a new report
 * and the page opens it (the first report stays as it was).
 */
export function RefineForm({ reportId, otherEu, resultPath, ...context }: RefineFormProps) {
  const t = useTranslations('refine');
  const countries = useTranslations('countries');
  /** An answer's label: the question's band, the refine step's own option, a country, else the code. */
  const label = (key: Multi | Single, code: string): string => {
    const band = `bands.${key}.${code}` as 'bands.eeeTonnes.lt5';
    const option = `options.${code}` as 'options.OTHER';
    if (t.has(band)) return t(band);
    if (t.has(option)) return t(option);
    return countries.has(code as 'UK') ? countries(code as 'UK') : code;
  };
  const baseId = useId();
  const [multi, setMulti] = useState<Record<Multi, string[]>>({
    stockLocations: [],
    otherEuCountries: [],
    products: [],
  });
  const [single, setSingle] = useState<Partial<Record<Single, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (key: Multi, code: string) =>
    setMulti((m) => ({ ...m, [key]: m[key].includes(code) ? m[key].filter((c) => c !== code) : [...m[key], code] }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const refine: Record<string, unknown> = { ...single };
    for (const key of ['stockLocations', 'otherEuCountries'] as const)
      if (multi[key].length > 0) refine[key] = multi[key];
    if (multi.products.length > 0) refine.products = multi.products.filter((p) => p !== 'NONE');
    const parsed = refineWire.safeParse(refine);
    if (!parsed.success) {
      setError(t('empty'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const gateway = createBrowserGateway(context);
      const newId = await gateway.call(mcSurveyReportRefine, { body: { reportId, refine: parsed.data }, silent: true });
      window.location.assign(`${resultPath}?${new URLSearchParams({ reportId: newId })}`);
    } catch {
      setBusy(false);
      setError(t('failed'));
    }
  };

  /** A question's options, each an input (`inputOf(code)`: its attributes) with its label. */
  const options = (
    key: Multi | Single,
    codes: readonly string[],
    legend: string,
    inputOf: (code: string) => InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <fieldset className={styles.refineGroup} data-refine={key}>
      <legend>{legend}</legend>
      {codes.map((code) => (
        <label key={code} className={styles.refineOption}>
          <input {...inputOf(code)} />
          {label(key, code)}
        </label>
      ))}
    </fieldset>
  );
  /** A question with several answers: checkboxes. */
  const group = (key: Multi, codes: readonly string[], legend: string) =>
    options(key, codes, legend, (code) => ({
      type: 'checkbox',
      name: key,
      value: code,
      checked: multi[key].includes(code),
      onChange: () => toggle(key, code),
    }));
  /** A question with one answer: radio buttons. */
  const choice = (key: Single, codes: readonly string[], legend: string) =>
    options(key, codes, legend, (code) => ({
      type: 'radio',
      name: `${baseId}-${key}`,
      value: code,
      checked: single[key] === code,
      onChange: () => setSingle((s) => ({ ...s, [key]: code })),
    }));

  return (
    <form className={styles.refine} onSubmit={onSubmit} aria-labelledby={`${baseId}-title`} data-refine-form="">
      <h2 id={`${baseId}-title`} className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={styles.note}>{t('intro')}</p>
      {group('stockLocations', REFINE_STOCK_LOCATIONS, t('stock'))}
      {otherEu ? group('otherEuCountries', REFINE_OTHER_EU, t('otherEu')) : null}
      {choice('established', REFINE_ESTABLISHED, t('established'))}
      {choice('packagingTonnes', REFINE_PACKAGING, t('packaging'))}
      {choice('eeeTonnes', REFINE_EEE, t('eee'))}
      {choice('turnover', REFINE_TURNOVER, t('turnover'))}
      {group('products', [...REFINE_PRODUCTS, 'NONE'], t('products'))}
      {error ? (
        <p className={styles.refineError} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('busy') : t('submit')}
      </button>
    </form>
  );
}
