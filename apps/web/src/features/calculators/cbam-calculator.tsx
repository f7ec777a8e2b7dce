'use client';

import { useTranslations } from 'use-intl/react';
import {
  CBAM_DE_MINIMIS_KG,
  CBAM_GROUPS,
  CBAM_ILLUSTRATIVE_INTENSITY_MILLI,
  CBAM_KEY_DATES,
  type CbamGroup,
  cbamEstimate,
  roundDiv,
} from '../../lib/calculators.ts';
import { formatScaled } from '../../lib/money.ts';
import styles from './calculators.module.css';
import { CalculatorTool, FieldGroup, NumberField, type NumberSpec, useCalculator } from './form.tsx';
import { type CalculatorTexts, cbamGroupName } from './labels.ts';
import { EstimateBadge, ResultSummary, ResultTable, Verdict } from './results.tsx';

/**
 * The CBAM estimate (/ld/calculate/5): embedded emissions = tonnes x intensity per product group,
 * the 50 t de-minimis test of Regulation (EU) 2025/2083, the certificates above it, the key dates.
 */

type Field = `${CbamGroup}Mass` | `${CbamGroup}Intensity`;
const FIELDS = CBAM_GROUPS.flatMap((g) => [`${g}Mass`, `${g}Intensity`] as Field[]);
const MASS: NumberSpec = { decimals: 3, max: 10_000_000, optional: true };
const INTENSITY: NumberSpec = { decimals: 3, max: 50, optional: true, emptyIsNull: true };
const SPECS = Object.fromEntries(FIELDS.map((f) => [f, f.endsWith('Mass') ? MASS : INTENSITY])) as Record<
  Field,
  NumberSpec
>;

const dateText = (t: CalculatorTexts, iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return t('cbam.date', { year: String(year), month: String(month), day: String(day) });
};
/** Kilograms as tonnes with 3 decimals, trailing zeros dropped. */
const tonnes = (kg: number) => formatScaled(kg, 3).replace(/\.?0+$/, '');
/** kgCO2e as tCO2e with 2 decimals. */
const tco2e = (kg: number) => formatScaled(roundDiv(kg, 10), 2);

/** The illustrative intensities the note lists: each group's name and value, in the catalogue's list style. */
const illustrative = (t: CalculatorTexts) =>
  CBAM_GROUPS.map((group) =>
    t('cbam.illustrativeValue', {
      group: cbamGroupName(t, group),
      value: formatScaled(CBAM_ILLUSTRATIVE_INTENSITY_MILLI[group], 3).replace(/\.?0+$/, ''),
    }),
  ).join(t('cbam.listSeparator'));

const INITIAL = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>;
const CBAM_INITIAL: Record<Field, string> = { ...INITIAL, steelMass: '80', aluminiumMass: '12' };

export function CbamCalculator() {
  const t = useTranslations('calculators');

  const { field, submit, result } = useCalculator({
    specs: SPECS,
    initial: CBAM_INITIAL,
    compute: (values) =>
      cbamEstimate(
        CBAM_GROUPS.map((group) => {
          const intensity = values[`${group}Intensity`];
          return {
            group,
            massKg: values[`${group}Mass`] ?? 0,
            ...(intensity === null ? {} : { intensityMilli: intensity }),
          };
        }),
      ),
  });

  return (
    <CalculatorTool
      tool="cbam"
      onSubmit={submit}
      fields={
        <>
          {CBAM_GROUPS.map((group) => (
            <FieldGroup key={group} legend={cbamGroupName(t, group)}>
              <div className={styles.pair}>
                <NumberField
                  {...field(`${group}Mass`)}
                  label={t('cbam.massLabel')}
                  unit="t"
                  hint={group === 'hydrogen' ? t('cbam.hydrogenHint') : undefined}
                />
                <NumberField
                  {...field(`${group}Intensity`)}
                  label={t('cbam.intensityLabel')}
                  unit="tCO2e/t"
                  hint={t('cbam.intensityHint', { value: formatScaled(CBAM_ILLUSTRATIVE_INTENSITY_MILLI[group], 3) })}
                />
              </div>
            </FieldGroup>
          ))}
          <p className={styles.hint}>{t('cbam.formHint')}</p>
        </>
      }
    >
      {result ? (
        <>
          <ResultSummary
            items={[
              { label: t('cbam.thresholdMass'), value: t('cbam.tonnes', { tonnes: tonnes(result.thresholdMassKg) }) },
              { label: t('cbam.emissions'), value: <>{tco2e(result.emissionsKg)} tCO2e</> },
              {
                label: t('cbam.certificates'),
                value: t('cbam.certificateCount', { count: String(result.certificates) }),
              },
            ]}
          />
          <ul className={styles.verdicts}>
            {result.deMinimis ? (
              <Verdict
                must={false}
                title={result.thresholdMassKg > 0 ? t('cbam.deMinimis') : t('cbam.deMinimisNoMass')}
              >
                {t('cbam.deMinimisText', { tonnes: String(CBAM_DE_MINIMIS_KG / 1000) })}
              </Verdict>
            ) : (
              <Verdict must title={t('cbam.overThreshold')}>
                {t('cbam.overThresholdText')}
              </Verdict>
            )}
            {result.lines.some((l) => l.group === 'hydrogen' && l.massKg > 0) ? (
              <Verdict must title={t('cbam.hydrogen')}>
                {t('cbam.hydrogenText')}
              </Verdict>
            ) : null}
            {result.declarantRequired ? (
              <Verdict must title={t('cbam.certificatesAbout', { count: String(result.certificates) })}>
                {t('cbam.certificatesText', { emissions: tco2e(result.liableEmissionsKg) })}
              </Verdict>
            ) : null}
          </ul>
          <ResultTable
            caption={t('cbam.tableCaption')}
            columns={[
              t('cbam.columnGroup'),
              t('cbam.columnMass'),
              t('cbam.columnIntensity'),
              t('cbam.columnEmissions'),
            ]}
          >
            <tbody>
              {result.lines
                .filter((line) => line.massKg > 0)
                .map((line) => (
                  <tr key={line.group}>
                    <th scope="row">{cbamGroupName(t, line.group)}</th>
                    <td>{tonnes(line.massKg)}</td>
                    <td>
                      {formatScaled(line.intensityMilli, 3)}
                      <span className={styles.sub}>
                        {line.illustrative ? t('cbam.illustrative') : t('cbam.actual')}
                      </span>
                    </td>
                    <td>{tco2e(line.emissionsKg)}</td>
                  </tr>
                ))}
              {result.lines.every((line) => line.massKg === 0) ? (
                <tr>
                  <td colSpan={4}>{t('cbam.noMass')}</td>
                </tr>
              ) : null}
            </tbody>
          </ResultTable>
          <h4 className={styles.subTitle}>{t('cbam.keyDates')}</h4>
          <ol className={styles.dates}>
            {CBAM_KEY_DATES.map((item) => (
              <li key={item.key}>
                <time dateTime={item.date}>{dateText(t, item.date)}</time>
                <span>{t(`cbam.dates.${item.key}`)}</span>
              </li>
            ))}
          </ol>
          <EstimateBadge>{t('cbam.estimateBadge')}</EstimateBadge>
          <p className={styles.note}>{t('cbam.assumptions', { values: illustrative(t) })}</p>
        </>
      ) : null}
    </CalculatorTool>
  );
}
