import { FOREIGN_LANGUAGE_NAMES } from './data/foreign-words.ts';
import { niceClass } from './data/nice-classes.ts';
import { type ClassRelation, type RelatedClasses, relatedRow } from './data/related-classes.ts';
import { type MarkKeys, markKeys } from './keys.ts';
import {
  combineScores,
  distinctivePart,
  FIRE_AT,
  type MatcherDetail,
  type MatcherName,
  runMatchers,
} from './matchers.ts';
import type { MeaningSource } from './meanings.ts';
import { commonPrefix } from './similarity.ts';
import { type Liveness, liveness, statusLabel } from './status.ts';

export type RiskLevel = 'high' | 'medium' | 'low';
export type Lang = 'zh-CN' | 'en';

/** A mark of a register, as the marks table holds it. `keys` are precomputed by the importer; computed when missing. */
export interface RegisteredMark {
  number: string;
  mark: string;
  classes: number[];
  owner: string;
  country: string;
  status: string;
  filed: string | null;
  keys?: MarkKeys;
}

export interface Hit extends Omit<RegisteredMark, 'keys'> {
  /** The hit's rank score in [0, 1]: the mark similarity, lowered for other goods and services and for a dead mark. */
  score: number;
  /** The mark similarity in [0, 1] from the matchers that fired, whatever the goods. */
  similarity: number;
  /** How the hit's classes stand to the query's: the same, related by the table, unrelated, or unknown (no classes). */
  goods: ClassRelation;
  /** The matchers that fired, best first (ties in MATCHER_NAMES order), each with its own score. */
  matchers: { name: MatcherName; score: number }[];
  risk: RiskLevel;
  reasons: string[];
}

export interface RankResult {
  hits: Hit[];
  risk: RiskLevel | 'none';
  /** What was found (counts, the closest, the classes compared), then the verdict on the hits alone. */
  reasons: string[];
  /** `reasons` without the verdict, for a verdict that also weighs the data searched (verdict.ts). */
  findings: string[];
}

export interface RankOptions {
  /** At most this many hits (default 50); the counts in the reasons are of all hits. */
  limit?: number;
  lang?: Lang;
}

const LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high'];
const lower = (level: RiskLevel, steps: number): RiskLevel =>
  LEVELS[Math.max(0, LEVELS.indexOf(level) - steps)] ?? 'low';
const round = (x: number) => Math.round(x * 10_000) / 10_000;

interface GoodsRelation {
  relation: ClassRelation;
  shared: number[];
  row?: RelatedClasses;
}

const CONFIDENCE_ORDER = { high: 0, medium: 1, low: 2 } as const;
const US_SPECIAL = 46;

/** How the candidate's classes stand to the query's. */
export const goodsRelation = (queryClasses: readonly number[], markClasses: readonly number[]): GoodsRelation => {
  if (queryClasses.length === 0 || markClasses.length === 0) return { relation: 'unknown', shared: [] };
  const mine = new Set(queryClasses);
  const shared = [...new Set(markClasses.filter((c) => mine.has(c)))].sort((a, b) => a - b);
  if (shared.length > 0) return { relation: 'same', shared };
  // The US special class (certification and collective membership marks) can cover any goods: not judged by the table.
  if (mine.has(US_SPECIAL) || markClasses.includes(US_SPECIAL)) return { relation: 'unknown', shared: [] };
  let best: RelatedClasses | undefined;
  for (const q of [...mine].sort((a, b) => a - b)) {
    for (const m of [...new Set(markClasses)].sort((a, b) => a - b)) {
      const row = relatedRow(q, m);
      if (
        row !== undefined &&
        (best === undefined || CONFIDENCE_ORDER[row.confidence] < CONFIDENCE_ORDER[best.confidence])
      )
        best = row;
    }
  }
  return best === undefined ? { relation: 'unrelated', shared: [] } : { relation: 'related', shared: [], row: best };
};

const GOODS_FACTOR = { same: 1, unknown: 1, unrelated: 0.7 } as const;
const RELATED_FACTOR = { high: 0.92, medium: 0.88, low: 0.84 } as const;

