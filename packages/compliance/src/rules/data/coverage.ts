import type { RuleInput } from '../schema.ts';
import { lawUnconfirmed, REVIEWED, rule } from './helpers.ts';
import { S } from './sources.ts';

/**
 * What the table does not cover, said plainly: the EPR of the other EU member states reached through the refine
 * step (PL, CZ, BE, SE: DOMAIN gives their VAT, not their EPR), and the member states the table has no rows for.
 */

const notCovered = (country: 'PL' | 'CZ' | 'BE' | 'SE', name: string): RuleInput =>
  rule({
    id: `${country}.general.eprNotCovered`,
    country,
    stream: 'packaging',
    level: 'info',
    title: `${name}：包装、电子电气、电池EPR尚未收录`,
    action: `我们的规则表只收录了${name}的增值税规则（在${name}存货时）；${name}的包装、电子电气设备和电池EPR尚未收录，这不代表没有义务，请咨询顾问。`,
    law: null,
    who: `向${name}消费者销售的卖家`,
    timing: '未确认',
    lawClaim: lawUnconfirmed(S.companyFigures),
    history: [{ date: REVIEWED, change: `新增：${name}可在细化步骤中选择；其EPR尚未收录，报告如实说明。` }],
  });

export const coverageRules: RuleInput[] = [
  rule({
    id: 'EU.general.otherCountries',
    country: 'EU',
    stream: 'packaging',
    condition: { requires: ['otherEuMarket'] },
    level: 'info',
    title: '“其他欧盟国家”：本报告覆盖的国家',
    action:
      '本报告覆盖德国、法国、意大利、西班牙，以及在“细化”步骤中选择的荷兰、奥地利、波兰、捷克、比利时、瑞典（波兰、捷克、比利时、瑞典只含增值税规则）。其他成员国（如爱尔兰、葡萄牙、丹麦、芬兰等）的国家EPR和增值税细则不在本报告中，这不代表没有义务。',
    law: null,
    who: '向其他欧盟国家销售的卖家',
    timing: '未确认',
    lawClaim: lawUnconfirmed(S.companyFigures),
    history: [
      {
        date: REVIEWED,
        change: '新增：说明“其他欧盟国家”覆盖哪些国家；可在细化步骤中选择荷兰、奥地利、波兰、捷克、比利时、瑞典。',
      },
    ],
  }),
  notCovered('PL', '波兰'),
  notCovered('CZ', '捷克'),
  notCovered('BE', '比利时'),
  notCovered('SE', '瑞典'),
];
