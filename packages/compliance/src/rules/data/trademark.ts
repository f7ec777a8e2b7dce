import type { RuleCountry, RuleInput, ServiceRef } from '../schema.ts';
import { amazon, FIRST, law, rule, SERVICE_TYPE, service } from './helpers.ts';
import { S } from './sources.ts';

/** Trademark advice per market whose office Amazon Brand Registry accepts (DOMAIN 4). */

const MARKETS: readonly { country: RuleCountry; name: string; office: string; offered: ServiceRef | null }[] = [
  { country: 'UK', name: '英国', office: '英国知识产权局', offered: service(SERVICE_TYPE.trademark, 'UK', '商标') },
  {
    country: 'DE',
    name: '德国',
    office: '德国商标局或欧盟知识产权局（EUIPO）',
    offered: service(SERVICE_TYPE.trademark, 'EU', '商标'),
  },
  {
    country: 'FR',
    name: '法国',
    office: '法国商标局或欧盟知识产权局（EUIPO）',
    offered: service(SERVICE_TYPE.trademark, 'EU', '商标'),
  },
  {
    country: 'IT',
    name: '意大利',
    office: '意大利商标局或欧盟知识产权局（EUIPO）',
    offered: service(SERVICE_TYPE.trademark, 'EU', '商标'),
  },
  {
    country: 'ES',
    name: '西班牙',
    office: '西班牙商标局或欧盟知识产权局（EUIPO）',
    offered: service(SERVICE_TYPE.trademark, 'EU', '商标'),
  },
  {
    country: 'EU',
    name: '欧盟',
    office: '欧盟知识产权局（EUIPO）',
    offered: service(SERVICE_TYPE.trademark, 'EU', '商标'),
  },
  {
    country: 'US',
    name: '美国',
    office: '美国专利商标局（USPTO）',
    offered: service(SERVICE_TYPE.trademark, 'US', '商标'),
  },
  { country: 'JP', name: '日本', office: '日本特许厅', offered: service(SERVICE_TYPE.trademark, 'JP', '商标') },
  { country: 'CA', name: '加拿大', office: '加拿大知识产权局', offered: null },
  { country: 'BR', name: '巴西', office: '巴西商标局', offered: null },
  { country: 'IN', name: '印度', office: '印度商标局', offered: null },
  { country: 'AU', name: '澳大利亚', office: '澳大利亚知识产权局', offered: null },
];

const BRAND_REGISTRY_RULE =
  '亚马逊品牌备案需要来自其认可商标局的已注册（或按亚马逊指南，申请中）的文字商标或含文字的图形商标；认可的商标局包括美国、欧盟、英国、日本、印度、澳大利亚、加拿大、巴西、德国、法国、意大利、西班牙等。';

export const trademarkRules: RuleInput[] = MARKETS.flatMap(({ country, name, office, offered }) => [
  rule({
    id: `${country}.trademark.file`,
    country,
    stream: 'trademark',
    // The EU-wide row is for 'other EU' sellers; DE, FR, IT and ES rows already name the EU office.
    condition:
      country === 'EU' ? { requires: ['otherEuMarket'], requiresNone: ['trademark'] } : { requiresNone: ['trademark'] },
    level: 'recommended',
    title: `建议在${name}申请商标`,
    action: `您还没有注册商标：建议向${office}申请商标，以保护品牌并满足平台的品牌要求。${BRAND_REGISTRY_RULE}`,
    law: null,
    register: office,
    who: '品牌所有人（卖家）',
    timing: '建议在上架前提交申请',
    lawClaim: law(S.brandOffices),
    amazon: amazon('no', '商标不是上架的前提，但品牌备案需要商标。', S.brandRegistry),
    checkedOn: FIRST,
    services: offered === null ? [] : [offered],
  }),
  rule({
    id: `${country}.trademark.brandRegistry`,
    country,
    stream: 'trademark',
    condition:
      country === 'EU'
        ? { requires: ['otherEuMarket', 'trademark', 'amazon'], requiresNone: ['brandRegistry'] }
        : { requires: ['trademark', 'amazon'], requiresNone: ['brandRegistry'] },
    level: 'recommended',
    title: `建议在${name}站点加入亚马逊品牌备案`,
    action: `您已有商标但尚未加入亚马逊品牌备案：建议备案。${BRAND_REGISTRY_RULE}如您的商标不是由上述商标局签发，请先在${office}申请。`,
    law: null,
    register: 'Amazon Brand Registry',
    who: '品牌所有人（卖家）',
    timing: '随时可申请',
    lawClaim: law(S.brandOffices),
    amazon: amazon('no', '品牌备案是自愿项目。', S.brandRegistry),
    checkedOn: FIRST,
  }),
]);
