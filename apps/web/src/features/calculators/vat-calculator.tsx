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
import { FigureList } from '../../ui/figure-list.tsx';
import styles from './calculators.module.css';
import { CalculatorTool, FieldGroup, NumberField, type NumberSpec, SelectField, useCalculator } from './form.tsx';
import { countryName } from './labels.ts';
import { EstimateBadge, ResultSummary } from './results.tsx';

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

/** The balance's label by its kind. */
const DUE_LABELS = { refund: 'vat.refund', payable: 'vat.payable', nil: 'vat.nil' } as const;

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
          <SelectField
            id={`${id}-country`}
            label={t('vat.country')}
            value={country}
            onChange={(event) => setCountry(event.target.value as VatCountry)}
          >
            {VAT_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t('vat.countryOption', { country: countryName(t, c), rate: String(VAT_RATES[c].rate) })}
              </option>
            ))}
          </SelectField>
          <FieldGroup legend={t('vat.conversion')}>
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
          </FieldGroup>
          <FieldGroup legend={t('vat.dueLegend')}>
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
          </FieldGroup>
        </>
      }
    >
      {result ? (
        <>
          <ResultSummary
            items={[
              { label: t('vat.netPrice'), value: money(result.split.netCents, result.country) },
              {
                label: t('vat.vatAt', { rate: String(VAT_RATES[result.country].rate) }),
                value: money(result.split.vatCents, result.country),
              },
              { label: t('vat.grossPrice'), value: money(result.split.grossCents, result.country) },
            ]}
          />
          <p className={styles.formula}>
            {t(result.basis === 'gross' ? 'vat.formulaGross' : 'vat.formulaNet', {
              country: countryName(t, result.country),
              rate: String(VAT_RATES[result.country].rate),
            })}
          </p>
          {result.due ? (
            <FigureList
              className={styles.breakdown}
              items={[
                { label: t('vat.outputVat'), value: money(result.due.outputVatCents, result.country) },
                { label: t('vat.lessDeductible'), value: <>−{money(result.due.deductibleCents, result.country)}</> },
                {
                  label: t(DUE_LABELS[result.due.kind]),
                  value: money(result.due.amountCents, result.country),
                  className: styles.total,
                },
              ]}
            />
          ) : null}
          {result.due?.kind === 'refund' ? <p className={styles.note}>{t('vat.refundNote')}</p> : null}
          <EstimateBadge>{t('vat.estimate')}</EstimateBadge>
          <p className={styles.note}>{t('vat.ratesNote')}</p>
        </>
      ) : null}
    </CalculatorTool>
  );
}
