/**
 * The bench's Lighthouse part (issue 10): the mobile performance score (Lighthouse's default config: a mid-range
 * phone, simulated slow 4G and CPU slowdown) of pages of the running site, the median of BENCH_LIGHTHOUSE runs
 * (default 5; 0 skips it), in Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium). Lighthouse comes from npm and
 * downloads nothing; the browser is the machine's own.
 *
 * Plain JavaScript run by node itself (not through tsx): Lighthouse sends some of its functions to the page as
 * source text, and tsx's transform adds a helper (__name) the page does not have.
 *
 *   node scripts/bench-lighthouse.mjs '[{"name":"home","url":"http://ost.localhost:3200/"}]'
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

/** @param {{ name: string, url: string }[]} targets */
async function lighthouseSection(targets) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE ?? 5);
  if (runs <= 0) {
    console.log('\nLighthouse: skipped (BENCH_LIGHTHOUSE=0)');
    return;
  }
  console.log(`\nLighthouse mobile performance (median of ${runs} runs; lighthouse from npm, Debian's Chromium)\n`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  /** Lighthouse's reading of this machine's CPU speed (its BenchmarkIndex) at each run. */
  const speeds = [];
  try {
    for (const target of targets) {
      const scores = [];
      const metrics = new Map();
      let retries = 0;
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(target.url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${target.url}`);
        if (lhr.runtimeError) {
          // A run whose trace Chromium did not record (NO_NAVSTART and the like) is run again, twice at most.
          if (retries++ < 2) {
            console.log(`(${target.name}: run ${i + 1} again: ${lhr.runtimeError.code ?? lhr.runtimeError.message})`);
            i--;
            continue;
          }
          throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
        }
        scores.push(lhr.categories.performance?.score ?? 0);
        if (typeof lhr.environment?.benchmarkIndex === 'number') speeds.push(lhr.environment.benchmarkIndex);
        for (const [id] of METRICS) {
          const value = lhr.audits[id]?.numericValue;
          if (typeof value === 'number') metrics.set(id, [...(metrics.get(id) ?? []), value]);
        }
      }
      const metricText = METRICS.map(([id, label]) => {
        const values = metrics.get(id) ?? [];
        if (!values.length) return `${label} -`;
        const value = median(values);
        return id === 'cumulative-layout-shift' ? `${label} ${value.toFixed(3)}` : `${label} ${Math.round(value)} ms`;
      }).join(', ');
      rows.push(
        [
          target.name,
          median(scores).toFixed(2),
          scores.map((score) => score.toFixed(2)).join(' '),
          metricText,
          median(scores) >= 0.95 ? 'meets 0.95' : 'below 0.95',
        ].join(' | '),
      );
    }
  } finally {
    chrome.kill();
  }
  const header = ['page', 'median score', 'runs', 'median metrics', 'goal'];
  console.log([header.join(' | '), header.map(() => '---').join(' | '), ...rows].join('\n'));
  // The CPU slowdown is a fixed factor over this machine's own speed: the same page scores lower on a slower machine
  // (Lighthouse's own reference for its mobile preset is a BenchmarkIndex near 1,000-1,500).
  if (speeds.length)
    console.log(`\nthis machine's BenchmarkIndex (Lighthouse's CPU reading), median: ${Math.round(median(speeds))}`);
}

await lighthouseSection(JSON.parse(process.argv[2] ?? '[]'));
