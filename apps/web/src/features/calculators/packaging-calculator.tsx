'use client';

import { useState } from 'react';
import {
  type DeclarationGroup,
  PACKAGING_INDICATIVE_CENTS_PER_KG,
  PACKAGING_MATERIALS,
  type PackagingEstimate,
  type PackagingMaterial,
  packagingEstimate,
} from '../../lib/calculators.ts';
import { formatCents, formatScaled } from '../../lib/money.ts';
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
import { MATERIAL_NAMES } from './labels.ts';

/**
 * The German packaging EPR estimate (/ld/calculate/2): the year's packaging weight per material
 * times indicative dual-system rates, the completeness-declaration check and the LUCID reminder.
 */

const KG: NumberSpec = { decimals: 3, max: 10_000_000, optional: true };
const SPECS = Object.fromEntries(PACKAGING_MATERIALS.map((m) => [m, KG])) as Record<PackagingMaterial, NumberSpec>;

const GROUP_NAMES: Record<DeclarationGroup, string> = {
  glass: '玻璃',
  paper: '纸/纸板',
  lightweight: '轻型包装（塑料、铝、黑色金属、复合材料合计）',
};

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
  const [result, setResult] = useState<PackagingEstimate | null>(() =>
    packagingEstimate({ paper: 1_200_000, plastics: 300_000 }),
  );

  const { field, submit } = useNumberFields({
    specs: SPECS,
    order: PACKAGING_MATERIALS,
    initial: INITIAL,
    clearResult: () => setResult(null),
    onValues: (values) => {
      const grams = Object.fromEntries(PACKAGING_MATERIALS.map((m) => [m, values[m] ?? 0]));
      setResult(packagingEstimate(grams));
    },
  });

  return (
    <div className={styles.tool}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="德国包装EPR费用估算">
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>每年投放德国市场的包装重量（含外箱、填充物）</legend>
          <div className={styles.grid}>
            {PACKAGING_MATERIALS.map((material) => (
              <NumberField
                key={material}
                {...field(material)}
                label={`${MATERIAL_NAMES[material]}（公斤/年）`}
                unit="kg"
                hint={`参考费率 ${formatCents(PACKAGING_INDICATIVE_CENTS_PER_KG[material], 'EUR')}/kg`}
              />
            ))}
          </div>
          <p className={styles.hint}>不涉及的材质留空即可。单件包装重量 × 年销量 ÷ 1000 = 公斤/年。</p>
        </fieldset>
        <button type="submit" className="btn btn-primary">
          估算年费
        </button>
      </form>

      <Results title="估算结果">
        {result ? (
          <>
            <EstimateBadge>估算，仅供参考，以双元系统报价为准</EstimateBadge>
            <TableFrame>
              <table className={styles.table}>
                <caption className="visually-hidden">按材质估算的双元系统年费</caption>
                <thead>
                  <tr>
                    <th scope="col">材质</th>
                    <th scope="col">重量（kg/年）</th>
                    <th scope="col">参考费率</th>
                    <th scope="col">估算费用</th>
                  </tr>
                </thead>
                <tbody>
                  {result.totalGrams === 0 ? (
                    <tr>
                      <td colSpan={4}>尚未填写任何包装重量。</td>
                    </tr>
                  ) : null}
                  {result.lines
                    .filter((line) => line.grams > 0)
                    .map((line) => (
                      <tr key={line.material}>
                        <th scope="row">{MATERIAL_NAMES[line.material]}</th>
                        <td>{kg(line.grams)}</td>
                        <td>{formatCents(line.centsPerKg, 'EUR')}/kg</td>
                        <td>{formatCents(line.feeCents, 'EUR')}</td>
                      </tr>
                    ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">合计</th>
                    <td>{kg(result.totalGrams)}</td>
                    <td />
                    <td className={styles.strong}>{formatCents(result.totalFeeCents, 'EUR')}/年</td>
                  </tr>
                </tfoot>
              </table>
            </TableFrame>
            <ul className={styles.verdicts}>
              <li className={styles.must}>
                <strong>LUCID注册：必须。</strong>
                在德国销售带包装的商品前须在ZSVR的LUCID系统免费注册，并加入双元系统、申报数量；没有最低数量门槛，包装再少也须注册。
              </li>
              <li className={result.declaration.required ? styles.must : styles.ok}>
                <strong>
                  完整性声明（Vollständigkeitserklärung）：{result.declaration.required ? '需要' : '暂不需要'}。
                </strong>
                {result.declaration.required
                  ? '您的年包装量超过下列门槛之一，须在次年5月15日前经注册审计师审核后提交至LUCID。'
                  : '年包装量未超过任何门槛；超过其一时须在次年5月15日前提交经审计的声明。'}
              </li>
            </ul>
            <TableFrame>
              <table className={styles.table}>
                <caption className="visually-hidden">完整性声明门槛</caption>
                <thead>
                  <tr>
                    <th scope="col">类别</th>
                    <th scope="col">您的年重量（kg）</th>
                    <th scope="col">门槛（kg/年）</th>
                    <th scope="col">是否超过</th>
                  </tr>
                </thead>
                <tbody>
                  {result.declaration.groups.map((group) => (
                    <tr key={group.group}>
                      <th scope="row">{GROUP_NAMES[group.group]}</th>
                      <td>{kg(group.grams)}</td>
                      <td>&gt; {formatScaled(group.thresholdKg, 0)}</td>
                      <td>{group.exceeded ? '超过' : '未超过'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <p className={styles.note}>
              估算假设：参考费率为小批量在线签约常见的价格量级（欧元/公斤，不含增值税），不是任何双元系统的报价；双元系统价格为私人合同，因系统、数量和年度而异，部分系统另设最低年费。实际费用以您签约的双元系统报价为准。
            </p>
          </>
        ) : (
          <FixErrors />
        )}
      </Results>
    </div>
  );
}
