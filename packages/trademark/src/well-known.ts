import { WELL_KNOWN_MARKS, type WellKnownMark } from './data/well-known-marks.ts';
import { distinctiveTokens } from './generic.ts';
import { glyphVariants } from './glyphs.ts';
import { type MarkKeys, markKeys } from './keys.ts';
import { combineScores, FIRE_AT, type MatcherName, runMatchers } from './matchers.ts';
import { synonymsOf } from './meanings.ts';
import { type Lang, matcherReason } from './rank.ts';
import { simplifiedForm } from './script.ts';

/** A searched mark close to a well-known mark. */
export interface WellKnownHit extends Omit<WellKnownMark, 'names'> {
  /** The form of the well-known mark the searched mark is close to (HUAWEI or 华为). */
  name: string;
  similarity: number;
  /** The matchers that fired, best first. */
  matchers: { name: MatcherName; score: number }[];
  /** Always high: a well-known mark is protected beyond its own classes. */
  risk: 'high';
  reasons: string[];
}

/** A searched mark this close to a well-known mark (any matcher, combined) is reported, whatever the classes. */
const WELL_KNOWN_AT = 0.7;

interface Name {
  mark: WellKnownMark;
  name: string;
  keys: MarkKeys;
  /** The compact spelling in simplified characters. */
  simplified: string;
}

/**
 * Cheap hooks two close marks share, so that a search runs the matchers on a handful of the table's names instead of
 * all of them: spellings and their one-character deletions (one edit apart share one), sound codes, the consonant
 * skeleton, the pinyin, distinctive words, meanings (and synonyms), look-alike spellings.
 */
const hooks = (k: MarkKeys, query: boolean): string[] => {
  const out = new Set<string>();
  for (const v of k.variants) {
    const chars = [...v];
    out.add(`D:${v}`);
    if (chars.length >= 3 && chars.length <= 24)
      for (let i = 0; i < chars.length; i++) out.add(`D:${chars.slice(0, i).join('')}${chars.slice(i + 1).join('')}`);
  }
  for (const code of k.phonetic) if (code.length >= 2) out.add(`S:${code}`);
  if (k.skeleton.length >= 3) out.add(`K:${k.skeleton}`);
  if (k.pinyin) out.add(`P:${k.pinyin}`);
  for (const t of distinctiveTokens(k.tokens)) out.add(`T:${t}`);
  for (const m of k.meanings) {
    out.add(`M:${m}`);
    if (query) for (const synonym of synonymsOf(m)) out.add(`M:${synonym}`);
  }
  if (query) for (const v of glyphVariants(simplifiedForm(k.compact))) out.add(`D:${v}`);
  return [...out];
};

let table: { names: Name[]; byHook: Map<string, Name[]> } | undefined;
const load = () => {
  if (table === undefined) {
    const names = WELL_KNOWN_MARKS.flatMap((mark) =>
      mark.names.map((name) => {
        const keys = markKeys(name);
        return { mark, name, keys, simplified: simplifiedForm(keys.compact) };
      }),
    );
    const byHook = new Map<string, Name[]>();
    for (const n of names) {
      for (const hook of hooks(n.keys, false)) {
        const list = byHook.get(hook) ?? [];
        list.push(n);
        byHook.set(hook, list);
      }
    }
    table = { names, byHook };
  }
  return table;
};

const HAN = /\p{Script=Han}/u;

/** The table's names worth comparing with a query: a shared hook, or one mark inside the other (耐克运动, NIKEAIR). */
const candidatesOf = (q: MarkKeys): Name[] => {
  const { names, byHook } = load();
  const out = new Set<Name>();
  for (const hook of hooks(q, true)) for (const n of byHook.get(hook) ?? []) out.add(n);
  const query = simplifiedForm(q.compact);
  for (const n of names) {
    const name = n.simplified;
    const shortest = HAN.test(name) ? 2 : 4;
    if ((name.length >= shortest && query.includes(name)) || (query.length >= shortest && name.includes(query)))
      out.add(n);
  }
  return [...out];
};

const round = (x: number) => Math.round(x * 10_000) / 10_000;

/** The reason a seller reads for a well-known hit. */
export const wellKnownReason = (hit: Pick<WellKnownHit, 'mark' | 'name' | 'owner'>, query: string, lang: Lang) =>
  lang === 'en'
    ? `${query} is close to the well-known mark ${hit.name}${hit.name === hit.mark ? '' : ` (${hit.mark})`} of ${hit.owner}. Well-known marks are protected beyond their own goods: in any class an application is likely to be refused or opposed, and using it can bring an infringement complaint.`
    : `${query} 与知名商标 ${hit.name}${hit.name === hit.mark ? '' : `（${hit.mark}）`}（${hit.owner}）近似。知名、驰名商标的保护不限于其注册的类别：无论您申请哪个类别，都很可能被驳回或被异议，使用还可能被投诉侵权。`;

/** Where the table's entry comes from, and that it awaits an attorney's check. */
const wellKnownSourceNote = (hit: Pick<WellKnownHit, 'source' | 'sourceDate' | 'reviewed'>, lang: Lang) =>
  lang === 'en'
    ? `Source: ${hit.source} (${hit.sourceDate})${hit.reviewed ? '' : '; entry not yet checked by an attorney'}`
    : `来源：${hit.source}（${hit.sourceDate === 'year to be checked' ? '年份待核实' : hit.sourceDate}）${hit.reviewed ? '' : '；该条目尚待律师核实'}`;

/**
 * The well-known marks (data/well-known-marks.ts) a searched mark is close to, whatever its classes and whatever
 * registry is searched: the forms of the entries that share a hook with it (or contain it, or are contained) through
 * the matchers, reported at similarity 0.7 or more, one hit per entry (its closest form), closest first.
 */
export function wellKnownHits(mark: string, lang: Lang = 'zh-CN'): WellKnownHit[] {
  const q = markKeys(mark);
  if (q.compact === '') return [];
  const query = mark.replace(/\s+/g, ' ').trim();
  const best = new Map<WellKnownMark, WellKnownHit>();
  for (const { mark: entry, name, keys } of candidatesOf(q)) {
    let fired = runMatchers(q, keys)
      .filter((d) => d.score >= FIRE_AT[d.name])
      .sort((x, y) => y.score - x.score);
    // Identical spellings: the exact matcher says it all.
    if (fired.some((d) => d.name === 'exact' && d.score === 1)) fired = fired.filter((d) => d.name === 'exact');
    if (fired.length === 0) continue;
    const similarity = combineScores(fired);
    if (similarity < WELL_KNOWN_AT) continue;
    const known = best.get(entry);
    if (known && known.similarity >= similarity) continue;
    const { names: _names, ...rest } = entry;
    const hit: WellKnownHit = {
      ...rest,
      name,
      similarity: round(similarity),
      matchers: fired.map((d) => ({ name: d.name, score: round(d.score) })),
      risk: 'high',
      reasons: [],
    };
    hit.reasons = [
      wellKnownReason(hit, query, lang),
      ...fired.map((d) => matcherReason(d, query, name, lang)),
      wellKnownSourceNote(hit, lang),
    ];
    best.set(entry, hit);
  }
  return [...best.values()].sort((a, b) => b.similarity - a.similarity || (a.mark < b.mark ? -1 : 1));
}
