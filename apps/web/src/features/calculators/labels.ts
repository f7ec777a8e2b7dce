import type { CbamGroup, PackagingMaterial, VatCountry } from '../../lib/calculators.ts';

/** The Chinese names the tools show for the rules' codes. */

export const COUNTRY_NAMES: Record<VatCountry, string> = {
  UK: '英国',
  DE: '德国',
  FR: '法国',
  IT: '意大利',
  ES: '西班牙',
  PL: '波兰',
  CZ: '捷克',
  NL: '荷兰',
  AT: '奥地利',
  BE: '比利时',
  SE: '瑞典',
  IE: '爱尔兰',
};

export const MATERIAL_NAMES: Record<PackagingMaterial, string> = {
  paper: '纸/纸板（PPK）',
  plastics: '塑料',
  glass: '玻璃',
  aluminium: '铝',
  ferrous: '黑色金属（马口铁、钢）',
  composites: '复合材料（如饮料纸盒）',
  other: '其他材料（木、纺织、陶瓷等）',
};

export const CBAM_GROUP_NAMES: Record<CbamGroup, string> = {
  steel: '钢铁',
  aluminium: '铝',
  cement: '水泥',
  fertilisers: '化肥',
  hydrogen: '氢',
};