/** The risk of one hit from its similarity, the goods and the mark's status. */
export const hitRisk = (similarity: number, goods: GoodsRelation, life: Liveness): RiskLevel => {
  let level: RiskLevel = similarity >= 0.85 ? 'high' : similarity >= 0.7 ? 'medium' : 'low';
  if (goods.relation === 'related') {
    const strong = goods.row !== undefined && goods.row.confidence !== 'low' && similarity >= 0.9;
    if (!strong) level = lower(level, 1);
  } else if (goods.relation === 'unrelated') level = lower(level, 2);
  if (life === 'dead') level = lower(level, 1);
  return level;
};

// ---- reasons -------------------------------------------------------------------------------------------------------

const classLabel = (n: number, lang: Lang) => {
  const c = niceClass(n);
  if (lang === 'en') return c === undefined ? `class ${n}` : `class ${n} (${c.labelEn})`;
  return c === undefined ? `第${n}类` : `第${n}类（${c.labelZh}）`;
};
const classList = (classes: readonly number[], lang: Lang) =>
  lang === 'en' ? `class ${classes.join(', ')}` : `第${classes.join('、')}类`;

const spaced = (s: string) => [...s].join('-');

/** A fired matcher in a seller's words: what it saw between the searched mark `q` and the mark `c`. */
export const matcherReason = (d: MatcherDetail, q: string, c: string, lang: Lang): string => {
  const en = lang === 'en';
  switch (d.name) {
    case 'exact':
      if (d.kind === 'compact')
        return en
          ? `Identical: ${q} and ${c} are spelled the same (ignoring case, spaces and punctuation)`
          : `完全相同：${q} 与 ${c} 写法一致（不计大小写、空格和标点）`;
      return en
        ? `Same spelling variant: ${q} and ${c} both read as ${d.value} (digits read as letters, PH as F and similar)`
        : `写法变体相同：${q} 与 ${c} 都可读作 ${d.value}（数字当字母读、PH 读作 F 等常见写法）`;
    case 'phonetic':
      return d.kind === 'same'
        ? en
          ? `Sounds the same: ${q} and ${c} are pronounced alike`
          : `读音相同：${q} 与 ${c} 发音一致`
        : en
          ? `Sounds alike: ${q} and ${c} are pronounced nearly the same`
          : `读音相近：${q} 与 ${c} 发音接近`;
    case 'visual': {
      const n = Number(d.value);
      if (Number.isFinite(n) && n >= 1 && n <= 3)
        return en
          ? `Looks alike: ${q} and ${c} differ by only ${n} character${n === 1 ? '' : 's'}`
          : `字形相近：${q} 与 ${c} 只差 ${n} 个字符`;
      return en ? `Looks alike: ${q} and ${c} have a similar spelling` : `字形相近：${q} 与 ${c} 拼写相似`;
    }
    case 'component':
      return d.kind === 'queryInside'
        ? en
          ? `Contained: the registered mark ${c} contains your mark ${q}`
          : `包含关系：在先商标 ${c} 包含您的商标 ${q}`
        : en
          ? `Contained: your mark ${q} contains the registered mark ${c}`
          : `包含关系：您的商标 ${q} 包含在先商标 ${c}`;
    case 'skeleton':
      return en
        ? `Same consonants: ${q} and ${c} share the consonant skeleton ${spaced(d.value ?? '')}`
        : `辅音骨架相同：${q} 与 ${c} 的辅音都是 ${spaced(d.value ?? '')}`;
    case 'pinyin':
      return d.kind === 'same'
        ? en
          ? `Same pinyin: ${q} and ${c} are both read ${d.value}`
          : `拼音相同：${q} 与 ${c} 的拼音都是 ${d.value}`
        : en
          ? `Similar pinyin: ${q} and ${c} are read almost alike`
          : `拼音相近：${q} 与 ${c} 的拼音接近`;
    case 'script':
      return en
        ? `Same mark in traditional and simplified characters: ${q} and ${c} are both ${d.value}`
        : `繁简体相同：${q} 与 ${c} 是同一商标的繁体和简体写法（${d.value}）`;
    case 'glyph':
      return en
        ? `Look-alike Chinese characters: ${q} and ${c} differ only in ${d.value}, one stroke or part apart and easily misread`
        : `汉字形近：${q} 与 ${c} 只差形近字 ${d.value}（相差一笔或一个部件），容易看错`;
    case 'meaning':
      return meaningReason(d, q, c, lang);
  }
};

