'use client';

import { useState } from 'react';
import {
  CBAM_DE_MINIMIS_KG,
  CBAM_GROUPS,
  CBAM_ILLUSTRATIVE_INTENSITY_MILLI,
  CBAM_KEY_DATES,
  type CbamEstimate,
  type CbamGroup,
  cbamEstimate,
  roundDiv,
} from '../../lib/calculators.ts';
import { formatScaled } from '../../lib/money.ts';
import styles from './calculators.module.css';
import {
  EstimateBadge,
  FixErrors,
  NumberField,
  type NumberSpec,
  Results,
  TableFrame,
  useNumberFields,
} from './form.tsx';
import { CBAM_GROUP_NAMES } from './labels.ts';

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

const DATE_TEXTS: Record<(typeof CBAM_KEY_DATES)[number]['key'], string> = {
  declarantApplication:
    '年进口量超过50吨的进口商申请“授权CBAM申报人”的截止日：此前已提交申请的可在审批期间继续进口，之后须先取得授权才能进口。',
  certificateSales: 'CBAM证书开始出售（用于清缴2026年进口货物的隐含排放）。',
  firstDeclaration: '提交2026年度首份CBAM申报并清缴相应数量的证书。',
};

const dateText = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};
/** Kilograms as tonnes with 3 decimals, trailing zeros dropped. */
const tonnes = (kg: number) => formatScaled(kg, 3).replace(/\.?0+$/, '');
/** kgCO2e as tCO2e with 2 decimals. */
const tco2e = (kg: number) => formatScaled(roundDiv(kg, 10), 2);

const ILLUSTRATIVE = CBAM_GROUPS.map(
  (g) => `${CBAM_GROUP_NAMES[g]}${formatScaled(CBAM_ILLUSTRATIVE_INTENSITY_MILLI[g], 3).replace(/\.?0+$/, '')}`,
).join('、');

const INITIAL = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>;
const CBAM_INITIAL: Record<Field, string> = { ...INITIAL, steelMass: '80', aluminiumMass: '12' };

