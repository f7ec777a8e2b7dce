'use client';

import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import {
  VAT_COUNTRIES,
  VAT_RATES,
  type VatCountry,
  type VatDue,
  type VatSplit,
  vatDue,
  vatFromGross,
  vatFromNet,
} from '../../lib/calculators.ts';
import { formatCents } from '../../lib/money.ts';
import styles from './calculators.module.css';
import { CalculatorTool, EstimateBadge, NumberField, type NumberSpec, useCalculator } from './form.tsx';
import { countryName } from './labels.ts';

/** The VAT calculator (/ld/calculate/1): a price split into net and VAT, and a period's VAT balance. */

const money = (cents: number, country: VatCountry): string => formatCents(cents, VAT_RATES[country].currency);

type Field = 'price' | 'sales' | 'deductible';
const MONEY: NumberSpec = { decimals: 2, max: 999_999_999 };
const SPECS: Record<Field, NumberSpec> = {
  price: MONEY,
  sales: { ...MONEY, optional: true, emptyIsNull: true },
  deductible: { ...MONEY, optional: true },
};

interface Result {
  country: VatCountry;
  basis: 'gross' | 'net';
  split: VatSplit;
  due: VatDue | null;
}

const compute = (country: VatCountry, basis: 'gross' | 'net', values: Record<Field, number | null>): Result => {
  const rate = VAT_RATES[country].rate;
  const price = values.price ?? 0;
  return {
    country,
    basis,
    split: basis === 'gross' ? vatFromGross(price, rate) : vatFromNet(price, rate),
    due: values.sales === null ? null : vatDue(values.sales, values.deductible ?? 0, rate),
  };
};

const INITIAL = { price: '100', sales: '12000', deductible: '800' };

export function VatCalculator() {
  const [country, setCountry] = useState<VatCountry>('DE');
  const [basis, setBasis] = useState<'gross' | 'net'>('gross');
  const currency = VAT_RATES[country].currency;
  const t = useTranslations('calculators');

  const { id, field, submit, result } = useCalculator({
    specs: SPECS,
    initial: INITIAL,
    compute: (values) => compute(country, basis, values),
  });

  return (
    <CalculatorTool
      tool="vat"
      onSubmit={submit}
      fields={
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-country`} className={styles.label}>
              {t('vat.country')}
            </label>
            <select
              id={`${id}-country`}
              className={styles.select}
              value={country}
              onChange={(event) => setCountry(event.target.value as VatCountry)}
            >
              {VAT_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {t('vat.countryOption', { country: countryName(t, c), rate: String(VAT_RATES[c].rate) })}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('vat.conversion')}</legend>
            <fieldset className={styles.choices}>
              <legend className={styles.label}>{t('vat.basisLegend')}</legend>
              {(['gross', 'net'] as const).map((b) => (
                <label key={b} className={styles.choice}>
                  <input type="radio" name={`${id}-basis`} checked={basis === b} onChange={() => setBasis(b)} />
                  {b === 'gross' ? t('vat.gross') : t('vat.net')}
                </label>
              ))}
            </fieldset>
            <NumberField {...field('price')} label={t('vat.price', { currency })} unit={currency} />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('vat.dueLegend')}</legend>
            <NumberField
              {...field('sales')}
              label={t('vat.sales', { currency })}
              unit={currency}
              hint={t('vat.salesHint')}
            />
            <NumberField
              {...field('deductible')}
              label={t('vat.deductible', { currency })}
              unit={currency}
              hint={t('vat.deductibleHint')}
            />
          </fieldset>
        </>
      }
    >
      {result ? (
        <>
          <dl className={styles.summary}>
            <div>
              <dt>{t('vat.netPrice')}</dt>
              <dd>{money(result.split.netCents, result.country)}</dd>
            </div>
            <div>
              <dt>{t('vat.vatAt', { rate: String(VAT_RATES[result.country].rate) })}</dt>
              <dd>{money(result.split.vatCents, result.country)}</dd>
            </div>
            <div>
              <dt>{t('vat.grossPrice')}</dt>
              <dd>{money(result.split.grossCents, result.country)}</dd>
            </div>
          </dl>
          <p className={styles.formula}>
            {t(result.basis === 'gross' ? 'vat.formulaGross' : 'vat.formulaNet', {
              country: countryName(t, result.country),
              rate: String(VAT_RATES[result.country].rate),
            })}
          </p>
          {result.due ? (
            <dl className={styles.breakdown}>
              <div>
                <dt>{t('vat.outputVat')}</dt>
                <dd>{money(result.due.outputVatCents, result.country)}</dd>
              </div>
              <div>
                <dt>{t('vat.lessDeductible')}</dt>
                <dd>−{money(result.due.deductibleCents, result.country)}</dd>
              </div>
              <div className={styles.total}>
                <dt>
                  {result.due.kind === 'refund'
                    ? t('vat.refund')
                    : result.due.kind === 'payable'
                      ? t('vat.payable')
                      : t('vat.nil')}
                </dt>
                <dd>{money(result.due.amountCents, result.country)}</dd>
              </div>
            </dl>
          ) : null}
          {result.due?.kind === 'refund' ? <p className={styles.note}>{t('vat.refundNote')}</p> : null}
          <EstimateBadge>{t('vat.estimate')}</EstimateBadge>
          <p className={styles.note}>{t('vat.ratesNote')}</p>
        </>
      ) : null}
    </CalculatorTool>
  );
}