const SOURCE_WORDS: Record<MeaningSource, { zh: string; en: string }> = {
  cedict: { zh: '汉英词典 CC-CEDICT', en: 'the CC-CEDICT dictionary' },
  english: { zh: '英语', en: 'English' },
  fr: FOREIGN_LANGUAGE_NAMES.fr,
  es: FOREIGN_LANGUAGE_NAMES.es,
  it: FOREIGN_LANGUAGE_NAMES.it,
  de: FOREIGN_LANGUAGE_NAMES.de,
};

/** How one side was read: '红牛（汉英词典 CC-CEDICT：red bull）', 'LUNA (Spanish, Italian: moon)'; null for plain English. */
const readingNote = (text: string, sources: readonly MeaningSource[], english: string, lang: Lang): string | null => {
  if (sources.every((s) => s === 'english')) return null;
  const named = sources.filter((s) => s !== 'english').map((s) => SOURCE_WORDS[s][lang === 'en' ? 'en' : 'zh']);
  return lang === 'en'
    ? `${text} (${named.join(', ')}: ${english.toLowerCase()})`
    : `${text}（${named.join('、')}：${english.toLowerCase()}）`;
};

const meaningReason = (d: MatcherDetail, q: string, c: string, lang: Lang): string => {
  const en = lang === 'en';
  const [sq = [], sc = []] = d.sources ?? [];
  if (d.kind === 'synonym') {
    const [a = '', b = ''] = (d.value ?? '').split('~');
    return en
      ? `Similar meaning: ${q} (${a.toLowerCase()}) and ${c} (${b.toLowerCase()}) are synonyms (WordNet)`
      : `含义近似：${q}（${a.toLowerCase()}）与 ${c}（${b.toLowerCase()}）是近义词（WordNet 英语词典）`;
  }
  const english = d.value ?? '';
  const notes = [readingNote(q, sq, english, lang), readingNote(c, sc, english, lang)].filter((n) => n !== null);
  return en
    ? `Same meaning: ${q} and ${c} both mean "${english.toLowerCase()}"${notes.length ? ` (${notes.join('; ')})` : ''}; a translation of a mark is treated like the mark`
    : `含义近似：${q} 与 ${c} 意思相同，都是“${english.toLowerCase()}”${notes.length ? `（${notes.join('；')}）` : ''}；商标的译名通常被视为近似`;
};

const goodsReason = (g: GoodsRelation, queryClasses: readonly number[], lang: Lang): string | null => {
  const en = lang === 'en';
  switch (g.relation) {
    case 'same':
      return en ? `Same class (${classList(g.shared, lang)})` : `同一类别（${classList(g.shared, lang)}）`;
    case 'related': {
      const row = g.row;
      if (row === undefined) return null;
      const mine = queryClasses.includes(row.a) ? row.a : row.b;
      const theirs = mine === row.a ? row.b : row.a;
      return en
        ? `Related goods/services: ${classLabel(mine, lang)} and ${classLabel(theirs, lang)} are often seen as related`
        : `关联类别：${classLabel(mine, lang)}与${classLabel(theirs, lang)}的商品/服务常被认为相关`;
    }
    case 'unrelated':
      return en ? 'Different, usually unrelated classes: lower risk' : '类别不同且通常不相关：风险较低';
    case 'unknown':
      return null;
  }
};

/** '（状态：已驳回）' where the status says more than the reason's own word, else nothing. */
const statusNote = (status: string, word: string): string => {
  const label = statusLabel(status, 'zh-CN');
  return label === word || label === '' ? '' : `（状态：${label}）`;
};

