/** How a register status reads for the risk: live (registered), pending (applied for) or dead (no longer in force). */
export type Liveness = 'live' | 'pending' | 'dead';

const DEAD =
  /dead|expired|cancel|abandon|withdrawn|refused|rejected|lapsed|invalid|surrender|removed|失效|无效|注销|撤销|驳回|过期|终止|放弃/i;
const PENDING = /pending|filed|applied|application|examination|opposition|published|审查|申请|公告|初审|受理|异议/i;

/** The liveness of a status text from any office (USPTO 'LIVE'/'DEAD', EUIPO 'Registered'/'Expired', CN 已注册/无效...). */
export const liveness = (status: string | null | undefined): Liveness => {
  const s = status ?? '';
  if (DEAD.test(s)) return 'dead';
  if (PENDING.test(s)) return 'pending';
  return 'live';
};

const ZH_STATUS: readonly [RegExp, string][] = [
  [/regist/i, '已注册'],
  [/publish|opposition/i, '公告中'],
  [/examination/i, '审查中'],
  [/pending|filed|applied|application/i, '申请中'],
  [/expired|lapsed/i, '已过期'],
  [/cancel|invalid|surrender|removed/i, '已撤销'],
  [/abandon|withdrawn/i, '已放弃'],
  [/refused|rejected/i, '已驳回'],
];

const ZH_LIVENESS: Record<Liveness, string> = { live: '有效', pending: '申请中', dead: '已失效' };

/** A status as a Chinese reader reads it: Chinese text kept, an office's English word translated. */
export const statusLabel = (status: string | null | undefined, lang: 'zh-CN' | 'en'): string => {
  const s = (status ?? '').trim();
  if (lang === 'en' || /\p{Script=Han}/u.test(s)) return s;
  if (s === '') return ZH_LIVENESS.live;
  return ZH_STATUS.find(([pattern]) => pattern.test(s))?.[1] ?? ZH_LIVENESS[liveness(s)];
};
