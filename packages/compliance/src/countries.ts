/**
 * The countries the rules and the refine step name, in simplified Chinese: one table for the engine's conditions and
 * the result page's refine form (a small module of its own, so the form's island does not load the engine).
 */
export const COUNTRY_NAMES: Record<string, string> = {
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
  US: '美国',
  JP: '日本',
  CA: '加拿大',
  AU: '澳大利亚',
  EU: '欧盟',
};
