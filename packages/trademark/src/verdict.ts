import type { Lang, RankResult, RiskLevel } from './rank.ts';
import { statusLabel } from './status.ts';
import type { WellKnownHit } from './well-known.ts';

/**
 * The clearance verdict: what the hits say, weighed against what was searched. The search may only say "no
 * conflict found" over an office's real records (imported files), and then says which offices and up to when; over
 * the sample registry, or when an office asked about has no imported records, it shows what it found, says plainly
 * that it cannot judge, and sends the seller to an attorney. A well-known mark close to the searched one is a high
 * risk whatever the registry.
 */

/** The offices of the registry (the marks table's office codes). */
export const OFFICES = ['US', 'EU', 'UK', 'CN', 'JP', 'WIPO'] as const;
export type Office = (typeof OFFICES)[number];

/** What the registry holds of one office's real records (imported from its files; sample rows never count). */
export interface OfficeCoverage {
  office: Office;
  /** Imported marks of the office. */
  marks: number;
  /** The newest filing date among them (YYYY-MM-DD), null when none has one. */
  newestFiled: string | null;
  /** When the office's files were last imported (ISO time), null when never. */
  lastImport: string | null;
}

export type VerdictRisk = RiskLevel | 'none' | 'unknown';

export interface Verdict {
  /** high, medium or low from the hits; none only over real records of every office asked; else unknown. */
  risk: VerdictRisk;
  /** Whether every office asked about has real records: only then may the verdict be low or none. */
  judged: boolean;
  /** The offices asked about that have real records, and those that have none. */
  covered: Office[];
  missing: Office[];
  reasons: string[];
}

export interface VerdictInput {
  ranked: Pick<RankResult, 'risk' | 'findings'>;
  wellKnown: readonly WellKnownHit[];
  /** The office asked about; every office when undefined. */
  office?: Office;
  coverage: readonly OfficeCoverage[];
  /** The searched registry holds sample or generated rows. */
  sample: boolean;
  lang: Lang;
}

const OFFICE_NAMES: Record<Office, { zh: string; en: string }> = {
  US: { zh: '美国', en: 'United States' },
  EU: { zh: '欧盟', en: 'European Union' },
  UK: { zh: '英国', en: 'United Kingdom' },
  CN: { zh: '中国', en: 'China' },
  JP: { zh: '日本', en: 'Japan' },
  WIPO: { zh: '马德里国际注册', en: 'International (Madrid)' },
};

const officeName = (office: Office, lang: Lang) => OFFICE_NAMES[office][lang === 'en' ? 'en' : 'zh'];

const day = (iso: string | null) => (iso === null ? null : iso.slice(0, 10));

/** One office's coverage in words: '美国：1,234,567 件（最新申请日 2026-11-20，最近导入 2026-11-26）'. */
const coverageText = (c: OfficeCoverage, lang: Lang): string => {
  const count = c.marks.toLocaleString('en');
  const filed = day(c.newestFiled);
  const imported = day(c.lastImport);
  if (lang === 'en') {
    const parts = [filed ? `newest filing ${filed}` : null, imported ? `imported ${imported}` : null].filter(Boolean);
    return `${officeName(c.office, lang)}: ${count} marks${parts.length ? ` (${parts.join(', ')})` : ''}`;
  }
  const parts = [filed ? `最新申请日 ${filed}` : null, imported ? `最近导入 ${imported}` : null].filter(Boolean);
  return `${officeName(c.office, lang)}：${count} 件${parts.length ? `（${parts.join('，')}）` : ''}`;
};

const list = (offices: readonly Office[], lang: Lang) =>
  offices.map((o) => officeName(o, lang)).join(lang === 'en' ? ', ' : '、');