const statusReason = (life: Liveness, status: string, lang: Lang): string | null => {
  const en = lang === 'en';
  if (life === 'dead')
    return en
      ? `The mark is no longer in force (status: ${status}): lower risk, but it may be revived or still be in use`
      : `该商标已失效${statusNote(status, '已失效')}，风险降低，但仍可能被恢复或仍在使用`;
  if (life === 'pending')
    return en
      ? `The mark is pending (status: ${status}): an earlier application can still block yours`
      : `该商标正在申请中${statusNote(status, '申请中')}，在先申请同样可能阻碍您的注册`;
  return null;
};

const startReason = (q: MarkKeys, c: MarkKeys, qText: string, cText: string, lang: Lang): string | null => {
  const prefix = [...q.compact].slice(0, commonPrefix(q.compact, c.compact)).join('');
  if ([...prefix].length < 3 || q.compact === c.compact) return null;
  return lang === 'en'
    ? `Same start: ${qText} and ${cText} both begin with ${prefix}, the part buyers notice first`
    : `开头相同：${qText} 与 ${cText} 都以 ${prefix} 开头，消费者最先注意商标的开头`;
};

// ---- ranking -------------------------------------------------------------------------------------------------------

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const compareHits = (a: Hit, b: Hit): number =>
  b.score - a.score ||
  compareText(a.number, b.number) ||
  compareText(a.country, b.country) ||
  compareText(a.mark, b.mark) ||
  compareText(a.owner, b.owner) ||
  compareText(a.status, b.status) ||
  compareText(a.filed ?? '', b.filed ?? '') ||
  compareText(a.classes.join(','), b.classes.join(','));

const display = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Rank registered marks against a query mark: every candidate on which at least one matcher fires is a hit, with its
 * matchers, score, risk and reasons; the hits come best first (score, then number), the same for any order of the
 * candidates.
 */
export function rankMarks(
  query: { mark: string; classes?: number[] },
  candidates: readonly RegisteredMark[],
  options: RankOptions = {},
): RankResult {
  const lang: Lang = options.lang ?? 'zh-CN';
  const limit = Math.max(0, Math.floor(options.limit ?? 50));
  const q = markKeys(query.mark);
  const queryClasses = [...new Set(query.classes ?? [])];
  const qText = display(typeof query.mark === 'string' ? query.mark : '');
  const hits: Hit[] = [];
  if (q.compact !== '') {
    for (const raw of candidates) {
      // Rows straight from a database may carry nulls where the type says otherwise: read them defensively.
      const candidate: RegisteredMark = {
        ...raw,
        number: String(raw.number ?? ''),
        mark: String(raw.mark ?? ''),
        classes: Array.isArray(raw.classes) ? raw.classes : [],
        owner: String(raw.owner ?? ''),
        country: String(raw.country ?? ''),
        status: String(raw.status ?? ''),
        filed: raw.filed ?? null,
      };
      const c = candidate.keys ?? markKeys(candidate.mark);
      if (c.compact === '') continue;
      let details = runMatchers(q, c).filter((d) => d.score >= FIRE_AT[d.name]);
      // Identical spellings: the exact matcher says it all (its sound and skeleton are the same by definition).
      if (details.some((d) => d.name === 'exact' && d.score === 1))
        details = details.filter((d) => d.name === 'exact' || d.name === 'pinyin');
      if (details.length === 0) continue;
      details.sort((x, y) => y.score - x.score);
      // A mark made only of common words (OFFICIAL STORE) is weak: likeness to it counts for less.
      const weak = distinctivePart(q) === '' || distinctivePart(c) === '';
      const similarity = combineScores(details) * (weak ? 0.75 : 1);
      const goods = goodsRelation(queryClasses, candidate.classes);
      const life = liveness(candidate.status);
      const goodsFactor =
        goods.relation === 'related' ? RELATED_FACTOR[goods.row?.confidence ?? 'low'] : GOODS_FACTOR[goods.relation];
      const score = round(similarity * goodsFactor * (life === 'dead' ? 0.9 : 1));
      const cText = display(candidate.mark);
      const reasons = details.map((d) => matcherReason(d, qText, cText, lang));
      const start = details.some((d) => d.name === 'visual' || d.name === 'phonetic' || d.name === 'skeleton')
        ? startReason(q, c, qText, cText, lang)
        : null;
      const weakReason = weak
        ? lang === 'en'
          ? 'Made only of common words: weakly distinctive, likeness counts for less'
          : '商标仅由常用词组成，显著性较弱，近似程度相应降低'
        : null;
      for (const r of [
        start,
        weakReason,
        goodsReason(goods, queryClasses, lang),
        statusReason(life, candidate.status, lang),
      ])
        if (r !== null) reasons.push(r);
      const { keys: _keys, ...mark } = candidate;
      hits.push({
        ...mark,
        score,
        similarity: round(similarity),
        goods: goods.relation,
        matchers: details.map((d) => ({ name: d.name, score: round(d.score) })),
        risk: hitRisk(similarity, goods, life),
        reasons,
      });
    }
  }
  hits.sort(compareHits);
  const risk: RankResult['risk'] = hits.some((h) => h.risk === 'high')
    ? 'high'
    : hits.some((h) => h.risk === 'medium')
      ? 'medium'
      : hits.length > 0
        ? 'low'
        : 'none';
  const findings = findingReasons(hits, queryClasses, lang);
  return { hits: hits.slice(0, limit), risk, reasons: [...findings, hitsVerdict(risk, lang)], findings };
}

