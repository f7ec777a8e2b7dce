'use client';

import { useTranslations } from 'use-intl/react';
import {
  PACKAGING_INDICATIVE_CENTS_PER_KG,
  PACKAGING_MATERIALS,
  type PackagingMaterial,
  packagingEstimate,
} from '../../lib/calculators.ts';
import { formatCents, formatScaled } from '../../lib/money.ts';
import styles from './calculators.module.css';
import { CalculatorTool, FieldGroup, NumberField, type NumberSpec, useCalculator } from './form.tsx';
import { materialName } from './labels.ts';
import { EstimateBadge, ResultTable, Verdict } from './results.tsx';

/**
 * The German packaging EPR estimate (/ld/calculate/2): the year's packaging weight per material
 * times indicative dual-system rates, the completeness-declaration check and the LUCID reminder.
 */

const KG: NumberSpec = { decimals: 3, max: 10_000_000, optional: true };
const SPECS = Object.fromEntries(PACKAGING_MATERIALS.map((m) => [m, KG])) as Record<PackagingMaterial, NumberSpec>;

const kg = (grams: number) => formatScaled(grams, 3).replace(/\.?0+$/, '');

const INITIAL: Record<PackagingMaterial, string> = {
  paper: '1200',
  plastics: '300',
  glass: '',
  aluminium: '',
  ferrous: '',
  composites: '',
  other: '',
};

export function PackagingCalculator() {
  const t = useTranslations('calculators');
  const { field, submit, result } = useCalculator({
    specs: SPECS,
    initial: INITIAL,
    compute: (values) => packagingEstimate(Object.fromEntries(PACKAGING_MATERIALS.map((m) => [m, values[m] ?? 0]))),
  });

  return (
    <CalculatorTool
      tool="packaging"
      onSubmit={submit}
      fields={
        <FieldGroup legend={t('packaging.weightsLegend')}>
          <div className={styles.grid}>
            {PACKAGING_MATERIALS.map((material) => (
              <NumberField
                key={material}
                {...field(material)}
                label={t('packaging.weightLabel', { material: materialName(t, material) })}
                unit="kg"
                hint={t('packaging.rateHint', {
                  rate: formatCents(PACKAGING_INDICATIVE_CENTS_PER_KG[material], 'EUR'),
                })}
              />
            ))}
          </div>
          <p className={styles.hint}>{t('packaging.weightsHint')}</p>
        </FieldGroup>
      }
    >
      {result ? (
        <>
          <EstimateBadge>{t('packaging.estimate')}</EstimateBadge>
          <ResultTable
            caption={t('packaging.feesCaption')}
            columns={[t('packaging.material'), t('packaging.weight'), t('packaging.rate'), t('packaging.fee')]}
          >
            <tbody>
              {result.totalGrams === 0 ? (
                <tr>
                  <td colSpan={4}>{t('packaging.noWeights')}</td>
                </tr>
              ) : null}
              {result.lines
                .filter((line) => line.grams > 0)
                .map((line) => (
                  <tr key={line.material}>
                    <th scope="row">{materialName(t, line.material)}</th>
                    <td>{kg(line.grams)}</td>
                    <td>{t('packaging.perKg', { amount: formatCents(line.centsPerKg, 'EUR') })}</td>
                    <td>{formatCents(line.feeCents, 'EUR')}</td>
                  </tr>
                ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('packaging.total')}</th>
                <td>{kg(result.totalGrams)}</td>
                <td />
                <td className={styles.strong}>
                  {t('packaging.perYear', { amount: formatCents(result.totalFeeCents, 'EUR') })}
                </td>
              </tr>
            </tfoot>
          </ResultTable>
          <ul className={styles.verdicts}>
            <Verdict must title={t('packaging.lucidTitle')}>
              {t('packaging.lucidText')}
            </Verdict>
            <Verdict
              must={result.declaration.required}
              title={t('packaging.declarationTitle', { required: result.declaration.required ? 'yes' : 'no' })}
            >
              {result.declaration.required ? t('packaging.declarationRequired') : t('packaging.declarationNotRequired')}
            </Verdict>
          </ul>
          <ResultTable
            caption={t('packaging.thresholdsCaption')}
            columns={[
              t('packaging.group'),
              t('packaging.yourWeight'),
              t('packaging.threshold'),
              t('packaging.exceeded'),
            ]}
          >
            <tbody>
              {result.declaration.groups.map((group) => (
                <tr key={group.group}>
                  <th scope="row">{t(`packaging.groups.${group.group}`)}</th>
                  <td>{kg(group.grams)}</td>
                  <td>&gt; {formatScaled(group.thresholdKg, 0)}</td>
                  <td>{t('packaging.exceededValue', { exceeded: group.exceeded ? 'yes' : 'no' })}</td>
                </tr>
              ))}
            </tbody>
          </ResultTable>
          <p className={styles.note}>{t('packaging.assumptions')}</p>
        </>
      ) : null}
    </CalculatorTool>
  );
}
