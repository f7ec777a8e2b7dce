'use client';

import { useState } from 'react';
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
import { EstimateBadge, FixErrors, NumberField, type NumberSpec, Results, useNumberFields } from './form.tsx';
import { COUNTRY_NAMES } from './labels.ts';

/** The VAT calculator (/ld/calculate/1): a price split into net and VAT, and a period's VAT balance. */

const money = (cents: number, country: VatCountry): string => formatCents(cents, VAT_RATES[country].currency);

type Field = 'price' | 'sales' | 'deductible';
const FIELDS: readonly Field[] = ['price', 'sales', 'deductible'];
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
  const [result, setResult] = useState<Result | null>(() =>
    compute('DE', 'gross', { price: 10_000, sales: 1_200_000, deductible: 80_000 }),
  );
  const currency = VAT_RATES[country].currency;

  const { id, field, submit } = useNumberFields({
    specs: SPECS,
    order: FIELDS,
    initial: INITIAL,
    clearResult: () => setResult(null),
    onValues: (values) => {
      setResult(compute(country, basis, values));
    },
  });

  return (
    <div className={styles.tool}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="VAT税金计算">
        <div className={styles.field}>
          <label htmlFor={`${id}-country`} className={styles.label}>
            销售国家（标准税率）
          </label>
          <select
            id={`${id}-country`}
            className={styles.select}
            value={country}
            onChange={(event) => setCountry(event.target.value as VatCountry)}
          >
            {VAT_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {COUNTRY_NAMES[c]}（{VAT_RATES[c].rate}%）
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>价格换算</legend>
          <fieldset className={styles.choices}>
            <legend className={styles.label}>输入的价格是</legend>
            {(['gross', 'net'] as const).map((b) => (
              <label key={b} className={styles.choice}>
                <input type="radio" name={`${id}-basis`} checked={basis === b} onChange={() => setBasis(b)} />
                {b === 'gross' ? '含税售价（倒算VAT）' : '不含税价（加上VAT）'}
              </label>
            ))}
          </fieldset>
          <NumberField {...field('price')} label={`价格（${currency}）`} unit={currency} />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>本期应缴VAT估算（可选）</legend>
          <NumberField
            {...field('sales')}
            label={`本期须自行申报的含税销售额（${currency}）`}
            unit={currency}
            hint="不含平台作为“视同供应商”已代扣代缴VAT的销售（非本地卖家通过平台向消费者的销售多属此类）。留空则不估算。"
          />
          <NumberField
            {...field('deductible')}
            label={`本期可抵扣的进口VAT（${currency}）`}
            unit={currency}
            hint="以您本人（公司）名义缴纳、有进口凭证的进口VAT，如英国C79、欧盟进口增值税单据。"
          />
        </fieldset>
        <button type="submit" className="btn btn-primary">
          计算
        </button>
      </form>

      <Results title="计算结果">
        {result ? (
          <>
            <dl className={styles.summary}>
              <div>
                <dt>不含税价</dt>
                <dd>{money(result.split.netCents, result.country)}</dd>
              </div>
              <div>
                <dt>VAT（{VAT_RATES[result.country].rate}%）</dt>
                <dd>{money(result.split.vatCents, result.country)}</dd>
              </div>
              <div>
                <dt>含税价</dt>
                <dd>{money(result.split.grossCents, result.country)}</dd>
              </div>
            </dl>
            <p className={styles.formula}>
              {result.basis === 'gross'
                ? `${COUNTRY_NAMES[result.country]}：VAT = 含税价 ÷ (1 + ${VAT_RATES[result.country].rate}%) × ${VAT_RATES[result.country].rate}%，四舍五入到分。`
                : `${COUNTRY_NAMES[result.country]}：VAT = 不含税价 × ${VAT_RATES[result.country].rate}%，四舍五入到分。`}
            </p>
            {result.due ? (
              <dl className={styles.breakdown}>
                <div>
                  <dt>销项VAT（销售额中包含的VAT）</dt>
                  <dd>{money(result.due.outputVatCents, result.country)}</dd>
                </div>
                <div>
                  <dt>减：可抵扣进口VAT</dt>
                  <dd>−{money(result.due.deductibleCents, result.country)}</dd>
                </div>
                <div className={styles.total}>
                  <dt>
                    {result.due.kind === 'refund'
                      ? '本期可申请退税（或留抵）'
                      : result.due.kind === 'payable'
                        ? '本期估算应缴VAT'
                        : '本期应缴VAT'}
                  </dt>
                  <dd>{money(result.due.amountCents, result.country)}</dd>
                </div>
              </dl>
            ) : null}
            {result.due?.kind === 'refund' ? (
              <p className={styles.note}>
                可抵扣的进口VAT大于销项VAT：差额不是应缴税款，而是可以申请退还（或结转下期抵扣）的金额，退税通常需要税务机关审核。
              </p>
            ) : null}
            <EstimateBadge>估算，仅供参考，以税务机关核定及实际申报为准</EstimateBadge>
            <p className={styles.note}>
              按各国标准税率计算；部分商品（如食品、书籍、儿童用品）适用低税率，税率以各国税务机关最新公布为准。申报以当地货币为准。
            </p>
          </>
        ) : (
          <FixErrors />
        )}
      </Results>
    </div>
  );
}