const findingReasons = (hits: readonly Hit[], classes: readonly number[], lang: Lang): string[] => {
  const en = lang === 'en';
  const count = (level: RiskLevel) => hits.filter((h) => h.risk === level).length;
  const reasons: string[] = [];
  if (hits.length === 0) {
    reasons.push(
      en
        ? 'No identical or similar earlier mark was found in the records searched'
        : '在本次检索的数据中未发现相同或近似的在先商标',
    );
  } else {
    reasons.push(
      en
        ? `${hits.length} similar mark${hits.length === 1 ? '' : 's'} found: ${count('high')} high, ${count('medium')} medium, ${count('low')} low risk`
        : `发现 ${hits.length} 个近似商标：高风险 ${count('high')} 个，中风险 ${count('medium')} 个，低风险 ${count('low')} 个`,
    );
    const top = hits[0];
    if (top !== undefined) {
      reasons.push(
        en
          ? `Closest: ${display(top.mark)} (${top.country} ${top.number}, ${classList(top.classes, lang)}, ${top.status}): ${top.reasons[0] ?? ''}`
          : `最接近的是 ${display(top.mark)}（${top.country} ${top.number}，${classList(top.classes, lang)}，${statusLabel(top.status, lang)}）：${top.reasons[0] ?? ''}`,
      );
    }
  }
  if (classes.length === 0)
    reasons.push(
      en
        ? 'No class chosen: compared across all classes; choose classes for a sharper verdict'
        : '未指定类别，已在全部类别中比较；指定类别可得到更准确的判断',
    );
  return reasons;
};

/** The verdict on the hits alone (whatever the data searched): the last of rankMarks' reasons. */
const hitsVerdict = (risk: RankResult['risk'], lang: Lang): string => {
  const en = lang === 'en';
  const verdict = {
    high: en
      ? 'High risk: an identical or very similar earlier mark covers the same or related goods; change the name or ask an attorney before filing'
      : '高风险：存在相同或高度近似、且商品/服务相同或相关的在先商标，建议更换名称或咨询商标律师后再申请',
    medium: en
      ? 'Medium risk: similar earlier marks exist; have an attorney assess them before filing'
      : '中等风险：存在近似的在先商标，建议申请前请商标律师评估',
    low: en
      ? 'Low risk: only distant or inactive similar marks; a full search before filing is still advised'
      : '低风险：仅有差别较大或已失效的近似商标，申请前仍建议做全面检索',
    none: en
      ? 'No similar earlier mark among the marks searched; this alone does not show that the mark can be registered'
      : '在检索的商标中未发现近似的在先商标；仅凭这一点不能说明商标可以注册',
  } as const;
  return verdict[risk];
};