/** The verdict of a search (see the module's comment). */
export function clearanceVerdict(input: VerdictInput): Verdict {
  const { ranked, wellKnown, coverage, sample, lang } = input;
  const en = lang === 'en';
  const asked: Office[] = input.office ? [input.office] : [...OFFICES];
  const real = new Map(coverage.filter((c) => c.marks > 0).map((c) => [c.office, c]));
  const covered = asked.filter((o) => real.has(o));
  const missing = asked.filter((o) => !real.has(o));
  const judged = missing.length === 0;

  let risk: VerdictRisk;
  if (wellKnown.length > 0) risk = 'high';
  else if (ranked.risk === 'high' || ranked.risk === 'medium') risk = ranked.risk;
  // What the data cannot support is never said: low and none need every office asked about.
  else if (judged) risk = ranked.risk;
  else risk = 'unknown';

  const reasons: string[] = [];
  for (const hit of wellKnown.slice(0, 3)) reasons.push(hit.reasons[0] ?? '');
  reasons.push(...ranked.findings);
  const scope = covered.map((o) => coverageText(real.get(o) as OfficeCoverage, lang));
  if (scope.length > 0)
    reasons.push(en ? `Records searched: ${scope.join('; ')}` : `已检索的商标局数据：${scope.join('；')}`);
  if (!judged) {
    const why =
      covered.length === 0
        ? sample
          ? en
            ? 'only the sample registry (invented marks for demonstration), no office records'
            : '只有示例商标库（用于演示的虚构商标），没有任何商标局的真实数据'
          : en
            ? 'no office records'
            : '没有任何商标局的真实数据'
        : en
          ? `no records of ${list(missing, lang)}`
          : `缺少${list(missing, lang)}的商标数据`;
    reasons.push(
      en
        ? `Cannot judge: the data searched holds ${why}. Marks not found here may still exist; have an attorney search the office records before filing.`
        : `无法判断：本次检索的数据${why}，这里找不到近似商标不代表没有；申请前请商标律师查询商标局的正式数据。`,
    );
  } else if (sample) {
    reasons.push(
      en
        ? 'The registry also holds sample marks (invented, marked as such): they are shown but are not office records.'
        : '商标库中还有示例商标（虚构，已标注），它们不是商标局的记录。',
    );
  }
  reasons.push(verdictSentence(risk, wellKnown.length > 0, lang, scope));
  return { risk, judged, covered, missing, reasons };
}

const verdictSentence = (risk: VerdictRisk, wellKnown: boolean, lang: Lang, scope: readonly string[]): string => {
  const en = lang === 'en';
  switch (risk) {
    case 'high':
      return wellKnown
        ? en
          ? 'High risk: the mark is close to a well-known mark, protected in every class; choose another name'
          : '高风险：与知名商标近似，知名商标在所有类别都受保护，建议更换名称'
        : en
          ? 'High risk: an identical or very similar earlier mark covers the same or related goods; change the name or ask an attorney before filing'
          : '高风险：存在相同或高度近似、且商品/服务相同或相关的在先商标，建议更换名称或咨询商标律师后再申请';
    case 'medium':
      return en
        ? 'Medium risk: similar earlier marks exist; have an attorney assess them before filing'
        : '中等风险：存在近似的在先商标，建议申请前请商标律师评估';
    case 'low':
      return en
        ? 'Low risk: only distant or inactive similar marks; a full search before filing is still advised'
        : '低风险：仅有差别较大或已失效的近似商标，申请前仍建议做全面检索';
    case 'none':
      return en
        ? `No conflict found in the records searched (${scope.join('; ')}); word marks only, and no search guarantees registration`
        : `在已检索的商标局数据中未发现冲突（${scope.join('；')}）；仅比对文字商标，检索结果不代表一定能获准注册`;
    case 'unknown':
      return en
        ? 'No verdict: the data searched cannot show whether the mark is free; ask an attorney for a search of the office records'
        : '无法给出结论：现有数据不足以判断该商标能否注册，请律师人工检索';
  }
};

// ---- the risk warning before asking an attorney (was in the gateway) -------------------------------------------

/** The risk warning's title per verdict. */
export const warningTitle = (risk: VerdictRisk, lang: Lang): string => {
  const titles: Record<VerdictRisk, { zh: string; en: string }> = {
    high: {
      zh: '高风险：已有相同或高度近似的在先商标',
      en: 'High risk: an identical or very similar earlier mark exists',
    },
    medium: {
      zh: '中风险：已有近似商标，建议由律师评估',
      en: 'Medium risk: similar earlier marks exist; have an attorney assess them',
    },
    low: { zh: '低风险：仅发现差异较大的商标', en: 'Low risk: only marks with clear differences were found' },
    none: { zh: '在已检索的数据中未发现近似商标', en: 'No similar marks in the records searched' },
    unknown: { zh: '无法判断：现有数据不足', en: 'Cannot judge: not enough data' },
  };
  return titles[risk][lang === 'en' ? 'en' : 'zh'];
};

