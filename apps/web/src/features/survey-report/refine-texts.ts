import { COUNTRY_NAMES } from '@site/compliance/countries';
import type { Locale } from '../../brands.ts';

/** The refine step's words (simplified and traditional Chinese). */
export interface RefineText {
  title: string;
  intro: string;
  stock: string;
  otherEu: string;
  established: string;
  packaging: string;
  eee: string;
  turnover: string;
  products: string;
  submit: string;
  busy: string;
  empty: string;
  failed: string;
  options: Record<string, string>;
  bands: Partial<Record<string, Record<string, string>>>;
}

const SIMPLIFIED: RefineText = {
  title: '细化报告（可选）',
  intro:
    '九个问题无法知道您的库存在哪里、企业设立在哪里以及大致规模，因此相关义务标为“视情况而定”。回答以下任意问题，我们会生成一份新报告确定这些义务；本报告保持不变。',
  stock: '库存存放在哪里？（可多选）',
  otherEu: '您还向哪些欧盟国家销售？（可多选）',
  established: '您的企业设立在哪里？',
  packaging: '每年投放到单个市场的包装重量',
  eee: '每年投放到单个市场的电子电气设备重量',
  turnover: '年营业额（约合英镑/欧元）',
  products: '您是否销售以下商品？（可多选）',
  submit: '生成细化报告',
  busy: '正在生成…',
  empty: '请至少回答一个问题。',
  failed: '生成失败，请稍后再试。',
  options: {
    ...COUNTRY_NAMES,
    PAN_EU: '亚马逊泛欧计划（德、法、意、西、波、捷）',
    CN_DIRECT: '从中国直接发货给消费者',
    OTHER: '其他',
    CN: '中国大陆',
    HK: '中国香港',
    EU: '欧盟成员国',
    tyres: '轮胎',
    phonesTablets: '智能手机、平板',
    laptops: '笔记本电脑',
    chargerDevices: '耳机、相机、音箱等可充电设备',
    woodFurniture: '木制家具',
    leather: '皮革制品',
    clothingShoes: '服装、家用布草、鞋类',
    furniture: '家具、床上用品',
    NONE: '以上都不销售',
  },
  bands: {
    packagingTonnes: { lt25: '25吨以下', '25to50': '25-50吨', gt50: '50吨以上' },
    eeeTonnes: { lt5: '5吨以下', gt5: '5吨以上' },
    turnover: { lt1m: '100万以下', '1to2m': '100万-200万', '2to40m': '200万-4,000万', ge40m: '4,000万及以上' },
    otherEuCountries: { OTHER: '其他欧盟国家（本报告不覆盖）' },
  },
};

const TRADITIONAL: RefineText = {
  ...SIMPLIFIED,
  title: '細化報告（可選）',
  intro:
    '九個問題無法知道您的庫存在哪裡、企業設立在哪裡以及大致規模，因此相關義務標為「視情況而定」。回答以下任意問題，我們會生成一份新報告確定這些義務；本報告保持不變。',
  stock: '庫存存放在哪裡？（可多選）',
  otherEu: '您還向哪些歐盟國家銷售？（可多選）',
  established: '您的企業設立在哪裡？',
  packaging: '每年投放到單個市場的包裝重量',
  eee: '每年投放到單個市場的電子電氣設備重量',
  turnover: '年營業額（約合英鎊/歐元）',
  products: '您是否銷售以下商品？（可多選）',
  submit: '生成細化報告',
  busy: '正在生成…',
  empty: '請至少回答一個問題。',
  failed: '生成失敗，請稍後再試。',
  options: {
    UK: '英國',
    DE: '德國',
    FR: '法國',
    IT: '義大利',
    ES: '西班牙',
    PL: '波蘭',
    CZ: '捷克',
    NL: '荷蘭',
    AT: '奧地利',
    BE: '比利時',
    SE: '瑞典',
    US: '美國',
    JP: '日本',
    CA: '加拿大',
    AU: '澳大利亞',
    PAN_EU: '亞馬遜泛歐計劃（德、法、意、西、波、捷）',
    CN_DIRECT: '從中國直接發貨給消費者',
    OTHER: '其他',
    CN: '中國大陸',
    HK: '中國香港',
    EU: '歐盟成員國',
    tyres: '輪胎',
    phonesTablets: '智慧型手機、平板',
    laptops: '筆記型電腦',
    chargerDevices: '耳機、相機、音箱等可充電裝置',
    woodFurniture: '木製傢俱',
    leather: '皮革製品',
    clothingShoes: '服裝、家用布草、鞋類',
    furniture: '傢俱、床上用品',
    NONE: '以上都不銷售',
  },
  bands: {
    packagingTonnes: { lt25: '25噸以下', '25to50': '25-50噸', gt50: '50噸以上' },
    eeeTonnes: { lt5: '5噸以下', gt5: '5噸以上' },
    turnover: { lt1m: '100萬以下', '1to2m': '100萬-200萬', '2to40m': '200萬-4,000萬', ge40m: '4,000萬及以上' },
    otherEuCountries: { OTHER: '其他歐盟國家（本報告不覆蓋）' },
  },
};

export const refineText = (locale: Locale): RefineText => (locale === 'zh-TW' ? TRADITIONAL : SIMPLIFIED);
