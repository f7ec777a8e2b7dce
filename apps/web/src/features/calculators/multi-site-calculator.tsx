'use client';

import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import {
  type CalculatorProduct,
  MULTI_SITE_COUNTRIES,
  type MultiSiteCountry,
  type MultiSiteEstimate,
  multiSiteEstimate,
  STREAMS,
  type Stream,
  timesPerYear,
} from '../../lib/calculators.ts';
import { formatCents } from '../../lib/money.ts';
import { DataTable } from '../../ui/data-table.tsx';
import frame from '../../ui/table-frame.module.css';
import { type MultiSiteValues, multiSiteResolver, presenceOf } from './calculator-rules.ts';
import styles from './calculators.module.css';
import { CalculatorTool, ErrorText, FieldGroup, SelectField } from './form.tsx';
import { type CalculatorTexts, countryName } from './labels.ts';
import { EstimateBadge, ResultSummary } from './results.tsx';

/**
 * The multi-site tool (/ld/calculate/3): for the countries a seller sells into or stocks in and
 * the streams it asks about, which obligations apply, and what our services for them cost (the
 * catalogue's products, passed in by the page).
 */

/** The product catalogue's service types the tool names when it has no product for them. */
const SERVICE_KEYS = {
  1001: 'vatRegister',
  1002: 'vatFiling',
  1004: 'oss',
  1005: 'weee',
  1006: 'packaging',
  1007: 'battery',
} as const;

const serviceKey = (serviceType: number) =>
  serviceType in SERVICE_KEYS ? SERVICE_KEYS[serviceType as keyof typeof SERVICE_KEYS] : null;

const placeName = (t: CalculatorTexts, country: MultiSiteCountry | 'EU') =>
  country === 'EU' ? t('multiSite.eu') : countryName(t, country);

const PAN_EU = presenceOf({ DE: 'stock', FR: 'stock', IT: 'stock', ES: 'stock', PL: 'stock', CZ: 'stock' });

const INITIAL: MultiSiteValues = { presence: presenceOf({ DE: 'stock', FR: 'sales' }), streams: ['vat', 'packaging'] };