/** The risk warning's advice per verdict. */
export const warningAdvice = (risk: VerdictRisk, lang: Lang): string => {
  const advice: Record<VerdictRisk, { zh: string; en: string }> = {
    high: {
      zh: '直接申请被驳回或被异议的可能性较大，建议更换或修改商标，或请律师进一步分析。',
      en: 'An application is likely to be refused or opposed; consider another mark, or ask an attorney.',
    },
    medium: {
      zh: '能否注册取决于商品是否类似、商标整体印象等，建议请律师人工检索并评估。',
      en: 'Whether it can be registered depends on the goods and the overall impression; ask an attorney.',
    },
    low: {
      zh: '注册前仍建议人工检索（图形、未公开的申请不在自动检索范围内）。',
      en: 'A manual search is still advisable before filing (figurative marks and unpublished applications are not covered).',
    },
    none: {
      zh: '自动检索在已导入的商标局数据中未发现近似商标；注册前仍建议人工检索确认。',
      en: 'The automatic search found no similar marks in the imported office records; a manual search before filing is still advisable.',
    },
    unknown: {
      zh: '自动检索的数据不完整，无法判断能否注册；请律师查询商标局的正式数据后再决定。',
      en: 'The data of the automatic search is incomplete, so it cannot tell; have an attorney search the office records first.',
    },
  };
  return advice[risk][lang === 'en' ? 'en' : 'zh'];
};

/** A matcher in a few words, for the warning's sentence about the closest marks. */
const matcherWords = (name: string, lang: Lang): string => {
  const words: Record<string, { zh: string; en: string }> = {
    exact: { zh: '写法相同', en: 'same spelling' },
    phonetic: { zh: '读音近似', en: 'sounds alike' },
    visual: { zh: '字形近似', en: 'looks alike' },
    component: { zh: '包含关系', en: 'one contains the other' },
    skeleton: { zh: '辅音相同', en: 'same consonants' },
    pinyin: { zh: '拼音相同或近似', en: 'same or close pinyin' },
    script: { zh: '繁简体相同', en: 'same in traditional and simplified characters' },
    glyph: { zh: '汉字形近', en: 'look-alike Chinese characters' },
    meaning: { zh: '含义近似', en: 'same meaning' },
  };
  return words[name]?.[lang === 'en' ? 'en' : 'zh'] ?? name;
};

/** A ranked hit as the risk warning tells it. */
export interface WarningHit {
  number: string;
  mark: string;
  country: string;
  classes: readonly number[];
  status: string | null;
  /** The names of the matchers that found it. */
  matchers: readonly string[];
}

export interface RiskWarningInput {
  /** The mark searched, as written. */
  mark: string;
  /** The register searched, by name ('美国', 'United States'), or null for all. */
  register: string | null;
  classes?: readonly number[];
  hits: readonly WarningHit[];
  wellKnown: readonly Pick<WellKnownHit, 'reasons'>[];
  risk: VerdictRisk;
  /** The register holds sample data: the warning says so. */
  sample: boolean;
  lang: Lang;
}

/**
 * The risk warning's title and text: the first reasons of up to two well-known marks, the closest marks (three at
 * most) in the register and classes searched, the advice for the risk, and a note when the results are sample data.
 */
export const riskWarning = (input: RiskWarningInput): { title: string; warning: string } => {
  const { mark, register, classes, hits, wellKnown, risk, sample, lang } = input;
  const en = lang === 'en';
  const where = [
    register ?? '',
    classes?.length ? (en ? `class ${classes.join(', ')}` : `第${classes.join('、')}类`) : '',
  ]
    .filter(Boolean)
    .join(en ? ', ' : '，');
  const described = hits.slice(0, 3).map((h) => {
    const how = h.matchers.map((m) => matcherWords(m, lang)).join(en ? ', ' : '、');
    return en
      ? `"${h.mark}" (${h.country} ${h.number}, class ${h.classes.join(', ')}, ${h.status}; ${how})`
      : `“${h.mark}”（${h.country} ${h.number}，第${h.classes.join('、')}类，${statusLabel(h.status, 'zh-CN')}；${how}）`;
  });
  const scope = where === '' ? (en ? 'all registers' : '所有登记机构') : where;
  const famous = wellKnown
    .slice(0, 2)
    .map((w) => w.reasons[0] ?? '')
    .join(en ? ' ' : '');
  const found =
    hits.length === 0
      ? ''
      : en
        ? `In ${scope}, the marks closest to "${mark}" are ${described.join('; ')}. `
        : `在${scope}中，与“${mark}”最接近的商标：${described.join('；')}。`;
  const sampleNote = sample
    ? en
      ? ' (Results come from the sample registry, for demonstration only.)'
      : '（结果来自示例商标库，仅供演示。）'
    : '';
  return { title: warningTitle(risk, lang), warning: `${famous}${found}${warningAdvice(risk, lang)}${sampleNote}` };
};
