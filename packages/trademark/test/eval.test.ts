import { describe, expect, it } from 'vitest';
import { markKeys } from '../src/keys.ts';
import { MATCHER_NAMES, type MatcherName } from '../src/matchers.ts';
import { type RegisteredMark, rankMarks } from '../src/rank.ts';
import { CONFLICTS, NON_CONFLICTS } from './eval/pairs.ts';

/** A seeded generator (mulberry32), so the distractor pool is the same on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const SYLLABLES =
  'BA BE BO LA LO LI RA RI RO MA MI MO NA NE NO KA KI KO SA SE SO TA TE TI VA VE VI ZA ZE ZO TEX MAR VON ZEN GRO PLU TRI LUX NEX FER QUO DOR BRI CAL DEL FIN GAL HAR JOR KEL LUM MEL NOR PAX RIV SOL TAL VEX WIL YOR'.split(
    ' ',
  );
const SECOND_WORDS = 'HOME PRO GEAR LAB KIDS BEAUTY OUTDOOR STUDIO WORKS LIVING STYLE CRAFT FIT'.split(' ');
const HAN_CHARS = '金银山水天云星月风雨花木林海江河龙凤华美乐佳安康泰和平福瑞祥宝德鑫源达通盛兴旺博雅清新'.split('');

const distractors = (n: number, exclude: ReadonlySet<string>): RegisteredMark[] => {
  const next = random(20_260_101);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const out: RegisteredMark[] = [];
  const seen = new Set<string>(exclude);
  while (out.length < n) {
    const r = next();
    let mark: string;
    if (r < 0.12) mark = pick(HAN_CHARS) + pick(HAN_CHARS) + (next() < 0.3 ? pick(HAN_CHARS) : '');
    else {
      const syllables = 2 + Math.floor(next() * 2);
      mark = Array.from({ length: syllables }, () => pick(SYLLABLES)).join('');
      if (next() < 0.25) mark += ` ${pick(SECOND_WORDS)}`;
    }
    const compact = markKeys(mark).compact;
    if (seen.has(compact)) continue;
    seen.add(compact);
    const classes = [1 + Math.floor(next() * 45)];
    if (next() < 0.3) classes.push(1 + Math.floor(next() * 45));
    out.push({
      number: `G${String(out.length).padStart(5, '0')}`,
      mark,
      classes: [...new Set(classes)].sort((a, b) => a - b),
      owner: 'Generated distractor',
      country: pick(['US', 'EU', 'UK', 'CN', 'JP']),
      status: next() < 0.8 ? 'LIVE' : 'DEAD',
      filed: null,
    });
  }
  return out;
};

const evalMarks: RegisteredMark[] = [
  ...CONFLICTS.map((p, i) => ({
    number: `C${String(i).padStart(3, '0')}`,
    mark: p.mark,
    classes: p.classes,
    owner: 'Eval conflict',
    country: 'US',
    status: 'LIVE',
    filed: null,
  })),
  ...NON_CONFLICTS.map((p, i) => ({
    number: `N${String(i).padStart(3, '0')}`,
    mark: p.mark,
    classes: p.markClasses ?? p.classes,
    owner: 'Eval non-conflict',
    country: 'US',
    status: 'LIVE',
    filed: null,
  })),
];
const excluded = new Set(
  [...CONFLICTS, ...NON_CONFLICTS].flatMap((p) => [markKeys(p.query).compact, markKeys(p.mark).compact]),
);
const POOL_SIZE = 2000;
const pool = [...distractors(POOL_SIZE, excluded), ...evalMarks].map((m) => ({ ...m, keys: markKeys(m.mark) }));

const pct = (x: number, n: number) => `${x}/${n} (${((100 * x) / Math.max(1, n)).toFixed(1)}%)`;

describe(`evaluation: ${CONFLICTS.length} conflicts and ${NON_CONFLICTS.length} non-conflicts, ${POOL_SIZE} distractors`, () => {
  it('ranks the true conflicts in the top 5 and keeps the non-conflicts at low risk or out', () => {
    let top1 = 0;
    let top5 = 0;
    let matcherFound = 0;
    let highOrMedium = 0;
    let distractorAlarms = 0;
    const missed: string[] = [];
    const otherMatcher: string[] = [];
    const byMatcher = new Map<MatcherName, { n: number; top5: number }>(
      MATCHER_NAMES.map((m) => [m, { n: 0, top5: 0 }]),
    );
    CONFLICTS.forEach((p, i) => {
      const number = `C${String(i).padStart(3, '0')}`;
      const { hits } = rankMarks({ mark: p.query, classes: p.classes }, pool, { limit: 1000 });
      const at = hits.findIndex((h) => h.number === number);
      const stat = byMatcher.get(p.matcher) as { n: number; top5: number };
      stat.n++;
      if (at === 0) top1++;
      if (at >= 0 && at < 5) {
        top5++;
        stat.top5++;
      } else missed.push(`${p.query} ~ ${p.mark} (${p.matcher}) at ${at < 0 ? 'none' : at + 1}`);
      const hit = hits[at];
      if (hit?.matchers.some((m) => m.name === p.matcher)) matcherFound++;
      else
        otherMatcher.push(
          `${p.query} ~ ${p.mark}: ${hit?.matchers.map((m) => m.name).join(', ')} (expected ${p.matcher})`,
        );
      if (hit !== undefined && hit.risk !== 'low') highOrMedium++;
      distractorAlarms += hits.filter((h) => h.number.startsWith('G') && h.risk !== 'low').length;
    });
    let clean = 0;
    const falseAlarms: string[] = [];
    NON_CONFLICTS.forEach((p, i) => {
      const target = evalMarks.find((m) => m.number === `N${String(i).padStart(3, '0')}`) as RegisteredMark;
      const [hit] = rankMarks({ mark: p.query, classes: p.classes }, [target]).hits;
      if (hit === undefined || hit.risk === 'low') clean++;
      else falseAlarms.push(`${p.query} ~ ${p.mark}: ${hit.risk} (${hit.matchers.map((m) => m.name).join(', ')})`);
    });
    const n = CONFLICTS.length;
    const lines = [
      `recall@1 ${pct(top1, n)}, recall@5 ${pct(top5, n)} among ${pool.length} marks`,
      `expected matcher fired ${pct(matcherFound, n)}; conflict rated high or medium ${pct(highOrMedium, n)}`,
      ...[...byMatcher].map(([m, s]) => `  ${m}: recall@5 ${pct(s.top5, s.n)}`),
      `non-conflicts kept at low risk or not reported ${pct(clean, NON_CONFLICTS.length)}`,
      `generated distractors rated high or medium per conflict query: ${(distractorAlarms / n).toFixed(2)}`,
      ...missed.map((m) => `  missed: ${m}`),
      ...otherMatcher.map((m) => `  found by another matcher: ${m}`),
      ...falseAlarms.map((m) => `  false alarm: ${m}`),
    ];
    console.log(lines.join('\n'));
    expect(top5 / n).toBeGreaterThanOrEqual(0.95);
    expect(matcherFound / n).toBeGreaterThanOrEqual(0.9);
    expect(clean / NON_CONFLICTS.length).toBeGreaterThanOrEqual(0.85);
  }, 60_000);
});