export function MultiSiteCalculator({ products }: { products: CalculatorProduct[] }) {
  const id = useId();
  const t = useTranslations('calculators');
  const [result, setResult] = useState<MultiSiteEstimate | null>(() =>
    multiSiteEstimate(INITIAL.presence, INITIAL.streams, products),
  );
  const resolver = useMemo(() => multiSiteResolver(t), [t]);
  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    setFocus,
    formState: { errors: formErrors },
  } = useForm<MultiSiteValues>({
    resolver,
    defaultValues: INITIAL,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const errors = { countries: formErrors.presence?.message, streams: formErrors.streams?.message };

  // With errors, the result is cleared and the first wrong group's first control takes the focus.
  const submit = handleSubmit(
    (values) => setResult(multiSiteEstimate(values.presence, values.streams, products)),
    (found) => {
      setResult(null);
      setFocus(found.presence ? `presence.${MULTI_SITE_COUNTRIES[0]}` : 'streams');
    },
  );
  /** A service without a product: its own name, else its stream's. */
  const serviceName = (serviceType: number, stream: Stream) => {
    const key = serviceKey(serviceType);
    return key ? t(`multiSite.services.${key}`) : t(`multiSite.streams.${stream}`);
  };

  return (
    <CalculatorTool
      tool="multiSite"
      onSubmit={submit}
      stacked
      fields={
        <>
          <FieldGroup
            legend={t('multiSite.businessLegend')}
            describedBy={errors.countries ? `${id}-countries-error` : undefined}
          >
            <p className={styles.hint}>{t('multiSite.businessHint')}</p>
            <div className={styles.grid}>
              {MULTI_SITE_COUNTRIES.map((country) => (
                <SelectField
                  key={country}
                  id={`${id}-${country}`}
                  label={countryName(t, country)}
                  defaultValue={INITIAL.presence[country]}
                  aria-invalid={errors.countries ? true : undefined}
                  {...register(`presence.${country}`)}
                >
                  {(['none', 'sales', 'stock'] as const).map((p) => (
                    <option key={p} value={p}>
                      {t(`multiSite.presence.${p}`)}
                    </option>
                  ))}
                </SelectField>
              ))}
            </div>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => {
                setValue('presence', PAN_EU);
                // Checked again at once when it was wrong, like a changed select (a parent's error needs its trigger).
                if (errors.countries) void trigger('presence');
              }}
            >
              {t('multiSite.panEu')}
            </button>
            <ErrorText id={`${id}-countries-error`} error={errors.countries} />
          </FieldGroup>
          <FieldGroup
            legend={t('multiSite.streamsLegend')}
            describedBy={errors.streams ? `${id}-streams-error` : undefined}
          >
            <div className={styles.choices}>
              {STREAMS.map((stream) => (
                <label key={stream} className={styles.choice}>
                  <input
                    id={`${id}-stream-${stream}`}
                    type="checkbox"
                    value={stream}
                    defaultChecked={INITIAL.streams.includes(stream)}
                    {...register('streams')}
                  />
                  {t(`multiSite.streams.${stream}`)}
                </label>
              ))}
            </div>
            <ErrorText id={`${id}-streams-error`} error={errors.streams} />
          </FieldGroup>
        </>
      }
    >
      {result ? (
        <>
          <ResultSummary
            items={[
              { label: t('multiSite.oneOff'), value: formatCents(result.oneOffCents, 'CNY') },
              {
                label: t('multiSite.annual'),
                value: t('multiSite.perYear', { amount: formatCents(result.annualCents, 'CNY') }),
              },
              { label: t('multiSite.firstYear'), value: formatCents(result.firstYearCents, 'CNY') },
            ]}
          />
          {result.onRequest > 0 ? (
            <p className={styles.note}>{t('multiSite.onRequestNote', { count: String(result.onRequest) })}</p>
          ) : null}
          <div className={frame.frame}>
            <DataTable
              className={`${styles.table} ${styles.lines}`}
              caption={t('multiSite.tableCaption')}
              columns={[
                t('multiSite.columnPlace'),
                t('multiSite.columnStatus'),
                t('multiSite.columnRule'),
                t('multiSite.columnServices'),
              ]}
            >
              <tbody>
                {result.lines.map((line) => (
                  <tr key={`${line.country}-${line.stream}-${line.rule}`}>
                    <th scope="row">
                      {placeName(t, line.country)}
                      <span className={styles.sub}>
                        {line.rule === 'oss' ? 'OSS' : t(`multiSite.streams.${line.stream}`)}
                      </span>
                    </th>
                    <td>
                      <span className={`${styles.status} ${styles[line.status]}`}>
                        {t(`multiSite.status.${line.status}`)}
                      </span>
                    </td>
                    <td className={styles.rule}>{t(`multiSite.rules.${line.rule}`)}</td>
                    <td>
                      {line.items.length === 0 ? (
                        <span className={styles.muted}>{line.status === 'check' ? t('multiSite.consult') : '—'}</span>
                      ) : (
                        <ul className={styles.items}>
                          {line.items.map((item, index) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: items of a line are positional
                            <li key={index}>
                              {item.product ? (
                                <>
                                  {item.product.name}
                                  <span className={styles.price}>
                                    {formatCents(item.product.cents, 'CNY')}
                                    {item.product.unit ? `/${item.product.unit}` : ''}
                                    {timesPerYear(item.product.unit) > 1
                                      ? t('multiSite.timesPerYear', {
                                          times: String(timesPerYear(item.product.unit)),
                                        })
                                      : ''}
                                  </span>
                                </>
                              ) : (
                                <>
                                  {t('multiSite.serviceIn', {
                                    place: placeName(t, line.country),
                                    service: serviceName(item.serviceType, line.stream),
                                  })}
                                  <span className={styles.price}>{t('multiSite.priceOnRequest')}</span>
                                </>
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
          <EstimateBadge>{t('multiSite.estimateBadge')}</EstimateBadge>
          <p className={styles.note}>{t('multiSite.totalsNote')}</p>
        </>
      ) : null}
    </CalculatorTool>
  );
}