export function CbamCalculator() {
  const [result, setResult] = useState<CbamEstimate | null>(() =>
    cbamEstimate([
      { group: 'steel', massKg: 80_000 },
      { group: 'aluminium', massKg: 12_000 },
    ]),
  );

  const { field, submit } = useNumberFields({
    specs: SPECS,
    order: FIELDS,
    initial: CBAM_INITIAL,
    clearResult: () => setResult(null),
    onValues: (values) => {
      setResult(
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
      );
    },
  });

  return (
    <div className={styles.tool}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="CBAM排放测算">
        {CBAM_GROUPS.map((group) => (
          <fieldset key={group} className={styles.fieldset}>
            <legend className={styles.legend}>{CBAM_GROUP_NAMES[group]}</legend>
            <div className={styles.pair}>
              <NumberField
                {...field(`${group}Mass`)}
                label={`年进口净重（吨）`}
                unit="t"
                hint={group === 'hydrogen' ? '氢不适用50吨豁免。' : undefined}
              />
              <NumberField
                {...field(`${group}Intensity`)}
                label="实际排放强度（tCO2e/吨，可选）"
                unit="tCO2e/t"
                hint={`留空则用示意值 ${formatScaled(CBAM_ILLUSTRATIVE_INTENSITY_MILLI[group], 3)}`}
              />
            </div>
          </fieldset>
        ))}
        <p className={styles.hint}>不进口的产品留空即可。电力也在CBAM范围内，但不在本工具测算之列。</p>
        <button type="submit" className="btn btn-primary">
          测算排放与证书
        </button>
      </form>

      <Results title="测算结果">
        {result ? (
          <>
            <dl className={styles.summary}>
              <div>
                <dt>计入豁免门槛的进口量</dt>
                <dd>{tonnes(result.thresholdMassKg)} 吨</dd>
              </div>
              <div>
                <dt>隐含排放合计</dt>
                <dd>{tco2e(result.emissionsKg)} tCO2e</dd>
              </div>
              <div>
                <dt>估算所需证书</dt>
                <dd>{result.certificates} 张</dd>
              </div>
            </dl>
            <ul className={styles.verdicts}>
              {result.deMinimis ? (
                <li className={styles.ok}>
                  <strong>
                    {result.thresholdMassKg > 0
                      ? '钢铁、铝、水泥、化肥适用50吨豁免。'
                      : '未填写钢铁、铝、水泥或化肥进口量。'}
                  </strong>
                  按法规（EU）2025/2083，每个进口商每年这几类货物合计不超过{CBAM_DE_MINIMIS_KG / 1000}
                  吨时，无需申请授权申报人，也无需购买证书；请持续监控全年累计进口量。
                </li>
              ) : (
                <li className={styles.must}>
                  <strong>超过50吨年度豁免门槛：须取得授权CBAM申报人资格。</strong>
                  超过门槛后，全部进口量（不只是超出部分）都须申报并清缴证书。
                </li>
              )}
              {result.lines.some((l) => l.group === 'hydrogen' && l.massKg > 0) ? (
                <li className={styles.must}>
                  <strong>氢不适用豁免。</strong>进口任何数量的氢都须取得授权申报人资格并清缴证书。
                </li>
              ) : null}
              {result.declarantRequired ? (
                <li className={styles.must}>
                  <strong>证书：约 {result.certificates} 张。</strong>
                  每张证书对应1吨CO2e（{tco2e(result.liableEmissionsKg)}{' '}
                  tCO2e，向上取整）；这是扣减欧盟免费配额调整和原产国已付碳价之前的数量，实际应清缴数量会相应减少。
                </li>
              ) : null}
            </ul>
            <TableFrame>
              <table className={styles.table}>
                <caption className="visually-hidden">按产品类别的隐含排放</caption>
                <thead>
                  <tr>
                    <th scope="col">产品类别</th>
                    <th scope="col">进口量（吨）</th>
                    <th scope="col">排放强度（tCO2e/吨）</th>
                    <th scope="col">隐含排放（tCO2e）</th>
                  </tr>
                </thead>
                <tbody>
                  {result.lines
                    .filter((line) => line.massKg > 0)
                    .map((line) => (
                      <tr key={line.group}>
                        <th scope="row">{CBAM_GROUP_NAMES[line.group]}</th>
                        <td>{tonnes(line.massKg)}</td>
                        <td>
                          {formatScaled(line.intensityMilli, 3)}
                          <span className={styles.sub}>{line.illustrative ? '示意值' : '您填写的实际值'}</span>
                        </td>
                        <td>{tco2e(line.emissionsKg)}</td>
                      </tr>
                    ))}
                  {result.lines.every((line) => line.massKg === 0) ? (
                    <tr>
                      <td colSpan={4}>尚未填写进口量。</td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </TableFrame>
            <h4 className={styles.subTitle}>关键日期</h4>
            <ol className={styles.dates}>
              {CBAM_KEY_DATES.map((item) => (
                <li key={item.key}>
                  <time dateTime={item.date}>{dateText(item.date)}</time>
                  <span>{DATE_TEXTS[item.key]}</span>
                </li>
              ))}
            </ol>
            <EstimateBadge>示意测算，仅供参考，不可用于正式申报</EstimateBadge>
            <p className={styles.note}>
              估算假设：示意排放强度为常见生产路线的量级取整（{ILLUSTRATIVE}{' '}
              tCO2e/吨），不是欧盟委员会按CN编码和原产国公布的官方默认值（默认值含加成）。正式申报须使用生产设施的实际排放数据或官方默认值；是否属于CBAM范围以货物的CN编码为准。
            </p>
          </>
        ) : (
          <FixErrors />
        )}
      </Results>
    </div>
  );
}
